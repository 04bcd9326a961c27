// The counters the service keeps between requests (sign-in and password-change limits, the routes' abuse limits, the
// daily caps and once-a-day counting of ratings, tracking events and searches) and the marks it remembers for a while
// (the clients an account signed in from), where every process sees them:
// - on the embedded database (one process per data folder) in this process's memory, as before (./rateLimiter.ts,
//   ./tracking.ts);
// - on PostgreSQL in the database (migration 0011), so that N processes behind one load balancer enforce one limit
//   and count a visitor once. Each check-and-count is one atomic upsert (INSERT ... ON CONFLICT DO UPDATE ... WHERE
//   under the limit ... RETURNING): of concurrent attempts in any processes, no more than the limit get through.
//   Expired rows are purged on a timer.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.js';
import { LRUCache } from 'lru-cache';
import { clockFor } from './cache.js';
import { RateLimiter, type RateLimitRule } from './rateLimiter.js';
import { VisitorCounter, type VisitorLimit } from './tracking.js';

/** A fixed-window limit per key (./rateLimiter.ts's contract, answered now or later). */
export interface Limiter {
  /** Counts an attempt and answers 0 when the key is under its limit; otherwise the seconds to wait, counting nothing. */
  consume(key: string): number | Promise<number>;
  /** Gives back one counted attempt. */
  refund(key: string): void | Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): void | Promise<void>;
}

/** Keys remembered for a while (e.g. the addresses an account has signed in from), answered now or later. */
export interface Marks {
  /** Remembers the key for the marks' lifetime from now (again from now when it is already there). */
  add(key: string): void | Promise<void>;
  has(key: string): boolean | Promise<boolean>;
  /** Forgets the key. */
  remove(key: string): void | Promise<void>;
}

interface VisitorClient {
  address: string;
  userAgent?: string | undefined;
}

/** Once a day per visitor and item, a bounded number of items per address a day (./tracking.ts's contract). */
export interface VisitorGate {
  admit(client: VisitorClient, item: string): boolean | Promise<boolean>;
}

export interface SharedState {
  /** Where the counters live: this process ('memory', the embedded database) or the PostgreSQL database. */
  readonly where: 'memory' | 'database';
  limiter(scope: string, rule: RateLimitRule): Limiter;
  marks(scope: string, ttlMs: number): Marks;
  visitors(scope: string, limit: VisitorLimit): VisitorGate;
  /** The store of @fastify/rate-limit's per-route limits; undefined: the plugin's own in-memory store. */
  readonly routeLimitStore: FastifyRateLimitStoreCtor | undefined;
  /** Deletes expired counters and past days' salts (also done every PURGE_EVERY_MS). */
  purge(): Promise<void>;
  close(): void;
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface SharedStateOptions {
  /** Clock of the limits (tests). */
  now?: () => number;
  /** Failures of the background purge. */
  onError?: (error: unknown) => void;
}

export function createSharedState(database: Database, options: SharedStateOptions = {}): SharedState {
  const now = options.now ?? Date.now;
  if (database.kind === 'pglite') {
    return {
      where: 'memory',
      limiter: (_scope, rule) => new RateLimiter(rule, now),
      marks: (_scope, ttlMs) => memoryMarks(ttlMs, now),
      visitors: (_scope, limit) => new VisitorCounter(limit, { now: () => new Date(now()) }),
      routeLimitStore: undefined,
      purge: async () => undefined,
      close: () => undefined,
    };
  }
  return new DatabaseState(database, now, options.onError ?? (() => undefined));
}

/** At most this many marks per scope in memory; beyond, the least recently used is forgotten. */
const MAX_MARKS = 100_000;

export function memoryMarks(ttlMs: number, now: () => number = Date.now): Marks {
  const marks = new LRUCache<string, true>({ max: MAX_MARKS, ttl: ttlMs, ttlResolution: 0, perf: clockFor(now) });
  return {
    add: (key) => void marks.set(key, true),
    has: (key) => marks.get(key) === true,
    remove: (key) => void marks.delete(key),
  };
}

const opaque = (key: string) => createHash('sha256').update(key).digest('base64url');
const startOfNextUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));

class DatabaseState implements SharedState {
  readonly where = 'database' as const;
  readonly routeLimitStore: FastifyRateLimitStoreCtor;
  readonly #database: Database;
  readonly #now: () => number;
  readonly #timer: NodeJS.Timeout;
  #salt: { day: string; salt: Promise<Buffer> } | undefined;

  constructor(database: Database, now: () => number, onError: (error: unknown) => void) {
    this.#database = database;
    this.#now = now;
    this.#timer = setInterval(() => void this.purge().catch(onError), PURGE_EVERY_MS);
    this.#timer.unref();
    this.routeLimitStore = routeLimitStoreOver(database, now);
  }

