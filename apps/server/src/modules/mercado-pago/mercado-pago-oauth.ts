import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MP_OAUTH_EXPIRED, MP_OAUTH_UNAVAILABLE, MP_UNAVAILABLE } from '@vidriera/core';
import { apiError, AppError, conflict } from '../../shared/app-error';
import { clientFor, type MercadoPagoDeps, saveConnection } from './mercado-pago-account';
import { MercadoPagoAuthError, requestOAuthTokens } from './mercado-pago-client';

/*
 * Connecting by OAuth, when the platform has its Mercado Pago application
 * (MP_CLIENT_ID, MP_CLIENT_SECRET, MP_WEBHOOK_SECRET): the owner is sent to
 * Mercado Pago's authorisation page and comes back to the callback with a
 * code, exchanged for tokens (refreshed before they expire,
 * store-credentials.ts). The `state` names the store and an expiry and is
 * signed with the server's secret together with the signed-in session's id:
 * it must come back within 15 minutes to the same session of the same
 * store's owner, and it is good once (kept in `used_challenges` until it
 * expires, so every instance knows). PKCE (S256): the code_verifier is an
 * HMAC of the state with the server's secret, so it is stored nowhere and
 * leaves the server only in the token exchange; a code intercepted on its
 * way back is worth nothing without it (docs/SECURITY.md).
 */

/** How long the owner has to authorise on Mercado Pago's page. */
const STATE_TTL_MS = 15 * 60_000;

type Deps = MercadoPagoDeps & { secret: string };

/** Who asks: the store, and the signed-in session the state is bound to. */
export interface OAuthAsker {
  storeId: string;
  sessionId: string;
}

export const oauthCallbackUrl = (publicUrl: string) => `${publicUrl}/api/mercado-pago/oauth/callback`;

const mac = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`mercado-pago-${purpose}:${text}`).digest('base64url');

export function oauthState(secret: string, asker: OAuthAsker, now = Date.now()): string {
  const body = `${asker.storeId}.${now + STATE_TTL_MS}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${mac(secret, 'oauth', `${body}.${asker.sessionId}`)}`;
}

/** The state's expiry when it was made by this server for this store and session and has not expired; else null. */
export function stateExpiry(secret: string, state: string, asker: OAuthAsker, now = Date.now()): number | null {
  const parts = state.split('.');
  if (parts.length !== 4) return null;
  const [store, expires, , signature = ''] = parts;
  const expected = Buffer.from(mac(secret, 'oauth', `${parts.slice(0, 3).join('.')}.${asker.sessionId}`));
  const given = Buffer.from(signature);
  const good =
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    store === asker.storeId &&
    Number(expires) > now;
  return good ? Number(expires) : null;
}

/** PKCE's code_verifier for a state (43 characters of base64url, RFC 7636's shortest) and its S256 code_challenge. */
export const codeVerifier = (secret: string, state: string) => mac(secret, 'pkce', state);
export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Marks a state used; false when it was used before (a second callback with it, on any instance). */
async function spendState(deps: Deps, state: string, expires: number): Promise<boolean> {
  const spent = await deps.db
    .insertInto('used_challenges')
    .values({ signature: `mp-oauth:${state.split('.')[3] ?? ''}`, expires_at: new Date(expires) })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return spent !== undefined;
}

/** Mercado Pago's page where the owner authorises the platform's application for their store. */
export function authorizationUrl(deps: Deps, asker: OAuthAsker): string {
  if (!deps.oauth) throw conflict('MERCADO_PAGO_OAUTH_UNAVAILABLE', MP_OAUTH_UNAVAILABLE);
  const state = oauthState(deps.secret, asker);
  const query = new URLSearchParams({
    client_id: deps.oauth.clientId,
    response_type: 'code',
    platform_id: 'mp',
    state,
    redirect_uri: oauthCallbackUrl(deps.publicUrl),
    code_challenge: codeChallenge(codeVerifier(deps.secret, state)),
    code_challenge_method: 'S256',
  });
  return `${deps.oauth.authUrl}/authorization?${query}`;
}

/** The callback: checks and spends the state, exchanges the code with its verifier, asks who the account is, saves the connection sealed. */
export async function completeOAuth(
  deps: Deps,
  asker: OAuthAsker,
  input: { code: string; state: string },
): Promise<void> {
  const { oauth } = deps;
  const { storeId } = asker;
  if (!oauth) throw conflict('MERCADO_PAGO_OAUTH_UNAVAILABLE', MP_OAUTH_UNAVAILABLE);
  const expires = stateExpiry(deps.secret, input.state, asker);
  if (expires === null || !(await spendState(deps, input.state, expires)))
    throw apiError('MERCADO_PAGO_OAUTH_STATE', MP_OAUTH_EXPIRED, 'state');
  try {
    const tokens = await requestOAuthTokens(deps.apiUrl, oauth, {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: oauthCallbackUrl(deps.publicUrl),
      code_verifier: codeVerifier(deps.secret, input.state),
    });
    const user = await clientFor(deps, tokens.access_token).me();
    await saveConnection(deps, storeId, {
      user,
      accessToken: tokens.access_token,
      by: {
        kind: 'oauth',
        refreshToken: tokens.refresh_token,
        expiresAt: new Date(Date.now() + tokens.expires_in * 1000),
      },
    });
  } catch (error) {
    if (error instanceof MercadoPagoAuthError) throw apiError('MERCADO_PAGO_OAUTH_REFUSED', MP_OAUTH_EXPIRED, 'code');
    if (error instanceof AppError) throw error;
    throw apiError('MERCADO_PAGO_UNAVAILABLE', MP_UNAVAILABLE);
  }
}
