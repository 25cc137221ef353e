import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { enqueueJob, type Job } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-runner';
import type { Mailer, MailMessage } from './mailer';
import { messageIdFor } from './message-id';

/** A written e-mail waiting to be sent; its payload is emptied once sent (it may hold a link with a token). */
export const SEND_MAIL = 'mail.send';

/**
 * A Mailer whose `send` queues the message as a job and returns at once: the
 * account e-mails (confirmation, sign-up again, password changed) leave the
 * request without waiting on the mail server, and one the mail server refuses
 * is retried (docs/decisions/016-job-queue.md).
 */
export function createQueuedMailer(db: Kysely<Database>, wake: () => void): Mailer {
  return {
    async send(message) {
      await enqueueJob(db, { kind: SEND_MAIL, payload: { message } });
      wake();
    },
  };
}

/** Sends the queued message, then forgets it: a confirmation link must not stay readable in the database. */
export function sendMailHandler(db: Kysely<Database>, mailer: Mailer, publicUrl: string): JobHandler {
  return async (job: Job) => {
    const { message } = job.payload as { message?: MailMessage };
    // Emptied only after a send that worked: a retry that finds it empty has nothing left to do.
    if (!message) return 'sent';
    await mailer.send({ ...message, messageId: messageIdFor(job.id, publicUrl) });
    await db.updateTable('jobs').set({ payload: '{}' }).where('id', '=', job.id).execute();
    return 'sent';
  };
}
