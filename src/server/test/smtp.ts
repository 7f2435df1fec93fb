/**
 * A real SMTP server in the test process (smtp-server), so e-mail tests go through a whole SMTP conversation
 * with nodemailer and read back what arrived, parsed (mailparser). `answer` decides each attempt's fate: accept
 * it, refuse it for now (4xx) or for good (5xx), or hold it unanswered (a server that hangs mid-send).
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Answer = 'accept' | 'hold' | { code: number; message: string };

export interface Received {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

const present = (mail: ParsedMail): Received => ({
  to: [mail.to ?? []]
    .flat()
    .flatMap((a) => a.value.map((v) => v.address ?? ''))
    .join(', '),
  subject: mail.subject ?? '',
  text: mail.text ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  messageId: mail.messageId ?? '',
});

export async function startSmtp(answer: (to: string, attempt: number) => Answer = () => 'accept') {
  const received: Received[] = [];
  /** Attempts per recipient, refused ones included. */
  const attempts = new Map<string, number>();
  const held: (() => void)[] = [];
  /** The Message-IDs of the mails held unanswered. */
  const heldIds: string[] = [];
  let changed = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      const attempt = (attempts.get(to) ?? 0) + 1;
      attempts.set(to, attempt);
      const fate = answer(to, attempt);
      simpleParser(stream).then((mail) => {
        if (fate === 'hold') {
          heldIds.push(mail.messageId ?? '');
          held.push(() => callback(new Error('closed')));
        } else if (fate === 'accept') {
          received.push(present(mail));
          callback();
        } else {
          callback(Object.assign(new Error(fate.message), { responseCode: fate.code }));
        }
        changed();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits until `done()` holds, checking after each attempt; fails after `ms`. */
  const until = (done: () => boolean, ms = 20_000) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => reject(new Error('Timed out waiting for the SMTP server')), ms);
      const before = changed;
      changed = () => {
        before();
        if (done()) {
          clearTimeout(timer);
          changed = before;
          resolve();
        }
      };
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: (to: string) => attempts.get(to) ?? 0,
    /** What arrived for one address. */
    to: (address: string) => received.filter((m) => m.to === address),
    until,
    /** How many sends are being held unanswered. */
    holding: () => held.length,
    heldIds,
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of held.splice(0)) release();
        server.close(() => resolve());
      }),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
