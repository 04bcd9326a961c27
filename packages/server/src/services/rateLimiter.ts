// A fixed-window counter per key, in memory (one process serves the product). Used for sign-in, where the limit
// must hold per client AND per account, which @fastify/rate-limit's single key cannot express.
export interface RateLimitRule {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. Does not count a hit. */
  retryAfter(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.rule.max) return 0;
    return (window.start + this.rule.windowMs - this.now()) / 1000;
  }

  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { start: this.now(), count: 1 });
    if (this.windows.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && this.now() - window.start >= this.rule.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune() {
    const now = this.now();
    for (const [key, window] of this.windows) if (now - window.start >= this.rule.windowMs) this.windows.delete(key);
  }
}
