// What every route module receives: the database, the configuration and the platform services.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { AuthService } from './services/auth.js';
import type { FileStore } from './services/files.js';
import type { Mailer } from './services/mailer.js';

export interface AppContext {
  config: Config;
  database: Database;
  /** Shorthand for database.db (drizzle). */
  db: Db;
  auth: AuthService;
  files: FileStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
