import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signNotification } from '../../src/modules/mercado-pago/notification-signature';
import { serveCheckout } from './mercado-pago-checkout-page';
import { sendJson, serveSellerApi } from './mercado-pago-stand-in-api';
import type { StandInAccount, StandInPayment, StandInPreference, StandInRequest } from './mercado-pago-stand-in-types';

/*
 * A local stand-in for Mercado Pago's public API, answering as its
 * documentation does: POST /checkout/preferences, GET /v1/payments/{id},
 * GET /v1/payments/search?external_reference=…, GET /users/me and
 * POST /oauth/token, each with the seller's access token as a Bearer token.
 * The platform's application has PKCE verification on (Mercado Pago's
 * "¿Habilitar verificación PKCE?"): the authorisation page takes only a
 * code_challenge with code_challenge_method=S256, and POST /oauth/token
 * exchanges its code only with the code_verifier whose SHA-256 it is.
 * A payment answers its collector_id (the seller who receives the money).
 * Tests make payments happen (`pay`), change them (`setStatus`), sign
 * notifications as Mercado Pago does (`notification`) and make it fail.
 */

export type { StandInAccount, StandInPayment, StandInPreference, StandInRequest };

export class MercadoPagoStandIn {
  private server: Server | null = null;
  readonly accounts = new Map<string, StandInAccount>();
  readonly preferences: StandInPreference[] = [];
  readonly payments = new Map<number, StandInPayment>();
  readonly requests: StandInRequest[] = [];
  /** While true, every call answers 503, as Mercado Pago down. */
  down = false;
  /** The platform's application, for POST /oauth/token. */
  app = { clientId: 'app-vidriera', clientSecret: `app-secret-${randomUUID()}` };
  /** How long an access token from POST /oauth/token lasts (Mercado Pago: 180 days). */
  tokenLifetimeSeconds = 15_552_000;
  readonly codes = new Map<string, StandInAccount>();
  /** The code_challenge each code was authorised with. */
  readonly challenges = new Map<string, string>();
  readonly refreshTokens = new Map<string, StandInAccount>();
  /** Every grant POST /oauth/token was asked for. */
  readonly grants: string[] = [];
  private nextPayment = 90_000_000_001;
  url = '';

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A seller's account and its access token. */
  account(nickname: string): StandInAccount {
    const account = {
      token: `APP_USR-${randomUUID()}`,
      id: 1_000_000 + this.accounts.size,
      nickname,
      email: `${nickname.toLowerCase()}@vendedor.test`,
      webhookSecret: `whsec-${randomUUID()}`,
    };
    this.accounts.set(account.token, account);
    return account;
  }

  /**
   * A seller authorises the platform's application on Mercado Pago's page,
   * opened at `authorizationUrl` (the app's address with its state and PKCE
   * challenge): the code it sends back to the redirect address.
   */
  authorize(nickname: string, authorizationUrl: string): { code: string; account: StandInAccount } {
    const query = new URL(authorizationUrl).searchParams;
    const challenge = query.get('code_challenge');
    if (!challenge || query.get('code_challenge_method') !== 'S256')
      throw new Error('la aplicación exige PKCE: falta code_challenge con code_challenge_method=S256');
    const account = this.account(nickname);
    const code = `TG-${randomUUID()}`;
    this.codes.set(code, account);
    this.challenges.set(code, challenge);
    return { code, account };
  }

  /** The seller's access token stops working (it expired). */
  expire(token: string): void {
    this.accounts.delete(token);
  }

  private issueTokens(account: StandInAccount) {
    const fresh = { ...account, token: `APP_USR-${randomUUID()}` };
    this.accounts.set(fresh.token, fresh);
    const refresh = `TG-${randomUUID()}`;
    this.refreshTokens.set(refresh, fresh);
    return {
      access_token: fresh.token,
      token_type: 'Bearer',
      expires_in: this.tokenLifetimeSeconds,
      scope: 'offline_access read write',
      user_id: account.id,
      refresh_token: refresh,
      public_key: `APP_USR-${randomUUID()}`,
      live_mode: false,
    };
  }

