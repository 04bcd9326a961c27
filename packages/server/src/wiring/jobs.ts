// The service's timed work: old searches deleted, the weekly digests made every Monday.
import fp from 'fastify-plugin';
import { SearchRetention } from '../services/retention.js';
import { WeeklyDigest } from '../services/weeklyDigest.js';
import { clockOf, type BuildAppOptions } from './options.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: { searchRetention: SearchRetention; weeklyDigest: WeeklyDigest };
  }
}

export const jobsPlugin = fp<BuildAppOptions>(
  async (app, options) => {
    const { config } = options;
    // recorded searches past SEARCH_RETENTION_DAYS are deleted (they are in the daily counters from the start)
    const searchRetention = new SearchRetention(app.databases.primary, { days: config.searchRetentionDays, ...clockOf(options) });
    searchRetention.start((error) => app.log.warn({ err: error }, 'deleting old searches failed'));
    // the members who asked for it get their company's past week every Monday, through the outbox
    const weeklyDigest = new WeeklyDigest({ transaction: app.data.transaction, publicUrl: config.publicUrl, outbox: app.mail.outbox, ...clockOf(options) });
    weeklyDigest.start((error) => app.log.warn({ err: error }, 'making the weekly digests failed'));
    app.decorate('jobs', { searchRetention, weeklyDigest });
    app.addHook('onClose', async () => {
      searchRetention.close();
      weeklyDigest.close();
    });
  },
  { name: 'annuaire-jobs', fastify: '5.x', dependencies: ['annuaire-database', 'annuaire-data', 'annuaire-mail'] },
);
