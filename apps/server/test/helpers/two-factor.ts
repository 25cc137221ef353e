import { TOTP, URI } from 'otpauth';
import type { Browser } from './test-app';

export interface Enrolment {
  /** The authenticator app's view of the secret: `totp.generate()` is the code it would show now. */
  totp: TOTP;
  backupCodes: string[];
}

/** The current code for an otpauth:// URI, as an authenticator app computes it. */
export function totpFrom(uri: string): TOTP {
  const parsed = URI.parse(uri);
  if (!(parsed instanceof TOTP)) throw new Error('no es un URI TOTP');
  return parsed;
}

/** Turns on two-factor sign-in for the signed-in person, as the security screen does: enable with the password, then confirm a code. */
export async function enrolTwoFactor(browser: Browser, password?: string): Promise<Enrolment> {
  const enabled = await browser.post('/api/auth/two-factor/enable', password === undefined ? {} : { password });
  if (enabled.statusCode !== 200) throw new Error(`two-factor/enable falló: ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const totp = totpFrom(totpURI);
  const verified = await browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
  if (verified.statusCode !== 200) throw new Error(`two-factor/verify-totp falló: ${verified.body}`);
  return { totp, backupCodes };
}
