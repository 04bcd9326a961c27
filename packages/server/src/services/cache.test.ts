import { describe, expect, it } from 'vitest';
import { LruCache } from './cache.js';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('forgets entries older than the ttl', () => {
    let now = 0;
    const cache = new LruCache<number>({ maxEntries: 5, ttlMs: 100, now: () => now });
    cache.set('a', 1);
    now = 99;
    expect(cache.get('a')).toBe(1);
    now = 200;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the entries a test accepts and keeps the others', () => {
    const cache = new LruCache<number>({ maxEntries: 5, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.deleteWhere((value) => value % 2 === 1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined]);
  });

  it('drops everything on invalidate', () => {
    const cache = new LruCache<number>({ maxEntries: 5, ttlMs: 1000 });
    cache.set('a', 1);
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
