// The repositories over the primary and over the replica, and the write's transaction (audited inside an audited call).
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { EVERY_TOPIC } from '../domain/changeTopics.js';
import { auditedTransactions } from '../plugins/audit.js';
import { createRepositories, type Repositories, type RepositoryEvents } from '../repositories/index.js';
import type { BuildAppOptions } from './options.js';

interface Data {
  events: RepositoryEvents;
  repositories: Repositories;
  /** The public reads and the statistics on the replica, when there is one. */
  readRepositories?: Repositories;
  transaction: AppContext['transaction'];
}

declare module 'fastify' {
  interface FastifyInstance {
    data: Data;
  }
}

export const dataPlugin = fp<BuildAppOptions>(
  async (app) => {
    const { primary: database, replica } = app.databases;
    const events: RepositoryEvents = { directoryChanged: (topic) => app.platform.changes.publish(topic === undefined ? EVERY_TOPIC : new Set([topic])) };
    const repositories = createRepositories(database, events);
    // a write's transaction; inside an audited call it also writes the call's audit entry (plugins/audit.ts)
    const transaction = auditedTransactions(database, events);
    // the public reads and the statistics on the replica; authentication, writes and the back-office on the primary
    const readRepositories = replica ? createRepositories(replica, events) : undefined;
    app.decorate('data', { events, repositories, transaction, ...(readRepositories ? { readRepositories } : {}) });
  },
  { name: 'annuaire-data', fastify: '5.x', dependencies: ['annuaire-database', 'annuaire-platform'] },
);
