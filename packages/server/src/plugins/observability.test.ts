// @module-tag postgres
// Request ids and Prometheus metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import type { RequestLogSettings } from '../config.js';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from './requestId.js';
import { redactAddress, redactUrl } from './requestLog.js';

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  pid?: number;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  operation?: string;
  client?: string;
  message?: string;
  err?: { message?: string };
}

/** A test app whose log lines (JSON, as on stdout) land in an array, with the log settings given. */
async function loggingApp(settings: Partial<RequestLogSettings> = {}, level = 'info') {
  const lines: string[] = [];
  const t = await createTestApp({
    logger: { level, stream: { write: (line: string) => lines.push(line) } },
    config: { requestLog: { health: false, assets: false, sample: 1, redact: true, ...settings } },
  });
  const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
  return { t, lines, parsed };
}

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
      const first = await t.app.inject({ method: 'GET', url: '/api/countries' });
      const second = await t.app.inject({ method: 'GET', url: '/api/countries' });
      const id = first.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      expect(second.headers['x-request-id']).toMatch(UUID);
      expect(second.headers['x-request-id']).not.toBe(id);
      expect(logged.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['request']);
    });
  });

  describe('given a load balancer that sends its own id', () => {
    it('keeps it, in the answer and in the log', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { 'x-request-id': 'lb-7f3a.91:xyz_2' } });
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
      const res = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    });
  });
});

