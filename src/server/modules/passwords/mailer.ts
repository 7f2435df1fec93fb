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
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
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
