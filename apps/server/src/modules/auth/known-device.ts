import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The device that last signed in to an account with the right password keeps
 * a signed, httpOnly cookie naming that account. When strangers' wrong
 * guesses have locked the account (sign-in-throttle.ts), that device still
 * gets through, so nobody can keep an owner out of her store by failing on
 * purpose; the guessers, who do not hold the cookie, still wait
 * (docs/product/accounts.md, "Intentos de inicio de sesión").
 *
 * The cookie names the account by an opaque tag, an HMAC of the e-mail under
 * the server's secret: whoever reads the cookie (a shared computer, a
 * browser extension, a log) learns nothing of the address, and only the
 * server can tell which account it stands for (docs/SECURITY.md).
 */
export const KNOWN_DEVICE_COOKIE = 'vidriera.known_device';
export const KNOWN_DEVICE_SECONDS = 90 * 24 * 60 * 60;

const hmac = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`${purpose}:${text}`).digest('base64url');
const signature = (secret: string, payload: string) => hmac(secret, 'known-device', payload);
/** The account's tag in the cookie: 128 bits of an HMAC of its e-mail, not the e-mail. */
const accountTag = (secret: string, email: string) =>
  hmac(secret, 'known-device-account', email.toLowerCase()).slice(0, 22);

/** The Set-Cookie line for a device that has just signed in to `email`. */
export function knownDeviceCookie(secret: string, email: string, secure: boolean, now = Date.now()): string {
  const payload = `${accountTag(secret, email)}.${Math.floor(now / 1000)}`;
  const attributes = [
    'Path=/api/auth',
    `Max-Age=${KNOWN_DEVICE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${KNOWN_DEVICE_COOKIE}=${payload}.${signature(secret, payload)}`, ...attributes].join('; ');
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Whether the request's cookies say this device last signed in to `email`, with a signature of ours that has not expired. */
export function isKnownDevice(
  secret: string,
  cookieHeader: string | undefined,
  email: string,
  now = Date.now(),
): boolean {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
    ?.slice(KNOWN_DEVICE_COOKIE.length + 1);
  const [tag, issued, given] = value?.split('.') ?? [];
  if (!tag || !issued || !given || !sameText(given, signature(secret, `${tag}.${issued}`))) return false;
  const fresh = now / 1000 - Number(issued) < KNOWN_DEVICE_SECONDS;
  return fresh && sameText(tag, accountTag(secret, email));
}
