import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimiter.js';

describe('RateLimiter', () => {
  describe('given a key under its limit', () => {
    it('lets it through (retryAfter 0)', () => {
      let now = 0;
      const limiter = new RateLimiter({ max: 2, windowMs: 60_000 }, () => now);
      limiter.hit('a');
      expect(limiter.retryAfter('a')).toBe(0);
      now = 1000;
      limiter.hit('a');
      expect(limiter.retryAfter('a')).toBe(59);
    });
  });

  describe('given a key at its limit', () => {
    it('says how many seconds remain in the window, and lets it through once the window has passed', () => {
      let now = 10_000;
      const limiter = new RateLimiter({ max: 1, windowMs: 30_000 }, () => now);
      limiter.hit('a');
      now = 25_000;
      expect(limiter.retryAfter('a')).toBe(15);
      expect(limiter.retryAfter('b')).toBe(0);
      now = 40_000;
      expect(limiter.retryAfter('a')).toBe(0);
    });
  });

  describe('when a key is reset (successful sign-in)', () => {
    it('starts again from zero', () => {
      const limiter = new RateLimiter({ max: 1, windowMs: 30_000 }, () => 0);
      limiter.hit('a');
      limiter.reset('a');
      expect(limiter.retryAfter('a')).toBe(0);
    });
  });

  describe('when attempts are consumed (check and count in one step)', () => {
    it('lets exactly max through, then answers the wait without counting more', () => {
      const limiter = new RateLimiter({ max: 3, windowMs: 30_000 }, () => 0);
      const answers = Array.from({ length: 6 }, () => limiter.consume('a'));
      expect(answers).toEqual([0, 0, 0, 30, 30, 30]);
    });

    it('gives one attempt back on refund', () => {
      const limiter = new RateLimiter({ max: 1, windowMs: 30_000 }, () => 0);
      expect(limiter.consume('a')).toBe(0);
      limiter.refund('a');
      expect(limiter.consume('a')).toBe(0);
      expect(limiter.consume('a')).toBe(30);
    });
  });
});