describe('the request log', () => {
  describe('given the default settings', () => {
    let log: Awaited<ReturnType<typeof loggingApp>>;
    beforeAll(async () => {
      log = await loggingApp();
    });
    afterAll(() => log.t.close());

    it('writes one line per request, with its id, method, address, status, time and operation, and nothing else', async () => {
      const res = await log.t.app.inject({ method: 'GET', url: '/api/companies/1', remoteAddress: '203.0.113.7' });
      const id = res.headers['x-request-id'] as string;
      const mine = log.parsed().filter((line) => line.reqId === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/companies/1', status: 200, operation: 'getCompany' });
      expect(mine[0]?.ms).toBeGreaterThanOrEqual(0);
      // the pid once (pino's base), whatever else the line holds
      const raw = log.lines.find((line) => line.includes(id)) ?? '';
      expect(raw.match(/"pid":/g)).toHaveLength(1);
      expect(Buffer.byteLength(raw)).toBeLessThan(300);
    });

    it('logs neither the probes nor the assets and stored images', async () => {
      const before = log.lines.length;
      await log.t.app.inject({ method: 'GET', url: '/api/health' });
      await log.t.app.inject({ method: 'GET', url: '/api/health/ready' });
      await log.t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
      await log.t.app.inject({ method: 'GET', url: '/repertoire_amchams/absent.png' });
      expect(log.lines.slice(before)).toEqual([]);
    });

    it("writes no line for a server-rendered page's own calls (the page's line is the visit's one)", async () => {
      const before = log.lines.length;
      // as the page renderer asks (web/inProcessFetch.ts): the process's secret header, under the page's request id
      const internal = { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN, 'x-request-id': 'page-1' };
      for (const url of ['/api/countries', '/api/sectors/all', '/api/companies/search?page=0&size=6'])
        expect((await log.t.app.inject({ method: 'GET', url, headers: internal })).statusCode).toBe(200);
      expect(log.lines.slice(before)).toEqual([]);
      // the same header with another value is any client's request
      await log.t.app.inject({ method: 'GET', url: '/api/countries', headers: { [INTERNAL_REQUEST_HEADER]: 'guess' } });
      expect(log.parsed().slice(before)).toEqual([expect.objectContaining({ url: '/api/countries', status: 200 })]);
    });

    it('logs a client error once, with its message', async () => {
      const res = await log.t.app.inject({ method: 'GET', url: '/api/companies/999999' });
      const mine = log.parsed().filter((line) => line.reqId === res.headers['x-request-id']);
      expect(mine).toEqual([expect.objectContaining({ level: 30, status: 404, message: res.json<{ message: string }>().message })]);
    });

    it('logs a server error once, at the error level, with the error', async () => {
      const ping = log.t.ctx.database.ping;
      log.t.ctx.database.ping = () => Promise.reject(new Error('the probe broke'));
      try {
        const res = await log.t.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(500);
        const mine = log.parsed().filter((line) => line.reqId === res.headers['x-request-id']);
        expect(mine).toEqual([
          expect.objectContaining({
            level: 50,
            status: 500,
            message: 'Erreur interne du serveur',
            err: expect.objectContaining({ message: 'the probe broke' }),
          }),
        ]);
      } finally {
        log.t.ctx.database.ping = ping;
      }
    });

    it('keeps secrets, e-mail addresses and the client’s address out of the line', async () => {
      const reset = await log.t.app.inject({ method: 'GET', url: '/login?resetToken=Zt3cr3t-t0ken-value_0123456789', remoteAddress: '203.0.113.7' });
      const search = await log.t.app.inject({
        method: 'GET',
        url: '/api/companies/search?keyword=jean.dupont%40exemple.fr&page=0&size=9',
        remoteAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      });
      const text = log.lines
        .filter((line) => line.includes(String(reset.headers['x-request-id'])) || line.includes(String(search.headers['x-request-id'])))
        .join('\n');
      expect(text).not.toContain('Zt3cr3t');
      expect(text).not.toContain('dupont');
      expect(text).not.toContain('203.0.113.7');
      expect(text).not.toContain('8a2e');
      const [resetLine, searchLine] = [reset, search].map((res) => log.parsed().find((line) => line.reqId === res.headers['x-request-id']));
      expect(resetLine).toMatchObject({ url: '/login?resetToken=[redacted]', client: '203.0.113.0' });
      expect(searchLine).toMatchObject({ url: '/api/companies/search?keyword=%5Bredacted%5D&page=0&size=9', client: '2001:db8:85a3::' });
    });
  });

  describe('given LOG_HEALTH, LOG_STATIC and LOG_REDACT=false', () => {
    let log: Awaited<ReturnType<typeof loggingApp>>;
    beforeAll(async () => {
      log = await loggingApp({ health: true, assets: true, redact: false });
    });
    afterAll(() => log.t.close());

    it('logs the probes, the assets and the whole address', async () => {
      await log.t.app.inject({ method: 'GET', url: '/api/health/ready' });
      await log.t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
      await log.t.app.inject({ method: 'GET', url: '/api/companies/search?keyword=a%40b.fr', remoteAddress: '203.0.113.7' });
      expect(log.parsed().map((line) => line.url)).toEqual(['/api/health/ready', '/assets/index-abc.js', '/api/companies/search?keyword=a%40b.fr']);
      expect(log.parsed().at(-1)?.client).toBe('203.0.113.7');
    });
  });

  describe('given LOG_REQUEST_SAMPLE=0', () => {
    let log: Awaited<ReturnType<typeof loggingApp>>;
    beforeAll(async () => {
      log = await loggingApp({ sample: 0 });
    });
    afterAll(() => log.t.close());

    it('logs the failures only', async () => {
      await log.t.app.inject({ method: 'GET', url: '/api/countries' });
      await log.t.app.inject({ method: 'GET', url: '/api/companies/999999' });
      expect(log.parsed().map((line) => line.status)).toEqual([404]);
    });
  });

  describe('given LOG_LEVEL=warn', () => {
    let log: Awaited<ReturnType<typeof loggingApp>>;
    beforeAll(async () => {
      log = await loggingApp({}, 'warn');
    });
    afterAll(() => log.t.close());

    it('writes nothing for answered requests', async () => {
      await log.t.app.inject({ method: 'GET', url: '/api/countries' });
      await log.t.app.inject({ method: 'GET', url: '/api/companies/999999' });
      expect(log.lines).toEqual([]);
    });
  });

  describe('redaction', () => {
    it.each([
      ['/login?resetToken=abc&lang=fr', '/login?resetToken=[redacted]&lang=fr'],
      ['/api/x?password=p%40ss&token=t', '/api/x?password=[redacted]&token=[redacted]'],
      ['/api/companies/search?keyword=contact%40societe.ci%20abidjan', '/api/companies/search?keyword=%5Bredacted%5D%20abidjan'],
      ['/api/companies/search?keyword=bois+tropical', '/api/companies/search?keyword=bois+tropical'],
      ['/membre/jean%40exemple.fr', '/membre/%5Bredacted%5D'],
    ])('writes %s as %s', (url, logged) => {
      expect(redactUrl(url)).toBe(logged);
    });

    // A scan that restarts at every position of a value is quadratic: on these values it runs for minutes and the
    // test's own time limit stops it; a linear one takes milliseconds.
    it.each([
      ['no address in it', 'é'.repeat(200_000), 'é'.repeat(200_000)],
      ['one @ and no dot after it', `${'a'.repeat(100_000)}@${'b'.repeat(100_000)}`, `${'a'.repeat(100_000)}@${'b'.repeat(100_000)}`],
      ['an address at its end', `${'x'.repeat(300_000)} jean@exemple.fr`, `${'x'.repeat(300_000)} [redacted]`],
    ])('reads a long query value with %s in one pass', (_, value, logged) => {
      expect(decodeURIComponent(redactUrl(`/api/audit?person=${encodeURIComponent(value)}`))).toBe(`/api/audit?person=${logged}`);
    });

    it.each([
      ['203.0.113.7', '203.0.113.0'],
      ['::ffff:10.1.2.3', '10.1.2.0'],
      ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
      ['::1', '::'],
    ])('cuts the address %s to %s', (address, network) => {
      expect(redactAddress(address)).toBe(network);
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

    it("report the mail outbox (waiting, the oldest one's age, given up) and whether the file store answers", async () => {
      const before = await (await fetch(url)).text();
      expect(before).toMatch(/^annuaire_file_store_up 1$/m);
      const waiting = Number(/^annuaire_mail_outbox_pending (\d+)$/m.exec(before)?.[1]);
      // a mail written and not yet delivered (the outbox is not woken)
      await t.ctx.repositories.mails.enqueue({ kind: 'passwordReset', language: 'fr', to: 'attente@exemple.test', subject: 's', text: 't', html: 'h' });
      const after = await (await fetch(url)).text();
      expect(Number(/^annuaire_mail_outbox_pending (\d+)$/m.exec(after)?.[1])).toBe(waiting + 1);
      expect(after).toMatch(/^annuaire_mail_outbox_oldest_pending_seconds \d/m);
      expect(after).toMatch(/^annuaire_mail_outbox_failed \d+$/m);
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
