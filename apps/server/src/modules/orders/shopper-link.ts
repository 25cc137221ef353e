import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { storeBase, storeHref, storeRoot } from '@vidriera/core';

/*
 * The shopper's link to their order page (docs/product/orders.md, "The
 * shopper's order page"). Its token is an HMAC of the order id under the
 * server's secret: unguessable, and the server can write the same link again
 * when a retried order (same Idempotency-Key) is answered a second time. The
 * database keeps only the token's SHA-256, and a link is checked against that
 * hash, so a leaked database reveals no link and a new secret breaks none.
 */

export function shopperToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`shopper-order:${orderId}`).digest('base64url');
}

export function shopperTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` opens the order whose token hash is `storedHash`, compared in constant time. */
export function shopperTokenMatches(storedHash: string | null, token: string | undefined): boolean {
  if (!storedHash || !token) return false;
  const given = Buffer.from(shopperTokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The shopper's order page: on the store's verified own domain when it has one
 * (ADR 023), else on the main host so it opens wherever the shopper is.
 */
export function shopperOrderUrl(
  publicUrl: string,
  slug: string,
  orderId: string,
  token: string,
  own?: { domain: string | null; shopDomain: string },
): string {
  if (own?.domain)
    return `${storeRoot(slug, { publicUrl, shopDomain: own.shopDomain }, own.domain)}${storeHref('', 'order', { id: orderId }, { token })}`;
  return `${publicUrl}${storeHref(storeBase(slug, false), 'order', { id: orderId }, { token })}`;
}

/** The order in the owner's admin: names nothing secret, opens only for the store's owner. */
export function adminOrderUrl(publicUrl: string, orderId: string): string {
  return `${publicUrl}/admin/orders/${orderId}`;
}
