import { type Database, PREPARED } from '@vidriera/db';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { paramsOf, type StoreLookUp } from './public-store-scope';

export interface ActiveStore {
  id: string;
  name: string;
  whatsapp_number: string | null;
}

export async function findActiveStoreId(db: Kysely<Database>, slug: string): Promise<ActiveStore | undefined> {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'whatsapp_number'])
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .modifyEnd(sql.raw(PREPARED))
    .executeTakeFirst();
}

/*
 * How the storefront's routes find their store (public-store-scope.ts): one
 * query by the address each; with a replica, those that may read it ask the
 * store's version of the primary and of the replica first (storefront-reader.ts).
 */

export const slugOf = (request: FastifyRequest) => paramsOf(request).slug ?? '';

/** The active store at the address, from the primary (the cart's current stock, a discount code's check). */
export const activeStore: StoreLookUp<ActiveStore> = {
  find: (reads, request) => findActiveStoreId(reads.primary, slugOf(request)),
};
