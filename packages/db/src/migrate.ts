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
 * How long a migration waits for a lock held by the running instances' requests before the whole run gives way:
 * shorter than PostgreSQL's deadlock check (1 s), so when a migration and a shopper's transaction wait for each other
 * (the migration already holds a weaker lock on a table it then alters), the migration rolls back and is run again,
 * and the shopper's request goes on (docs/DEPLOY.md, upgrading under traffic).
 */
const LOCK_WAIT = '500ms';
/** A run that gave way: it waited too long for a lock, or was the deadlock's victim; it changed nothing. */
const GAVE_WAY = new Set(['55P03', '40P01']);
const RUNS = 40;

/**
 * Each migration, first moving its transaction to its scope (`true`: the setting ends with the transaction, which
 * every migration of a run shares, so each sets its own) and bounding its waits for locks (LOCK_WAIT).
 */
function scopedMigrations(): Record<string, Migration> {
  let locked = false;
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        up: async (db: Kysely<unknown>) => {
          await sql`select set_config('app.store_id', ${migrationScope(name)}, true),
            set_config('lock_timeout', ${LOCK_WAIT}, true)`.execute(db);
          if (!locked) {
            // The run's first step: every table of ours at once, so the run never waits on a request while holding a
            // weaker lock that request waits on (requests wait for the run instead, a few seconds at most).
            await sql`do $$ declare names text; begin
              select string_agg(format('%I', tablename), ', ' order by tablename) into names
              from pg_tables where schemaname = current_schema() and tablename not like 'kysely%';
              if names is not null then execute 'lock table ' || names || ' in access exclusive mode'; end if;
            end $$`.execute(db);
            locked = true;
          }
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

/** Applies every pending migration, running them again from the start while they give way to requests (GAVE_WAY); returns the names applied. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  for (let run = 1; ; run++) {
    const outcome = await migrator(db).migrateToLatest();
    const code = (outcome.error as { code?: unknown } | undefined)?.code;
    if (run < RUNS && typeof code === 'string' && GAVE_WAY.has(code)) {
      await new Promise((resume) => setTimeout(resume, 100 + Math.random() * 400));
      continue;
    }
    return applied(outcome);
  }
}

/** Applies the pending migrations up to and including `name` (a database left at an earlier release); returns the names applied. */
export async function migrateUpTo<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  if (!(name in migrations)) throw new Error(`no hay una migración llamada «${name}»`);
  return applied(await migrator(db).migrateTo(name));
}
