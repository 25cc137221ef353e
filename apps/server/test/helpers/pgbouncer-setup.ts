import type { TestProject } from 'vitest/node';
import { startPgbouncer } from './pgbouncer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the PgBouncer the server-pgbouncer project's databases are reached through. */
    pgbouncerPort: number;
  }
}

/**
 * The server-pgbouncer project's PgBouncer, in transaction mode, in front of the tests' PostgreSQL server: each test
 * file's app reaches its database through it (test-database.ts), as many server connections as the app's pool.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgbouncer = await startPgbouncer({ poolSize: 5 });
  project.provide('pgbouncerPort', pgbouncer.port);
  return () => pgbouncer.stop();
}
