import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, handleJob } from '../src/modules/jobs/define-job';
import { enqueueJob } from '../src/modules/jobs/job-queue';
import { createJobRunner } from '../src/modules/jobs/job-runner';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const jobRow = (id: string | null) =>
  t.db.db
    .selectFrom('jobs')
    .select(['state', 'attempts', 'last_error', 'locked_until'])
    .where('id', '=', id ?? '')
    .executeTakeFirstOrThrow();

describe('a declared kind of job', () => {
  const GREETING = defineJob({ kind: 'test.greeting', payload: z.object({ name: z.string().min(1) }) });

  it('runs its handler with the stored payload, parsed by its schema', async () => {
    const seen: string[] = [];
    const runner = createJobRunner({
      db: t.db.db,
      log: console,
      jobs: [handleJob(GREETING, async (job) => void seen.push(job.payload.name.toUpperCase()))],
      pollSeconds: 60,
      leaseSeconds: 60,
    });
    const id = await enqueueJob(t.db.db, GREETING, { name: 'ana' });
    await runner.drain();
    expect(seen).toEqual(['ANA']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('ends dead at once, with the reason, when its stored payload does not parse (a retry would not help)', async () => {
    const ran: unknown[] = [];
    const runner = createJobRunner({
      db: t.db.db,
      log: { info() {}, warn() {}, error() {} },
      jobs: [handleJob(GREETING, async (job) => void ran.push(job.payload))],
      pollSeconds: 60,
      leaseSeconds: 60,
    });
    // Written the way a statement or an older release could have written it, past the compiler.
    const { id } = await t.db.db
      .insertInto('jobs')
      .values({ kind: GREETING.kind, payload: JSON.stringify({ name: 42 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await runner.drain();
    expect(ran).toEqual([]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'dead', attempts: 1 });
    expect(row.last_error).toContain('carga inválida (name:');
  });

  it('is held by its worker for its own lease, others for the default one', async () => {
    const LONG = defineJob({ kind: 'test.long', payload: z.object({}), leaseSeconds: 3600 });
    const SHORT = defineJob({ kind: 'test.short', payload: z.object({}) });
    const leases: Record<string, number> = {};
    const measure = async (kind: string, id: string) => {
      const { locked_until } = await jobRow(id);
      leases[kind] = Math.round((new Date(locked_until ?? 0).getTime() - Date.now()) / 60_000);
    };
    const runner = createJobRunner({
      db: t.db.db,
      log: console,
      jobs: [handleJob(LONG, (job) => measure('long', job.id)), handleJob(SHORT, (job) => measure('short', job.id))],
      pollSeconds: 60,
      leaseSeconds: 120,
    });
    await enqueueJob(t.db.db, LONG, {});
    await enqueueJob(t.db.db, SHORT, {});
    await runner.drain();
    expect(leases).toEqual({ long: 60, short: 2 });
  });
});
