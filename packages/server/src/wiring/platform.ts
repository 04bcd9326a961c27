// What every process shares with the others (and the metrics of it all): the stored files, the rate limits and counters (in this process or in
// PostgreSQL), and the one signal that the directory changed, on which every cache of the public reads hangs.
import fp from 'fastify-plugin';
import type { ChangeTopics } from '../domain/changeTopics.js';
import { registerMetrics, serveMetrics } from '../plugins/metrics.js';
import { createMailRepository } from '../repositories/mails.js';
import { createDirectoryChanges, type DirectoryChanges } from '../services/directoryChanges.js';
import { fileStorageFor } from '../services/fileStorage.js';
import { FileStore } from '../services/files.js';
import { replicaAware } from '../services/readReplica.js';
import { createSharedState, type SharedState } from '../services/sharedState.js';
import { clockOf, type BuildAppOptions } from './options.js';

interface Platform {
  files: FileStore;
  shared: SharedState;
  changes: DirectoryChanges;
  /**
   * Runs `drop` with the topics of each change of the directory: at once, or with a replica once it has replayed the
   * write.
   */
  dropOnChange(drop: (topics: ChangeTopics) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

export const platformPlugin = fp<BuildAppOptions>(
  async (app, options) => {
    const { config } = options;
    const { primary: database, replica } = app.databases;
    const files = new FileStore(fileStorageFor(config), (error) => app.log.warn({ err: error }, 'a replaced file could not be removed'));
    const storeWarning = await files.init();
    if (storeWarning) app.log.warn(storeWarning);
    if (config.metrics) {
      // the pools, the caches, the mail outbox and the file store (src/plugins/metrics.ts)
      const mails = createMailRepository(database);
      const now = options.now ?? Date.now;
      const sources = { outbox: () => mails.health(new Date(now())), store: () => files.check() };
      serveMetrics(app, registerMetrics(app, database, replica, sources), config.metrics);
    }
    // rate limits and once-a-day counting: in this process (embedded database) or in PostgreSQL, shared by every process
    const shared = createSharedState(database, {
      ...clockOf(options),
      onError: (error) => app.log.warn({ err: error }, 'purging expired counters failed'),
    });
    // Every cache of the public reads hangs on this one signal, told by the writes of every process of the service
    // (services/directoryChanges.ts: at once here, by NOTIFY elsewhere on PostgreSQL): subscribe to it.
    const changes = createDirectoryChanges(database, { onError: (error) => app.log.warn({ err: error }, 'directory change notification failed') });
    // with a replica, the caches it fills are dropped again once it has replayed the write (services/readReplica.ts)
    const dropOnChange = (drop: (topics: ChangeTopics) => void) =>
      changes.subscribe(replica ? replicaAware(database, replica, drop, (error) => app.log.warn({ err: error }, 'waiting for the replica failed')) : drop);
    app.decorate('platform', { files, shared, changes, dropOnChange });
    app.addHook('onClose', async () => {
      shared.close();
      await changes.close();
      files.close();
    });
  },
  { name: 'annuaire-platform', fastify: '5.x', dependencies: ['annuaire-database'] },
);
