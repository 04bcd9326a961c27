// A fixed-window counter per key, in memory (one process serves the product), on lru-cache: each key's window is
// an entry living `windowMs` from its first hit. Used for sign-in, where the limit holds per client AND per
// account and client, and a successful sign-in clears the account's failures (reset), which @fastify/rate-limit's
// createRateLimit cannot express (its counters are hidden in the plugin's store).
import { LRUCache } from 'lru-cache';
import { clockFor } from './cache.js';

export interface RateLimitRule {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

/** Keys followed at once; beyond, the least recently used window is forgotten (memory stays bounded). */
const MAX_KEYS = 100_000;

export class RateLimiter {
  readonly #max: number;
  readonly #windows: LRUCache<string, { count: number }>;

  constructor(rule: RateLimitRule, now?: () => number) {
    this.#max = rule.max;
    this.#windows = new LRUCache({ max: MAX_KEYS, ttl: rule.windowMs, ttlResolution: 0, ...(now ? { perf: clockFor(now) } : {}) });
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. Does not count a hit. */
  retryAfter(key: string): number {
    const window = this.#windows.get(key);
    if (!window || window.count < this.#max) return 0;
    return this.#windows.getRemainingTTL(key) / 1000;
  }

  /**
   * Counts an attempt if the key is under its limit and answers 0, or answers the seconds to wait without counting.
   * Check and count are one synchronous step: of concurrent attempts, no more than `max` get through, whatever
   * happens while the first ones are being verified.
   */
  consume(key: string): number {
    const wait = this.retryAfter(key);
    if (wait > 0) return wait;
    this.hit(key);
    return 0;
  }

  /** Gives back one counted attempt (a sign-in that succeeded does not count against its client). */
  refund(key: string): void {
    const window = this.#windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  hit(key: string): void {
    const window = this.#windows.get(key);
    // counting in place keeps the window's start (a fixed window, not a sliding one)
    if (window) window.count += 1;
    else this.#windows.set(key, { count: 1 });
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }
}
