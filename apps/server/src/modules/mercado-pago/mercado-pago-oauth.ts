import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MP_OAUTH_EXPIRED, MP_OAUTH_UNAVAILABLE, MP_UNAVAILABLE } from '@vidriera/core';
import { apiError, AppError, conflict } from '../../shared/app-error';
import { clientFor, type MercadoPagoDeps, saveConnection } from './mercado-pago-account';
import { MercadoPagoAuthError, requestOAuthTokens } from './mercado-pago-client';

/*
 * Connecting by OAuth, when the platform has its Mercado Pago application
 * (MP_CLIENT_ID, MP_CLIENT_SECRET, MP_WEBHOOK_SECRET): the owner is sent to
 * Mercado Pago's authorisation page and comes back to the callback with a
 * code, exchanged for tokens (refreshed before they expire,
 * store-credentials.ts). The `state` names the store and an expiry, signed
 * with the server's secret, and must come back to the same store's owner.
 */

/** How long the owner has to authorise on Mercado Pago's page. */
const STATE_TTL_MS = 15 * 60_000;

type Deps = MercadoPagoDeps & { secret: string };

export const oauthCallbackUrl = (publicUrl: string) => `${publicUrl}/api/mercado-pago/oauth/callback`;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(`mercado-pago-oauth:${text}`).digest('base64url');

export function oauthState(secret: string, storeId: string, now = Date.now()): string {
  const body = `${storeId}.${now + STATE_TTL_MS}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${mac(secret, body)}`;
}

/** Whether `state` was made by this server for this store and has not expired. */
export function stateMatches(secret: string, state: string, storeId: string, now = Date.now()): boolean {
  const parts = state.split('.');
  if (parts.length !== 4) return false;
  const [store, expires, , signature = ''] = parts;
  const expected = Buffer.from(mac(secret, parts.slice(0, 3).join('.')));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) && store === storeId && Number(expires) > now;
}

/** Mercado Pago's page where the owner authorises the platform's application for their store. */
export function authorizationUrl(deps: Deps, storeId: string): string {
  if (!deps.oauth) throw conflict('MERCADO_PAGO_OAUTH_UNAVAILABLE', MP_OAUTH_UNAVAILABLE);
  const query = new URLSearchParams({
    client_id: deps.oauth.clientId,
    response_type: 'code',
    platform_id: 'mp',
    state: oauthState(deps.secret, storeId),
    redirect_uri: oauthCallbackUrl(deps.publicUrl),
  });
  return `${deps.oauth.authUrl}/authorization?${query}`;
}

/** The callback: checks the state, exchanges the code, asks who the account is, saves the connection sealed. */
export async function completeOAuth(deps: Deps, storeId: string, input: { code: string; state: string }): Promise<void> {
  const { oauth } = deps;
  if (!oauth) throw conflict('MERCADO_PAGO_OAUTH_UNAVAILABLE', MP_OAUTH_UNAVAILABLE);
  if (!stateMatches(deps.secret, input.state, storeId)) throw apiError('MERCADO_PAGO_OAUTH_STATE', MP_OAUTH_EXPIRED, 'state');
  try {
    const tokens = await requestOAuthTokens(deps.apiUrl, oauth, { grant_type: 'authorization_code', code: input.code, redirect_uri: oauthCallbackUrl(deps.publicUrl) });
    const user = await clientFor(deps, tokens.access_token).me();
    await saveConnection(deps, storeId, {
      user,
      accessToken: tokens.access_token,
      by: { kind: 'oauth', refreshToken: tokens.refresh_token, expiresAt: new Date(Date.now() + tokens.expires_in * 1000) },
    });
  } catch (error) {
    if (error instanceof MercadoPagoAuthError) throw apiError('MERCADO_PAGO_OAUTH_REFUSED', MP_OAUTH_EXPIRED, 'code');
    if (error instanceof AppError) throw error;
    throw apiError('MERCADO_PAGO_UNAVAILABLE', MP_UNAVAILABLE);
  }
}
