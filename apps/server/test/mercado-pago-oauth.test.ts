import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryLog } from './helpers/memory-log';
import { mercadoPagoShops } from './helpers/mercado-pago-shop';
import { MercadoPagoStandIn } from './helpers/mercado-pago-stand-in';
import { Browser, createTestApp, type TestApp } from './helpers/test-app';

/* Connecting a store by OAuth with the platform's Mercado Pago application (docs/product/orders.md, "Paying with Mercado Pago"). */

let t: TestApp;
const standIn = new MercadoPagoStandIn();
const log = new MemoryLog();
const PLATFORM_WEBHOOK_SECRET = `secreto-de-la-plataforma-${Math.random().toString(36).slice(2)}`;
const { openShop, answers } = mercadoPagoShops(
  () => t,
  () => standIn,
);

beforeAll(async () => {
  await standIn.start();
  t = await createTestApp(
    {
      RATE_LIMIT: 'false',
      MERCADO_PAGO_API_URL: standIn.url,
      MERCADO_PAGO_AUTH_URL: standIn.url,
      MP_CLIENT_ID: standIn.app.clientId,
      MP_CLIENT_SECRET: standIn.app.clientSecret,
      MP_WEBHOOK_SECRET: PLATFORM_WEBHOOK_SECRET,
    },
    { logger: log.options() },
  );
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

type Shop = Awaited<ReturnType<typeof openShop>>;

/** Where "Conectar con Mercado Pago" sends the owner. */
const authorizationUrlOf = async (owner: Browser) =>
  new URL((await owner.get('/api/stores/mine/mercado-pago/authorize')).json().authorizationUrl as string);
const callback = (owner: Browser, code: string, state: string) =>
  owner.get(`/api/mercado-pago/oauth/callback?code=${code}&state=${encodeURIComponent(state)}`);

/** The owner authorises on Mercado Pago's page and comes back to the callback. */
async function connectByOAuth(shop: Shop, nickname: string) {
  const { authorizationUrl } = shop.keep(await shop.owner.get('/api/stores/mine/mercado-pago/authorize')).json();
  const url = new URL(authorizationUrl);
  const { code, account } = standIn.authorize(nickname, authorizationUrl);
  const back = shop.keep(await callback(shop.owner, code, url.searchParams.get('state') ?? ''));
  return { url, back, account };
}

/** Another signed-in session of the same owner (another browser). */
async function secondSession(shop: Shop): Promise<Browser> {
  const browser = new Browser(t.app);
  const signedIn = await browser.post('/api/auth/sign-in/email', { email: shop.email, password: 'tucan-verde-19' });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return browser;
}

const connected = async (shop: Shop) =>
  (await shop.owner.get('/api/stores/mine/mercado-pago')).json().connected as boolean;

describe('OAuth', () => {
  it("sends the owner to Mercado Pago's page and connects the account it authorised", async () => {
    const shop = await openShop({ connect: false });
    expect((await shop.owner.get('/api/stores/mine/mercado-pago')).json()).toMatchObject({
      connected: false,
      oauthAvailable: true,
    });
    const { url, back } = await connectByOAuth(shop, 'TiendaOAuth');
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: standIn.app.clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/api/mercado-pago/oauth/callback',
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/admin/settings?mercadoPago=conectado');
    expect((await shop.owner.get('/api/stores/mine/mercado-pago')).json()).toMatchObject({
      connected: true,
      account: { nickname: 'TiendaOAuth', connectedBy: 'oauth' },
    });
  });

  it("refuses another store's authorisation, or a tampered one", async () => {
    const first = await openShop({ connect: false });
    const second = await openShop({ connect: false });
    const { authorizationUrl } = (await first.owner.get('/api/stores/mine/mercado-pago/authorize')).json();
    const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
    const { code } = standIn.authorize('Intrusa', authorizationUrl);
    const stolen = await second.owner.get(
      `/api/mercado-pago/oauth/callback?code=${code}&state=${encodeURIComponent(state)}`,
    );
    expect(stolen.headers.location).toBe('/admin/settings?mercadoPago=error');
    const tampered = await first.owner.get(
      `/api/mercado-pago/oauth/callback?code=${code}&state=${encodeURIComponent(`${state}x`)}`,
    );
    expect(tampered.headers.location).toBe('/admin/settings?mercadoPago=error');
    for (const shop of [first, second])
      expect((await shop.owner.get('/api/stores/mine/mercado-pago')).json().connected).toBe(false);
  });

  it('sends a PKCE challenge (S256) and exchanges the code with its verifier, which Mercado Pago checks', async () => {
    const shop = await openShop({ connect: false });
    const { url, back } = await connectByOAuth(shop, 'TiendaPKCE');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(back.headers.location).toBe('/admin/settings?mercadoPago=conectado');
    // Someone who intercepted a code cannot exchange it without the verifier, even with the application's credentials.
    const { code } = standIn.authorize('Interceptada', url.toString());
    const stolen = await fetch(`${standIn.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: standIn.app.clientId,
        client_secret: standIn.app.clientSecret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: url.searchParams.get('redirect_uri'),
      }),
    });
    expect(stolen.status).toBe(400);
  });

  it('takes a state once: a second callback with it connects nothing', async () => {
    const shop = await openShop({ connect: false });
    const url = await authorizationUrlOf(shop.owner);
    const state = url.searchParams.get('state') ?? '';
    const first = await callback(shop.owner, standIn.authorize('TiendaUnaVez', url.toString()).code, state);
    expect(first.headers.location).toBe('/admin/settings?mercadoPago=conectado');
    const again = await callback(shop.owner, standIn.authorize('TiendaOtraVez', url.toString()).code, state);
    expect(again.headers.location).toBe('/admin/settings?mercadoPago=error');
    expect((await shop.owner.get('/api/stores/mine/mercado-pago')).json()).toMatchObject({
      account: { nickname: 'TiendaUnaVez' },
    });
  });

  it('refuses a state made for another session of the same owner', async () => {
    const shop = await openShop({ connect: false });
    const url = await authorizationUrlOf(shop.owner);
    const other = await secondSession(shop);
    const back = await callback(
      other,
      standIn.authorize('OtraSesion', url.toString()).code,
      url.searchParams.get('state') ?? '',
    );
    expect(back.headers.location).toBe('/admin/settings?mercadoPago=error');
    expect(await connected(shop)).toBe(false);
    // The session that asked still can, with the same state: the refusal did not spend it.
    const own = await callback(
      shop.owner,
      standIn.authorize('MismaSesion', url.toString()).code,
      url.searchParams.get('state') ?? '',
    );
    expect(own.headers.location).toBe('/admin/settings?mercadoPago=conectado');
  });

  it('refreshes an expired access token and goes on reading payments with the new one', async () => {
    const shop = await openShop({ connect: false });
    const { account } = await connectByOAuth(shop, 'TiendaVence');
    const order = await shop.order();
    expect(standIn.preferenceFor(order.id)).toBeDefined();
    const firstToken = [...standIn.accounts.values()].filter((a) => a.id === account.id).at(-1)?.token ?? '';
    // The token lapses: Mercado Pago stops taking it, and the server knows its expiry has come.
    standIn.expire(firstToken);
    await sql`update mercado_pago_accounts set token_expires_at = now() - interval '1 minute' where store_id = ${shop.storeId}`.execute(
      t.db.db,
    );
    const payment = standIn.pay(order.id, { installments: 3 });
    const res = await shop.notify(payment.id, { secret: PLATFORM_WEBHOOK_SECRET });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shop.adminOrder(order.id)).toMatchObject({
      paymentStatus: 'received',
      mercadoPago: { installments: 3 },
    });
    expect(standIn.grants).toContain('refresh_token');
    const row = await t.db.db
      .selectFrom('mercado_pago_accounts')
      .select('token_expires_at')
      .where('store_id', '=', shop.storeId)
      .executeTakeFirstOrThrow();
    expect(new Date(row.token_expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 100 * 24 * 3600_000);
  });

  it('asks the owner to connect again when Mercado Pago will not renew, without spending the dead refresh token again', async () => {
    const shop = await openShop({ connect: false });
    const { account } = await connectByOAuth(shop, 'TiendaRevocada');
    // The seller revoked the application on Mercado Pago: its refresh token is refused; the access token still works for a day.
    for (const [token, holder] of standIn.refreshTokens)
      if (holder.id === account.id) standIn.refreshTokens.delete(token);
    await sql`update mercado_pago_accounts set token_expires_at = now() + interval '1 day' where store_id = ${shop.storeId}`.execute(
      t.db.db,
    );
    const refusals = () => standIn.grants.filter((g) => g === 'refresh_token').length;
    const before = refusals();
    const first = await shop.order();
    expect(standIn.preferenceFor(first.id), 'the old token still serves').toBeDefined();
    expect(refusals()).toBe(before + 1);
    expect((await shop.owner.get('/api/stores/mine/mercado-pago')).json()).toMatchObject({
      connected: true,
      account: { authorizationLost: true },
    });
    await shop.order();
    expect(refusals(), 'no second try with a refused refresh token').toBe(before + 1);
    await connectByOAuth(shop, 'TiendaRevocada');
    expect((await shop.owner.get('/api/stores/mine/mercado-pago')).json()).toMatchObject({
      account: { authorizationLost: false },
    });
  });

  it('never shows or logs a token, a refresh token or the application secret', async () => {
    const row = JSON.stringify(await t.db.db.selectFrom('mercado_pago_accounts').selectAll().execute());
    const jobs = JSON.stringify(
      await t.db.db.selectFrom('jobs').select(['payload', 'last_error', 'outcome']).execute(),
    );
    const secrets = [
      ...standIn.accounts.keys(),
      ...standIn.refreshTokens.keys(),
      standIn.app.clientSecret,
      PLATFORM_WEBHOOK_SECRET,
    ];
    expect(standIn.refreshTokens.size).toBeGreaterThan(1);
    for (const secret of secrets)
      for (const text of [...answers, log.text, jobs, row]) expect(text).not.toContain(secret);
  });
});
