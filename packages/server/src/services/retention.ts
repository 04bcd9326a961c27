// Recorded searches are kept for a bounded time (SEARCH_RETENTION_DAYS, 90 by default). A search is in the daily
// counters from the moment it is written (migration 0006's trigger, on INSERT only), and every statistic reads those
// counters: a row older than the bound serves nothing but the disk (156 MiB an hour under a benchmark's load).
// Deleted in batches of DELETE_BATCH on a timer, one process at a time (a transaction-level advisory lock, so several
// processes on one PostgreSQL do not delete the same rows together); the counters are left as they are.
import type { Database } from '../db/client.js';

const DAY_MS = 24 * 3600 * 1000;
/** Rows deleted per statement: a short lock and a bounded WAL volume per transaction. */
const DELETE_BATCH = 5_000;
const PURGE_EVERY_MS = 3600 * 1000;
/** The first purge, a little after start (not on the start's own path). */
const FIRST_PURGE_MS = 60 * 1000;
/** pg_try_advisory_xact_lock's keys: the product, then 'search retention' (the migrations hold (…, 1)). */
const RETENTION_LOCK = [0x616e6e75, 2];

export class SearchRetention {
  readonly #database: Database;
  readonly #days: number;
  readonly #now: () => number;
  readonly #timers: NodeJS.Timeout[] = [];
  #running: Promise<number> | undefined;

  constructor(database: Database, options: { days: number; now?: () => number }) {
    this.#database = database;
    this.#days = options.days;
    this.#now = options.now ?? Date.now;
  }

  /** Purges now and then every hour, reporting failures to `onError`. Nothing when the retention is 0 (kept for ever). */
  start(onError: (error: unknown) => void): void {
    if (this.#days <= 0) return;
    const run = () => void this.purge().catch(onError);
    const first = setTimeout(run, FIRST_PURGE_MS);
    const every = setInterval(run, PURGE_EVERY_MS);
    first.unref();
    every.unref();
    this.#timers.push(first, every);
  }

  /** Deletes the searches recorded before the bound; resolves with how many. */
  purge(): Promise<number> {
    if (this.#days <= 0) return Promise.resolve(0);
    this.#running ??= this.#purge().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #purge(): Promise<number> {
    const before = new Date(this.#now() - this.#days * DAY_MS);
    let deleted = 0;
    for (;;) {
      const batch = await this.#database.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', RETENTION_LOCK);
        // another process is purging: it will delete these rows
        if (!lock?.locked) return 0;
        const rows = await tx.query<{ n: number }>(
          `WITH old AS (SELECT id FROM searches WHERE at < $1 ORDER BY id LIMIT ${DELETE_BATCH}),
                gone AS (DELETE FROM searches s USING old WHERE s.id = old.id RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [before],
        );
        return rows[0]?.n ?? 0;
      });
      deleted += batch;
      if (batch < DELETE_BATCH) return deleted;
    }
  }

  close(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.length = 0;
  }
}
