// The transport of outgoing mail (the outbox, services/mailOutbox.ts, hands it each mail): SMTP through nodemailer
// when SMTP_URL is set, otherwise the server log: whole on a developer's machine (the reset link is there to
// click), elsewhere only the fact that a mail was sent, since a log is read by more people than the mailbox (
// defect 8: a reset link in the log is a password).
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (multipart/alternative with the text). */
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** false: the transport writes mails to the log instead of sending them (no SMTP_URL). Default true. */
  readonly delivers?: boolean;
}

/** The transport's own timeouts, shorter than the outbox's claim lease (a hung server fails the attempt). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger; development: boolean }): Mailer {
  if (!options.smtpUrl) {
    return {
      delivers: false,
      async send(message) {
        if (options.development) options.log.info({ to: message.to, subject: message.subject }, `mail (no SMTP_URL configured):\n${message.text}`);
        else options.log.warn({ to: message.to, subject: message.subject }, 'mail not sent: no SMTP_URL configured (its text, links included, is not logged)');
      },
    };
  }
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

/** What the start-up says once when mails are not sent (no SMTP_URL); undefined when they are. */
export function mailStartupNotice(config: { smtpUrl: string | undefined; development: boolean }): string | undefined {
  if (config.smtpUrl) return undefined;
  return config.development
    ? 'Mail: SMTP_URL is not set: mails are kept in the outbox and written, links included, to this log instead of sent (the network administrator reads them in the back-office, /courriels).'
    : 'Mail: SMTP_URL is not set: mails are kept in the outbox and not sent; the log says only to whom (set SMTP_URL and MAIL_FROM to send them; the network administrator reads them in the back-office, /courriels).';
}
