import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { E2E_DATA_DIR } from './env';

/** Where this run keeps the super admin's authenticator secret (the server's data dir is new each run). */
const SUPER_ADMIN_SECRET_FILE = join(E2E_DATA_DIR, 'super-admin-totp.txt');

/** The code an authenticator app shows now for a base32 key (the app's defaults: SHA-1, 6 digits, 30 s). */
export function totpCode(base32Key: string): string {
  return new TOTP({ secret: Secret.fromBase32(base32Key.replace(/\s/g, '')) }).generate();
}

export function saveSuperAdminKey(base32Key: string): void {
  writeFileSync(SUPER_ADMIN_SECRET_FILE, base32Key.replace(/\s/g, ''));
}

export function superAdminKey(): string | null {
  return existsSync(SUPER_ADMIN_SECRET_FILE) ? readFileSync(SUPER_ADMIN_SECRET_FILE, 'utf8') : null;
}
