// What every route module receives (context.ts's AppContext), over the primary and, for the public reads, the replica.
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { BackgroundWork } from '../services/background.js';
import type { BuildAppOptions } from './options.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The route modules' context over the replica's repositories, when there is a replica. */
    readCtx: AppContext | undefined;
  }
}

export const contextPlugin = fp<BuildAppOptions>(
  async (app, { config }) => {
    const { primary: database, replica } = app.databases;
    const { files, shared, changes } = app.platform;
    const { repositories, readRepositories, transaction } = app.data;
    const background = new BackgroundWork(app.log);
    const ctx: AppContext = {
      config,
      database,
      repositories,
      transaction,
      search: app.caches.search,
      similar: app.caches.similar,
      auth: app.authService,
      files,
      mailer: app.mail.mailer,
      mailOutbox: app.mail.outbox,
      shared,
      changes,
      background,
      searchRetention: app.jobs.searchRetention,
      weeklyDigest: app.jobs.weeklyDigest,
      ...(replica ? { replica } : {}),
      log: app.log,
    };
    app.decorate('ctx', ctx);
    app.decorate('readCtx', readRepositories ? { ...ctx, repositories: readRepositories } : undefined);
    // first on close: what answered requests left to do (a password reset's mail) still uses the database
    app.addHook('onClose', async () => background.idle());
  },
  {
    name: 'annuaire-context',
    fastify: '5.x',
    dependencies: ['annuaire-database', 'annuaire-platform', 'annuaire-data', 'annuaire-mail', 'annuaire-caches', 'annuaire-auth', 'annuaire-jobs'],
  },
);
