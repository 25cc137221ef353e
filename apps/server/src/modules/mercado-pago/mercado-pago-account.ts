import {
  type MercadoPagoConnectInput,
  type MercadoPagoSettings,
  MP_TOKEN_REFUSED,
  MP_UNAVAILABLE,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { apiError, invalid } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { type CredentialBox, credentialBox } from '../../shared/credential-box';
import { MercadoPagoAuthError, type MercadoPagoClient, mercadoPagoClient } from './mercado-pago-client';

/*
 * A store's Mercado Pago connection ("Cobros y stock"): the owner pastes the
 * account's access token and the notifications' secret; the token is tried
 * against Mercado Pago (GET /users/me) before anything is saved, both are
 * sealed (credential-box.ts) and never leave the server again.
 */

export interface MercadoPagoDeps {
  db: Kysely<Database>;
  box: CredentialBox;
  apiUrl: string;
  publicUrl: string;
  /** RESERVATION_TTL: how long a pending order's units are held while its payment is under way. */
  reservationSeconds: number;
  /** The platform's Mercado Pago application (MP_CLIENT_ID…), when stores may connect by OAuth. */
  oauth: MercadoPagoApp | null;
  /** Builds the API client for a token (the stand-in of tests answers at apiUrl). */
  client?: (accessToken: string) => MercadoPagoClient;
}

export interface MercadoPagoApp {
  clientId: string;
  clientSecret: string;
  /** Signs the notifications about stores connected by OAuth. */
  webhookSecret: string;
  /** Mercado Pago's authorisation page. */
  authUrl: string;
}

/** What the Mercado Pago code needs from the running server. */
export function mercadoPagoDeps({
  db,
  config,
  secret,
}: Pick<AppContext, 'db' | 'config' | 'secret'>): MercadoPagoDeps & { secret: string; shopDomain: string } {
  const { MP_CLIENT_ID: clientId, MP_CLIENT_SECRET: clientSecret, MP_WEBHOOK_SECRET: webhookSecret } = config;
  return {
    db,
    box: credentialBox(secret),
    apiUrl: config.MERCADO_PAGO_API_URL,
    publicUrl: config.PUBLIC_URL,
    shopDomain: config.SHOP_DOMAIN,
    reservationSeconds: config.RESERVATION_TTL,
    oauth:
      clientId && clientSecret && webhookSecret
        ? { clientId, clientSecret, webhookSecret, authUrl: config.MERCADO_PAGO_AUTH_URL }
        : null,
    secret,
  };
}

export const clientFor = (deps: MercadoPagoDeps, accessToken: string) =>
  (deps.client ?? ((token) => mercadoPagoClient(deps.apiUrl, token)))(accessToken);

export const notificationUrl = (publicUrl: string, storeId: string) =>
  `${publicUrl}/api/public/mercado-pago/notifications/${storeId}`;

export async function readMercadoPagoSettings(deps: MercadoPagoDeps, storeId: string): Promise<MercadoPagoSettings> {
  const row = await deps.db
    .selectFrom('mercado_pago_accounts')
    .select([
      'mp_user_id',
      'nickname',
      'email',
      'confirm_on_payment',
      'connected_at',
      'connected_by',
      'authorization_lost_at',
    ])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return {
    connected: Boolean(row),
    account: row
      ? {
          userId: row.mp_user_id,
          nickname: row.nickname,
          email: row.email,
          connectedAt: new Date(row.connected_at).toISOString(),
          connectedBy: row.connected_by,
          authorizationLost: row.authorization_lost_at !== null,
        }
      : null,
    confirmOnPayment: row?.confirm_on_payment ?? false,
    oauthAvailable: deps.oauth !== null,
    notificationUrl: notificationUrl(deps.publicUrl, storeId),
  };
}

/** A connection to save: the account Mercado Pago named, and its credentials in the clear (sealed here). */
interface Connection {
  user: { id: string; nickname?: string | null | undefined; email?: string | null | undefined };
  accessToken: string;
  /** A pasted token's own notification secret, or the OAuth refresh token and when the access token expires. */
  by: { kind: 'token'; webhookSecret: string } | { kind: 'oauth'; refreshToken: string; expiresAt: Date };
  confirmOnPayment?: boolean | undefined;
}

/** Saves (or replaces) the store's connection, sealed, and offers Mercado Pago at checkout. */
export async function saveConnection(
  deps: Pick<MercadoPagoDeps, 'db' | 'box'>,
  storeId: string,
  connection: Connection,
): Promise<void> {
  const { user, by } = connection;
  const values = {
    mp_user_id: user.id,
    nickname: user.nickname?.slice(0, 200) ?? null,
    email: user.email?.slice(0, 320) ?? null,
    connected_by: by.kind,
    access_token_encrypted: deps.box.seal(storeId, connection.accessToken),
    webhook_secret_encrypted: by.kind === 'token' ? deps.box.seal(storeId, by.webhookSecret) : null,
    refresh_token_encrypted: by.kind === 'oauth' ? deps.box.seal(storeId, by.refreshToken) : null,
    token_expires_at: by.kind === 'oauth' ? by.expiresAt : null,
    authorization_lost_at: null,
    ...(connection.confirmOnPayment !== undefined ? { confirm_on_payment: connection.confirmOnPayment } : {}),
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mercado_pago_accounts')
      .values({ store_id: storeId, ...values })
      .onConflict((oc) =>
        oc.column('store_id').doUpdateSet({ ...values, connected_at: new Date(), updated_at: new Date() }),
      )
      .execute();
    await trx
      .updateTable('stores')
      .set({ payment_methods: sql`array_append(payment_methods, 'mercadopago')`, updated_at: new Date() })
      .where('id', '=', storeId)
      .where(sql<boolean>`not ('mercadopago' = any (payment_methods))`)
      .execute();
  });
}

