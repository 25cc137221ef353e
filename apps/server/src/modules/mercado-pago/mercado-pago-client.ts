import { z } from 'zod';

/*
 * The few calls of Mercado Pago's public API this server makes, each answer
 * parsed with zod (docs/decisions/018-mercado-pago.md: the official SDK fixes
 * its base address, and tests point ours at a local stand-in). The access
 * token travels only in the Authorization header; no error names it.
 */

const userSchema = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String),
    nickname: z.string().nullish(),
    email: z.string().nullish(),
  })
  .loose();
export type MercadoPagoUser = z.output<typeof userSchema>;

const preferenceSchema = z.object({ id: z.string(), init_point: z.url() }).loose();
export type MercadoPagoPreference = z.output<typeof preferenceSchema>;

const paymentSchema = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String),
    /** The seller the money goes to: it must be the connected account (payment-check.ts). */
    collector_id: z.union([z.number(), z.string()]).transform(String).nullish(),
    status: z.string(),
    status_detail: z.string().nullish(),
    transaction_amount: z.number().nonnegative(),
    currency_id: z.string(),
    installments: z.number().int().nullish(),
    payment_method_id: z.string().nullish(),
    payment_type_id: z.string().nullish(),
    external_reference: z.string().nullish(),
    date_approved: z.string().nullish(),
    date_last_updated: z.string().nullish(),
  })
  .loose();
export type MercadoPagoPayment = z.output<typeof paymentSchema>;

const searchSchema = z.object({ results: z.array(paymentSchema) }).loose();

export interface PreferenceItem {
  id: string;
  title: string;
  quantity: number;
  /** A decimal amount (Mercado Pago's unit), built from integer cents. */
  unit_price: number;
  currency_id: 'ARS';
}

export interface NewPreference {
  items: PreferenceItem[];
  external_reference: string;
  statement_descriptor?: string;
  back_urls: { success: string; pending: string; failure: string };
  auto_return: 'approved';
  notification_url: string;
  metadata?: Record<string, string>;
}

/** Mercado Pago refused the credentials (401/403): the owner must connect again. */
export class MercadoPagoAuthError extends Error {
  constructor(readonly status: number) {
    super(`Mercado Pago rechazó las credenciales (HTTP ${status})`);
    this.name = 'MercadoPagoAuthError';
  }
}

/** Mercado Pago could not be reached or answered something else than documented: try again later. */
export class MercadoPagoUnavailableError extends Error {
  constructor(detail: string) {
    super(`Mercado Pago no respondió como se esperaba: ${detail}`);
    this.name = 'MercadoPagoUnavailableError';
  }
}

export interface MercadoPagoClient {
  me(): Promise<MercadoPagoUser>;
  createPreference(body: NewPreference, idempotencyKey: string): Promise<MercadoPagoPreference>;
  payment(id: string): Promise<MercadoPagoPayment | null>;
  paymentsOf(externalReference: string): Promise<MercadoPagoPayment[]>;
}

const TIMEOUT_MS = 10_000;

export function mercadoPagoClient(baseUrl: string, accessToken: string): MercadoPagoClient {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    options: { body?: unknown; idempotencyKey?: string; missing?: T } = {},
  ): Promise<T> {
    const where = `${method} ${path.split('?')[0]}`;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.idempotencyKey ? { 'x-idempotency-key': options.idempotencyKey } : {}),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MercadoPagoUnavailableError(`${where}: ${error instanceof Error ? error.name : 'error de red'}`);
    }
    if (response.status === 401 || response.status === 403) throw new MercadoPagoAuthError(response.status);
    if (response.status === 404 && options.missing !== undefined) return options.missing;
    if (!response.ok) throw new MercadoPagoUnavailableError(`${where}: HTTP ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new MercadoPagoUnavailableError(`${where}: respuesta con otra forma`);
    return parsed.data;
  }

  return {
    me: () => call('GET', '/users/me', userSchema),
    createPreference: (body, idempotencyKey) =>
      call('POST', '/checkout/preferences', preferenceSchema, { body, idempotencyKey }),
    payment: (id) => call('GET', `/v1/payments/${encodeURIComponent(id)}`, paymentSchema.nullable(), { missing: null }),
    paymentsOf: async (externalReference) => {
      const query = new URLSearchParams({
        external_reference: externalReference,
        sort: 'date_created',
        criteria: 'desc',
        limit: '30',
      });
      return (await call('GET', `/v1/payments/search?${query}`, searchSchema)).results;
    },
  };
}

const oauthTokenSchema = z
  .object({
    access_token: z.string().min(1),
    refresh_token: z.string().min(1),
    expires_in: z.number().int().positive(),
    user_id: z.union([z.number(), z.string()]).transform(String),
  })
  .loose();
export type MercadoPagoTokens = z.output<typeof oauthTokenSchema>;

export type OAuthGrant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

/**
 * POST /oauth/token with the platform application's credentials: a
 * seller's authorisation code, or a refresh token, for new tokens. A refused
 * grant (4xx) is a MercadoPagoAuthError: the seller must authorise again.
 */
export async function requestOAuthTokens(
  baseUrl: string,
  app: { clientId: string; clientSecret: string },
  grant: OAuthGrant,
): Promise<MercadoPagoTokens> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: app.clientId, client_secret: app.clientSecret, ...grant }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new MercadoPagoUnavailableError(`POST /oauth/token: ${error instanceof Error ? error.name : 'error de red'}`);
  }
  if (response.status >= 400 && response.status < 500) throw new MercadoPagoAuthError(response.status);
  if (!response.ok) throw new MercadoPagoUnavailableError(`POST /oauth/token: HTTP ${response.status}`);
  const parsed = oauthTokenSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new MercadoPagoUnavailableError('POST /oauth/token: respuesta con otra forma');
  return parsed.data;
}
