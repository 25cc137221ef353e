import { expect } from '@playwright/test';
import { MAILBOX_URL } from './env';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for an e-mail to arrive at the local SMTP server and returns its first link. */
export async function linkFromLastMail(to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILBOX_URL}/?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        const mail = mails.filter((m) => subject.test(m.subject)).at(-1);
        link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
