// Mails: rows of the outbox written with their changes, delivered by this process from its start (the ones a previous
// run left first) until its close (a mail not sent yet stays for the next start).
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mailer.js';
import { MailOutbox } from '../services/mailOutbox.js';
import { clockOf, type BuildAppOptions } from './options.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { mailer: Mailer; outbox: MailOutbox };
  }
}

export const mailPlugin = fp<BuildAppOptions>(
  async (app, options) => {
    const { config } = options;
    const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, development: config.development });
    const outbox = new MailOutbox({
      database: app.databases.primary,
      transport: mailer,
      log: app.log,
      ...clockOf(options),
      ...(options.mailPolling === false ? { poll: false } : {}),
    });
    app.decorate('mail', { mailer, outbox });
    app.addHook('onReady', async () => outbox.start());
    // the sends in progress end
    app.addHook('onClose', async () => outbox.close());
  },
  { name: 'annuaire-mail', fastify: '5.x', dependencies: ['annuaire-database'] },
);
