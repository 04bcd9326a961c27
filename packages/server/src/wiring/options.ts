import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { OpenApiDocument } from '../openapi.js';
import type { RouteModule } from '../routes/index.js';
import type { SignInLimits } from '../services/auth.js';
import type { Mailer } from '../services/mailer.js';

/** What buildApp takes; every plugin of src/wiring reads the part it wires. */
export interface BuildAppOptions {
  database: Database;
  /** A streaming replica of `database` (DATABASE_READ_URL): the public reads and the statistics are served from it. */
  readDatabase?: Database;
  config: Config;
  /** Defaults to SMTP (SMTP_URL) or the log; tests pass one that records the messages. */
  mailer?: Mailer;
  /** false: the mail outbox is delivered only when asked (tests: ctx.mailOutbox.deliverDue()); default true. */
  mailPolling?: boolean;
  signInLimits?: SignInLimits;
  /** Defaults to src/routes/index.ts's registry. */
  routeModules?: readonly RouteModule[];
  logger?: FastifyServerOptions['logger'];
  /** Defaults to openapi/directory.yaml. */
  document?: OpenApiDocument;
  /** Clock for tokens and limits (tests). */
  now?: () => number;
  /** Addresses per sitemap file (50,000, the protocol's limit; tests page with fewer). */
  sitemapPageSize?: number;
}

/** The clock option as the services take it: absent unless a test gives one. */
export const clockOf = (options: BuildAppOptions): { now?: () => number } => (options.now ? { now: options.now } : {});
