import type { ChangeTopic } from '../domain/changeTopics.js';

/** What repositories tell the rest of the service about their writes. */
export interface RepositoryEvents {
  /**
   * What the public pages show changed: the caches that keep it are stale. `topic` names what changed (a company, a
   * banner...), none: everything (a sector, category or chamber name, which other records carry). Inside a
   * transaction this is told once, after the commit, with the topics of every write in it. In the app it goes to
   * ctx.changes (services/directoryChanges.ts), which tells the caches of every process.
   */
  directoryChanged(topic?: ChangeTopic): void;
}
