import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from '../../shared/mail-message';

interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  logger: Pick<Logger, 'info' | 'error'>;
  /** Print each message's link with the outbox entry, for a person running the app on their machine; never in production. */
  logLinks: boolean;
}

/** What nodemailer sends for a message: from MAIL_FROM in the message's name, its Message-ID in brackets. */
function envelopeOf(from: string, { to, fromName, subject, text, html, messageId }: MailMessage) {
  return {
    from: senderOf(from, fromName),
    to,
    subject,
    text,
    html,
    ...(messageId ? { messageId: `<${messageId}>` } : {}),
  };
}

/** MAIL_FROM with another display name: the platform's address, in the name of whoever the e-mail speaks for. */
export function senderOf(from: string, fromName: string | undefined): string | { name: string; address: string } {
  if (!fromName) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: fromName, address };
}

/** SMTP when SMTP_URL is set; otherwise messages go to DATA_DIR/mail as .eml files. */
export function createMailer({ smtpUrl, from, dataDir, logger, logLinks }: MailerOptions): Mailer {
  if (smtpUrl) {
    // A mail server that stops answering fails the job (which retries) well within its lease (JOBS_LEASE).
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send({ to, fromName, subject, text, html, messageId }) {
        await transport.sendMail(envelopeOf(from, { to, fromName, subject, text, html, messageId }));
        logger.info({ subject }, 'email enviado por SMTP');
      },
    };
  }
  const outbox = join(dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, fromName, subject, text, html, link, messageId }) {
      const info = await stream.sendMail(envelopeOf(from, { to, fromName, subject, text, html, messageId }));
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${to.replace(/[^a-z0-9@.]/gi, '_')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Development mailbox (no SMTP_URL): the link is shown on purpose so a local user can follow it.
      logger.info(
        { file },
        `email "${subject}" para ${to} guardado en la bandeja local${link && logLinks ? `; enlace: ${link}` : ''}`,
      );
    },
  };
}
