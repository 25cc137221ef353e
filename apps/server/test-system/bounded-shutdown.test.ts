import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/helpers/free-port';
import { adminQuery, PG_APP_ROLE, PG_TEMPLATE_DB, serverUrl, TEST_TMP } from '../test/helpers/test-database';
import { until } from './many-instances-helpers';
import { startBundledServer } from './bundled-server';

/**
 * SIGTERM (docs/DEPLOY.md, "Stopping"): the server drains for SHUTDOWN_DRAIN (0 unless a test sets it), stops taking
 * connections, lets the requests under way finish, and exits; if something hangs, it still exits within SHUTDOWN_TIMEOUT, with code 1 and a line saying so.
 */
const database = `vidriera_shutdown_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(join(TEST_TMP, 'shutdown-'));
const port = await freePort();
const env = {
  DATABASE_URL: serverUrl(database, PG_APP_ROLE),
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${port}`,
  SHUTDOWN_TIMEOUT: '3s',
};

beforeAll(() => adminQuery(`CREATE DATABASE ${database} TEMPLATE ${PG_TEMPLATE_DB}`));
afterAll(async () => {
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another session locks a table: whatever in the server reads it (a request, the job worker) waits until it lets go. */
async function lockTable(table: 'stores' | 'jobs'): Promise<{ waiting(): Promise<boolean>; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: serverUrl(database) });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  return {
    waiting: async () =>
      (
        await client.query(
          `select 1 from pg_stat_activity where datname = $1 and application_name = 'vidriera' and wait_event_type = 'Lock'`,
          [database],
        )
      ).rowCount !== 0,
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

/** Whether a new TCP connection to the server's port is taken. */
const accepts = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A GET's status and its Connection header, read off the wire (fetch hides the header). */
const statusAndConnection = (url: string) =>
  new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    }).on('error', reject);
  });

describe('stopping the server (SIGTERM)', () => {
  it('drains first: its health check says 503 while it still serves, closing each connection, then it exits 0', async () => {
    const server = await startBundledServer(port, { ...env, SHUTDOWN_DRAIN: '2s' });
    expect(await statusAndConnection(`${server.url}/api/health`)).toEqual({ status: 200, connection: 'keep-alive' });
    const exited = server.stop('SIGTERM');
    await until('el chequeo de salud responde 503', async () => {
      return (await statusAndConnection(`${server.url}/api/health`)).status === 503;
    });
    expect(await statusAndConnection(`${server.url}/api/config`)).toEqual({ status: 200, connection: 'close' });
    expect(await exited).toBe(0);
  });

  it('stops taking connections, answers the request under way, then exits 0', async () => {
    const server = await startBundledServer(port, env);
    const lock = await lockTable('stores');
    const slow = fetch(`${server.url}/api/public/stores/no-existe`);
    try {
      await until('la solicitud espera a la base de datos', lock.waiting);
      const exited = server.stop('SIGTERM');
      await until('el servidor deja de aceptar conexiones', async () => !(await accepts()));
      expect(server.child.exitCode).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await lock.release();
      const answer = await slow;
      expect(answer.status).toBe(404);
      expect(await exited).toBe(0);
    } finally {
      await lock.release().catch(() => undefined);
    }
  });

  it('exits with code 1 within SHUTDOWN_TIMEOUT when a request never ends, saying so', async () => {
    const server = await startBundledServer(port, env);
    const lock = await lockTable('stores');
    const stuck = fetch(`${server.url}/api/public/stores/no-existe`).catch((error: unknown) => error);
    try {
      await until('la solicitud espera a la base de datos', lock.waiting);
      const started = Date.now();
      const code = await server.stop('SIGTERM');
      const took = Date.now() - started;
      expect(code).toBe(1);
      expect(took).toBeGreaterThanOrEqual(3000);
      // The bound and a margin for a busy machine; without it the process waited for the lock for good.
      expect(took).toBeLessThan(8000);
      expect(server.output()).toContain('el cierre no terminó en 3 s: se fuerza la salida');
      expect(await stuck).toBeInstanceOf(Error);
    } finally {
      await lock.release();
    }
  });

  it('exits with code 1 within SHUTDOWN_TIMEOUT when the job worker is stuck', async () => {
    const server = await startBundledServer(port, { ...env, JOBS_POLL_INTERVAL: '1s' });
    const lock = await lockTable('jobs');
    try {
      await until('el trabajador de trabajos espera a la base de datos', lock.waiting);
      const started = Date.now();
      const code = await server.stop('SIGTERM');
      const took = Date.now() - started;
      expect(code).toBe(1);
      expect(took).toBeGreaterThanOrEqual(3000);
      expect(took).toBeLessThan(8000);
      expect(server.output()).toContain('el cierre no terminó en 3 s: se fuerza la salida');
    } finally {
      await lock.release();
    }
  });
});
