import { normalizeHost } from '@vidriera/core';
import { type Database, withAllStores } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/** The store a verified own domain names: an active store only. */
export interface DomainStore {
  storeId: string;
  slug: string;
  domain: string;
}

/**
 * The active store whose verified domain is this host, across stores (a
 * request's host, or the domain Caddy asks about). The host is compared in its
 * one form (normalizeHost): lowercase, no port, no trailing dot.
 */
export async function findStoreByDomain(db: Kysely<Database>, host: string): Promise<DomainStore | undefined> {
  const domain = normalizeHost(host);
  if (!domain.includes('.')) return undefined;
  const row = await withAllStores(() =>
    db
      .selectFrom('store_domains as d')
      .innerJoin('stores as s', 's.id', 'd.store_id')
      .select(['s.id', 's.slug', 'd.domain'])
      .where('d.domain', '=', domain)
      .where('d.verified_at', 'is not', null)
      .where('s.is_active', '=', true)
      .executeTakeFirst(),
  );
  return row && { storeId: row.id, slug: row.slug, domain: row.domain };
}

/** The verified own domain of the store whose id is in this column, as a column of a query on stores (null without one). */
export const verifiedDomainOf = (storeIdColumn: string) =>
  sql<
    string | null
  >`(select d.domain from store_domains d where d.store_id = ${sql.ref(storeIdColumn)} and d.verified_at is not null)`;
