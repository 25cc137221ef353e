/*
 * What an e-mail is and what sends one: the port every area writes e-mails to. The context's mailer queues
 * them as jobs (modules/mail/queued-mailer.ts); the job's handler sends them with the SMTP or outbox mailer
 * (modules/mail/mailer.ts).
 */

export interface MailMessage {
  to: string;
  /** The sender's display name (a store's name for its shoppers' e-mails); the address stays the platform's (MAIL_FROM). */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the person must open; printed in outbox mode so a local user can follow it. */
  link?: string;
  /**
   * The Message-ID header, without brackets: the job's id (mail-jobs.ts), so a
   * job retried after the server accepted its e-mail sends the same message
   * again, and mail systems keep one (docs/decisions/016-job-queue.md).
   */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
