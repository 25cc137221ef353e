import { randomInt } from 'node:crypto';
import {
  CLIENT_PASSWORD_ALPHABET,
  CLIENT_PASSWORD_LENGTH,
  type CreateClientInput,
  clientSlugFromName,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { apiError, conflict } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import type { Auth } from '../auth/auth';
import { insertOwnerStore } from '../stores/create-store';
import type { StoreRow } from '../stores/store-repository';

export const EMAIL_TAKEN = 'Ya existe una cuenta con este email.';

export function generateClientPassword(): string {
  return Array.from(
    { length: CLIENT_PASSWORD_LENGTH },
    () => CLIENT_PASSWORD_ALPHABET[randomInt(CLIENT_PASSWORD_ALPHABET.length)],
  ).join('');
}

/**
 * A ready account for a client: confirmed user, password credential,
 * store_admin role and store, all in one transaction — all or nothing.
 */
export async function createClientAccount(db: Kysely<Database>, auth: Auth, input: CreateClientInput) {
  const password = input.password ?? generateClientPassword();
  const slug = input.storeSlug ?? clientSlugFromName(input.storeName);
  if (!slug) throw apiError('VALIDATION_ERROR', 'El nombre de la tienda debe tener letras o números.', 'storeName');
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  try {
    const store: StoreRow = await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          id: crypto.randomUUID(),
          name: `${input.firstName} ${input.lastName}`,
          email: input.email.toLowerCase(),
          email_verified: true,
          first_name: input.firstName,
          last_name: input.lastName,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('accounts')
        .values({
          id: crypto.randomUUID(),
          user_id: user.id,
          account_id: user.id,
          provider_id: 'credential',
          password: hash,
        })
        .execute();
      const store = {
        name: input.storeName,
        description: input.storeDescription,
        whatsappNumber: input.whatsappNumber,
        slug,
      };
      return insertOwnerStore(trx, user.id, store, input.storeSlug ? 'storeSlug' : 'storeName');
    });
    return { store, password };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN, 'email');
    throw error;
  }
}
