import { type Database, setTenantStore } from '@vidriera/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_CODES, NO_STORE_MESSAGE } from '@vidriera/core';
import { AppError } from '../../shared/app-error';
import { authOf } from '../auth/access';

export const noStore = () => new AppError(404, ERROR_CODES.NO_STORE, NO_STORE_MESSAGE);

/** The store of the signed-in owner: tenancy always comes from the session, never from input. */
export async function currentStoreId(db: Kysely<Database>, request: FastifyRequest): Promise<string> {
  const store = await db.selectFrom('stores').select('id').where('owner_id', '=', authOf(request).user.id).executeTakeFirst();
  if (!store) throw noStore();
  setTenantStore(store.id);
  return store.id;
}
