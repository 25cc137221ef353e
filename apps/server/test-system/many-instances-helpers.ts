import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** Waits until `probe` gives something (not undefined or false), looking every 200 ms; fails after `timeoutMs` naming `what`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`no pasó a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The confirmation link of the sign-up e-mail to `email` in the local outbox (sent by a job: it may take a moment). */
export function confirmationLink(outbox: string, email: string): Promise<string> {
  return until('el email de confirmación', async () => {
    for (const file of (existsSync(outbox) ? readdirSync(outbox) : []).filter((f) => f.includes(email))) {
      const link = (await simpleParser(readFileSync(join(outbox, file)))).text?.match(
        /https?:\/\/\S+verify-email\S+/,
      )?.[0];
      if (link) return link;
    }
    return undefined;
  });
}

/** The price a product page states in its head (OpenGraph `product:price:amount`), drawn with or without the web build. */
export async function productPagePrice(url: string): Promise<string | undefined> {
  const html = await (await fetch(url)).text();
  return /<meta (?:property|name)="product:price:amount" content="([^"]*)">/.exec(html)?.[1];
}

/**
 * The root page of a shop's own domain over HTTPS on this machine, trusting
 * only the given authority (as `curl --resolve name:port:127.0.0.1 --cacert root.crt`).
 * Rejects when the TLS handshake fails (no certificate for the name).
 */
export function httpsGet(
  { port, ca }: { port: number; ca: string },
  name: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port, servername: name, path: '/', headers: { host: name }, ca },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
