import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { PG_APP_ROLE } from './test-database';

export interface Pgbouncer {
  port: number;
  /** A database through the pooler, as `role` (the tables' owner, postgres, when absent). */
  url(database: string, role?: string): string;
  /** PgBouncer's admin console: `SHOW SERVERS`, `SHOW POOLS`… (simple protocol only). */
  admin(command: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/**
 * Debian's PgBouncer (1.18: no prepared statements in transaction mode) in front of the tests' PostgreSQL server, in
 * transaction mode, on a spare port, its configuration written here in a folder of its own: every database of the
 * server by its own name, `poolSize` server connections at most for each database and role. It refuses to run as
 * root, so as root it runs as postgres.
 */
export async function startPgbouncer({ poolSize }: { poolSize: number }): Promise<Pgbouncer> {
  const upstream = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'vidriera-pgbouncer-'));
  chmodSync(dir, 0o755);
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text, { mode: 0o644 });
    return join(dir, name);
  };
  const users = file('users.txt', `"postgres" ""\n"${PG_APP_ROLE}" ""\n`);
  const config = file(
    'pgbouncer.ini',
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'admin_users = postgres',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 2000',
      'max_db_connections = 0',
      // A test's database is dropped WITH (FORCE) at its end: its idle server connections go, and nothing waits on them.
      'server_check_delay = 0',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (let tries = 0; !(await listening(port)); tries++) {
    if (tries > 100 || child.exitCode !== null) throw new Error(`PgBouncer no arrancó:\n${output}`);
    await new Promise((resume) => setTimeout(resume, 50));
  }
  const url = (database: string, role = 'postgres') => `postgres://${role}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    admin: async (command) => {
      const client = new pg.Client({ connectionString: url('pgbouncer') });
      await client.connect();
      try {
        return (await client.query(command)).rows as Record<string, unknown>[];
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
