import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KIND_LABELS } from '@vidriera/core';
import { z } from 'zod';
import { serverJobs } from '../src/job-registry';
import { defineJob, handleJob } from '../src/modules/jobs/define-job';
import { createJobRunner } from '../src/modules/jobs/job-runner';
import { enqueueJob } from '../src/modules/jobs/job-queue';
import { NEW_ORDER_MAIL } from '../src/modules/orders/order-mail-kinds';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { enrolTwoFactor } from './helpers/two-factor';

/**
 * The job queue (docs/decisions/016-job-queue.md): e-mails written with the
 * change that causes them, retried with backoff until dead and visible to the
 * super admin, each with its job's Message-ID, and bursts gathered in a digest.
 */
let t: TestApp;
let owner: Browser;
let admin: Browser;
let variantId: string;
const OWNER = 'duena-cola@example.com';
const ADMIN = 'jefa-cola@vidriera.test';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', SUPER_ADMIN_EMAILS: ADMIN, ORDER_MAILS_BEFORE_DIGEST: '2' });
  owner = await signUpConfirmed(t, OWNER);
  const shop = await catalogueFixture(owner, 'Cola Norte');
  await owner.put('/api/stores/mine', { name: 'Cola Norte', whatsappNumber: '+54 9 11 5555-0000' });
  const product = (
    await owner.post(
      '/api/catalogue/products',
      shop.productBody({ variants: [{ ...shop.productBody().variants[0], stock: 1000 }] }),
    )
  ).json().product;
  variantId = product.variants[0].id;
  admin = await signUpConfirmed(t, ADMIN);
  await enrolTwoFactor(admin, 'tucan-verde-19');
}, 60_000);
afterAll(() => t.close());

let orderCount = 0;
async function placeOrder(quantity = 1) {
  orderCount++;
  const res = await new Browser(t.app, 'http://cola-norte.tiendas.localhost:3000').request(
    'POST',
    '/api/public/stores/cola-norte/orders',
    {
      items: [{ variantId, quantity }],
      customerName: `Cliente ${orderCount}`,
      customerPhone: `11 4000-${String(1000 + orderCount)}`,
    },
    { 'idempotency-key': `cola-${orderCount}-${Math.random().toString(36).slice(2)}` },
  );
  return res;
}

const jobsOf = (kind: string) =>
  t.db.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('created_at').execute();
const ownerMails = () => t.mails.filter((m) => m.to === OWNER);

/** Lets the queue's retry waits pass at once. */
const dueNow = () => sql`update jobs set run_at = now() where state = 'pending'`.execute(t.db.db);
/** Forgets the burst counter: orders placed earlier count as older than a quarter hour. */
const forgetRecentOrderMails = () =>
  sql`update jobs set created_at = now() - interval '1 hour' where kind = 'owner.new-order'`.execute(t.db.db);

describe('the new-order e-mail as a job', () => {
  it('is written with the order, carries what the e-mail shows, and is sent once the queue runs, with its job id as Message-ID', async () => {
    await forgetRecentOrderMails();
    t.setJobs('manual');
    try {
      const before = ownerMails().length;
      const res = await placeOrder(2);
      expect(res.statusCode).toBe(201);
      const { orderId } = res.json();
      const [job] = (await jobsOf('owner.new-order')).filter(
        (j) => (j.payload as { orderId: string }).orderId === orderId,
      );
      expect(job).toMatchObject({ state: 'pending', attempts: 0 });
      expect(job?.payload).toMatchObject({
        to: OWNER,
        storeName: 'Cola Norte',
        customerName: `Cliente ${orderCount}`,
        lines: [{ productName: 'Remera Lisa', quantity: 2 }],
      });
      expect(ownerMails()).toHaveLength(before);

      const queriesBefore = t.queries.length;
      await t.ctx.jobs.drain();
      // Built from the job's payload: the handler reads no order.
      expect(
        t.queries.slice(queriesBefore).filter((q) => /\b(from|join|update)\s+"?(orders|order_items)\b/i.test(q)),
      ).toEqual([]);
      const mail = ownerMails().at(-1);
      expect(mail?.subject).toMatch(/^Nuevo pedido #\w+ en Cola Norte$/);
      expect(mail?.text).toContain(`/admin/orders/${orderId}`);
      expect(mail?.messageId).toBe(`${job?.id}@localhost`);
      expect((await jobsOf('owner.new-order')).find((j) => j.id === job?.id)).toMatchObject({
        state: 'done',
        outcome: 'sent',
      });
    } finally {
      t.setJobs('after-request');
    }
  });

  it('costs the order no round trip: it is written by the order’s own INSERT statement', async () => {
    t.setJobs('manual');
    try {
      const before = t.queries.length;
      expect((await placeOrder()).statusCode).toBe(201);
      const statements = t.queries.slice(before);
      const touchingJobs = statements.filter((q) => /\bjobs\b/.test(q));
      expect(touchingJobs).toHaveLength(1);
      expect(touchingJobs[0]).toMatch(/insert into orders[\s\S]*insert into jobs/);
      console.warn(`un pedido de la tienda: ${statements.length} sentencias SQL`);
    } finally {
      t.setJobs('after-request');
      await t.ctx.jobs.drain();
    }
  });

  it('is not written for an order that is refused', async () => {
    const before = (await jobsOf('owner.new-order')).length;
    expect((await placeOrder(5000)).statusCode).toBe(422);
    expect(await jobsOf('owner.new-order')).toHaveLength(before);
  });

  it('sent again after a crash between the send and the job’s end, it is the same message (same Message-ID)', async () => {
    await forgetRecentOrderMails();
    await placeOrder();
    const job = (await jobsOf('owner.new-order')).at(-1);
    // As if the process died after the mail server accepted the message: the job is still running when its lease ends.
    await t.db.db
      .updateTable('jobs')
      .set({ state: 'running', finished_at: null, locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', job?.id ?? '')
      .execute();
    await t.ctx.jobs.drain();
    const copies = ownerMails().filter((m) => m.messageId === `${job?.id}@localhost`);
    expect(copies).toHaveLength(2);
    expect(copies[1]?.subject).toBe(copies[0]?.subject);
    expect(new Set(ownerMails().map((m) => m.messageId)).size).toBe(ownerMails().filter((m) => m.messageId).length - 1);
  });
});

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
    const kinds = serverJobs(t.ctx, t.auth, t.ctx.mailer, t.app.log).map((entry) => entry.def.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'owner.new-order',
        'shopper.order-mail',
        'mercado-pago.reconcile',
        'domains.check',
        'catalogue.import',
      ]),
    );
    expect(kinds.filter((kind) => !JOB_KIND_LABELS[kind])).toEqual([]);
  });
});

