import { AUTH_CALLS } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** The auth library's two-factor routes (TOTP and recovery codes); an account with a password confirms changes with it. */
const withPassword = (password: string | undefined) => (password ? { password } : {});

export function enableTwoFactor(password: string | undefined): Promise<{ totpURI: string; backupCodes: string[] }> {
  return api.post(AUTH_CALLS.enableTwoFactor.path, withPassword(password));
}

/** Confirms enrolment when signed in; completes a sign-in that asked for the second step otherwise. */
export function verifyTotp(code: string): Promise<unknown> {
  return api.post(AUTH_CALLS.verifyTotp.path, { code });
}

export function verifyBackupCode(code: string): Promise<unknown> {
  return api.post(AUTH_CALLS.verifyBackupCode.path, { code });
}

export function disableTwoFactor(password: string | undefined): Promise<unknown> {
  return api.post(AUTH_CALLS.disableTwoFactor.path, withPassword(password));
}
