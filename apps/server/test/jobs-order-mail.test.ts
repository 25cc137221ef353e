import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/modules/jobs/job-queue';
import { NEW_ORDER_MAIL } from '../src/modules/orders/order-mail-kinds';
import { colaNorteForFile, OWNER, orderCount } from './helpers/cola-norte';

/**
 * The job queue (docs/decisions/016-job-queue.md): the new-order e-mail written with the order that causes it, with
 * its job's Message-ID, and bursts of orders gathered in a digest.
 */
const { t, placeOrder, jobsOf, ownerMails, dueNow, forgetRecentOrderMails } = colaNorteForFile();

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
