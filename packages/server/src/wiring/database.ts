// The database and its streaming replica; closed last, after everything that uses them.
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { replicated, type ReplicatedDatabase } from '../db/replicated.js';
import type { BuildAppOptions } from './options.js';

interface Databases {
  primary: Database;
  /** The public reads' database while the replica answers and keeps up (db/replicated.ts); absent without one. */
  replica?: ReplicatedDatabase;
}

declare module 'fastify' {
  interface FastifyInstance {
    databases: Databases;
  }
}

export const databasePlugin = fp<BuildAppOptions>(
  async (app, { database, readDatabase, config }) => {
    // the public reads on the replica while it answers and keeps up, else on the primary (db/replicated.ts)
    const replica = readDatabase
      ? replicated(database, readDatabase, {
          maxLagMs: config.replicaMaxLagMs,
          onChange: (health, previous) =>
            (health.state === 'ok' ? app.log.info.bind(app.log) : app.log.warn.bind(app.log))(
              { replica: health.state, was: previous.state, lagMs: health.lagMs },
              health.state === 'ok' ? 'the public reads are back on the replica' : 'the public reads go to the primary',
            ),
        })
      : undefined;
    app.decorate('databases', { primary: database, ...(replica ? { replica } : {}) });
    // onClose hooks run last registered first: this one after every plugin registered after it
    app.addHook('onClose', async () => {
      await database.close();
      await replica?.close();
    });
  },
  { name: 'annuaire-database', fastify: '5.x', dependencies: ['annuaire-requests'] },
);
