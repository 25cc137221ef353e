import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was told the message is from and for. */
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives (no TLS, no auth). */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          mails.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, parsed });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed mid-conversation (the crash tests) resets its connection; the inbox keeps serving the others.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
