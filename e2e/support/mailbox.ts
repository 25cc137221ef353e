import { expect } from '@playwright/test';
import { type CaughtMail, MAILBOX_URL } from './env';

/** Waits for an e-mail to `to` whose subject matches, and returns its text (the last such one). */
export async function mailText(to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILBOX_URL}/?to=${encodeURIComponent(to)}`)).json()) as CaughtMail[];
        text = mails.filter((m) => subject.test(m.subject)).at(-1)?.text ?? '';
        return text;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}

/** Waits for an e-mail to arrive at the local SMTP server and returns its first link. */
export async function linkFromLastMail(to: string, subject: RegExp): Promise<string> {
  const link = (await mailText(to, subject)).match(/https?:\/\/\S+/)?.[0];
  expect(link, `un enlace en el email "${subject.source}" a ${to}`).toBeDefined();
  return link ?? '';
}
