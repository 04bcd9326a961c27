// @module-tag postgres
// The counters several processes share on PostgreSQL (services/sharedState.ts). Two SharedState instances over two
// connection pools stand for two processes of the service. PostgreSQL only: on the embedded database (one process by
// design) the counters are the in-memory ones of rateLimiter.test.ts and tracking.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createEmptyDatabase } from '../testing/template.js';
import { createSharedState, type SharedState } from './sharedState.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('sharedState.test.ts: skipped on the embedded database (no DATABASE_URL): its counters are in memory, one process by design.');

describe.skipIf(!onPostgres)('given two processes on one PostgreSQL database (PostgreSQL only: skipped on the embedded database)', () => {
  let database: Database;
  let other: Database;
  let dispose: () => Promise<void>;
  let now = Date.parse('2026-11-24T10:00:00Z');
  let first: SharedState;
  let second: SharedState;

  beforeAll(async () => {
    ({ database, dispose } = await createEmptyDatabase());
    await database.migrate();
    const name = (await database.query<{ name: string }>('SELECT current_database() AS name'))[0]?.name as string;
    const adminUrl = new URL(process.env.DATABASE_URL as string);
    adminUrl.pathname = `/${name}`;
    other = await openDatabase({ databaseUrl: adminUrl.toString(), poolSize: 4 });
    first = createSharedState(database, { now: () => now });
    second = createSharedState(other, { now: () => now });
  });
  afterAll(async () => {
    first.close();
    second.close();
    await other.close();
    await dispose();
  });

  it('keeps the counters in the database', () => {
    expect([first.where, second.where]).toEqual(['database', 'database']);
  });

  describe('when a limit is consumed through both', () => {
    it('counts the attempts of both against one limit, and answers the rest of the window once it is reached', async () => {
      const rule = { max: 3, windowMs: 60_000 };
      const a = first.limiter('signin-client', rule);
      const b = second.limiter('signin-client', rule);
      expect([await a.consume('client:192.0.2.1'), await b.consume('client:192.0.2.1'), await a.consume('client:192.0.2.1')]).toEqual([0, 0, 0]);
      now += 15_000;
      expect(await b.consume('client:192.0.2.1')).toBe(45);
      // another key has its own window
      expect(await b.consume('client:192.0.2.2')).toBe(0);
      // a refund in one process gives an attempt back to both
      await b.refund('client:192.0.2.1');
      expect(await a.consume('client:192.0.2.1')).toBe(0);
      expect(await a.consume('client:192.0.2.1')).toBeGreaterThan(0);
      // the window passes: counting starts again
      now += 60_000;
      expect(await b.consume('client:192.0.2.1')).toBe(0);
      await a.reset('client:192.0.2.1');
      const [row] = await database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM shared_counters WHERE key LIKE 'limit:signin-client:%' AND key LIKE '%192.0.2%'",
      );
      // keys are digests: no address in the table
      expect(row?.n).toBe(0);
    });

    it('lets exactly max of many concurrent attempts through', async () => {
      const rule = { max: 5, windowMs: 60_000 };
      const limiters = [first.limiter('race', rule), second.limiter('race', rule)];
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => limiters[n % 2]!.consume('same key')));
      expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
    });
  });

  describe('when a mark is added through one', () => {
    it('the other sees it for its lifetime, until it is removed; keys are digests', async () => {
      now = Date.parse('2026-11-24T11:00:00Z');
      const a = first.marks('signin-known-client', 60_000);
      const b = second.marks('signin-known-client', 60_000);
      expect(await b.has('cible@test.test|client:192.0.2.9')).toBe(false);
      await a.add('cible@test.test|client:192.0.2.9');
      expect(await b.has('cible@test.test|client:192.0.2.9')).toBe(true);
      expect(await b.has('cible@test.test|client:192.0.2.10')).toBe(false);
      now += 61_000;
      expect(await b.has('cible@test.test|client:192.0.2.9')).toBe(false);
      await b.add('cible@test.test|client:192.0.2.9');
      expect(await a.has('cible@test.test|client:192.0.2.9')).toBe(true);
      await a.remove('cible@test.test|client:192.0.2.9');
      expect(await b.has('cible@test.test|client:192.0.2.9')).toBe(false);
      await a.add('cible@test.test|client:192.0.2.9');
      const [row] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM shared_counters WHERE key LIKE '%cible%' OR key LIKE '%192.0.2.9%'");
      expect(row?.n).toBe(0);
    });
  });

  describe('when a visitor is counted through both', () => {
    it('counts it once a day per item, the address up to its cap, again the next day', async () => {
      now = Date.parse('2026-11-24T12:00:00Z');
      const a = first.visitors('view', { perAddress: 3 });
      const b = second.visitors('view', { perAddress: 3 });
      const browser = { address: '198.51.100.7', userAgent: 'Mozilla/5.0 A' };
      expect(await a.admit(browser, 'company 1')).toBe(true);
      expect(await b.admit(browser, 'company 1')).toBe(false);
      expect(await b.admit({ ...browser, userAgent: 'Mozilla/5.0 B' }, 'company 1')).toBe(true);
      expect(await a.admit(browser, 'company 2')).toBe(true);
      // the address's fourth item today, whatever the process or the user agent
      expect(await b.admit({ ...browser, userAgent: 'C' }, 'company 3')).toBe(false);
      // another kind of event has its own marks and cap
      expect(await b.admit(browser, 'company 1')).toBe(false);
      expect(await second.visitors('contact', { perAddress: 3 }).admit(browser, 'company 1')).toBe(true);
      now = Date.parse('2026-11-25T00:00:01Z');
      expect(await b.admit(browser, 'company 1')).toBe(true);
      const salts = await database.query<{ day: string }>('SELECT day FROM visitor_salts ORDER BY day');
      expect(salts.map((salt) => salt.day)).toEqual(['2026-11-24', '2026-11-25']);
    });

    it('admits one of many concurrent first visits', async () => {
      const gates = [first.visitors('visit', { perAddress: 100 }), second.visitors('visit', { perAddress: 100 })];
      const admitted = await Promise.all(Array.from({ length: 10 }, (_, n) => gates[n % 2]!.admit({ address: '203.0.113.5' }, '/')));
      expect(admitted.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('when the purge runs', () => {
    it('deletes expired counters and the salts of past days', async () => {
      now = Date.parse('2026-11-26T08:00:00Z');
      await first.purge();
      const [counters] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM shared_counters WHERE expires_at <= $1', [new Date(now)]);
      const salts = await database.query<{ day: string }>('SELECT day FROM visitor_salts');
      expect(counters?.n).toBe(0);
      expect(salts).toEqual([]);
    });
  });
});
