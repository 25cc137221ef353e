import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { Shop } from './rolling-restart-cluster';

/** What a stream of shoppers got: every request, the ones that failed (with why), the orders acknowledged. */
export interface TrafficReport {
  requests: number;
  byKind: Record<Kind, number>;
  failures: string[];
  /** Each order answered 201: its Idempotency-Key and the order id the answer gave. */
  acknowledged: { key: string; orderId: string }[];
}

type Kind = 'page' | 'catalogue' | 'order';
const KINDS: Kind[] = ['page', 'catalogue', 'order'];

/** One request over `agent` (kept-alive connections, or `false`: a connection of its own): its status and body. */
function send(
  url: string,
  agent: Agent | false,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Shoppers through `base` (Caddy), each in turn opening the store page, the catalogue API and placing an order of one
 * unit with its own Idempotency-Key and phone, until `stop()`. A failure is any answer but the one a shopper expects
 * (200, 200, 201) or a request that got no answer at all. Their connections to Caddy are kept alive, unless
 * `freshConnections`: a reload of Caddy closes the idle ones, which a browser meets by sending the request again on a
 * new connection and this client would count as failed.
 */
export function startTraffic(base: string, shop: Shop, { shoppers = 6, freshConnections = false } = {}) {
  const agent = freshConnections ? false : new Agent({ keepAlive: true });
  const report: TrafficReport = {
    requests: 0,
    byKind: { page: 0, catalogue: 0, order: 0 },
    failures: [],
    acknowledged: [],
  };
  let running = true;
  let phone = 0;

  async function once(kind: Kind): Promise<void> {
    report.requests++;
    report.byKind[kind]++;
    try {
      if (kind === 'order') {
        const key = randomUUID();
        const res = await send(`${base}/api/public/stores/${shop.slug}/orders`, agent, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            items: [{ variantId: shop.variantId, quantity: 1 }],
            customerName: 'Compradora',
            customerPhone: `11${String(50_000_000 + phone++)}`,
          }),
        });
        const text = res.text;
        if (res.status === 201)
          report.acknowledged.push({ key, orderId: (JSON.parse(text) as { orderId: string }).orderId });
        else report.failures.push(`pedido: ${res.status} ${text.slice(0, 200)}`);
        return;
      }
      const url = kind === 'page' ? `${base}/store/${shop.slug}` : `${base}/api/public/stores/${shop.slug}/products`;
      const res = await send(url, agent);
      const text = res.text;
      if (res.status !== 200) report.failures.push(`${kind} ${url}: ${res.status} ${text.slice(0, 200)}`);
    } catch (error) {
      report.failures.push(
        `${kind}: sin respuesta (${error instanceof Error ? (error.cause ?? error.message) : error})`,
      );
    }
  }

  const loops = Array.from({ length: shoppers }, async (_, shopper) => {
    for (let turn = shopper; running; turn++) {
      await once(KINDS[turn % KINDS.length] ?? 'page');
      // A pause between one shopper's requests: a steady stream the two-core machine keeps up with.
      await new Promise((r) => setTimeout(r, 10));
    }
  });

  return {
    report,
    async stop(): Promise<TrafficReport> {
      running = false;
      await Promise.all(loops);
      if (agent) agent.destroy();
      return report;
    },
  };
}
