import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Mercado Pago signs each notification (docs/SECURITY.md, "Mercado Pago
 * notifications"): the header `x-signature: ts=<time>,v1=<hex>` carries
 * HMAC-SHA256 under the notification secret of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. The data id is the one
 * of the address's `data.id` (lower case when it is alphanumeric). A
 * notification is taken only when the signature matches and its time is
 * within the window, so an old one captured on the way is worth nothing.
 */

/** How far a notification's time may be from ours, either way. */
export const NOTIFICATION_WINDOW_MS = 10 * 60_000;

export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId};request-id:${requestId};ts:${ts};`;
}

/** The header Mercado Pago would send (the tests' stand-in signs with it too). */
export function signNotification(secret: string, dataId: string, requestId: string, ts: string): string {
  return `ts=${ts},v1=${createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest('hex')}`;
}

function parseHeader(header: string): { ts: string; v1: string } | null {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  return { ts, v1: v1.toLowerCase() };
}

/** The notification's time in ms: Mercado Pago writes it in milliseconds (seconds are accepted too). */
function timeOf(ts: string): number {
  const value = Number(ts);
  return value < 1e12 ? value * 1000 : value;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkNotificationSignature(
  secret: string,
  notification: { signature: string | undefined; requestId: string | undefined; dataId: string },
  now = Date.now(),
): SignatureCheck {
  const { signature, requestId } = notification;
  if (!signature || !requestId) return 'invalid';
  const parsed = parseHeader(signature);
  if (!parsed) return 'invalid';
  const dataId = /^[a-z0-9]+$/i.test(notification.dataId) ? notification.dataId.toLowerCase() : notification.dataId;
  const expected = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, parsed.ts))
    .digest();
  const given = Buffer.from(parsed.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Math.abs(now - timeOf(parsed.ts)) <= NOTIFICATION_WINDOW_MS ? 'valid' : 'expired';
}
