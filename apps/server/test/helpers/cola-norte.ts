import { sql } from 'kysely';
import { catalogueFixture } from './catalogue';
import { appForFile, madeBeforeAll } from './file-app';
import { Browser, signUpConfirmed } from './test-app';
import { enrolTwoFactor } from './two-factor';

/* The job queue tests' app (jobs-*.test.ts): the store "Cola Norte" with one variant of 1,000 units, and a super admin. */

export const OWNER = 'duena-cola@example.com';
export const ADMIN = 'jefa-cola@vidriera.test';

/** How many orders placeOrder placed: the last one's customer is "Cliente {orderCount}". */
export let orderCount = 0;

export function colaNorteForFile() {
  const t = appForFile({ RATE_LIMIT: 'false', SUPER_ADMIN_EMAILS: ADMIN, ORDER_MAILS_BEFORE_DIGEST: '2' });
  let variantId = '';
  const owner = madeBeforeAll(async () => {
    const owner = await signUpConfirmed(t, OWNER);
    const shop = await catalogueFixture(owner, 'Cola Norte');
    await owner.put('/api/stores/mine', { name: 'Cola Norte', whatsappNumber: '+54 9 11 5555-0000' });
    const product = (
      await owner.post(
        '/api/catalogue/products',
        shop.productBody({ variants: [{ ...shop.productBody().variants[0], stock: 1000 }] }),
      )
    ).json().product;
    variantId = product.variants[0].id;
    return owner;
  });
  const admin = madeBeforeAll(async () => {
    const admin = await signUpConfirmed(t, ADMIN);
    await enrolTwoFactor(admin, 'tucan-verde-19');
    return admin;
  });

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
  return { t, owner, admin, placeOrder, jobsOf, ownerMails, dueNow, forgetRecentOrderMails };
}
