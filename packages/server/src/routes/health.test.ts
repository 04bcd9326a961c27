// @module-tag postgres
// Readiness: a load balancer sends traffic to a process only while its database answers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, expectValidResponse, type TestApp } from '../testing/harness.js';

describe('given the service and its database are up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ready, never from a cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(expectValidResponse(res, 'getReadiness')).toEqual({ status: 'ok', database: 'ok', store: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('given the database is closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.close();
  });
  afterAll(() => t.close());

  it('answers 503 in the error shape, and the liveness check still answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(expectValidResponse(res, 'getReadiness')).toEqual({
      message: 'Service indisponible : la base de données ne répond pas',
      status: 503,
      error: 'Service Unavailable',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});

describe('given a database that does not answer at all (a lost network)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 once the probe gives up, instead of hanging with the database', async () => {
    const ping = t.ctx.database.ping;
    let pinged!: () => void;
    const probing = new Promise<void>((resolve) => (pinged = resolve));
    t.ctx.database.ping = () => {
      pinged();
      return new Promise<boolean>(() => undefined);
    };
    // the probe's bound elapses on a fake clock: without a bound the request still hangs (and the test times out)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = t.app.inject({ method: 'GET', url: '/api/health/ready' });
      // the probe is waiting on the database, its bound set before it asked
      await probing;
      vi.runOnlyPendingTimers();
      const res = await answer;
      expect(res.statusCode).toBe(503);
      expectValidResponse(res, 'getReadiness');
    } finally {
      vi.useRealTimers();
      t.ctx.database.ping = ping;
    }
  });
});
