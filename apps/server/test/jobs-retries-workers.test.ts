import { describe, expect, it } from 'vitest';
import { JOB_KIND_LABELS } from '@vidriera/core';
import { z } from 'zod';
import { serverJobs } from '../src/job-registry';
import { defineJob, handleJob } from '../src/modules/jobs/define-job';
import { createJobRunner } from '../src/modules/jobs/job-runner';
import { enqueueJob } from '../src/modules/jobs/job-queue';
import { signUpConfirmed } from './helpers/test-app';
import { colaNorteForFile, OWNER } from './helpers/cola-norte';

/**
 * The job queue (docs/decisions/016-job-queue.md): e-mails retried with backoff until dead and visible to the super
 * admin, workers that never run a job twice, account e-mails forgotten once sent.
 */
const { t, owner, admin, placeOrder, jobsOf, ownerMails, dueNow, forgetRecentOrderMails } = colaNorteForFile();

describe('retries and dead jobs', () => {
  it('retries a refused e-mail with growing waits, leaves it dead with its error, shows it to the super admin, and "Reintentar" sends it', async () => {
    await forgetRecentOrderMails();
    t.mailer.failWith = new Error('connect ECONNREFUSED 127.0.0.1:25');
    let jobId: string;
    try {
      await placeOrder();
      const job = (await jobsOf('owner.new-order')).at(-1);
      jobId = job?.id ?? '';
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 8; attempt++) {
        const row = await t.db.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
        if (row.state === 'dead') break;
        if (attempt > 1) {
          waits.push(Math.round((new Date(row.run_at).getTime() - Date.now()) / 1000));
          await dueNow();
          await t.ctx.jobs.drain();
        }
      }
      const failing = await t.db.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      expect(failing).toMatchObject({
        state: 'dead',
        attempts: 8,
        last_error: 'Error: connect ECONNREFUSED 127.0.0.1:25',
      });
      expect(waits[0]).toBeGreaterThanOrEqual(25);
      expect(waits.at(-1)).toBeGreaterThan(waits[0] ?? 0);

      const dead = await admin.get('/api/super-admin/jobs?view=dead');
      expect(dead.statusCode).toBe(200);
      expect(dead.json().counts.dead).toBeGreaterThanOrEqual(1);
      expect(dead.json().jobs).toContainEqual(
        expect.objectContaining({
          id: jobId,
          kind: 'owner.new-order',
          state: 'dead',
          attempts: 8,
          maxAttempts: 8,
          lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
        }),
      );
      expect(dead.body).not.toContain(OWNER);
    } finally {
      t.mailer.failWith = null;
    }
    const sentBefore = ownerMails().length;
    const retried = await admin.post(`/api/super-admin/jobs/${jobId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().job).toMatchObject({ id: jobId, state: 'pending', attempts: 0 });
    expect(ownerMails()).toHaveLength(sentBefore + 1);
    const again = await admin.get('/api/super-admin/jobs?view=retried');
    expect(again.json().jobs).toContainEqual(expect.objectContaining({ id: jobId, state: 'done' }));
    expect((await admin.post(`/api/super-admin/jobs/${jobId}/retry`)).json()).toMatchObject({
      code: 'JOB_NOT_DEAD',
      message: 'Solo se pueden reintentar los trabajos muertos.',
    });
  });

  it('lists pending and failing jobs apart, and is only for the super admin', async () => {
    t.setJobs('manual');
    try {
      await placeOrder();
      const pending = (await admin.get('/api/super-admin/jobs')).json();
      expect(pending.view).toBe('pending');
      expect(pending.jobs[0]).toMatchObject({
        kind: 'owner.new-order',
        state: 'pending',
        attempts: 0,
        lastError: null,
      });
    } finally {
      t.setJobs('after-request');
      await t.ctx.jobs.drain();
    }
    expect((await owner.get('/api/super-admin/jobs')).statusCode).toBe(403);
    expect((await admin.get('/api/super-admin/jobs?view=todos')).statusCode).toBe(422);
  });

  it('names every kind of job the server runs, so the super admin reads what each one is', () => {
    // The embedded database's backups are among them where there is one (a stand-in here: no job runs).
    const embedded = {
      db: t.ctx.db,
      pglite: { dumpDataDir: async () => new Blob([]) },
      dataDir: t.ctx.config.DATA_DIR,
    };
    const kinds = serverJobs(t.ctx, t.auth, t.ctx.mailer, t.app.log, embedded).map((entry) => entry.def.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'owner.new-order',
        'shopper.order-mail',
        'mercado-pago.reconcile',
        'domains.check',
        'catalogue.import',
        'backups.scheduled',
      ]),
    );
    expect(kinds.filter((kind) => !JOB_KIND_LABELS[kind])).toEqual([]);
  });
});

describe('workers', () => {
  const COUNTED = defineJob({ kind: 'test.count', payload: z.object({}) });

  it('never run one job twice, however many take from the queue at once', async () => {
    const ran: string[] = [];
    const handler = async (job: { id: string }) => {
      ran.push(job.id);
      await new Promise((r) => setTimeout(r, 5));
      return undefined;
    };
    const runner = () =>
      createJobRunner({
        db: t.db.db,
        log: console,
        jobs: [handleJob(COUNTED, handler)],
        pollSeconds: 60,
        leaseSeconds: 60,
      });
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueueJob(t.db.db, COUNTED, {}));
    await Promise.all([runner().drain(), runner().drain(), runner().drain()]);
    expect([...ran].sort()).toEqual([...ids].sort());
  });

  it('show a job an instance died holding as stuck once its lease runs out, and as retaken when another takes it', async () => {
    const HELD = defineJob({ kind: 'test.held', payload: z.object({}) });
    const id = await enqueueJob(t.db.db, HELD, {});
    // The instance that took it died: running, its lease over a minute ago.
    await t.db.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_until: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    const stuck = (await admin.get('/api/super-admin/jobs?view=stuck')).json();
    expect(stuck.jobs).toContainEqual(expect.objectContaining({ id, state: 'running', retakes: 0 }));
    expect(
      (await admin.get('/api/super-admin/jobs?view=pending')).json().jobs.map((j: { id: string }) => j.id),
    ).not.toContain(id);

    await createJobRunner({
      db: t.db.db,
      log: console,
      jobs: [handleJob(HELD, async () => {})],
      pollSeconds: 60,
      leaseSeconds: 60,
    }).drain();
    const after = await admin.get('/api/super-admin/jobs?view=retaken');
    expect(after.json().jobs).toContainEqual(expect.objectContaining({ id, state: 'done', attempts: 2, retakes: 1 }));
    expect(after.json().counts.stuck).toBe(0);
  });

  it('keep one pending run per schedule, however many instances start', async () => {
    const hourly = handleJob(defineJob({ kind: 'test.every-hour', payload: z.object({}) }), async () => undefined, {
      everySeconds: 3600,
    });
    const runner = () =>
      createJobRunner({ db: t.db.db, log: console, jobs: [hourly], pollSeconds: 60, leaseSeconds: 60 });
    await Promise.all([runner().ensureSchedules(), runner().ensureSchedules(), runner().ensureSchedules()]);
    expect(await jobsOf('test.every-hour')).toHaveLength(1);
  });
});

describe('account e-mails', () => {
  it('forgets a sent account e-mail’s contents (its confirmation link) once it is sent', async () => {
    await signUpConfirmed(t, 'olvido-cola@example.com');
    const mails = await t.db.db
      .selectFrom('jobs')
      .select(['payload', 'state'])
      .where('kind', '=', 'mail.send')
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.state === 'done' && JSON.stringify(m.payload) === '{}')).toBe(true);
  });
});
