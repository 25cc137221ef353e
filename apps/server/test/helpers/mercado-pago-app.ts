import { afterAll } from 'vitest';
import { madeBeforeAll } from './file-app';
import { mercadoPagoShops } from './mercado-pago-shop';
import { MercadoPagoStandIn } from './mercado-pago-stand-in';
import { MemoryLog } from './memory-log';
import { createTestApp, type TestApp } from './test-app';

/**
 * The Mercado Pago tests' app (mercado-pago*.test.ts): the Mercado Pago stand-in started before it and stopped after,
 * its log kept, and stores connected to the stand-in.
 */
export function mercadoPagoAppForFile(env: Record<string, string> = {}) {
  const standIn = new MercadoPagoStandIn();
  const log = new MemoryLog();
  const t: TestApp = madeBeforeAll(async () => {
    await standIn.start();
    return createTestApp({ RATE_LIMIT: 'false', MERCADO_PAGO_API_URL: standIn.url, ...env }, { logger: log.options() });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });
  const { openShop, answers } = mercadoPagoShops(
    () => t,
    () => standIn,
  );
  const jobsOf = (kind: string) =>
    t.db.db.selectFrom('jobs').select(['state', 'payload', 'last_error']).where('kind', '=', kind).execute();
  return { t, standIn, log, openShop, answers, jobsOf };
}
