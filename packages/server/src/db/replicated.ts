// The public reads' database when there is a streaming replica (DATABASE_READ_URL): the replica while it answers and
// is at most DATABASE_READ_MAX_LAG_MS behind, the primary otherwise. A replica that is down, refuses connections or
// lags far behind would otherwise answer every public read with a 500 (or an old directory) while the primary is fine.
// Its state is checked every CHECK_MS (bounded: a replica that accepts and never answers counts as down), and a read
// that fails with a connection error marks it down at once (routes retry that read on the primary: wiring/api.ts). The
// readiness probe and the metrics report the state and the lag.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Db, Executor, SqlParam } from './client.js';

/** How often the replica's state is checked. */
const REPLICA_CHECK_MS = 1_000;
/** A check that has not answered within this counts the replica as down. */
const REPLICA_CHECK_TIMEOUT_MS = 2_000;

/** `ok`: reads go to the replica; `lagging`: behind by more than the bound; `down`: it does not answer. */
type ReplicaState = 'ok' | 'lagging' | 'down';

export interface ReplicaHealth {
  state: ReplicaState;
  /** Milliseconds of replay behind the primary (0 when caught up); null when unknown (down, or never replayed). */
  lagMs: number | null;
}

export interface ReplicatedDatabase extends Database {
  /** The state of the last check (or of the last failure seen). */
  health(): ReplicaHealth;
  /** Checks the replica now (bounded by REPLICA_CHECK_TIMEOUT_MS) and routes the reads after its answer. */
  check(): Promise<ReplicaHealth>;
  /**
   * Whether `error` is the replica failing as a server (connection refused, reset, ended, in recovery conflict...),
   * not the query: the replica is then marked down and the read may be retried on the primary.
   */
  failed(error: unknown): boolean;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, a recovery conflict (serialization_failure)
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '40001',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|Cannot use a pool after calling end/i;

/** A server or network failure (node-postgres, the network, a drizzle error wrapping one), not a query's error. */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((one) => isConnectionFailure(one, depth + 1))) return true;
  return isConnectionFailure(cause, depth + 1);
}

const primaryScope = new AsyncLocalStorage<true>();

/**
 * Runs `work` with every read of a replicated database on the primary (its repositories, the search, the caches'
 * fills): the reads of a caller who has just written, which the replica may not have replayed yet.
 */
export function readingOnPrimary<T>(work: () => T): T {
  return primaryScope.run(true, work);
}

/** The WAL's long page header (SizeOfXLogLongPHD, 40 bytes on 64-bit builds). */
const PAGE_HEADER_BYTES = 40n;

/** The checks kept (one a second by default: an hour of a replica stuck). */
const MAX_SAMPLES = 3600;

/** A WAL location ('16/B374D848') as a number. */
function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('the replica did not answer in time'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function replicated(
  primary: Database,
  replica: Database,
  options: { maxLagMs: number; checkMs?: number; onChange?: (health: ReplicaHealth, previous: ReplicaHealth) => void; now?: () => number },
): ReplicatedDatabase {
  const now = options.now ?? Date.now;
  let health: ReplicaHealth = { state: 'ok', lagMs: 0 };
  const set = (next: ReplicaHealth) => {
    const previous = health;
    health = next;
    if (previous.state !== next.state) options.onChange?.(next, previous);
    return next;
  };
  const current = () => (health.state === 'ok' && !primaryScope.getStore() ? replica : primary);

  // The primary's WAL location at each check (everything committed before `at` is at or before `lsn`): the replica
  // lags by at most the time since the latest of these it has replayed. (The time since the last transaction it
  // replayed overstates the lag when the primary was idle before its latest write.)
  let samples: { at: number; lsn: bigint }[] = [];
  const probe = async (): Promise<ReplicaHealth> => {
    const [written] = await primary.query<{ lsn: string | null }>(
      'SELECT CASE WHEN pg_is_in_recovery() THEN NULL ELSE pg_current_wal_insert_lsn()::text END AS lsn',
    );
    const [state] = await replica.query<{ recovery: boolean; replayed: string | null }>(
      'SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replayed',
    );
    // a server that is not in recovery (a replica promoted, the primary named twice) is never behind
    if (!state?.recovery) return { state: 'ok', lagMs: 0 };
    if (!written?.lsn || !state.replayed) return { state: 'lagging', lagMs: null };
    const at = now();
    samples.push({ at, lsn: lsnValue(written.lsn) });
    const replayed = lsnValue(state.replayed);
    // an idle primary's insert location may sit past the next page's header, which the replica never replays as such
    const latest = samples.findLastIndex((sample) => sample.lsn <= replayed + PAGE_HEADER_BYTES);
    // the samples before the latest replayed one tell nothing more
    samples = samples.slice(Math.max(latest, 0)).slice(-MAX_SAMPLES);
    if (latest >= 0 && samples.length === 1) return { state: 'ok', lagMs: 0 };
    // up to date as of the latest sample it replayed; with none (behind since the first check), measured from the oldest
    const lagMs = Math.max(0, at - (samples[0] as { at: number }).at);
    return { state: lagMs <= options.maxLagMs ? 'ok' : 'lagging', lagMs };
  };
  const check = async () => {
    try {
      return set(await within(probe(), REPLICA_CHECK_TIMEOUT_MS));
    } catch {
      return set({ state: 'down', lagMs: null });
    }
  };

  let checking: Promise<ReplicaHealth> | undefined;
  const checkOnce = () => (checking ??= check().finally(() => (checking = undefined)));
  const timer = setInterval(() => void checkOnce(), options.checkMs ?? REPLICA_CHECK_MS);
  timer.unref();

  const failed = (error: unknown) => {
    if (!isConnectionFailure(error)) return false;
    set({ state: 'down', lagMs: null });
    return true;
  };
  /** On the replica while it is usable; a replica failing meanwhile leaves it for the primary, which answers. */
  const run = async <T>(work: (database: Executor) => Promise<T>): Promise<T> => {
    const target = current();
    if (target === primary) return work(primary);
    try {
      return await work(replica);
    } catch (error) {
      if (!failed(error)) throw error;
      return work(primary);
    }
  };

  // repositories keep the `db` they were made with: each use of it asks where the reads go now
  const db = new Proxy({} as Db, {
    get(_target, property) {
      const target = current().db;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

  return {
    // where the reads go now (the search bounds its statements on PostgreSQL only)
    get kind() {
      return current().kind;
    },
    db,
    query: <T extends Record<string, unknown>>(text: string, params?: SqlParam[]) => run((database) => database.query<T>(text, params)),
    queryPrepared: <T extends Record<string, unknown>>(text: string, params?: SqlParam[]) => run((database) => database.queryPrepared<T>(text, params)),
    exec: (text: string) => run((database) => database.exec(text)),
    transaction: <T>(work: (tx: Executor) => Promise<T>) => run((database) => database.transaction(work)),
    migrate: () => Promise.reject(new Error('the replica is read-only: migrations run on the primary')),
    ping: () => replica.ping(),
    async close() {
      clearInterval(timer);
      await checking;
      await replica.close();
    },
    ...(replica.poolStats ? { poolStats: replica.poolStats.bind(replica) } : {}),
    health: () => health,
    check: checkOnce,
    failed,
  };
}
