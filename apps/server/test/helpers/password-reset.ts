import { expect } from 'vitest';
import { Browser, lastLinkFor, type TestApp } from './test-app';

/* A password reset by e-mail, step by step, for the reset tests (auth-password-reset*.test.ts). */

export const RESET_PAGE = '/auth/reset-password';

export function passwordResets(t: TestApp) {
  async function requestReset(email: string) {
    return new Browser(t.app).post('/api/auth/request-password-reset', { email, redirectTo: RESET_PAGE });
  }

  /** Follows the e-mailed link like a browser does; returns the token the reset page receives. */
  async function tokenFromResetMail(email: string): Promise<string> {
    const link = new URL(lastLinkFor(t.mails, email));
    const res = await new Browser(t.app).get(link.pathname + link.search);
    expect(res.statusCode).toBe(302);
    const landing = new URL(String(res.headers.location), 'http://localhost:3000');
    expect(landing.pathname).toBe(RESET_PAGE);
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    return String(token);
  }

  async function signIn(email: string, password: string) {
    return new Browser(t.app).post('/api/auth/sign-in/email', { email, password });
  }

  async function resetPassword(token: string, newPassword: string) {
    return new Browser(t.app).post('/api/auth/reset-password', { newPassword, token });
  }
  return { requestReset, tokenFromResetMail, signIn, resetPassword };
}
