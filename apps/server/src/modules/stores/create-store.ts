import { STORE_NAME_NEEDS_LETTERS, STORE_SLUG_TAKEN, type StoreSetupInput, storeSlugFromName } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { apiError, conflict } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import { grantRole, insertStore, type StoreRow } from './store-repository';

export function slugFromStoreName(name: string): string {
  const slug = storeSlugFromName(name);
  if (!slug) throw apiError('VALIDATION_ERROR', STORE_NAME_NEEDS_LETTERS, 'name');
  return slug;
}

interface NewStore extends StoreSetupInput {
  slug: string;
}

/**
 * Creates a person's store and grants them store_admin, inside the caller's
 * transaction (store setup, or a client account made by the super admin).
 * The unique constraints on slug and owner decide races; `slugField` names
 * the form field a taken slug is reported on.
 */
export async function insertOwnerStore(
  trx: Kysely<Database>,
  ownerId: string,
  input: NewStore,
  slugField = 'name',
): Promise<StoreRow> {
  try {
    const store = await insertStore(trx, {
      owner_id: ownerId,
      name: input.name,
      description: input.description,
      slug: input.slug,
      whatsapp_number: input.whatsappNumber ?? null,
      cbu: input.cbu ?? null,
    });
    await grantRole(trx, ownerId, 'store_admin');
    return store;
  } catch (error) {
    if (isUniqueViolation(error, 'stores_slug_key'))
      throw conflict('STORE_SLUG_TAKEN', STORE_SLUG_TAKEN.message, slugField);
    if (isUniqueViolation(error, 'stores_owner_id_key')) throw conflict('STORE_ALREADY_EXISTS');
    throw error;
  }
}

/** Store setup: the owner's store, its slug from its name, in one transaction. */
export function createStoreForOwner(db: Kysely<Database>, ownerId: string, input: StoreSetupInput): Promise<StoreRow> {
  const slug = slugFromStoreName(input.name);
  return db.transaction().execute((trx) => insertOwnerStore(trx, ownerId, { ...input, slug }));
}
