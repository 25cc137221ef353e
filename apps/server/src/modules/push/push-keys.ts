import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { credentialBox } from '../../shared/credential-box';

/*
 * The platform's VAPID key pair (RFC 8292): made once, by the first server that needs it, and kept in `push_keys`
 * (migration 048) so every instance signs with the same key and the browsers' subscriptions, bound to the public
 * key, stay valid across restarts. The private key is sealed with the server's secret (shared/credential-box.ts);
 * a new secret makes it unreadable, and a new pair is made (the devices then subscribe again).
 */

const SEALED_FOR = 'vapid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function vapidKeys(db: Kysely<Database>, secret: string): Promise<VapidKeys> {
  const box = credentialBox(secret, 'web-push-key');
  const row = await db.selectFrom('push_keys').select(['public_key', 'private_key_sealed']).executeTakeFirst();
  const privateKey = row && box.open(SEALED_FOR, row.private_key_sealed);
  if (row && privateKey) return { publicKey: row.public_key, privateKey };
  const made = webpush.generateVAPIDKeys();
  const values = { id: 1, public_key: made.publicKey, private_key_sealed: box.seal(SEALED_FOR, made.privateKey) };
  // Two instances making a pair at once: the first one written wins and both read it back.
  await db
    .insertInto('push_keys')
    .values(values)
    .onConflict((oc) => (row ? oc.column('id').doUpdateSet(values) : oc.column('id').doNothing()))
    .execute();
  const kept = await db.selectFrom('push_keys').select(['public_key', 'private_key_sealed']).executeTakeFirstOrThrow();
  const keptPrivate = box.open(SEALED_FOR, kept.private_key_sealed);
  if (!keptPrivate) throw new Error('la clave de avisos guardada no se puede abrir');
  return { publicKey: kept.public_key, privateKey: keptPrivate };
}
