// @module-tag postgres
// Recorded searches are kept SEARCH_RETENTION_DAYS (90 by default): older rows are deleted, the daily counters the
// statistics read stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { SearchRetention } from './retention.js';

const DAY_MS = 24 * 3600 * 1000;
const KEYWORD = 'conservation-des-recherches';

describe('given searches recorded 120, 91 and 10 days ago, and 12,000 more 200 days ago', () => {
  let t: TestApp;
  const at = (days: number) => new Date(Date.now() - days * DAY_MS);
  const marked = async () =>
    (await t.database.query<{ at: Date }>('SELECT at FROM searches WHERE keyword = $1 ORDER BY at', [KEYWORD])).map((row) =>
      Math.round((Date.now() - row.at.getTime()) / DAY_MS),
    );
  const counters = async () =>
    (await t.database.query<{ n: number }>(`SELECT coalesce(sum(n), 0)::int AS n FROM statistic_daily WHERE kind = 'SEARCH' AND country_amcham_id = 0`))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp();
    for (const days of [120, 91, 10]) {
      await t.database.query('INSERT INTO searches (keyword, at) VALUES ($1, $2)', [KEYWORD, at(days)]);
    }
    await t.database.query(`INSERT INTO searches (keyword, at) SELECT 'ancienne ' || g, $1 FROM generate_series(1, 12000) AS g`, [at(200)]);
  });
  afterAll(() => t.close());

  it('keeps them all when the retention is 0 (for ever)', async () => {
    expect(await new SearchRetention(t.database, { days: 0 }).purge()).toBe(0);
    expect(await marked()).toEqual([120, 91, 10]);
  });

  it('deletes those older than the 90 days of the service’s retention, in batches, and leaves the daily counters as they were', async () => {
    const before = await counters();
    expect(t.config.searchRetentionDays).toBe(90);
    const deleted = await t.ctx.searchRetention.purge();
    expect(deleted).toBeGreaterThanOrEqual(12_002);
    expect(await marked()).toEqual([10]);
    const [old] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM searches WHERE at < $1', [at(90)]);
    expect(old?.n).toBe(0);
    expect(await counters()).toBe(before);
  });

  it('with a shorter retention, deletes the younger ones too', async () => {
    expect(await new SearchRetention(t.database, { days: 7 }).purge()).toBeGreaterThanOrEqual(1);
    expect(await marked()).toEqual([]);
  });
});