  limiter(scope: string, rule: RateLimitRule): Limiter {
    const database = this.#database;
    const now = this.#now;
    // sign-in keys name an e-mail and an address: the table holds their digests only
    const keyOf = (key: string) => `limit:${scope}:${opaque(key)}`;
    return {
      async consume(key) {
        const at = now();
        const counted = await database.query<{ hits: number }>(
          `INSERT INTO shared_counters AS c (key, hits, expires_at) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.hits + 1 END,
             expires_at = CASE WHEN c.expires_at <= $3 THEN excluded.expires_at ELSE c.expires_at END
           WHERE c.expires_at <= $3 OR c.hits < $4
           RETURNING c.hits`,
          [keyOf(key), new Date(at + rule.windowMs), new Date(at), rule.max],
        );
        if (counted.length > 0) return 0;
        const [window] = await database.query<{ expiresAt: Date }>('SELECT expires_at AS "expiresAt" FROM shared_counters WHERE key = $1', [keyOf(key)]);
        return window ? Math.max(0, (window.expiresAt.getTime() - at) / 1000) : 0;
      },
      async refund(key) {
        await database.query('UPDATE shared_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND expires_at > $2', [keyOf(key), new Date(now())]);
      },
      async reset(key) {
        await database.query('DELETE FROM shared_counters WHERE key = $1', [keyOf(key)]);
      },
    };
  }

  marks(scope: string, ttlMs: number): Marks {
    const database = this.#database;
    const now = this.#now;
    // keys name an e-mail and an address: the table holds their digests only
    const keyOf = (key: string) => `mark:${scope}:${opaque(key)}`;
    return {
      async add(key) {
        await database.query(
          `INSERT INTO shared_counters (key, hits, expires_at) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at`,
          [keyOf(key), new Date(now() + ttlMs)],
        );
      },
      async has(key) {
        const rows = await database.query('SELECT 1 FROM shared_counters WHERE key = $1 AND expires_at > $2', [keyOf(key), new Date(now())]);
        return rows.length > 0;
      },
      async remove(key) {
        await database.query('DELETE FROM shared_counters WHERE key = $1', [keyOf(key)]);
      },
    };
  }

  visitors(scope: string, limit: VisitorLimit): VisitorGate {
    return {
      admit: async (client, item) => {
        const at = new Date(this.#now());
        const salt = await this.#saltOf(at.toISOString().slice(0, 10));
        const key = (...parts: string[]) => createHmac('sha256', salt).update(parts.join('\u0000')).digest('base64url').slice(0, 22);
        // The day's mark of this visitor and item, then the address's count, in one statement: the count moves only
        // when the mark is new, and only under the cap. A mark left by an address past its cap changes nothing: that
        // address is refused the rest of the day anyway. Keys change with the day's salt, so they expire with it.
        const rows = await this.#database.query<{ hits: number }>(
          `WITH mark AS (
             INSERT INTO shared_counters (key, hits, expires_at) VALUES ($1, 1, $3) ON CONFLICT (key) DO NOTHING RETURNING 1
           )
           INSERT INTO shared_counters AS c (key, hits, expires_at) SELECT $2::text, 1, $3::timestamptz WHERE EXISTS (SELECT 1 FROM mark)
           ON CONFLICT (key) DO UPDATE SET hits = c.hits + 1 WHERE c.hits < $4
           RETURNING c.hits`,
          [
            `seen:${scope}:${key(client.address, client.userAgent ?? '', item)}`,
            `visitors:${scope}:${key(client.address)}`,
            startOfNextUtcDay(at),
            limit.perAddress,
          ],
        );
        return rows.length > 0;
      },
    };
  }

  /** The day's salt, the same in every process: drawn by the first that asks, kept until the purge after that day. */
  #saltOf(day: string): Promise<Buffer> {
    if (this.#salt?.day !== day) {
      const salt = this.#database
        .query<{ salt: string }>(
          `INSERT INTO visitor_salts (day, salt) VALUES ($1, decode($2, 'hex'))
           ON CONFLICT (day) DO UPDATE SET salt = visitor_salts.salt
           RETURNING encode(salt, 'hex') AS salt`,
          [day, randomBytes(32).toString('hex')],
        )
        .then(([row]) => Buffer.from((row as { salt: string }).salt, 'hex'));
      // a failed read is asked again by the next visitor
      salt.catch(() => {
        if (this.#salt?.salt === salt) this.#salt = undefined;
      });
      this.#salt = { day, salt };
    }
    return this.#salt.salt;
  }

  async purge(): Promise<void> {
    const at = new Date(this.#now());
    await this.#database.query('DELETE FROM shared_counters WHERE expires_at <= $1', [at]);
    // once a day's salt is gone, that day's keys cannot be linked back to an address
    await this.#database.query('DELETE FROM visitor_salts WHERE day < $1::date', [at.toISOString().slice(0, 10)]);
  }

  close(): void {
    clearInterval(this.#timer);
  }
}

/** @fastify/rate-limit's store over shared_counters: one fixed window per route and client. */
function routeLimitStoreOver(database: Database, now: () => number): FastifyRateLimitStoreCtor {
  class RouteLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo;
      this.#prefix = route?.url ? `route:${String(route.method)} ${route.url}:` : 'route:';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      database
        .query<{ hits: number; expiresAt: Date }>(
          `INSERT INTO shared_counters AS c (key, hits, expires_at) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.hits + 1 END,
             expires_at = CASE WHEN c.expires_at <= $3 THEN excluded.expires_at ELSE c.expires_at END
           RETURNING c.hits, c.expires_at AS "expiresAt"`,
          [`${this.#prefix}${opaque(key)}`, new Date(at + timeWindow), new Date(at)],
        )
        .then(([row]) => {
          const { hits, expiresAt } = row as { hits: number; expiresAt: Date };
          callback(null, { current: hits, ttl: Math.max(0, expiresAt.getTime() - at) });
        }, callback);
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new RouteLimitStore(routeOptions as ConstructorParameters<typeof RouteLimitStore>[0]);
    }
  }
  return RouteLimitStore as unknown as FastifyRateLimitStoreCtor;
}
