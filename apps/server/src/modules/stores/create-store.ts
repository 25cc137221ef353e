import { STORE_SLUG_TAKEN, type StoreSetupInput, storeSlugFromName } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { AppError, conflict } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import { grantRole, insertStore, type StoreRow } from './store-repository';

export const STORE_ALREADY_EXISTS = 'Ya tienes una tienda. Cada cuenta puede tener una sola tienda.';

export function slugFromStoreName(name: string): string {
  const slug = storeSlugFromName(name);
  if (!slug) throw new AppError(422, 'VALIDATION_ERROR', 'El nombre de la tienda debe tener letras o números.', 'name');
  return slug;
}

/**
 * Creates the owner's store and grants store_admin, in one transaction. The
 * unique constraints on slug and owner_id decide races between simultaneous setups.
 */
export async function createStoreForOwner(
  db: Kysely<Database>,
  ownerId: string,
  input: StoreSetupInput & { slug?: string | null | undefined },
): Promise<StoreRow> {
  const slug = input.slug ?? slugFromStoreName(input.name);
  try {
    return await db.transaction().execute(async (trx) => {
      const store = await insertStore(trx, {
        owner_id: ownerId,
        name: input.name,
        description: input.description,
        slug,
        whatsapp_number: input.whatsappNumber ?? null,
        cbu: input.cbu ?? null,
      });
      await grantRole(trx, ownerId, 'store_admin');
      return store;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'stores_slug_key')) throw conflict('STORE_SLUG_TAKEN', STORE_SLUG_TAKEN.message, 'name');
    if (isUniqueViolation(error, 'stores_owner_id_key')) throw conflict('STORE_ALREADY_EXISTS', STORE_ALREADY_EXISTS);
    throw error;
  }
}
