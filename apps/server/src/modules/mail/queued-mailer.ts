import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Mailer } from '../../shared/mail-message';
import { defineJob, handleJob, type JobEntry } from '../jobs/define-job';
import { enqueueJob } from '../jobs/job-queue';
import { messageIdFor } from './message-id';

/** A written e-mail waiting to be sent; its payload is emptied once sent (it may hold a link with a token). */
export const SEND_MAIL = defineJob({
  kind: 'mail.send',
  payload: z.object({
    message: z
      .object({
        to: z.string(),
        fromName: z.string().optional(),
        subject: z.string(),
        text: z.string(),
        html: z.string(),
        link: z.string().optional(),
        messageId: z.string().optional(),
      })
      .optional(),
  }),
});

/**
 * A Mailer whose `send` queues the message as a job and returns at once: the
 * account e-mails (confirmation, sign-up again, password changed) leave the
 * request without waiting on the mail server, and one the mail server refuses
 * is retried (docs/decisions/016-job-queue.md).
 */
export function createQueuedMailer(db: Kysely<Database>, wake: () => void): Mailer {
  return {
    async send(message) {
      await enqueueJob(db, SEND_MAIL, { message });
      wake();
    },
  };
}

/** Sends the queued message, then forgets it: a confirmation link must not stay readable in the database. */
export function sendMailJobs(db: Kysely<Database>, mailer: Mailer, publicUrl: string): JobEntry[] {
  return [sendMailJob(db, mailer, publicUrl)];
}

function sendMailJob(db: Kysely<Database>, mailer: Mailer, publicUrl: string): JobEntry {
  return handleJob(SEND_MAIL, async (job) => {
    const { message } = job.payload;
    // Emptied only after a send that worked: a retry that finds it empty has nothing left to do.
    if (!message) return 'sent';
    await mailer.send({ ...message, messageId: messageIdFor(job.id, publicUrl) });
    await db.updateTable('jobs').set({ payload: '{}' }).where('id', '=', job.id).execute();
    return 'sent';
  });
}
