import { describe, expect, it } from 'vitest';
import { mercadoPagoAppForFile } from './helpers/mercado-pago-app';
import { metricSample, scrapeMetrics } from './helpers/metrics-scrape';

/* Mercado Pago's notifications as the operator's metrics count them (docs/DEPLOY.md, "Metrics"), by what became of each. */
const TOKEN = 'un-token-de-metricas-de-32-caracteres-o-mas';
const { t, standIn, openShop } = mercadoPagoAppForFile({ METRICS_TOKEN: TOKEN });

const notifications = async () => {
  const text = await scrapeMetrics(t, TOKEN);
  const count = (result: string) => metricSample(text, 'vidriera_mercado_pago_notifications_total', { result });
  return { queued: count('queued'), repeated: count('repeated'), ignored: count('ignored'), refused: count('refused') };
};

describe('Mercado Pago notifications counted', () => {
  it('counts a payment queued, its replay, one left alone and a forged signature apart', async () => {
    const shop = await openShop();
    const order = await shop.order();
    const payment = standIn.pay(order.id);
    const before = await notifications();
    expect((await shop.notify(payment.id, { requestId: 'metricas-0001' })).statusCode).toBe(200);
    expect((await shop.notify(payment.id, { requestId: 'metricas-0001' })).statusCode).toBe(200);
    expect((await shop.notify(payment.id, { secret: 'no-es-el-secreto' })).statusCode).toBe(401);
    // Signed, but not about a payment id Mercado Pago uses (a merchant order's, say): acknowledged and left alone.
    expect((await shop.notify('orden-123')).statusCode).toBe(200);
    expect(await notifications()).toEqual({
      queued: before.queued + 1,
      repeated: before.repeated + 1,
      ignored: before.ignored + 1,
      refused: before.refused + 1,
    });
  });
});
