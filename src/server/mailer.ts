/**
 * Outgoing e-mail: through SMTP_URL with nodemailer when set; otherwise written to the server log, so a
 * single-machine install can still hand out reset links.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same for every attempt at one e-mail, so a receiving server can tell a retry from a new mail. */
  messageId?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  // Bounded waits, so one send never outlasts a job's lease (rules §12).
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 40_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      log.info(
        { mailTo: mail.to, subject: mail.subject },
        `E-mail not sent (SMTP_URL is not set):\n${mail.text}`,
      );
    },
  };
}
