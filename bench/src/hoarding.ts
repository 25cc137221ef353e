import { createHash } from 'node:crypto';

/**
 * The hoarding attack of docs/SECURITY.md ("Stock hoarding, round two")
 * against a running server's demo store, and what it got:
 * 1. one address, order after order, a fresh phone each, every variant at
 *    the per-order cap (or what is left), solving every proof of work;
 * 2. a stranger who knows a shopper's phone places orders with it from
 *    another address; then the shopper orders from their own address;
 * 3. a crowd: `CROWD` (20) addresses, a fresh phone per order, up to
 *    `PER_ADDRESS` (8) orders each, first with every variant in each order,
 *    then with only what can still be reserved; the units still on sale after
 *    each (the store-wide ceiling keeps at least half of each variant) and a
 *    real shopper's order, with or without a reservation ("sin reserva").
 * Addresses are played with X-Forwarded-For, so start the server with
 * TRUST_PROXY=loopback (otherwise both are the script's own address).
 *
 *   BASE_URL=http://localhost:3000 STORE=demo npm run bench:hoarding -w @vidriera/bench
 */

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const slug = process.env.STORE ?? 'demo';
const attempts = Number(process.env.ATTEMPTS ?? 300);
const crowd = Number(process.env.CROWD ?? 20);
const perAddress = Number(process.env.PER_ADDRESS ?? 8);

interface Variant {
  id: string;
  stock: number | null;
}

async function variants(): Promise<{ variants: Variant[]; cap: number }> {
  const store = (await (await fetch(`${base}/api/public/stores/${slug}`)).json()) as { maxUnitsPerProduct: number };
  const found: Variant[] = [];
  for (let page = 1; ; page++) {
    const list = (await (await fetch(`${base}/api/public/stores/${slug}/products?page=${page}`)).json()) as {
      items: { id: string }[];
      total: number;
      pageSize: number;
    };
    for (const { id } of list.items) {
      const product = (await (await fetch(`${base}/api/public/stores/${slug}/products/${id}`)).json()) as {
        variants: { id: string; availableStock: number | null }[];
      };
      found.push(...product.variants.map((v) => ({ id: v.id, stock: v.availableStock })));
    }
    if (page * list.pageSize >= list.total) break;
  }
  return { variants: found.filter((v) => v.stock !== null && v.stock > 0), cap: store.maxUnitsPerProduct };
}

function solve(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (
      createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    ) {
      return Buffer.from(JSON.stringify({ ...challenge, maxnumber: undefined, number })).toString('base64');
    }
  }
  throw new Error('challenge without solution');
}

