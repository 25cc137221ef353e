import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { MercadoPagoDeps } from './mercado-pago-account';
import { MercadoPagoAuthError, requestOAuthTokens } from './mercado-pago-client';

/*
 * A store's credentials, opened for one use. An OAuth connection's access
 * token is refreshed before it expires (`REFRESH_AHEAD_MS`), under the
 * account's row lock so two instances never spend one refresh token twice;
 * its notifications are signed with the platform application's secret.
 */

/** Tokens expiring within this long are refreshed (Mercado Pago's last 180 days). */
export const REFRESH_AHEAD_MS = 7 * 24 * 3600_000;

export interface StoreCredentials {
  accessToken: string;
  /** The connected account's Mercado Pago user id: the collector of every payment the store accepts. */
  userId: string;
  webhookSecret: string;
  confirmOnPayment: boolean;
}

type Deps = Pick<MercadoPagoDeps, 'db' | 'box' | 'apiUrl' | 'oauth'>;

/**
 * Replaces an OAuth connection's tokens with fresh ones; resolves to the new
 * access token, or null when Mercado Pago refuses. A refusal is kept
 * (`authorization_lost_at`): the settings ask the owner to connect again, and
 * the dead refresh token is not sent again; the old access token serves until
 * it expires.
 */
async function refresh(deps: Deps, storeId: string): Promise<string | null> {
  const { oauth } = deps;
  if (!oauth) return null;
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('mercado_pago_accounts')
      .select(['access_token_encrypted', 'refresh_token_encrypted', 'token_expires_at', 'authorization_lost_at'])
      .where('store_id', '=', storeId)
      .where('connected_by', '=', 'oauth')
      .forUpdate()
      .executeTakeFirst();
    if (!row?.refresh_token_encrypted || !row.token_expires_at) return null;
    const stillValid = new Date(row.token_expires_at).getTime() > Date.now();
    if (row.authorization_lost_at) return stillValid ? deps.box.open(storeId, row.access_token_encrypted) : null;
    // Another instance refreshed it while this one waited for the lock.
    if (new Date(row.token_expires_at).getTime() - Date.now() > REFRESH_AHEAD_MS)
      return deps.box.open(storeId, row.access_token_encrypted);
    const refreshToken = deps.box.open(storeId, row.refresh_token_encrypted);
    if (!refreshToken) return null;
    let tokens;
    try {
      tokens = await requestOAuthTokens(deps.apiUrl, oauth, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
    } catch (error) {
      if (!(error instanceof MercadoPagoAuthError)) throw error;
      await trx
        .updateTable('mercado_pago_accounts')
        .set({ authorization_lost_at: new Date() })
        .where('store_id', '=', storeId)
        .execute();
      return stillValid ? deps.box.open(storeId, row.access_token_encrypted) : null;
    }
    await trx
      .updateTable('mercado_pago_accounts')
      .set({
        access_token_encrypted: deps.box.seal(storeId, tokens.access_token),
        refresh_token_encrypted: deps.box.seal(storeId, tokens.refresh_token),
        token_expires_at: new Date(Date.now() + tokens.expires_in * 1000),
        updated_at: new Date(),
      })
      .where('store_id', '=', storeId)
      .execute();
    return tokens.access_token;
  });
}

/** The store's opened credentials, or null when it is not connected (or they no longer open, or can no longer be refreshed). */
export async function loadCredentials(deps: Deps, storeId: string): Promise<StoreCredentials | null> {
  const row = await deps.db
    .selectFrom('mercado_pago_accounts')
    .select([
      'mp_user_id',
      'connected_by',
      'access_token_encrypted',
      'webhook_secret_encrypted',
      'token_expires_at',
      'confirm_on_payment',
    ])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return null;
  const webhookSecret =
    row.connected_by === 'oauth'
      ? (deps.oauth?.webhookSecret ?? null)
      : row.webhook_secret_encrypted && deps.box.open(storeId, row.webhook_secret_encrypted);
  if (!webhookSecret) return null;
  const due =
    row.token_expires_at !== null && new Date(row.token_expires_at).getTime() - Date.now() <= REFRESH_AHEAD_MS;
  const accessToken = due ? await refresh(deps, storeId) : deps.box.open(storeId, row.access_token_encrypted);
  if (!accessToken) return null;
  return { accessToken, userId: row.mp_user_id, webhookSecret, confirmOnPayment: row.confirm_on_payment };
}

/** Scheduled: refreshes every OAuth token close to expiry, so a quiet store's connection never lapses. */
export async function refreshExpiringTokens(deps: Deps, log: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  if (!deps.oauth) return 0;
  const due = await deps.db
    .selectFrom('mercado_pago_accounts')
    .select('store_id')
    .where('connected_by', '=', 'oauth')
    .where('authorization_lost_at', 'is', null)
    .where('token_expires_at', '<=', sql<Date>`now() + make_interval(secs => ${REFRESH_AHEAD_MS / 1000}::integer)`)
    .limit(100)
    .execute();
  let refreshed = 0;
  for (const { store_id: storeId } of due) {
    try {
      if (await refresh(deps, storeId)) refreshed++;
      else log.warn({ storeId }, 'Mercado Pago no renovó la autorización de la tienda');
    } catch (error) {
      log.warn(
        { storeId, reason: error instanceof Error ? error.message : 'error' },
        'no se pudo renovar la autorización de Mercado Pago',
      );
    }
  }
  return refreshed;
}
