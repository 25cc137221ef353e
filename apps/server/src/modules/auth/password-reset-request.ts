import type { Database } from '@vidriera/db';
import { APIError, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import { defineJob, handleJob, type Job, type JobEntry } from '../jobs/define-job';
import { enqueueJob } from '../jobs/job-queue';
import { currentJob } from '../jobs/job-runner';
import type { Mailer, MailMessage } from '../../shared/mail-message';
import { messageIdFor } from '../mail/message-id';

/** A reset request, queued: the job looks the address up and e-mails a link if it has an account. */
export const PASSWORD_RESET_REQUEST = defineJob({
  kind: 'account.password-reset',
  payload: z.object({ email: z.string(), redirectTo: z.string().optional() }),
});

/** Reset e-mails one address gets in an hour, whoever asks (docs/product/accounts.md). */
export const RESET_MAILS_PER_ADDRESS: RateLimitRule = { max: 3, windowSeconds: 60 * 60 };

const RESET_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

const requestBody = z.object({ email: z.email(), redirectTo: z.string().optional() });

interface DeferDeps {
  db: Kysely<Database>;
  /** Off with RATE_LIMIT=false, like every other limit. */
  limited: boolean;
  wake: () => void;
}

/**
 * "Forgot my password" answers after the same work whether or not the
 * address has an account — count it against the address, queue a job — so
 * neither its answer nor its time tells them apart (docs/SECURITY.md). The
 * auth library's own handling (look-up, link, e-mail) runs later in the job,
 * which calls the library from the server (no request: this hook lets it pass).
 */
export function deferredPasswordReset(deps: DeferDeps): BetterAuthPlugin {
  return {
    id: 'vidriera-deferred-password-reset',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/request-password-reset' && ctx.request !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = requestBody.safeParse(ctx.body);
            if (!parsed.success) throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Invalid email' });
            const { redirectTo } = parsed.data;
            const email = parsed.data.email.toLowerCase();
            if (redirectTo && !ctx.context.isTrustedOrigin(redirectTo, { allowRelativePaths: true })) {
              throw new APIError('FORBIDDEN', { code: 'INVALID_REDIRECT_URL', message: 'Invalid redirectURL' });
            }
            const allowed =
              !deps.limited || (await hitRateLimit(deps.db, `password-reset-mail:${email}`, RESET_MAILS_PER_ADDRESS));
            if (allowed) {
              await enqueueJob(deps.db, PASSWORD_RESET_REQUEST, { email, ...(redirectTo ? { redirectTo } : {}) });
              deps.wake();
            }
            return ctx.json(RESET_ANSWER);
          }),
        },
      ],
    },
  };
}

/** Send failures of reset e-mails, by job: the auth library logs and swallows its callback's errors, and the job must fail to retry. */
const failedSends = new WeakMap<Job, unknown>();

/**
 * The reset e-mail, sent from inside the queued request's job (auth.ts's
 * sendResetPassword) with that job's Message-ID.
 */
export async function sendResetEmail(mailer: Mailer, publicUrl: string, message: MailMessage): Promise<void> {
  const job = currentJob();
  try {
    await mailer.send({ ...message, ...(job ? { messageId: messageIdFor(job.id, publicUrl) } : {}) });
  } catch (error) {
    if (job) failedSends.set(job, error);
    throw error;
  }
}

/** The queued request, handled by the auth library as if asked now. */
export function passwordResetJob(
  requestReset: (body: { email: string; redirectTo?: string }) => Promise<unknown>,
): JobEntry {
  return handleJob(PASSWORD_RESET_REQUEST, async (job) => {
    const { email, redirectTo } = job.payload;
    await requestReset({ email, ...(redirectTo ? { redirectTo } : {}) });
    if (failedSends.has(job)) throw failedSends.get(job);
    return undefined;
  });
}
