import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sweepAbandonedCheckouts } from '../src/modules/abandoned-checkouts/abandoned-checkout-jobs';
import { catalogueFixture } from './helpers/catalogue';
import { appForFile, madeBeforeAll } from './helpers/file-app';
import { Browser, signUpConfirmed } from './helpers/test-app';

/**
 * Abandoned checkouts (docs/product/abandoned-checkouts.md): saved only through the cart's tick, with the store's
 * own names and prices; only the browser that saved one changes or forgets it; her order deletes it; the seller's
 * WhatsApp link carries her cart; one e-mail reminder after the store's delay; deleted after 7 days.
 */
const t = appForFile({});
const SHOP = 'http://carrito-sur.tiendas.localhost:3000';
const KEY = 'clave-del-navegador-de-valentina-0001';
let variantId = '';
const owner = madeBeforeAll(async () => {
  const owner = await signUpConfirmed(t, 'duena-carritos@example.com');
  const shop = await catalogueFixture(owner, 'Carrito Sur');
  await owner.put('/api/stores/mine', { name: 'Carrito Sur', whatsappNumber: '+54 9 11 5555-0000' });
  variantId = (await owner.post('/api/catalogue/products', shop.productBody())).json().product.variants[0].id;
  return owner;
});

const shopper = (address = '10.0.0.1') => new Browser(t.app, SHOP, address);
const save = (body: Record<string, unknown>, address?: string) =>
  shopper(address).request('POST', '/api/public/stores/carrito-sur/abandoned-checkouts', {
    key: KEY,
    customerName: 'Valentina Ruiz',
    customerPhone: '11 4444-5555',
    customerEmail: 'valentina@example.com',
    items: [{ variantId, quantity: 2 }],
    ...body,
  });
const list = async () => (await owner.get('/api/abandoned-checkouts')).json();

describe('abandoned checkouts', () => {
  it('keeps her cart with the store’s names and prices, and the seller’s WhatsApp link carries it', async () => {
    expect((await save({})).statusCode).toBe(204);
    const { checkouts } = await list();
    expect(checkouts).toHaveLength(1);
    const [checkout] = checkouts;
    expect(checkout).toMatchObject({
      customerName: 'Valentina Ruiz',
      customerPhone: '11 4444-5555',
      customerEmail: 'valentina@example.com',
      totalCents: 2000000,
      lines: [{ productName: 'Remera Lisa', quantity: 2, unitPriceCents: 1000000 }],
    });
    const url = new URL(checkout.whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/5491144445555');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('¡Hola Valentina! Te escribo de Carrito Sur.');
    expect(text).toContain('• 2 x Remera Lisa (Color: Rojo, Talle: S): $20.000,00');
    expect(text).toContain('Total: $20.000,00');
  });

  it('is changed or forgotten only by the browser that saved it', async () => {
    const other = { key: 'otra-clave-de-alguien-que-sabe-el-telefono', customerName: 'Impostora' };
    expect((await save(other)).statusCode).toBe(204);
    expect((await list()).checkouts.map((c: { customerName: string }) => c.customerName)).toEqual(['Valentina Ruiz']);
    const forget = (key: string) =>
      shopper().request('POST', '/api/public/stores/carrito-sur/abandoned-checkouts/forget', { key });
    expect((await forget(other.key)).statusCode).toBe(204);
    expect((await list()).checkouts).toHaveLength(1);
    expect((await forget(KEY)).statusCode).toBe(204);
    expect((await list()).checkouts).toHaveLength(0);
  });

  it('refuses bad input with a Spanish message and saves nothing', async () => {
    const gone = await save({ items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe('Los productos del carrito ya no están disponibles.');
    const phone = await save({ customerPhone: '123' });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().message).toMatch(/teléfono/);
    expect((await save({ key: 'corta' })).statusCode).toBe(422);
    expect((await list()).checkouts).toHaveLength(0);
  });

  it('is deleted by her order, whatever way she writes her phone, in the order’s own statement', async () => {
    expect((await save({})).statusCode).toBe(204);
    const before = t.queries.length;
    const order = await shopper().request(
      'POST',
      '/api/public/stores/carrito-sur/orders',
      { items: [{ variantId, quantity: 1 }], customerName: 'Valentina Ruiz', customerPhone: '+54 9 11 4444 5555' },
      { 'idempotency-key': 'carrito-sur-1' },
    );
    expect(order.statusCode).toBe(201);
    expect(t.queries.slice(before).filter((q) => /abandoned_checkouts/.test(q))).toHaveLength(1);
    expect((await list()).checkouts).toHaveLength(0);
  });

  it('sends one e-mail reminder after the store’s delay, never twice, not to one who ordered', async () => {
    expect((await owner.put('/api/abandoned-checkouts/settings', { reminderMinutes: 45 })).statusCode).toBe(422);
    expect((await owner.put('/api/abandoned-checkouts/settings', { reminderMinutes: 60 })).statusCode).toBe(200);
    expect((await list()).settings).toEqual({ reminderMinutes: 60 });
    expect((await save({})).statusCode).toBe(204);
    expect((await sweepAbandonedCheckouts(t.db.db)).reminders).toBe(0);
    await sql`update abandoned_checkouts set updated_at = now() - interval '61 minutes'`.execute(t.db.db);
    expect((await sweepAbandonedCheckouts(t.db.db)).reminders).toBe(1);
    expect((await sweepAbandonedCheckouts(t.db.db)).reminders).toBe(0);
    await t.ctx.jobs.drain();
    const mails = t.mails.filter((m) => m.to === 'valentina@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Tu carrito en Carrito Sur', fromName: 'Carrito Sur' });
    expect(mails[0]?.text).toContain('• 2 x Remera Lisa: $20.000,00');
    expect(mails[0]?.link).toBe('http://carrito-sur.tiendas.localhost:3000/cart');
    expect((await list()).checkouts[0].remindedAt).not.toBeNull();
  });

  it('is deleted 7 days after she last saved it', async () => {
    await sql`update abandoned_checkouts set updated_at = now() - interval '6 days 23 hours'`.execute(t.db.db);
    expect((await sweepAbandonedCheckouts(t.db.db)).deleted).toBe(0);
    await sql`update abandoned_checkouts set updated_at = now() - interval '7 days 1 minute'`.execute(t.db.db);
    expect((await sweepAbandonedCheckouts(t.db.db)).deleted).toBe(1);
    expect((await list()).checkouts).toHaveLength(0);
  });

  it('answers 429 to an address that saves too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await save({}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
