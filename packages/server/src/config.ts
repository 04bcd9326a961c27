// Runtime configuration from the environment, and the package's own paths (resolved from this module, never from
// the working directory, so `node dist/main.js` started from anywhere finds the migrations and the contract).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/server: this file is src/config.ts under tsx/vitest and dist/config.js once built. */
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  packageRoot,
  migrations: resolve(packageRoot, 'src/db/migrations'),
  openapi: resolve(packageRoot, '../../openapi/directory.yaml'),
  commonPasswords: resolve(packageRoot, '../../openapi/common-passwords.txt'),
  /** The search's dictionary of business terms, French and English (services/bilingual.ts). */
  businessTerms: resolve(packageRoot, 'src/services/businessTerms.tsv'),
  appDist: resolve(packageRoot, '../app/dist'),
  swaggerUi: resolve(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'), '..'),
} as const;

export interface Config {
  port: number;
  host: string;
  /** Embedded database folder, uploads (DATA_DIR/uploads) and the generated JWT secret live here. */
  dataDir: string;
  /** postgres://... selects a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_READ_URL, postgres://... of a streaming replica of DATABASE_URL: the public reads (search, company pages,
   * lists, statistics) go there; writes and authentication stay on the primary. Unset: everything on DATABASE_URL.
   */
  databaseReadUrl: string | undefined;
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS (default 10000; 0: none): PostgreSQL cancels a statement of the service that runs
   * longer (db/client.ts), and the request answers 503 instead of holding a connection. Not on the embedded database.
   */
  statementTimeoutMs: number;
  /** WORKERS: processes serving one port (node:cluster; default 1). More than 1 needs DATABASE_URL. */
  workers: number;
  /** WORKER_ID_HEADER=true: answers say which worker served them (X-Worker; tests and diagnosis, off by default). */
  workerIdHeader: boolean;
  /** HS256 secret, at least 32 bytes; when absent it is generated once and kept in DATA_DIR (see services/auth.ts). */
  jwtSecret: string | undefined;
  /** The absolute lifetime of a session from its sign-in (SESSION_MAX_AGE_DAYS, default 30). */
  sessionMaxAgeDays: number;
  /**
   * smtp(s)://user:pass@host:port: mails are sent through it; otherwise they are logged, their text (reset links)
   * only in development.
   */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base URL used in password-reset links. */
  publicUrl: string;
  appDist: string;
  logLevel: string;
  /** Seed the demo directory on the first start on an empty database. */
  seedDemo: boolean;
  /** Strict-Transport-Security on every answer (HSTS=true|false; default on when PUBLIC_URL is https). */
  hsts: boolean;
  /**
   * A developer's machine: NODE_ENV=development, or no NODE_ENV=production and a loopback PUBLIC_URL (a local
   * `npm start`). Mails without SMTP are logged whole only there.
   */
  development: boolean;
  /** S3_BUCKET set: uploads live in that S3-compatible bucket instead of DATA_DIR/uploads (services/fileStorage.ts). */
  s3: S3Settings | undefined;
  /**
   * METRICS_PORT set: Prometheus metrics at /metrics on a listener of their own, bound to METRICS_HOST (default
   * 127.0.0.1), never on the public port (src/plugins/metrics.ts).
   */
  metrics: { port: number; host: string } | undefined;
  /**
   * The raster tile server of the maps: TILE_URL, a Leaflet template with {z}/{x}/{y} (OpenStreetMap's by
   * default), and TILE_ATTRIBUTION (HTML; OpenStreetMap's by default). The app reads both from GET /api/map/tiles and
   * the CSP's img-src allows the server's origin.
   */
  tiles: { url: string; attribution: string };
  /**
   * SEARCH_CACHE=off: no result caches (search pages, match counts, company pages); every read reaches the database
   * (benchmarks of the database's own cost). On by default: the caches are part of the product.
   */
  searchCache: boolean;
  /**
   * PAGE_CACHE_MB (default 64): the server-rendered pages kept in memory, at most this many megabytes (the least
   * recently used go first); 0 keeps none.
   */
  pageCacheBytes: number;
  /**
   * PAGE_RENDERS_PER_MINUTE (default 60; 0: no limit): server renders one client may cause per minute (pages not in
   * the cache); past it, the client gets the app's page, which the browser renders itself.
   */
  pageRendersPerMinute: number;
  /**
   * TRUST_PROXY: the load balancers in front of the service, whose X-Forwarded-For names the client (Fastify's
   * trustProxy). Off by default (the socket's address is the client); a hop count (`1`: the nearest proxy) or the
   * balancers' addresses and CIDR ranges (`10.0.0.5,10.0.1.0/24`). Every per-client limit counts the client it names.
   */
  trustProxy: false | number | string[];
  /** How the request log is written (src/plugins/requestLog.ts). */
  requestLog: RequestLogSettings;
  /**
   * SEARCH_RETENTION_DAYS (default 90; 0: kept for ever): recorded searches older than this are deleted. They are in
   * the daily counters from the moment they are written (migration 0006), which every statistic reads.
   */
  searchRetentionDays: number;
  /**
   * DATABASE_READ_MAX_LAG_MS (default 10000): past this replication lag, or while the replica does not answer, the
   * public reads go to the primary (src/db/replicated.ts).
   */
  replicaMaxLagMs: number;
}

