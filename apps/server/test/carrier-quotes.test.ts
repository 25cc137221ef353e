import { describe, expect, it } from 'vitest';
import { carrierShopForFile } from './helpers/carrier-shop';

/**
 * Quotes at checkout (docs/product/orders.md, "Envíos por transportista"): every connected carrier to the door and to
 * a branch with the nearest branches, kept for a day, the store's adjustment and free-shipping rule on top; a slow
 * carrier is left out. One unit weighs 1,5 kg: 2 started kilos at the stand-ins' prices.
 */
const { correo, oca, carrierShop, quote } = carrierShopForFile();

const toCordoba = (variantId: string | undefined, quantity = 1) => ({
  postalCode: 'X5000JJC',
  province: 'X',
  items: [{ variantId, quantity }],
});

describe('quotes by postal code and weight', () => {
  it("lists each carrier's door and branch price, days and nearest branches", async () => {
    const shop = await carrierShop();
    const res = await quote(shop, toCordoba(shop.variants[0]?.id));
    expect(res.statusCode, res.body).toBe(200);
    const carriers = res.json().carriers as {
      label: string;
      feeCents: number;
      daysText: string;
      branches: { code: string }[];
    }[];
    expect(carriers.map((c) => [c.label, c.feeCents, c.daysText])).toEqual([
      ['Correo Argentino a domicilio', 700_000, '3 a 6 días hábiles'],
      ['Correo Argentino a sucursal', 510_000, '3 a 5 días hábiles'],
      ['OCA a domicilio', 840_000, '4 días hábiles'],
      ['OCA a sucursal', 600_000, '5 días hábiles'],
    ]);
    expect(carriers[1]?.branches.map((b) => b.code)).toEqual(['X0001', 'X0002', 'X0015']);
    expect(carriers[3]?.branches.map((b) => b.code)).toEqual(['105', '231']);
    expect(carriers[0]?.branches).toEqual([]);
    const rates = correo.calls.at(-2)?.body ?? '';
    expect(JSON.parse(rates)).toMatchObject({
      postalCodeOrigin: '1414',
      postalCodeDestination: '5000',
      dimensions: { weight: 1500 },
    });
  });

  it('asks each carrier once a day for the same origin, destination and package', async () => {
    const shop = await carrierShop();
    const body = toCordoba(shop.variants[0]?.id, 2);
    await quote(shop, body);
    const asked = [correo.count('/rates'), oca.count('/Tarifar_Envio_Corporativo')];
    const again = await quote(shop, body);
    expect(again.json().carriers).toHaveLength(4);
    expect([correo.count('/rates'), oca.count('/Tarifar_Envio_Corporativo')]).toEqual(asked);
    await quote(shop, toCordoba(shop.variants[0]?.id, 3));
    expect(correo.count('/rates')).toBe((asked[0] ?? 0) + 1);
  });

  it('applies a handling fee or a subsidy, and the free-shipping rule over both', async () => {
    const fee = await carrierShop({ adjustment: { kind: 'fee_percent', value: 10 } });
    const withFee = (await quote(fee, toCordoba(fee.variants[0]?.id))).json().carriers;
    expect(withFee[0]).toMatchObject({ feeCents: 770_000, free: false });
    const half = await carrierShop({ adjustment: { kind: 'subsidy_percent', value: 50 } });
    expect((await quote(half, toCordoba(half.variants[0]?.id))).json().carriers[0].feeCents).toBe(350_000);
    const free = (await quote(fee, toCordoba(fee.variants[0]?.id, 5))).json().carriers;
    expect(free.every((c: { feeCents: number; free: boolean }) => c.feeCents === 0 && c.free)).toBe(true);
  });

  it('leaves out a carrier slower than the limit or down, and keeps the others', async () => {
    const shop = await carrierShop();
    oca.quoteDelayMs = 1500;
    try {
      const res = await quote(shop, toCordoba(shop.variants[1]?.id));
      expect(res.statusCode).toBe(200);
      expect(res.json().carriers.map((c: { label: string }) => c.label)).toEqual([
        'Correo Argentino a domicilio',
        'Correo Argentino a sucursal',
      ]);
    } finally {
      oca.quoteDelayMs = 0;
    }
    correo.down = true;
    try {
      const res = await quote(shop, { ...toCordoba(shop.variants[1]?.id), postalCode: 'X5800AAA' });
      expect(res.json().carriers.map((c: { carrier: string }) => c.carrier)).toEqual(['oca', 'oca']);
    } finally {
      correo.down = false;
    }
  });

  it('checks the postal code against the province', async () => {
    const shop = await carrierShop();
    const res = await quote(shop, { ...toCordoba(shop.variants[0]?.id), province: 'B' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field: 'postalCode' });
    const bad = await quote(shop, { ...toCordoba(shop.variants[0]?.id), postalCode: '50' });
    expect(bad.statusCode).toBe(422);
  });
});