let keys = 0;
/** One order, solving the proof of work when asked; the final status and code. */
async function order(
  items: { variantId: string; quantity: number }[],
  phone: string,
  address: string,
): Promise<{ status: number; code?: string; field?: string; challenges: number; orderUrl?: string; orderId?: string }> {
  const key = `hoarding-${Date.now()}-${keys++}`;
  let challenges = 0;
  let solution: string | undefined;
  for (;;) {
    const res = await fetch(`${base}/api/public/stores/${slug}/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-forwarded-for': address,
        ...(solution ? { 'x-altcha': solution } : {}),
      },
      body: JSON.stringify({ items, customerName: 'Acaparador Script', customerPhone: phone }),
    });
    const body = (await res.json()) as {
      code?: string;
      field?: string;
      challenge?: Parameters<typeof solve>[0];
      orderUrl?: string;
      orderId?: string;
    };
    if (res.status === 428 && body.challenge && challenges < 3) {
      challenges++;
      solution = solve(body.challenge);
      continue;
    }
    return {
      status: res.status,
      code: body.code,
      field: body.field,
      challenges,
      orderUrl: body.orderUrl,
      orderId: body.orderId,
    };
  }
}

/** Whether a placed order holds its units: the shopper's own view of it (its link's token), "reservado hasta …" or not. */
async function reservedOf(placed: { orderUrl?: string; orderId?: string }): Promise<string> {
  if (!placed.orderUrl || !placed.orderId) return 'sin datos';
  const token = new URL(placed.orderUrl).searchParams.get('token') ?? '';
  const res = await fetch(
    `${base}/api/public/stores/${slug}/orders/${placed.orderId}?token=${encodeURIComponent(token)}`,
  );
  const body = (await res.json()) as { reservedUntil?: string | null };
  return body.reservedUntil ? 'con reserva' : 'sin reserva';
}

const { variants: stocked, cap } = await variants();
const totalUnits = stocked.reduce((sum, v) => sum + (v.stock ?? 0), 0);
console.log(`tienda ${slug}: ${stocked.length} variantes con stock, ${totalUnits} unidades, tope por pedido ${cap}`);

const started = performance.now();
let reserved = 0;
const outcome: Record<string, number> = {};
let solved = 0;
const left = new Map(stocked.map((v) => [v.id, v.stock ?? 0]));
// What the script learns the share lets it take per variant (it lowers a line the server names).
const most = new Map(stocked.map((v) => [v.id, cap]));
for (let i = 0; i < attempts; i++) {
  const items = [...left]
    .map(([variantId, n]) => ({ variantId, quantity: Math.min(n, most.get(variantId) ?? 0) }))
    .filter((line) => line.quantity > 0);
  if (items.length === 0) break;
  const result = await order(items, `11 ${String(50_000_000 + i)}`, '203.0.113.10');
  solved += result.challenges;
  const label = result.code ?? String(result.status);
  outcome[label] = (outcome[label] ?? 0) + 1;
  if (result.status === 201) {
    for (const { variantId, quantity } of items) {
      reserved += quantity;
      left.set(variantId, (left.get(variantId) ?? 0) - quantity);
    }
  } else if (result.code === 'RESERVED_SHARE_EXCEEDED' && result.field) {
    const line = items[Number(result.field.split('.')[1])];
    if (line) most.set(line.variantId, line.quantity - 1);
  } else if (result.code === 'TOO_MANY_REQUESTS') break;
}
const seconds = (performance.now() - started) / 1000;
/** Units the storefront still sells (availableStock summed): what every reservation left, whoever holds it. */
const unitsOnSale = async () => (await variants()).variants.reduce((sum, v) => sum + (v.stock ?? 0), 0);
const onSaleAfterOne = await unitsOnSale();
console.log(
  `ataque 1 (una dirección, un teléfono nuevo por pedido): pedidos por ${reserved} unidades aceptados, ` +
    `${totalUnits - onSaleAfterOne} de ${totalUnits} unidades apartadas de verdad (${(((totalUnits - onSaleAfterOne) / totalUnits) * 100).toFixed(1)} %), ` +
    `${outcome['201'] ?? 0} pedidos aceptados, resultados ${JSON.stringify(outcome)}, ${solved} pruebas de trabajo resueltas, ${seconds.toFixed(1)} s`,
);

const victim = `11 7${String(Date.now() % 10_000_000).padStart(7, '0')}`;
const [first] = stocked;
const line = [{ variantId: first?.id ?? '', quantity: 1 }];
const lockout: string[] = [];
for (let i = 0; i < 4; i++) lockout.push((await order(line, victim, '198.51.100.66')).code ?? '201');
const own = await order(line, victim, '192.0.2.200');
console.log(
  `ataque 2 (bloquear un teléfono desde otra dirección): el extraño obtuvo ${lockout.join(', ')}; ` +
    `la dueña del teléfono, desde su dirección: ${own.code ?? own.status}${own.challenges ? ` tras ${own.challenges} prueba de trabajo` : ' sin prueba de trabajo'}`,
);
const shopper = await order([{ variantId: stocked.at(-1)?.id ?? '', quantity: 1 }], '11 3333-1234', '192.0.2.201');
console.log(
  `una compradora real, desde otra dirección: ${shopper.code ?? shopper.status} (${await reservedOf(shopper)})`,
);

// 3. A crowd of addresses, each as the first attack: what the store-wide ceiling leaves on sale.
const initial = new Map(stocked.map((v) => [v.id, v.stock ?? 0]));
const onSaleNow = async () => new Map((await variants()).variants.map((v) => [v.id, v.stock ?? 0]));
/**
 * Every address of the crowd places up to `perAddress` orders with a fresh phone each. `naive`: every
 * variant in each order; otherwise only what can still be reserved (a script that knows the 50 % rule and
 * that one line past it leaves the whole order unreserved: it skips 1-unit variants and full ones).
 */
async function crowdAttack(naive: boolean, first: number): Promise<void> {
  const started = performance.now();
  const outcome: Record<string, number> = {};
  let solvedHere = 0;
  for (let a = 0; a < crowd; a++) {
    const address = `203.0.113.${first + a}`;
    // Each variant starts at the per-address share (30 % of the stock first shown, at least 1); a line the server names is lowered.
    const mostHere = new Map(stocked.map((v) => [v.id, Math.min(cap, Math.max(1, Math.floor((v.stock ?? 0) * 0.3)))]));
    let current = await onSaleNow();
    for (let i = 0; i < perAddress; i++) {
      // The careful script reads what is on sale before each order; the naive one only after a refusal for stock.
      if (!naive && i > 0) current = await onSaleNow();
      const items = [...current]
        .map(([variantId, n]) => {
          const stock = initial.get(variantId) ?? 0;
          const room = naive ? n : Math.floor(stock / 2) - (stock - n);
          return { variantId, quantity: Math.min(n, room, mostHere.get(variantId) ?? 0) };
        })
        .filter((l) => l.quantity > 0);
      if (items.length === 0) break;
      const result = await order(items, `11 ${String(60_000_000 + first * 1000 + a * 10 + i)}`, address);
      solvedHere += result.challenges;
      const label = result.status === 201 ? `201 ${await reservedOf(result)}` : (result.code ?? String(result.status));
      outcome[label] = (outcome[label] ?? 0) + 1;
      if (result.code === 'RESERVED_SHARE_EXCEEDED' && result.field) {
        const line = items[Number(result.field.split('.')[1])];
        if (line) mostHere.set(line.variantId, line.quantity - 1);
      } else if (result.code === 'INSUFFICIENT_STOCK') {
        current = await onSaleNow();
      } else if (result.status !== 201) break;
    }
  }
  const onSale = [...(await onSaleNow()).values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `ataque 3${naive ? 'a (todas las variantes en cada pedido)' : 'b (solo lo que aún se puede reservar)'}: ${crowd} direcciones, un teléfono nuevo por pedido, ` +
      `hasta ${perAddress} pedidos cada una: resultados ${JSON.stringify(outcome)}, ${solvedHere} pruebas de trabajo resueltas, ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `quedan a la venta ${onSale} de ${totalUnits} unidades (${((onSale / totalUnits) * 100).toFixed(1)} %; objetivo ≥ 50 %)`,
  );
}
await crowdAttack(true, 100);
await crowdAttack(false, 150);
const fitting = [...(await onSaleNow())].find(([id, n]) => n > 0 && (initial.get(id) ?? 0) >= 2);
const after = await order(
  [{ variantId: fitting?.[0] ?? stocked[0]?.id ?? '', quantity: 1 }],
  '11 3333-5678',
  '192.0.2.202',
);
console.log(`una compradora real después del ataque 3: ${after.code ?? after.status} (${await reservedOf(after)})`);