describe('a burst of orders', () => {
  it('sends the first few on their own and gathers the next ones into one "N pedidos nuevos" e-mail', async () => {
    await forgetRecentOrderMails();
    const before = ownerMails().length;
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push((await placeOrder()).json().orderId as string);
    expect(
      ownerMails()
        .slice(before)
        .map((m) => m.subject),
    ).toEqual([expect.stringMatching(/^Nuevo pedido/), expect.stringMatching(/^Nuevo pedido/)]);

    const [digest] = (await jobsOf('owner.order-digest')).filter((j) => j.state === 'pending');
    expect(digest).toBeDefined();
    await dueNow();
    await t.ctx.jobs.drain();
    const mail = ownerMails().at(-1);
    expect(mail?.subject).toBe('3 pedidos nuevos en Cola Norte');
    expect(mail?.text).toContain('Para no llenar tu bandeja');
    for (const id of placed.slice(2)) expect(mail?.text).toContain(`/admin/orders/${id}`);
    expect(mail?.messageId).toBe(`${digest?.id}@localhost`);
    expect(ownerMails()).toHaveLength(before + 3);
  });
  it('lists the first 50 orders of a big burst and counts the rest, so a sale does not send one huge e-mail', async () => {
    await forgetRecentOrderMails();
    await t.ctx.jobs.drain();
    const storeId = (
      await t.db.db.selectFrom('stores').select('id').where('slug', '=', 'cola-norte').executeTakeFirstOrThrow()
    ).id;
    // The handler reads only the job's payload, so the burst is queued as the orders' transactions would queue it.
    t.setJobs('manual');
    try {
      for (let i = 1; i <= 55; i++) {
        const orderId = crypto.randomUUID();
        await enqueueJob(t.db.db, NEW_ORDER_MAIL, {
          storeId,
          orderId,
          to: OWNER,
          storeName: 'Cola Norte',
          customerName: `Venta ${i}`,
          customerPhone: null,
          customerEmail: null,
          paymentMethod: null,
          lines: [],
          totalCents: 1000,
          reservedUntil: null,
          adminUrl: `http://localhost:3000/admin/orders/${orderId}`,
        });
      }
      await t.ctx.jobs.drain();
      await dueNow();
      const before = ownerMails().length;
      await t.ctx.jobs.drain();
      const mail = ownerMails().at(-1);
      expect(ownerMails()).toHaveLength(before + 1);
      expect(mail?.subject).toBe('53 pedidos nuevos en Cola Norte');
      expect(mail?.text.match(/^• #/gm)).toHaveLength(50);
      expect(mail?.text).toContain('Venta 52');
      expect(mail?.text).not.toContain('Venta 53');
      expect(mail?.text).toContain('• y 3 pedidos más: http://localhost:3000/admin/orders');
    } finally {
      t.setJobs('after-request');
    }
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
