/**
 * The search's result caches: lru-cache bounded by entries, with a time to live so that a write made by another
 * process (a seed run against the same PostgreSQL) is seen within that delay, and `invalidate()` for the writes of
 * this process, which drops every entry at once.
 */
import { LRUCache } from 'lru-cache';

/**
 * An injected clock (tests) as lru-cache reads it. lru-cache takes an entry stored at time 0 for one without a time
 * to live, so the clock is shifted by 1 ms (the default clock, performance.now(), never reads 0).
 */
export const clockFor = (now: () => number) => ({ now: () => now() + 1 });

type CacheLookupListener = (cache: string, hit: boolean) => void;
const lookupListeners = new Set<CacheLookupListener>();

/** Hears every lookup of every named cache, hit or miss (the metrics, src/plugins/metrics.ts); returns how to stop. */
export function onCacheLookup(listener: CacheLookupListener): () => void {
  lookupListeners.add(listener);
  return () => lookupListeners.delete(listener);
}

/** Tells the listeners of a lookup in a cache that is not an LruCache (the rendered pages'). */
export function reportCacheLookup(cache: string, hit: boolean): void {
  for (const listener of lookupListeners) listener(cache, hit);
}

export class LruCache<V extends object | number | string | boolean> {
  /** Undefined for a cache of no entries (lru-cache needs at least one). */
  readonly #entries: LRUCache<string, V> | undefined;
  /** The metrics' label; an unnamed cache is not counted. */
  readonly #name: string | undefined;

  constructor(options: { maxEntries: number; ttlMs: number; now?: () => number; name?: string }) {
    this.#name = options.name;
    this.#entries =
      options.maxEntries > 0
        ? new LRUCache<string, V>({
            max: options.maxEntries,
            ttl: options.ttlMs,
            // read the clock on every call: lru-cache otherwise reuses one reading for a millisecond
            ttlResolution: 0,
            ...(options.now ? { perf: clockFor(options.now) } : {}),
          })
        : undefined;
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }

  get(key: string): V | undefined {
    const value = this.#entries?.get(key);
    if (this.#name !== undefined) reportCacheLookup(this.#name, value !== undefined);
    return value;
  }

  set(key: string, value: V): void {
    this.#entries?.set(key, value);
  }

  delete(key: string): void {
    this.#entries?.delete(key);
  }

  /** Drops the entries whose value `test` accepts (a write that changed what they show). */
  deleteWhere(test: (value: V) => boolean): void {
    if (!this.#entries) return;
    for (const [key, value] of [...this.#entries.entries()]) if (test(value)) this.#entries.delete(key);
  }

  invalidate(): void {
    this.#entries?.clear();
  }
}
