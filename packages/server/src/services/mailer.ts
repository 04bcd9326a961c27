// Outgoing mail: through SMTP when SMTP_URL is set, otherwise written to the server log: whole on a developer's
// machine (issue 3: the reset link is there to click), elsewhere only the fact that a mail was sent, since a log is
// read by more people than the mailbox (issue 15, defect 8: a reset link in the log is a password).
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger; development: boolean }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        if (options.development) options.log.info({ to: message.to, subject: message.subject }, `mail (no SMTP_URL configured):\n${message.text}`);
        else options.log.warn({ to: message.to, subject: message.subject }, 'mail not sent: no SMTP_URL configured (its text, links included, is not logged)');
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
