import { join } from 'node:path';

/** One place for the addresses the e2e server and the tests agree on. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const SHOP_DOMAIN = `tiendas.localhost:${E2E_PORT}`;
export const SMTP_PORT = E2E_PORT + 25;
export const MAILBOX_PORT = E2E_PORT + 99;
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
/** A message the local SMTP server caught, as MAILBOX_URL lists them (support/start-server.ts, support/mailbox.ts). */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}
/** The local stand-in for Mercado Pago's API and checkout page (apps/server/test/helpers/mercado-pago-stand-in.ts). */
export const MERCADO_PAGO_PORT = E2E_PORT + 50;
export const MERCADO_PAGO_URL = `http://127.0.0.1:${MERCADO_PAGO_PORT}`;
/** The carriers' stand-ins (apps/server/test/helpers/micorreo-stand-in.ts, oca-stand-in.ts) and their control (support/carriers.ts). */
export const CORREO_URL = `http://127.0.0.1:${E2E_PORT + 51}`;
export const OCA_URL = `http://127.0.0.1:${E2E_PORT + 52}`;
export const CARRIERS_CONTROL_URL = `http://127.0.0.1:${E2E_PORT + 53}`;
/** The local push service and Meta's Graph API stand-in, both on free ports, and their control (support/notices.ts). */
export const NOTICES_CONTROL_URL = `http://127.0.0.1:${E2E_PORT + 54}`;
/** The shop's old platform, whose pictures an import brings (support/picture-server.ts). */
export const PICTURES_URL = `http://127.0.0.1:${E2E_PORT + 98}`;
/** The local DNS server own domains are checked against (UDP), and its control over HTTP (TCP) on the same port (support/start-server.ts). */
export const DNS_PORT = E2E_PORT + 97;
export const DNS_CONTROL_URL = `http://127.0.0.1:${DNS_PORT}`;
export const SUPER_ADMIN_EMAIL = 'jefa@vidriera.test';
export const DEMO_PASSWORD = 'mostrador-e2e-123';
export const ROOT = join(import.meta.dirname, '../..');
export const E2E_DATA_DIR = join(ROOT, '.tmp/e2e-data');