  private oauthToken(body: Record<string, string>, res: ServerResponse): void {
    this.grants.push(body.grant_type ?? '');
    const refused = () =>
      this.send(res, 400, { message: 'invalid_grant', error: 'invalid_grant', status: 400, cause: [] });
    if (body.client_id !== this.app.clientId || body.client_secret !== this.app.clientSecret) return refused();
    const holder =
      body.grant_type === 'authorization_code'
        ? this.codes.get(body.code ?? '')
        : body.grant_type === 'refresh_token'
          ? this.refreshTokens.get(body.refresh_token ?? '')
          : undefined;
    if (!holder) return refused();
    if (body.grant_type === 'authorization_code') {
      const verified = createHash('sha256')
        .update(body.code_verifier ?? '')
        .digest('base64url');
      if (verified !== this.challenges.get(body.code ?? '')) return refused();
    }
    // Codes and refresh tokens are good once.
    this.codes.delete(body.code ?? '');
    this.refreshTokens.delete(body.refresh_token ?? '');
    this.send(res, 200, this.issueTokens(holder));
  }

  preferenceFor(orderId: string): StandInPreference | undefined {
    return this.preferences.find((p) => p.body.external_reference === orderId);
  }

  /** A shopper pays on the checkout: a payment of the preference's seller, approved unless told, for the preference's total unless told. */
  pay(
    orderId: string,
    options: {
      status?: string;
      amount?: number;
      currency?: string;
      installments?: number;
      method?: string;
      collectorId?: number;
      payerId?: number;
    } = {},
  ): StandInPayment {
    const preference = this.preferenceFor(orderId);
    if (!preference) throw new Error(`no hay preferencia para ${orderId}`);
    const total = preference.body.items.reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity, 0) / 100;
    const status = options.status ?? 'approved';
    const payment: StandInPayment = {
      id: this.nextPayment++,
      userId: options.collectorId ?? preference.userId,
      payerId: options.payerId ?? null,
      status,
      status_detail:
        status === 'approved'
          ? 'accredited'
          : status === 'rejected'
            ? 'cc_rejected_insufficient_amount'
            : 'pending_contingency',
      transaction_amount: options.amount ?? total,
      currency_id: options.currency ?? 'ARS',
      installments: options.installments ?? 1,
      payment_method_id: options.method ?? 'visa',
      payment_type_id: 'credit_card',
      external_reference: orderId,
      date_created: new Date().toISOString(),
      date_approved: status === 'approved' ? new Date().toISOString() : null,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  setStatus(paymentId: number, status: string): void {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`no hay pago ${paymentId}`);
    payment.status = status;
  }

  /** The notification Mercado Pago sends about a payment: address query, headers (signed with `secret`) and body. */
  notification(paymentId: number | string, secret: string, options: { ts?: number; requestId?: string } = {}) {
    const requestId = options.requestId ?? randomUUID();
    const ts = String(options.ts ?? Date.now());
    const dataId = String(paymentId);
    return {
      query: `data.id=${dataId}&type=payment`,
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': signNotification(secret, dataId, requestId, ts),
      },
      body: {
        action: 'payment.updated',
        api_version: 'v1',
        data: { id: dataId },
        date_created: new Date().toISOString(),
        id: Number(paymentId) + 7,
        live_mode: false,
        type: 'payment',
        user_id: '1',
      },
    };
  }

  private checkout(method: string, url: URL, body: string, res: ServerResponse): Promise<void> {
    return serveCheckout(this, method, url, body, res);
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    sendJson(res, status, body);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
    if (this.down) return this.send(res, 503, { message: 'service unavailable', error: 'internal_error', status: 503 });
    if (url.pathname.startsWith('/checkout/v1/') || url.pathname.startsWith('/__stand-in/'))
      return this.checkout(req.method ?? '', url, Buffer.concat(chunks).toString(), res);
    if (req.method === 'POST' && url.pathname === '/oauth/token')
      return this.oauthToken(JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>, res);
    const account = this.accounts.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!account)
      return this.send(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });

    return serveSellerApi(this, account, req.method ?? '', url, req.headers, Buffer.concat(chunks).toString(), res);
  }
}
