import { type Database, withAllStores } from '@vidriera/db';
import type { Kysely } from 'kysely';

/**
 * A sign-up with an address whose account nobody confirmed starts that
 * account over: the old one goes (with its sessions and any second step), and
 * the library creates a new one with the new password and names. Its id is
 * new, and every confirmation link names the id it was sent for, so a link
 * of the earlier sign-up confirms nothing and its password opens nothing
 * (docs/product/accounts.md, "Cuentas sin confirmar"). Someone who signed up
 * first with another person's address keeps no way in.
 * An account that owns a store is never removed here (none can be unconfirmed;
 * the check keeps a store from going with it if one ever were).
 */
export async function replaceUnconfirmedAccount(db: Kysely<Database>, email: string): Promise<void> {
  // Across stores: whether the account owns one must see every store, or the check would pass by seeing none.
  await withAllStores(() =>
    db
      .deleteFrom('users')
      .where('email', '=', email.trim().toLowerCase())
      .where('email_verified', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('stores').select('stores.id').whereRef('stores.owner_id', '=', 'users.id'))),
      )
      .execute(),
  );
}
