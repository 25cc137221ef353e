import { randomBytes } from 'node:crypto';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';

/**
 * The signing secret is shared by every server process: AUTH_SECRET when set,
 * otherwise one generated at first start and kept in the database.
 */
export async function resolveAuthSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'auth_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
