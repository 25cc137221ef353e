import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort } from '../test/helpers/free-port';
import { serverUrl, TEST_TMP } from '../test/helpers/test-database';
import { type CaddyProxy, startCaddy } from './caddy-proxy';
import { HttpClient } from './http-client';
import { confirmationLink, until } from './many-instances-helpers';
import { type ServerProcess, startServer } from './server-process';

/*
 * The setup of rolling-restart.test.ts: two instances of the bundled server on one PostgreSQL database behind Caddy
 * (deploy/Caddyfile), each restarted in place as docs/DEPLOY.md says ("Restarting and upgrading without losing
 * requests"), and a shop to send traffic to.
 */

const METRICS_TOKEN = 'un-token-de-metricas-de-la-prueba-de-reinicios';

/** How long one instance took to stop and come back (figures for the report, not assertions). */
export interface RestartTimes {
  /** SIGTERM to exit (the drain included). */
  stopMs: number;
  /** Start to its first answer (migrations included). */
  startMs: number;
  /** Its first answer to the first storefront request Caddy sent it. */
  backInRotationMs: number;
}

export interface Instance {
  name: string;
  port: number;
  server: ServerProcess;
}

/** Storefront requests this instance answered so far, from its own metrics: whether Caddy sends it traffic. */
async function storefrontRequestsServed(instance: Instance): Promise<number> {
  const res = await fetch(`${instance.server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  let total = 0;
  for (const m of text.matchAll(
    /^vidriera_http_request_duration_seconds_count\{[^}]*route="\/api\/public[^}]*\} (\d+)/gm,
  ))
    total += Number(m[1]);
  return total;
}

/**
 * Two instances behind Caddy on `database` (its tables' owner, or a role with the grants DEPLOY.md lists): the server
 * bundled from the sources under test (build-server.ts), or `bundle` (another release's, previous-release.ts).
 */
export async function twoInstancesBehindCaddy(databaseUrl: string, { bundle }: { bundle?: string } = {}) {
  const underTest = inject('serverBundle');
  const dataDir = mkdtempSync(join(TEST_TMP, 'rolling-'));
  const [a, b, http, https, ask, adminPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const publicUrl = `http://127.0.0.1:${http}`;
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: 'un-secreto-compartido-por-las-dos-instancias',
    TRUST_PROXY: '1',
    JOBS_POLL_INTERVAL: '1',
    METRICS_TOKEN,
    // The default: longer than Caddy's 2 s between health checks.
    SHUTDOWN_DRAIN: '6s',
  };
  const instances: Instance[] = await Promise.all(
    [
      ['A', a],
      ['B', b],
    ].map(async ([name, port]) => ({
      name: String(name),
      port: Number(port),
      server: await startServer(Number(port), env, { bundle: bundle ?? underTest }),
    })),
  );
  let caddy: CaddyProxy | undefined;
  try {
    caddy = await startCaddy({ http, https, ask, adminPort }, [`127.0.0.1:${a}`, `127.0.0.1:${b}`]);
  } catch (error) {
    await Promise.all(instances.map((i) => i.server.stop()));
    throw error;
  }
  const proxy = caddy;

  return {
    url: proxy.url,
    dataDir,
    instances,
    /**
     * SIGTERM, wait for its exit (code 0: drained and closed in time), start it again (the sources under test, or
     * `bundle`), wait until it answers and until Caddy sends it storefront requests again. An instance of a release
     * that does not drain is first taken out of Caddy's upstreams (`outOfCaddyFirst`, docs/DEPLOY.md) and put back
     * once the new one answers.
     */
    async restart(
      instance: Instance,
      { bundle: next, outOfCaddyFirst = false }: { bundle?: string; outOfCaddyFirst?: boolean } = {},
    ): Promise<RestartTimes> {
      const upstreams = instances.map((i) => `127.0.0.1:${i.port}`);
      if (outOfCaddyFirst) proxy.setUpstreams(upstreams.filter((u) => u !== `127.0.0.1:${instance.port}`));
      const stopping = Date.now();
      const code = await instance.server.stop('SIGTERM');
      if (code !== 0)
        throw new Error(`la instancia ${instance.name} terminó con ${code}:\n${instance.server.output()}`);
      const starting = Date.now();
      instance.server = await startServer(instance.port, env, { bundle: next ?? underTest });
      const answering = Date.now();
      if (outOfCaddyFirst) proxy.setUpstreams(upstreams);
      await until(`Caddy vuelve a mandarle pedidos a ${instance.name}`, async () => {
        return (await storefrontRequestsServed(instance)) > 0;
      });
      return { stopMs: starting - stopping, startMs: answering - starting, backInRotationMs: Date.now() - answering };
    },
    async stop() {
      await proxy.stop();
      await Promise.all(instances.map((i) => i.server.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof twoInstancesBehindCaddy>>;

export interface Shop {
  slug: string;
  variantId: string;
  stock: number;
}

/** An owner signs up through Caddy, confirms the e-mail, opens a shop and lists a product with `stock` units. */
export async function openShop(cluster: Cluster, stock: number): Promise<Shop> {
  const owner = new HttpClient(cluster.url);
  const email = `duena${randomBytes(3).toString('hex')}@example.com`;
  const signUp = await owner.request(`${cluster.url}/api/auth/sign-up/email`, {
    method: 'POST',
    body: {
      firstName: 'Dueña',
      lastName: 'Reiniciada',
      name: 'Dueña Reiniciada',
      email,
      password: 'tormenta-azul-3',
      callbackURL: '/auth/callback',
    },
  });
  if (signUp.status !== 200) throw new Error(`alta: ${signUp.status} ${signUp.text}`);
  const link = new URL(await confirmationLink(join(cluster.dataDir, 'mail'), email));
  await owner.navigate(`${cluster.url}${link.pathname}${link.search}`);
  const created = await owner.request(`${cluster.url}/api/stores`, {
    method: 'POST',
    body: { name: 'Mates del Reinicio', whatsappNumber: '1155550100' },
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(`tienda: ${created.status} ${created.text}`);
  const slug = (created.json().store as { slug: string }).slug;
  const product = await owner.request(`${cluster.url}/api/catalogue/products`, {
    method: 'POST',
    body: { name: 'Mate de calabaza', priceCents: 150000, variants: [{ sku: 'MATE-1', stock }] },
  });
  if (product.status !== 201 && product.status !== 200) throw new Error(`producto: ${product.status} ${product.text}`);
  const variantId = (product.json().product as { variants: { id: string }[] }).variants[0]?.id ?? '';
  return { slug, variantId, stock };
}

/** What the database holds for the shop's orders, read as the superuser (row-level security aside). */
export async function ordersInDatabase(
  database: string,
  slug: string,
): Promise<{ ids: string[]; duplicatedKeys: number }> {
  const client = new pg.Client({ connectionString: serverUrl(database) });
  await client.connect();
  try {
    const orders = await client.query<{ id: string }>(
      'select o.id from orders o join stores s on s.id = o.store_id where s.slug = $1',
      [slug],
    );
    const duplicated = await client.query(
      `select o.idempotency_key from orders o join stores s on s.id = o.store_id where s.slug = $1
       group by o.idempotency_key having count(*) > 1`,
      [slug],
    );
    return { ids: orders.rows.map((r) => r.id), duplicatedKeys: duplicated.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}

/** The units of the variant a shopper can still order, as the storefront says. */
export async function availableStock(base: string, shop: Shop): Promise<number> {
  const list = (await (await fetch(`${base}/api/public/stores/${shop.slug}/products`)).json()) as {
    items: { id: string }[];
  };
  const product = (await (
    await fetch(`${base}/api/public/stores/${shop.slug}/products/${list.items[0]?.id}`)
  ).json()) as {
    variants: { id: string; availableStock: number }[];
  };
  return product.variants.find((v) => v.id === shop.variantId)?.availableStock ?? Number.NaN;
}

/** The migrations applied to `database`, in order. */
export async function appliedMigrations(database: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl(database) });
  await client.connect();
  try {
    const rows = await client.query<{ name: string }>('select name from kysely_migration order by name');
    return rows.rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}