/** Who a token belongs to, as Mercado Pago says; a refused token is the owner's 422, an unreachable Mercado Pago a 503. */
export async function accountOf(deps: MercadoPagoDeps, accessToken: string) {
  try {
    return await clientFor(deps, accessToken).me();
  } catch (error) {
    if (error instanceof MercadoPagoAuthError) throw invalid('accessToken', MP_TOKEN_REFUSED);
    throw apiError('MERCADO_PAGO_UNAVAILABLE', MP_UNAVAILABLE);
  }
}

/** "Conectar" with a pasted token: checked with Mercado Pago (GET /users/me) before anything is saved. */
export async function connectMercadoPago(
  deps: MercadoPagoDeps,
  storeId: string,
  input: MercadoPagoConnectInput,
): Promise<MercadoPagoSettings> {
  const user = await accountOf(deps, input.accessToken);
  await saveConnection(deps, storeId, {
    user,
    accessToken: input.accessToken,
    by: { kind: 'token', webhookSecret: input.webhookSecret },
    confirmOnPayment: input.confirmOnPayment,
  });
  return readMercadoPagoSettings(deps, storeId);
}

export async function setMercadoPagoOptions(
  deps: MercadoPagoDeps,
  storeId: string,
  confirmOnPayment: boolean,
): Promise<MercadoPagoSettings> {
  await deps.db
    .updateTable('mercado_pago_accounts')
    .set({ confirm_on_payment: confirmOnPayment, updated_at: new Date() })
    .where('store_id', '=', storeId)
    .execute();
  return readMercadoPagoSettings(deps, storeId);
}

/** "Desconectar": the credentials are deleted; Mercado Pago stays a method the seller agrees by chat, as before connecting. */
export async function disconnectMercadoPago(deps: MercadoPagoDeps, storeId: string): Promise<MercadoPagoSettings> {
  await deps.db.deleteFrom('mercado_pago_accounts').where('store_id', '=', storeId).execute();
  return readMercadoPagoSettings(deps, storeId);
}