export interface RequestLogSettings {
  /** LOG_HEALTH=true: the probes' requests (/api/health, /api/health/ready) are logged too. */
  health: boolean;
  /** LOG_STATIC=true: the app's assets and the stored images are logged too. */
  assets: boolean;
  /**
   * LOG_REQUEST_SAMPLE (0 to 1, default 1): the share of successful requests logged (drawn at random); a failed one
   * (4xx, 5xx) is always logged.
   */
  sample: number;
  /**
   * LOG_REDACT (default true): tokens, e-mail addresses and the client's address do not reach the log: query values
   * named like secrets and any e-mail address in the address are replaced, the client's address is cut to its network
   * (/24 for IPv4, /48 for IPv6). LOG_REDACT=false logs them whole.
   */
  redact: boolean;
}

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function tileSettings(env: NodeJS.ProcessEnv): Config['tiles'] {
  const url = env.TILE_URL || OSM_TILE_URL;
  if (!/^https?:\/\/[^/]+\//.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got '${url}'`);
  }
  return { url, attribution: env.TILE_ATTRIBUTION || (env.TILE_URL ? '' : OSM_ATTRIBUTION) };
}

export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible server (MinIO, Ceph, R2...); absent for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the AWS SDK's default chain (AWS_* variables, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE=true: http://host/bucket/key instead of http://bucket.host/key (MinIO-like servers). */
  forcePathStyle: boolean;
  /**
   * S3_TIMEOUT_MS (default 10000): how long one call to the store may stay silent before it counts as failed (and the
   * SDK retries it, twice, with backoff); connecting has a fifth of it. A store that accepts and never answers then
   * answers 503 instead of holding the request.
   */
  timeoutMs: number;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_TIMEOUT_MS'].filter((name) => env[name]);
  if (!bucket) {
    if (others.length > 0) throw new Error(`${others.join(', ')} set without S3_BUCKET: set S3_BUCKET to store uploads in a bucket`);
    return undefined;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false, 'S3_FORCE_PATH_STYLE'),
    timeoutMs: Math.max(1, int(env.S3_TIMEOUT_MS, 10_000, 'S3_TIMEOUT_MS')),
  };
}

function bool(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false, got '${value}'`);
}

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function fraction(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`${name} must be a number from 0 to 1, got '${value}'`);
  return n;
}

const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-fA-F:]*:[0-9a-fA-F:.]*(\/\d{1,3})?$/;

/** TRUST_PROXY: unset or false, a hop count, or a list of addresses and CIDR ranges; never 'true' (every hop). */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For: name the load balancers' addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24) or the number of proxies in front (TRUST_PROXY=1)",
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1) return false;
    return hops;
  }
  const addresses = value.split(',').map((part) => part.trim());
  const wrong = addresses.find((part) => !IPV4_OR_CIDR.test(part) && !IPV6_OR_CIDR.test(part) && !['loopback', 'linklocal', 'uniquelocal'].includes(part));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY must be a number of proxies or a list of addresses and CIDR ranges, got '${wrong}'`);
  return addresses;
}

