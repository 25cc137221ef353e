import { afterAll, expect } from 'vitest';
import { deliveryOrders, SETTINGS } from './delivery-orders';
import { madeBeforeAll } from './file-app';
import { MemoryLog } from './memory-log';
import { MiCorreoStandIn } from './micorreo-stand-in';
import { OcaStandIn } from './oca-stand-in';
import { policyShops, type Shop } from './policy-shops';
import { createTestApp, type TestApp } from './test-app';

/*
 * The carrier tests' app (carrier-*.test.ts; docs/product/orders.md, "Envíos
 * por transportista"): both carriers' stand-ins started before it (quotes
 * limited to CARRIER_QUOTE_TIMEOUT_MS=400 so a slow carrier is quick to
 * test), its log kept, and stores in Buenos Aires with the delivery SETTINGS,
 * carrier settings and both carriers connected. Every variant weighs 1,5 kg.
 */

export const CARRIER_SETTINGS = {
  origin: { postalCode: 'C1414AAA', province: 'C', street: 'Thames', number: '1200', city: 'Palermo' },
  package: { weightGrams: 500, heightCm: 20, widthCm: 30, lengthCm: 40 },
  adjustment: { kind: 'none', value: 0 },
  createShipment: 'on_confirm',
};

/** An address in Córdoba capital, CPA. */
export const cordoba = (over: Record<string, unknown> = {}) => ({
  street: 'Av. Hipólito Yrigoyen',
  number: '150',
  unit: null,
  postalCode: 'X5000JJC',
  city: 'Córdoba',
  province: 'X',
  ...over,
});

export function carrierShopForFile(env: Record<string, string> = {}) {
  const correo = new MiCorreoStandIn();
  const oca = new OcaStandIn();
  const log = new MemoryLog();
  const t: TestApp = madeBeforeAll(async () => {
    await Promise.all([correo.start(), oca.start()]);
    return createTestApp(
      {
        RATE_LIMIT: 'false',
        CORREO_ARGENTINO_API_URL: correo.url,
        OCA_API_URL: oca.url,
        CARRIER_QUOTE_TIMEOUT_MS: '400',
        ...env,
      },
      { logger: log.options() },
    );
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([correo.stop(), oca.stop()]);
  });
  const { openShop } = policyShops(() => t, 'Transporte');

  /** Connects a carrier with a fresh stand-in account; its answer. */
  async function connect(shop: Shop, carrier: 'correo_argentino' | 'oca') {
    if (carrier === 'correo_argentino') {
      const { apiUser, apiPassword, email, password } = correo.account(shop.slug);
      return shop.owner.post('/api/carriers/accounts', { carrier, apiUser, apiPassword, email, password });
    }
    return shop.owner.post('/api/carriers/accounts', { carrier, ...oca.account(shop.slug) });
  }

  /** A store with flat zones, carrier settings (with `settings` over them) and both carriers connected. */
  async function carrierShop(settings: Record<string, unknown> = {}): Promise<Shop> {
    const shop = await openShop(50);
    expect((await shop.owner.put('/api/stores/mine/delivery', SETTINGS)).statusCode).toBe(200);
    const saved = await shop.owner.put('/api/carriers/settings', { ...CARRIER_SETTINGS, ...settings });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const carrier of ['correo_argentino', 'oca'] as const) {
      const res = await connect(shop, carrier);
      expect(res.statusCode, res.body).toBe(200);
    }
    const ids = shop.variants.map((v) => v.id);
    await t.db.db.updateTable('product_variants').set({ weight_grams: 1500 }).where('id', 'in', ids).execute();
    return shop;
  }

  const quote = (shop: Shop, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/public/stores/${shop.slug}/shipping-quotes`, payload: body });

  return { t, correo, oca, log, openShop, connect, carrierShop, quote, ...deliveryOrders(() => t, 'transporte') };
}
