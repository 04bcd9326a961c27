// Request ids and Prometheus metrics (issue 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createTestApp, type TestApp } from '../testing/harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  const logged: { reqId?: string; msg?: string }[] = [];
  beforeAll(async () => {
    // the app's own logger, writing JSON lines into an array instead of stdout
    t = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line) as { reqId?: string }) } },
    });
  });
  afterAll(() => t.close());

  describe('given a request without X-Request-Id', () => {
    it('answers a new UUID in X-Request-Id, a different one each time, and logs the request under it', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/api/health' });
      const second = await t.app.inject({ method: 'GET', url: '/api/health' });
      const id = first.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      expect(second.headers['x-request-id']).toMatch(UUID);
      expect(second.headers['x-request-id']).not.toBe(id);
      expect(logged.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    });
  });

  describe('given a load balancer that sends its own id', () => {
    it('keeps it, in the answer and in the log', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.91:xyz_2' } });
      expect(res.headers['x-request-id']).toBe('lb-7f3a.91:xyz_2');
      expect(logged.some((line) => line.reqId === 'lb-7f3a.91:xyz_2')).toBe(true);
    });

    it('keeps it on an error answer too', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies/999999', headers: { 'x-request-id': 'abc-123' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-request-id']).toBe('abc-123');
    });
  });

  describe('given an id that is too long or carries unsafe characters', () => {
    it.each([
      ['129 characters', 'a'.repeat(129)],
      ['a space and a forged log field', 'x" level=error msg=forged'],
      ['a slash', 'a/b'],
    ])('replaces %s with a new UUID', async (_label, given) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    });
  });
});

describe('metrics', () => {
  describe('given METRICS_PORT is not set (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('are not served on the public port (/metrics there is a page of the app like any other path)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toContain('http_requests_total');
    });
  });

  describe('given METRICS_PORT', () => {
    let t: TestApp;
    let url: string;
    beforeAll(async () => {
      t = await createTestApp({ config: { metrics: { port: 0, host: '127.0.0.1' } } });
      url = metricsUrlOf(t);
    });
    afterAll(() => t.close());

    it('count requests and their latency by route pattern, not by address', async () => {
      await t.app.inject({ method: 'GET', url: '/api/companies/1' });
      await t.app.inject({ method: 'GET', url: '/api/companies/2' });
      const text = await (await fetch(url)).text();
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/companies\/:id",status_code="200"\} 2$/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/companies\/:id",status_code="200"\} 2$/m);
      expect(text).not.toContain('/api/companies/1"');
    });

    it('count the search cache hits and misses', async () => {
      const search = '/api/companies/search?keyword=conseil&page=0&size=10';
      await t.app.inject({ method: 'GET', url: search });
      await t.app.inject({ method: 'GET', url: search });
      const text = await (await fetch(url)).text();
      expect(Number(/^annuaire_cache_lookups_total\{cache="search-results",result="hit"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
      expect(Number(/^annuaire_cache_lookups_total\{cache="search-results",result="miss"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    });

    it.runIf(process.env.DATABASE_URL)('report the PostgreSQL pool', async () => {
      const text = await (await fetch(url)).text();
      expect(text).toMatch(/^annuaire_db_pool_connections\{pool="primary"\} \d+$/m);
      expect(text).toMatch(/^annuaire_db_pool_waiting_requests\{pool="primary"\} 0$/m);
    });

    it('include the process metrics, and answer only /metrics', async () => {
      expect(await (await fetch(url)).text()).toMatch(/^process_cpu_seconds_total \d/m);
      expect((await fetch(url.replace('/metrics', '/api/health'))).status).toBe(404);
      expect(t.app.metrics?.address()?.address).toBe('127.0.0.1');
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('process_cpu_seconds_total');
    });
  });
});

describe.runIf(process.env.DATABASE_URL)('metrics with a read replica (DATABASE_READ_URL, PostgreSQL)', () => {
  let t: TestApp;
  let replica: Database;
  beforeAll(async () => {
    // a second pool on the same server stands for the replica: only its gauges are read here
    replica = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    t = await createTestApp({ readDatabase: replica, config: { metrics: { port: 0, host: '127.0.0.1' } } });
  });
  afterAll(async () => {
    await t.close();
    await replica.close();
  });

  it('report both pools, each under its name', async () => {
    await replica.query('SELECT 1');
    const text = await (await fetch(metricsUrlOf(t))).text();
    expect(text).toMatch(/^annuaire_db_pool_connections\{pool="primary"\} \d+$/m);
    expect(text).toMatch(/^annuaire_db_pool_connections\{pool="replica"\} [1-9]\d*$/m);
  });
});

function metricsUrlOf(t: TestApp): string {
  const address = t.app.metrics?.address();
  if (!address) throw new Error('the metrics listener did not start');
  return `http://${address.address}:${address.port}/metrics`;
}
