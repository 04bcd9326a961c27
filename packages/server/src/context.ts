// What every route module receives: the repositories, the platform services and the configuration.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { ReplicatedDatabase } from './db/replicated.js';
import type { Repositories } from './repositories/index.js';
import type { AuthService } from './services/auth.js';
import type { BackgroundWork } from './services/background.js';
import type { FileStore } from './services/files.js';
import type { Mailer } from './services/mailer.js';
import type { MailOutbox } from './services/mailOutbox.js';
import type { DirectoryChanges } from './services/directoryChanges.js';
import type { WeeklyDigest } from './services/weeklyDigest.js';
import type { SearchRetention } from './services/retention.js';
import type { SearchService } from './services/search.js';
import type { SharedState } from './services/sharedState.js';
import type { SimilarMembers } from './services/similarMembers.js';

export interface AppContext {
  config: Config;
  database: Database;
  /** Every aggregate's repository over the database (src/repositories). */
  repositories: Repositories;
  /** Runs `work` in one transaction with repositories bound to it: all of its writes or none. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  search: SearchService;
  /** The similar members of a member page, cached by sector and country (over the replica when there is one). */
  similar: SimilarMembers;
  auth: AuthService;
  files: FileStore;
  /** The transport of mails: SMTP, or the log without SMTP_URL. Mails go through the outbox, never straight here. */
  mailer: Mailer;
  /** Delivery of the mail outbox (rows written by ctx.transaction's `mails` repository). */
  mailOutbox: MailOutbox;
  /** Rate limits and once-a-day counters, shared by every process on PostgreSQL (services/sharedState.ts). */
  shared: SharedState;
  /** "The directory changed", from a write of any process: what every cache of the public reads subscribes to. */
  changes: DirectoryChanges;
  /** Work a request causes that runs once its answer has left (services/background.ts). */
  background: BackgroundWork;
  /** Deletes the recorded searches older than SEARCH_RETENTION_DAYS (services/retention.ts). */
  searchRetention: SearchRetention;
  /** Puts the members' weekly digests in the mail outbox (services/weeklyDigest.ts). */
  weeklyDigest: WeeklyDigest;
  /** The streaming replica of DATABASE_READ_URL, with its state (readiness, metrics); absent without one. */
  replica?: ReplicatedDatabase;
  log: FastifyBaseLogger;
}
