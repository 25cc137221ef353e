import { type MercadoPagoConnectInput, type MercadoPagoSettings, MP_TOKEN_REFUSED, MP_UNAVAILABLE } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AppError, invalid } from '../../shared/app-error';
import type { CredentialBox } from './credential-box';
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
  /** Builds the API client for a token (the stand-in of tests answers at apiUrl). */
  client?: (accessToken: string) => MercadoPagoClient;
}

export const clientFor = (deps: MercadoPagoDeps, accessToken: string) => (deps.client ?? ((token) => mercadoPagoClient(deps.apiUrl, token)))(accessToken);

export const notificationUrl = (publicUrl: string, storeId: string) => `${publicUrl}/api/public/mercado-pago/notifications/${storeId}`;

export async function readMercadoPagoSettings(deps: MercadoPagoDeps, storeId: string): Promise<MercadoPagoSettings> {
  const row = await deps.db
    .selectFrom('mercado_pago_accounts')
    .select(['mp_user_id', 'nickname', 'email', 'confirm_on_payment', 'connected_at'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return {
    connected: Boolean(row),
    account: row ? { userId: row.mp_user_id, nickname: row.nickname, email: row.email, connectedAt: new Date(row.connected_at).toISOString() } : null,
    confirmOnPayment: row?.confirm_on_payment ?? false,
    notificationUrl: notificationUrl(deps.publicUrl, storeId),
  };
}

/** Checks the token with Mercado Pago, then saves the connection sealed and offers Mercado Pago at checkout. */
export async function connectMercadoPago(deps: MercadoPagoDeps, storeId: string, input: MercadoPagoConnectInput): Promise<MercadoPagoSettings> {
  let user;
  try {
    user = await clientFor(deps, input.accessToken).me();
  } catch (error) {
    if (error instanceof MercadoPagoAuthError) throw invalid('accessToken', MP_TOKEN_REFUSED);
    throw new AppError(503, 'MERCADO_PAGO_UNAVAILABLE', MP_UNAVAILABLE);
  }
  const values = {
    mp_user_id: user.id,
    nickname: user.nickname?.slice(0, 200) ?? null,
    email: user.email?.slice(0, 320) ?? null,
    access_token_encrypted: deps.box.seal(storeId, input.accessToken),
    webhook_secret_encrypted: deps.box.seal(storeId, input.webhookSecret),
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mercado_pago_accounts')
      .values({ store_id: storeId, ...values, ...(input.confirmOnPayment !== undefined ? { confirm_on_payment: input.confirmOnPayment } : {}) })
      .onConflict((oc) =>
        oc.column('store_id').doUpdateSet({
          ...values,
          connected_at: new Date(),
          updated_at: new Date(),
          ...(input.confirmOnPayment !== undefined ? { confirm_on_payment: input.confirmOnPayment } : {}),
        }),
      )
      .execute();
    await trx
      .updateTable('stores')
      .set({ payment_methods: sql`array_append(payment_methods, 'mercadopago')`, updated_at: new Date() })
      .where('id', '=', storeId)
      .where(sql<boolean>`not ('mercadopago' = any (payment_methods))`)
      .execute();
  });
  return readMercadoPagoSettings(deps, storeId);
}

export async function setMercadoPagoOptions(deps: MercadoPagoDeps, storeId: string, confirmOnPayment: boolean): Promise<MercadoPagoSettings> {
  await deps.db.updateTable('mercado_pago_accounts').set({ confirm_on_payment: confirmOnPayment, updated_at: new Date() }).where('store_id', '=', storeId).execute();
  return readMercadoPagoSettings(deps, storeId);
}

/** "Desconectar": the credentials are deleted; Mercado Pago stays a method the seller agrees by chat, as before connecting. */
export async function disconnectMercadoPago(deps: MercadoPagoDeps, storeId: string): Promise<MercadoPagoSettings> {
  await deps.db.deleteFrom('mercado_pago_accounts').where('store_id', '=', storeId).execute();
  return readMercadoPagoSettings(deps, storeId);
}

export interface StoreCredentials {
  accessToken: string;
  webhookSecret: string;
  confirmOnPayment: boolean;
}

/** The store's opened credentials, or null when it is not connected (or they no longer open under this server's secret). */
export async function loadCredentials(deps: Pick<MercadoPagoDeps, 'db' | 'box'>, storeId: string): Promise<StoreCredentials | null> {
  const row = await deps.db
    .selectFrom('mercado_pago_accounts')
    .select(['access_token_encrypted', 'webhook_secret_encrypted', 'confirm_on_payment'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return null;
  const accessToken = deps.box.open(storeId, row.access_token_encrypted);
  const webhookSecret = deps.box.open(storeId, row.webhook_secret_encrypted);
  if (accessToken === null || webhookSecret === null) return null;
  return { accessToken, webhookSecret, confirmOnPayment: row.confirm_on_payment };
}
