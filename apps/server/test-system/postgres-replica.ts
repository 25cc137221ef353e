import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { createDb, migrateToLatest } from '@vidriera/db';
import pg from 'pg';

/**
 * A PostgreSQL primary and a streaming replica of it, made with PostgreSQL's
 * own tools (initdb, pg_ctl, pg_basebackup -R) in a temporary directory, on
 * ports of their own: the machine's PostgreSQL is left alone. initdb refuses
 * to run as root, so as root the clusters belong to the `postgres` user
 * (Debian's package creates it) and every tool runs as that user.
 */
export interface ReplicatedPostgres {
  /** The database the app uses, as its ordinary role (no SUPERUSER, no BYPASSRLS), on the primary. */
  primaryUrl: string;
  /** The same database and role on the replica. */
  replicaUrl: string;
  /** The same database as the superuser (the tests' own look-ups and changes). */
  adminUrl(on: 'primary' | 'replica'): string;
  /** Runs SQL as the superuser on one of the two servers. */
  query<R extends pg.QueryResultRow = Record<string, unknown>>(
    on: 'primary' | 'replica',
    text: string,
    values?: unknown[],
  ): Promise<R[]>;
  /** Stops both servers and deletes their files. */
  stop(): Promise<void>;
}

export const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const DATABASE = 'vidriera';
export const APP_ROLE = 'vidriera_app';

export const asRoot = userInfo().uid === 0;
export const CLUSTER_USER = asRoot ? 'postgres' : userInfo().username;

export function run(tool: string, args: string[]): void {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]]
    : [join(BIN, tool), args];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts a primary on `port` and a replica of it on `port + 1`; `prepare` runs against the fresh primary (migrations, grants) before the copy. */
export async function startReplicatedPostgres(
  port: number,
  prepare: (adminUrl: string) => Promise<void>,
): Promise<ReplicatedPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'vidriera-replica-'));
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const url = (p: number, user: string) => `postgres://${user}@127.0.0.1:${p}/${DATABASE}`;
  const stop = async () => {
    for (const data of [replica, primary]) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // not started, or stopped already
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', primary, '-U', CLUSTER_USER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    // wal_level=replica and max_wal_senders are PostgreSQL 15's defaults; said here so the intent is visible. fsync off: a test cluster.
    appendFileSync(
      join(primary, 'postgresql.conf'),
      `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nwal_level = replica\nmax_wal_senders = 4\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n`,
    );
    run('pg_ctl', ['-D', primary, '-l', join(dir, 'primary.log'), '-w', 'start']);
    const setup = new pg.Client({ connectionString: `postgres://${CLUSTER_USER}@127.0.0.1:${port}/postgres` });
    await setup.connect();
    await setup.query(`CREATE DATABASE ${DATABASE}`);
    await setup.query(`CREATE ROLE ${APP_ROLE} LOGIN`);
    await setup.end();
    await prepare(url(port, CLUSTER_USER));
    // -R writes primary_conninfo and standby.signal: the copy starts as a hot standby streaming from the primary.
    // A fast checkpoint: by default the copy waits for a spread one, minutes after the migrations' writes.
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      CLUSTER_USER,
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
    ]);
    appendFileSync(join(replica, 'postgresql.conf'), `\nport = ${port + 1}\nhot_standby = on\n`);
    run('pg_ctl', ['-D', replica, '-l', join(dir, 'replica.log'), '-w', 'start']);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: url(port, APP_ROLE),
    replicaUrl: url(port + 1, APP_ROLE),
    adminUrl: (on) => url(on === 'primary' ? port : port + 1, CLUSTER_USER),
    async query(on, text, values) {
      const client = new pg.Client({ connectionString: url(on === 'primary' ? port : port + 1, CLUSTER_USER) });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    stop,
  };
}

/** The usual `prepare`: the migrations as the tables' owner, and the app's role granted what the app does (apps/server/test/helpers/global-setup.ts). */
export async function migrateAndGrant(adminUrl: string): Promise<void> {
  const handle = await createDb({ databaseUrl: adminUrl, poolSize: 1 });
  await migrateToLatest(handle.db);
  await handle.close();
  const grants = new pg.Client({ connectionString: adminUrl });
  await grants.connect();
  await grants.query(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`);
  await grants.end();
}
