import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DnsStandIn } from '../../apps/server/test/helpers/dns-stand-in';
import { MercadoPagoStandIn } from '../../apps/server/test/helpers/mercado-pago-stand-in';
import { startCarrierStandIns } from './carriers-stand-in';
import { startNoticeStandIns } from './notices-stand-in';
import {
  BASE_URL,
  CORREO_URL,
  OCA_URL,
  type CaughtMail,
  DEMO_PASSWORD,
  DNS_PORT,
  E2E_DATA_DIR,
  E2E_PORT,
  MAILBOX_PORT,
  MERCADO_PAGO_PORT,
  MERCADO_PAGO_URL,
  PICTURES_URL,
  ROOT,
  SMTP_PORT,
  SUPER_ADMIN_EMAIL,
} from './env';
import { startPictureServer } from './picture-server';

/**
 * The e2e world: a local SMTP server whose messages the tests read over HTTP,
 * a local stand-in for Mercado Pago (API and checkout page), and the real app
 * process (built web, embedded database, demo store) using both.
 */
const messages: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
        messages.push({ to: (to ?? '').toLowerCase(), subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
}).listen(MAILBOX_PORT, '127.0.0.1');

await new MercadoPagoStandIn().start(MERCADO_PAGO_PORT);
const carriers = await startCarrierStandIns();
const notices = await startNoticeStandIns();
const pictures = startPictureServer(Number(new URL(PICTURES_URL).port));

// A DNS server for own domains (DNS_SERVERS); tests set a name's records with PUT /{name} and a JSON body of NameRecords.
const dns = new DnsStandIn();
const dnsServers = await dns.start(DNS_PORT);
dns.set('tiendas.localhost', { a: ['127.0.0.1'] });
const dnsControl = createServer((req, res) => {
  const name = decodeURIComponent((req.url ?? '/').slice(1));
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    if (req.method === 'PUT') dns.set(name, JSON.parse(body || '{}'));
    else if (req.method === 'DELETE') dns.remove(name);
    res.statusCode = 204;
    res.end();
  });
}).listen(DNS_PORT, '127.0.0.1');

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
// The built server as `npm start` runs it (test:e2e builds it first), with source maps so a failure's stack names our TypeScript.
const app = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE_URL,
    DATA_DIR: E2E_DATA_DIR,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL,
    DEMO: 'true',
    DEMO_PASSWORD,
    RATE_LIMIT: 'false',
    MERCADO_PAGO_API_URL: MERCADO_PAGO_URL,
    CORREO_ARGENTINO_API_URL: CORREO_URL,
    OCA_API_URL: OCA_URL,
    // Shipments are followed often enough for a journey to see its events.
    CARRIER_TRACKING_INTERVAL: '3',
    LOG_LEVEL: 'warn',
    IMPORT_FETCH_ALLOWED_HOSTS: '127.0.0.1',
    PUSH_ALLOWED_HOSTS: notices.pushHost,
    META_GRAPH_API_URL: notices.metaUrl,
    DNS_SERVERS: dnsServers,
    // No proxy in front to drain for: it stops at once when the run ends.
    SHUTDOWN_DRAIN: '0',
  },
});
const stop = () => {
  app.kill('SIGTERM');
  smtp.close();
  pictures.close();
  dnsControl.close();
  carriers.close();
  notices.close();
  void dns.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
app.on('exit', (code) => process.exit(code ?? 0));
