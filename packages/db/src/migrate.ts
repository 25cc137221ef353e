import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { migrations } from './migrations';
import { ALL_STORES } from './tenant-context';

/** The migration whose policies made '*' mean every store; before it, the policies of 005 read '*' as a store id. */
const FAIL_CLOSED_POLICIES = '019-row-level-security-fail-closed';

/**
 * The `app.store_id` a migration runs under, so that row-level security shows it every store's rows. The tables'
 * owner is bound by the policies too (FORCE), and a deployment migrates as an ordinary role that owns the database
 * (docs/DEPLOY.md), not as a superuser who passes every policy. Until 019 the policies (005, 006, 008) let every
 * row through when the setting is empty and cast any other value to a uuid, which '*' fails; 019 replaced them with
 * policies where '*' is every store and an empty setting none (tenant-context.ts).
 */
export function migrationScope(name: string): string {
  return name <= FAIL_CLOSED_POLICIES ? '' : ALL_STORES;
}

/**
 * Each migration, first moving its transaction to its scope (`true`: the setting ends with the transaction, which
 * every migration of a run shares, so each sets its own).
 */
function scopedMigrations(): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        up: async (db: Kysely<unknown>) => {
          await sql`select set_config('app.store_id', ${migrationScope(name)}, true)`.execute(db);
          await migration.up(db);
        },
      },
    ]),
  );
}

/** Every migration's name, in order. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

function migrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => scopedMigrations() } });
}

function applied(outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>): string[] {
  const { error, results } = outcome;
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return applied(await migrator(db).migrateToLatest());
}

/** Applies the pending migrations up to and including `name` (a database left at an earlier release); returns the names applied. */
export async function migrateUpTo<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  if (!(name in migrations)) throw new Error(`no hay una migración llamada «${name}»`);
  return applied(await migrator(db).migrateTo(name));
}
