import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The device that last signed in to an account with the right password keeps
 * a signed, httpOnly cookie naming that account. When strangers' wrong
 * guesses have locked the account (sign-in-throttle.ts), that device still
 * gets through, so nobody can keep an owner out of her store by failing on
 * purpose; the guessers, who do not hold the cookie, still wait
 * (docs/product/accounts.md, "Intentos de inicio de sesión").
 */
export const KNOWN_DEVICE_COOKIE = 'vidriera.known_device';
export const KNOWN_DEVICE_SECONDS = 90 * 24 * 60 * 60;

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`known-device:${payload}`).digest('base64url');

/** The Set-Cookie line for a device that has just signed in to `email`. */
export function knownDeviceCookie(secret: string, email: string, secure: boolean, now = Date.now()): string {
  const payload = `${Buffer.from(email).toString('base64url')}.${Math.floor(now / 1000)}`;
  const attributes = ['Path=/api/auth', `Max-Age=${KNOWN_DEVICE_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${KNOWN_DEVICE_COOKIE}=${payload}.${signature(secret, payload)}`, ...attributes].join('; ');
}

/** Whether the request's cookies say this device last signed in to `email`, with a signature of ours that has not expired. */
export function isKnownDevice(secret: string, cookieHeader: string | undefined, email: string, now = Date.now()): boolean {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
    ?.slice(KNOWN_DEVICE_COOKIE.length + 1);
  const [encodedEmail, issued, given] = value?.split('.') ?? [];
  if (!encodedEmail || !issued || !given) return false;
  const expected = Buffer.from(signature(secret, `${encodedEmail}.${issued}`));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return false;
  const fresh = now / 1000 - Number(issued) < KNOWN_DEVICE_SECONDS;
  return fresh && Buffer.from(encodedEmail, 'base64url').toString() === email;
}
