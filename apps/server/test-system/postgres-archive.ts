import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { APP_ROLE, asRoot, BIN, CLUSTER_USER, migrateAndGrant } from './postgres-replica';

/*
 * A PostgreSQL 15 cluster of the test's own (initdb on a spare port, as postgres-replica.ts) archiving its WAL with
 * pgBackRest (Debian's package) into a repository in the same temporary folder, set up as docs/DEPLOY.md, "Backups",
 * tells an operator: archive_command → archive-push, a stanza, full backups, point-in-time restore.
 */

const DATABASE = 'vidriera';
const STANZA = 'vidriera';
const exec = promisify(execFile);

export interface ArchivedPostgres {
  /** The app's ordinary role on the database. */
  appUrl: string;
  query(text: string, values?: unknown[]): Promise<Record<string, unknown>[]>;
  /** A pgBackRest command for the stanza (`backup --type=full`, `restore …`), as the cluster's user; resolves to its seconds. */
  pgbackrest(args: string[]): Promise<number>;
  /** The machine's disk gone: the server killed (no shutdown checkpoint) and its data directory deleted. */
  destroy(): Promise<void>;
  /** `pgbackrest restore` with `args` into an empty data directory, then the cluster started until its recovery ended and it takes writes; resolves to the seconds of both. */
  restore(args: string[]): Promise<{ restoreSeconds: number; recoverySeconds: number }>;
  stop(): Promise<void>;
}

async function asClusterUser(command: string, args: string[]): Promise<string> {
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  try {
    return (await exec(file, fileArgs)).stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} falló:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

export async function startArchivedPostgres(port: number): Promise<ArchivedPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'vidriera-archive-'));
  const data = join(dir, 'data');
  const config = join(dir, 'pgbackrest.conf');
  for (const sub of ['repo', 'log', 'lock']) mkdirSync(join(dir, sub));
  const owner = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
      }
    : undefined;
  if (owner) for (const sub of ['', 'repo', 'log', 'lock']) chownSync(join(dir, sub), owner.uid, owner.gid);
  writeFileSync(
    config,
    `[global]\nrepo1-path=${dir}/repo\nrepo1-retention-full=2\nlog-path=${dir}/log\nlock-path=${dir}/lock\n` +
      `log-level-console=warn\nlog-level-file=off\nstart-fast=y\n\n` +
      `[${STANZA}]\npg1-path=${data}\npg1-port=${port}\npg1-socket-path=${dir}\npg1-user=${CLUSTER_USER}\n`,
    { mode: 0o644 },
  );
  const pgbackrest = async (args: string[]) => {
    const started = Date.now();
    await asClusterUser('pgbackrest', [`--config=${config}`, `--stanza=${STANZA}`, ...args]);
    return (Date.now() - started) / 1000;
  };
  const pgCtl = (args: string[]) => asClusterUser(join(BIN, 'pg_ctl'), ['-D', data, ...args]);
  const adminUrl = (database: string) => `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`;
  const query = async (text: string, values: unknown[] = [], database = DATABASE) => {
    const client = new pg.Client({ connectionString: adminUrl(database) });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await asClusterUser(join(BIN, 'initdb'), [
      '-D',
      data,
      '-U',
      CLUSTER_USER,
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    // archive_timeout 1 s: a test's minute of WAL reaches the repository at once (docs/DEPLOY.md says 60 s).
    appendFileSync(
      join(data, 'postgresql.conf'),
      `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nwal_level = replica\n` +
        `archive_mode = on\narchive_command = 'pgbackrest --config=${config} --stanza=${STANZA} archive-push %p'\n` +
        `archive_timeout = 1\nmax_wal_senders = 3\n`,
    );
    await pgCtl(['-l', join(dir, 'postgres.log'), '-w', 'start']);
    await query(`CREATE DATABASE ${DATABASE}`, [], 'postgres');
    await query(`CREATE ROLE ${APP_ROLE} LOGIN`, [], 'postgres');
    await migrateAndGrant(adminUrl(DATABASE));
    await pgbackrest(['stanza-create']);
    await pgbackrest(['check']);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    appUrl: `postgres://${APP_ROLE}@127.0.0.1:${port}/${DATABASE}`,
    query: (text, values) => query(text, values),
    pgbackrest,
    async destroy() {
      await pgCtl(['-m', 'immediate', 'stop']);
      rmSync(data, { recursive: true, force: true });
    },
    async restore(args) {
      mkdirSync(data, { mode: 0o700 });
      if (owner) chownSync(data, owner.uid, owner.gid);
      const restoreSeconds = await pgbackrest(['restore', ...args]);
      const started = Date.now();
      await pgCtl(['-l', join(dir, 'postgres.log'), '-w', '-t', '120', 'start']);
      for (;;) {
        const [row] = await query('select pg_is_in_recovery() as recovering').catch(() => [{ recovering: true }]);
        if (row?.recovering === false) return { restoreSeconds, recoverySeconds: (Date.now() - started) / 1000 };
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    stop,
  };
}
