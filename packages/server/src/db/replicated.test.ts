// @module-tag postgres
// The public reads when the read replica (DATABASE_READ_URL) fails: they go to the primary, the readiness probe and
// the metrics tell the replica's state, and a server-rendered page whose read failed is never kept as a "not found".
// Both engines: the replica here is a PostgreSQL address nobody listens on (connection refused), or
// another server of its own; the page is a member page whose read fails on the database.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIXTURE } from '../testing/fixture.js';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import { cloneTemplate } from '../testing/template.js';
import { openDatabase, type Database } from './client.js';
import { isConnectionFailure, replicated } from './replicated.js';

/** A loopback port nobody listens on: a connection to it is refused at once. */
const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const companyId = FIXTURE.companies.societeGenerale;

describe('given a read replica that refuses connections', () => {
  let t: TestApp;

  beforeAll(async () => {
    const replica = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/annuaire`, poolSize: 2 });
    t = await createTestApp({ readDatabase: replica, config: { metrics: { port: 0, host: '127.0.0.1' } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the sectors, the search and a company page are answered by the primary', async () => {
    const sectors = await t.app.inject({ method: 'GET', url: '/api/sectors?page=0&size=10' });
    expect(sectors.statusCode).toBe(200);
    const search = await t.app.inject({ method: 'GET', url: '/api/companies/search?page=0&size=9&keyword=conseil' });
    expect(search.statusCode).toBe(200);
    expect(search.json<{ totalElements: number }>().totalElements).toBeGreaterThan(0);
    const page = await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ id: number }>().id).toBe(companyId);
  });

  it('readiness answers 200 and says the replica is down; the metrics say so too', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', store: 'ok', replica: 'down', replicaLagMs: null });
    const registry = t.app.metrics?.registry;
    if (!registry) throw new Error('METRICS_PORT is set: the app has its metrics');
    const text = await registry.metrics();
    expect(text).toMatch(/^annuaire_db_replica_up 0$/m);
    // unknown: NaN (prom-client writes it "Nan", which Prometheus reads)
    expect(text).toMatch(/^annuaire_db_replica_lag_seconds nan$/im);
  });
});

describe('given a replica that is a server of its own (not in recovery)', () => {
  it('the check finds it caught up: the reads go to it', async () => {
    const template = inject('annuaireTemplate');
    const primary = await cloneTemplate(template);
    const copy = await cloneTemplate(template);
    // no periodic check during the test: on a loaded machine one could time out between this check and the read,
    // and send the read to the primary; the test is about where the reads go after a check that found it caught up
    const reads = replicated(primary.database, copy.database, { maxLagMs: 1000, checkMs: 3_600_000 });
    try {
      expect(await reads.check()).toEqual({ state: 'ok', lagMs: 0 });
      await copy.database.query(`UPDATE companies SET name = 'Sur la copie' WHERE id = ${companyId}`);
      const [row] = await reads.query<{ name: string }>(`SELECT name FROM companies WHERE id = ${companyId}`);
      expect(row?.name).toBe('Sur la copie');
    } finally {
      await reads.close();
      await copy.dispose();
      await primary.dispose();
    }
  });
});

/** A stand-in database: the WAL location its checks read, and each read answered with its name. */
function standIn(name: string, wal: { primary: string; replayed: string }): Database {
  return {
    kind: 'postgres',
    db: { name } as unknown as Database['db'],
    async query<T>(text: string) {
      if (text.includes('pg_current_wal_insert_lsn')) return [{ lsn: wal.primary }] as T[];
      if (text.includes('pg_last_wal_replay_lsn')) return [{ recovery: true, replayed: wal.replayed }] as T[];
      return [{ from: name }] as T[];
    },
    async close() {},
  } as unknown as Database;
}

describe('given a replica behind the primary', () => {
  it('past DATABASE_READ_MAX_LAG_MS the reads go to the primary, and back to the replica once it caught up', async () => {
    const wal = { primary: '0/3000000', replayed: '0/3000000' };
    let clock = 0;
    const reads = replicated(standIn('primary', wal), standIn('replica', wal), { maxLagMs: 10_000, now: () => clock });
    try {
      expect(await reads.check()).toEqual({ state: 'ok', lagMs: 0 });
      // a write the replica does not replay: it is as old as the last location it replayed
      wal.primary = '0/3000A00';
      clock = 5_000;
      expect(await reads.check()).toEqual({ state: 'ok', lagMs: 5_000 });
      expect(await reads.query('SELECT 1')).toEqual([{ from: 'replica' }]);
      wal.primary = '1/20';
      clock = 30_000;
      expect(await reads.check()).toEqual({ state: 'lagging', lagMs: 30_000 });
      expect(await reads.query('SELECT 1')).toEqual([{ from: 'primary' }]);
      expect((reads.db as unknown as { name: string }).name).toBe('primary');
      // it replayed what the primary had at 5 s, not yet what it had at 30 s
      wal.replayed = '0/3000A00';
      clock = 31_000;
      expect(await reads.check()).toEqual({ state: 'lagging', lagMs: 26_000 });
      wal.replayed = '1/20';
      clock = 32_000;
      expect(await reads.check()).toEqual({ state: 'ok', lagMs: 0 });
      expect(await reads.query('SELECT 1')).toEqual([{ from: 'replica' }]);
      expect((reads.db as unknown as { name: string }).name).toBe('replica');
    } finally {
      await reads.close();
    }
  });

  it('a query error is the query’s, not the replica’s: it is not retried elsewhere', () => {
    expect(isConnectionFailure(Object.assign(new Error('relation "companies" does not exist'), { code: '42P01' }))).toBe(false);
    expect(isConnectionFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionFailure(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });
});

// the app's server bundle, as serverRender.test.ts stands it in: a member page reads its company as the app does
const TEMPLATE = '<!doctype html><html lang="fr"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const ENTRY = `
export function isServerRendered(pathname) { return /^\\/membre\\/[^/]+$/.test(pathname); }
export async function render({ url, language, origin, fetch }) {
  const id = /^\\/membre\\/(\\d+)/.exec(url)?.[1];
  const answer = await fetch(new Request(origin + '/api/companies/' + id));
  const company = answer.ok ? await answer.json() : null;
  return { status: company ? 200 : 404, language, head: '<title>' + (company ? company.name : 'Not found') + '</title>', body: '<h1>rendered</h1>', payload: '' };
}
`;

describe('given a member page whose read fails (a server-rendered page)', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'annuaire-replica-dist-'));
    await mkdir(join(dist, 'server'));
    await writeFile(join(dist, 'index.html'), TEMPLATE);
    await writeFile(join(dist, 'server', 'entry-server.js'), ENTRY);
    t = await createTestApp({ config: { appDist: dist } });
    // a directory without its companies table: the company read answers 500, as on a failing database
    await t.database.exec('DROP TABLE companies CASCADE');
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('the page is not a cacheable 404: the app’s page is served (revalidated, not kept)', async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}` });
    expect(read.statusCode).toBe(500);
    const page = await t.app.inject({ method: 'GET', url: `/membre/${companyId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).not.toContain('rendered');
    expect(page.body).toContain('<div id="root"></div>');
  });
});

describe('given a replica that has not replayed a member’s write (read-your-writes)', () => {
  let t: TestApp;
  let stale: { database: Database; dispose: () => Promise<void> };

  beforeAll(async () => {
    // a copy of the directory that never receives the writes: a replica lagging, as far as the member can tell
    stale = await cloneTemplate(inject('annuaireTemplate'));
    t = await createTestApp({ readDatabase: stale.database });
  });
  afterAll(async () => {
    await t.close();
    await stale.dispose();
  });

  it('the member reads back their own change at once; other visitors read the replica', async () => {
    const { payload, headers } = multipartPayload({ telephone: '+225 07 11 22 33 44' });
    const saved = await t.app.inject({ method: 'PUT', url: `/api/companies/${companyId}`, payload, headers: { ...headers, ...t.auth.member } });
    expect(saved.statusCode, saved.body).toBe(200);
    const cookie = String(saved.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/^annuaire_primary_until=\d+; Max-Age=10; Path=\/; HttpOnly; SameSite=Lax$/);
    const url = '/api/companies/search?keyword=Soci%C3%A9t%C3%A9%20G%C3%A9n%C3%A9rale&page=0&size=9';
    const telephone = (body: string) =>
      (JSON.parse(body) as { content: Array<{ id: number; telephone: string }> }).content.find((found) => found.id === companyId)?.telephone;
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: cookie.split(';')[0] as string } });
    expect(telephone(own.body)).toBe('+225 07 11 22 33 44');
    // a visitor without the cookie: the replica (a new search, not the one the member's read cached)
    const other = await t.app.inject({ method: 'GET', url: `${url}&sectorId=${FIXTURE.sectors.finance}` });
    expect(telephone(other.body)).not.toBe('+225 07 11 22 33 44');
  });
});
