import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../apps/server/src/shared/mail-message';

/**
 * Signs up and confirms an account through the real endpoints; returns its cookie header.
 * The confirmation e-mail is a queued job: `drainJobs` sends it.
 */
export async function signedInCookie(
  app: FastifyInstance,
  mails: MailMessage[],
  email: string,
  origin: string,
  drainJobs: () => Promise<unknown>,
  password = 'banco-sereno-5',
): Promise<string> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { firstName: 'Bench', lastName: 'Admin', name: 'Bench Admin', email, password },
  });
  if (signUp.statusCode >= 400) throw new Error(`el registro respondió ${signUp.statusCode}: ${signUp.body}`);
  await drainJobs();
  const link = mails.filter((m) => m.to === email).at(-1)?.link;
  if (!link) throw new Error(`no llegó el email de confirmación para ${email}`);
  const url = new URL(link);
  const verified = await app.inject({ method: 'GET', url: url.pathname + url.search });
  const cookie = verified.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error('no se pudo iniciar sesión');
  return `${cookie.name}=${cookie.value}`;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The median of figures in any order, and their range as "min–max". */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
export const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