function workersOf(value: string | undefined): number {
  const workers = int(value, 1, 'WORKERS');
  if (workers < 1) throw new Error(`WORKERS must be at least 1, got '${value}'`);
  return workers;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) throw new Error('DATABASE_READ_URL names a replica of DATABASE_URL: set DATABASE_URL to the primary too');
  const port = int(env.PORT, 8080, 'PORT');
  const host = env.HOST || '127.0.0.1';
  // relative paths are taken from where the user ran the command: npm runs workspace scripts inside the package
  // but sets INIT_CWD, so `npm start` and `npm run seed` at the root share ./data
  const base = env.INIT_CWD || process.cwd();
  const dataDir = resolve(base, env.DATA_DIR || './data');
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const publicUrl = (env.PUBLIC_URL || `http://${publicHost}:${port}`).replace(/\/$/, '');
  const sessionMaxAgeDays = int(env.SESSION_MAX_AGE_DAYS, 30, 'SESSION_MAX_AGE_DAYS');
  if (sessionMaxAgeDays < 1) throw new Error(`SESSION_MAX_AGE_DAYS must be at least 1, got '${env.SESSION_MAX_AGE_DAYS}'`);
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    statementTimeoutMs: int(env.DATABASE_STATEMENT_TIMEOUT_MS, 10_000, 'DATABASE_STATEMENT_TIMEOUT_MS'),
    workers: workersOf(env.WORKERS),
    workerIdHeader: bool(env.WORKER_ID_HEADER, false, 'WORKER_ID_HEADER'),
    jwtSecret: env.JWT_SECRET || undefined,
    sessionMaxAgeDays,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Annuaire <no-reply@annuaire.local>',
    publicUrl,
    appDist: env.APP_DIST ? (isAbsolute(env.APP_DIST) ? env.APP_DIST : resolve(base, env.APP_DIST)) : paths.appDist,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    hsts: bool(env.HSTS, publicUrl.startsWith('https://'), 'HSTS'),
    development: env.NODE_ENV === 'development' || (env.NODE_ENV !== 'production' && LOOPBACK.test(publicUrl)),
    s3: s3Settings(env),
    metrics: env.METRICS_PORT ? { port: int(env.METRICS_PORT, 0, 'METRICS_PORT'), host: env.METRICS_HOST || '127.0.0.1' } : undefined,
    tiles: tileSettings(env),
    searchCache: !['off', 'false'].includes(env.SEARCH_CACHE ?? ''),
    pageCacheBytes: int(env.PAGE_CACHE_MB, 64, 'PAGE_CACHE_MB') * 1024 * 1024,
    pageRendersPerMinute: int(env.PAGE_RENDERS_PER_MINUTE, 60, 'PAGE_RENDERS_PER_MINUTE'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    requestLog: {
      health: bool(env.LOG_HEALTH, false, 'LOG_HEALTH'),
      assets: bool(env.LOG_STATIC, false, 'LOG_STATIC'),
      sample: fraction(env.LOG_REQUEST_SAMPLE, 1, 'LOG_REQUEST_SAMPLE'),
      redact: bool(env.LOG_REDACT, true, 'LOG_REDACT'),
    },
    searchRetentionDays: int(env.SEARCH_RETENTION_DAYS, 90, 'SEARCH_RETENTION_DAYS'),
    replicaMaxLagMs: int(env.DATABASE_READ_MAX_LAG_MS, 10_000, 'DATABASE_READ_MAX_LAG_MS'),
  };
}

export function appIsBuilt(config: Pick<Config, 'appDist'>): boolean {
  return existsSync(resolve(config.appDist, 'index.html'));
}
