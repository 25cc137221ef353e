import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';

/*
 * What both restore drills share (backup-restore-pglite.test.ts, backup-restore-postgres.test.ts): a stream of
 * storefront orders whose acknowledgements are timed, the commands an operator runs, and the stock check.
 */

const ROOT = join(import.meta.dirname, '../../..');

export interface Acknowledged {
  id: string;
  /** When the order was sent and when its 201 came back (Date.now()). */
  sentAt: number;
  at: number;
}

export interface OrderStream {
  acknowledged: Acknowledged[];
  /** Orders sent and not answered 201 (refused, or the server gone). */
  failed: number;
  /** The longest an acknowledged order waited for its answer, in ms. */
  slowestMs(): number;
  stop(): Promise<void>;
}

/** Shoppers ordering one unit of `variantId` at the demo store, `writers` at a time, until stopped. */
export function streamOrders(baseUrl: () => string, variantId: string, writers = 4): OrderStream {
  const acknowledged: Acknowledged[] = [];
  let failed = 0;
  let stopped = false;
  let n = 0;
  const loops = Array.from({ length: writers }, async () => {
    while (!stopped) {
      const sentAt = Date.now();
      const i = n++;
      try {
        const res = await fetch(`${baseUrl()}/api/public/stores/demo/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `drill-${i}-${Math.random()}` },
          body: JSON.stringify({
            items: [{ variantId, quantity: 1 }],
            customerName: 'Simulacro',
            customerPhone: `11${String(50_000_000 + i)}`,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 201) {
          const { orderId } = (await res.json()) as { orderId: string };
          acknowledged.push({ id: orderId, sentAt, at: Date.now() });
        } else {
          failed++;
          await res.body?.cancel();
        }
      } catch {
        failed++;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  return {
    acknowledged,
    get failed() {
      return failed;
    },
    slowestMs: () => Math.max(0, ...acknowledged.map((a) => a.at - a.sentAt)),
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** The demo store's variant with the most stock available, as the storefront shows it. */
export async function demoVariant(url: string): Promise<{ id: string; availableStock: number }> {
  const list = (await (await fetch(`${url}/api/public/stores/demo/products`)).json()) as { items: { id: string }[] };
  const variants = [];
  for (const item of list.items) {
    const product = (await (await fetch(`${url}/api/public/stores/demo/products/${item.id}`)).json()) as {
      variants: { id: string; availableStock: number }[];
    };
    variants.push(...product.variants);
  }
  const best = variants.sort((a, b) => b.availableStock - a.availableStock)[0];
  if (!best) throw new Error('la tienda demo no tiene variantes');
  return best;
}

/** Runs an operator's command (`npm run backup`, `pgbackrest …`) to its end; rejects with its output when it fails. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve({ output, seconds: (Date.now() - started) / 1000 })
        : reject(new Error(`${command} ${args.join(' ')} terminó con ${code}:\n${output}`)),
    );
  });
}

/** `npm run backup` / `npm run restore` as an operator runs them, through tsx like package.json's scripts. */
export const npmScript = (script: 'cli-backup' | 'cli-restore', args: string[], env: Record<string, string>) =>
  runCommand(process.execPath, ['--import', 'tsx', `apps/server/src/${script}.ts`, ...args], env);

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The orders of the stream the restored database holds, acknowledged or not. */
export async function drillOrders(query: Query): Promise<string[]> {
  return (await query(`select id from orders where customer_name = 'Simulacro'`)).map((row) => String(row.id));
}

/**
 * The restored variant's stock agrees with the restored orders: each order of the stream holds its one unit, the
 * variant's counter of reserved units is the sum of its reservations, and what it has available is what it had
 * before the stream less the stream's restored orders.
 */
export async function expectStockAgrees(query: Query, variantId: string, availableBefore: number) {
  const orderIds = await drillOrders(query);
  const [variant] = await query('select stock, reserved_units from product_variants where id = $1', [variantId]);
  const [all] = await query(
    'select coalesce(sum(quantity), 0)::int as units from stock_reservations where variant_id = $1',
    [variantId],
  );
  const [ours] = await query(
    'select coalesce(sum(quantity), 0)::int as units from stock_reservations where variant_id = $1 and order_id = any($2::uuid[])',
    [variantId, orderIds],
  );
  expect(Number(variant?.reserved_units)).toBe(Number(all?.units));
  expect(Number(ours?.units)).toBe(orderIds.length);
  expect(Number(variant?.stock) - Number(variant?.reserved_units)).toBe(availableBefore - orderIds.length);
}
