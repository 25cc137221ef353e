import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DbHandle } from '@vidriera/db';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/shared/config';
import { catalogueFixture } from './catalogue';
import { Browser, CapturingMailer, lastLinkFor, TEST_ORIGIN } from './test-app';
import { TEST_TMP } from './test-database';

/**
 * The server on a database the test opened itself (its role, its pool), where createTestApp would open a copy of
 * the template: e-mails captured, jobs run when the test says.
 */
export async function appOnDatabase(handle: DbHandle, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(TEST_TMP, 'data-'));
  const mailer = new CapturingMailer();
  const config = loadConfig({ PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir, DEMO: 'false', RATE_LIMIT: 'false', ...env });
  const { app, ctx } = await buildApp({
    config,
    db: handle.db,
    replica: null,
    mailer,
    logger: false,
    webDistDir: '.tmp/no-web',
  });
  await app.ready();

  /** An owner signed up and confirmed, with a store of one product (two variants, 5 and 2 units); its slug and variants. */
  const shop = async (email: string, storeName: string, stock = 5) => {
    const owner = new Browser(app, TEST_ORIGIN);
    const signUp = await owner.post('/api/auth/sign-up/email', {
      firstName: 'Ana',
      lastName: 'Pérez',
      name: 'Ana Pérez',
      email,
      password: 'tucan-verde-19',
      callbackURL: '/auth/callback',
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up falló: ${signUp.body}`);
    await ctx.jobs.drain();
    const link = new URL(lastLinkFor(mailer.sent, email));
    await owner.get(link.pathname + link.search);
    const fixture = await catalogueFixture(owner, storeName);
    await owner.put('/api/stores/mine', {
      name: storeName,
      whatsappNumber: '1155550000',
      maxPendingOrdersPerPhone: 100,
    });
    const body = fixture.productBody();
    const product = (
      await owner.post('/api/catalogue/products', { ...body, variants: body.variants.map((v) => ({ ...v, stock })) })
    ).json().product as { variants: { id: string }[] };
    return { owner, slug: fixture.store.slug, variantIds: product.variants.map((v) => v.id) };
  };

  /** A shopper's order from the storefront, as the store page sends it. */
  const order = (slug: string, variantId: string, quantity: number, customerPhone = '1166667777') =>
    new Browser(app).request(
      'POST',
      `/api/public/stores/${slug}/orders`,
      { items: [{ variantId, quantity }], customerName: 'Cliente Tienda', customerPhone },
      { 'idempotency-key': `k-${Math.random()}` },
    );

  return {
    app,
    ctx,
    shop,
    order,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
