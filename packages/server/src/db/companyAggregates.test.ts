// @module-tag postgres
// The aggregates maintained on each company row (migration 0003_company_aggregates): view_count, rating_count and
// rating_sum stay equal to the rows they summarise on every write path, and the migration fills them from the
// rows a database already holds. Since 0005_rating_moderation the rating aggregates count visible reviews only.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../config.js';
import type { Schemas } from '../routes/types.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { createEmptyDatabase } from '../testing/template.js';
import type { Database } from './client.js';

type Company = Schemas['Company'];
const { companies, sectors } = FIXTURE;
const PERSON = { 'user-agent': 'Mozilla/5.0 Firefox/130.0' };

interface Drift extends Record<string, unknown> {
  id: number;
  view_count: number;
  views: number;
  rating_count: number;
  ratings: number;
  rating_sum: number;
  scores: number;
}

/** Companies whose maintained aggregates differ from a count of the rows (empty when all are exact). */
async function drift(database: Database): Promise<Drift[]> {
  return database.query<Drift>(
    `SELECT c.id, c.view_count, c.rating_count, c.rating_sum,
            (SELECT count(*)::int FROM company_views v WHERE v.company_id = c.id) AS views,
            (SELECT count(*)::int FROM ratings r WHERE r.company_id = c.id AND r.hidden_at IS NULL) AS ratings,
            (SELECT coalesce(sum(r.score), 0)::int FROM ratings r WHERE r.company_id = c.id AND r.hidden_at IS NULL) AS scores
     FROM companies c
     WHERE c.view_count <> (SELECT count(*) FROM company_views v WHERE v.company_id = c.id)
        OR c.rating_count <> (SELECT count(*) FROM ratings r WHERE r.company_id = c.id AND r.hidden_at IS NULL)
        OR c.rating_sum <> (SELECT coalesce(sum(r.score), 0) FROM ratings r WHERE r.company_id = c.id AND r.hidden_at IS NULL)
     ORDER BY c.id`,
  );
}

describe('company aggregates', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  /**
   * The company's page. Most writes here are SQL behind the service's back (as a seed's): the page the service cached
   * does not know them, so it is dropped first (the service's own writes drop it themselves, see
   * routes/companies.test.ts 'the cached company page').
   */
  async function company(id: number): Promise<Company> {
    t.app.ctx.search.forgetCompany(id);
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${id}` });
    return expectValidResponse<Company>(res, 'getCompany');
  }

  describe('given the seeded fixture', () => {
    it('holds, for every company, the count of its views and the count and sum of its ratings', async () => {
      expect(await drift(t.database)).toEqual([]);
      const [seeded] = await t.database.query<{ views: number; ratings: number }>(
        'SELECT sum(view_count)::int AS views, sum(rating_count)::int AS ratings FROM companies',
      );
      // the check above is not vacuous: the fixture has views and ratings
      expect(seeded?.views).toBeGreaterThan(0);
      expect(seeded?.ratings).toBeGreaterThan(0);
    });
  });

  describe('when views are recorded through the tracking call', () => {
    it('counts each recorded view in viewCount, and no bot view', async () => {
      const before = (await company(companies.techIvoire)).viewCount;
      for (let n = 0; n < 3; n++) {
        // three visitors: one visitor's views of a profile count once a day
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/companies/${companies.techIvoire}/views`,
          headers: PERSON,
          remoteAddress: `10.6.0.${n + 1}`,
        });
        expect(res.statusCode).toBe(204);
      }
      const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
      expect((await t.app.inject({ method: 'POST', url: `/api/companies/${companies.techIvoire}/views`, headers: bot })).statusCode).toBe(204);
      expect((await company(companies.techIvoire)).viewCount).toBe(before + 3);
      expect(await drift(t.database)).toEqual([]);
    });
  });

  describe('when views are inserted in bulk (one statement over several companies, as the seeds do)', () => {
    it('adds to each company the number of its own rows', async () => {
      const [one, two] = [await company(companies.societeGenerale), await company(companies.cliniqueSante)];
      await t.database.exec(`
        INSERT INTO company_views (company_id, at)
        SELECT CASE WHEN n <= 7 THEN ${companies.societeGenerale} ELSE ${companies.cliniqueSante} END, now() - make_interval(days => n)
          FROM generate_series(1, 12) AS n`);
      expect((await company(companies.societeGenerale)).viewCount).toBe(one!.viewCount + 7);
      expect((await company(companies.cliniqueSante)).viewCount).toBe(two!.viewCount + 5);
    });
  });

  describe('when a rating is published', () => {
    it('counts it in ratingCount and averageRating', async () => {
      // the fixture's company has no ratings: no average (null), not 0
      const before = await company(companies.parisienneLogiciels);
      expect(before).toMatchObject({ ratingCount: 0, averageRating: null });
      for (const [score, remoteAddress] of [
        [4, '10.9.0.1'],
        [5, '10.9.0.2'],
        [5, '10.9.0.3'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/ratings',
          remoteAddress,
          payload: { firstName: 'Awa', lastName: 'Koné', score, comment: 'Très bon accueil.', companyId: companies.parisienneLogiciels },
        });
        expect(res.statusCode).toBe(201);
      }
      // (4 + 5 + 5) / 3 = 4.666... -> 4.7
      expect(await company(companies.parisienneLogiciels)).toMatchObject({ ratingCount: 3, averageRating: 4.7 });
    });
  });

  describe('when ratings are removed, corrected or moved to another company', () => {
    it('keeps count and average equal to the remaining ratings', async () => {
      const [first] = await t.database.query<{ id: number }>('SELECT min(id)::int AS id FROM ratings WHERE company_id = $1', [companies.societeGenerale]);
      await t.database.query('UPDATE ratings SET score = 1 WHERE id = $1', [first!.id]);
      expect(await drift(t.database)).toEqual([]);
      await t.database.query('UPDATE ratings SET company_id = $1 WHERE id = $2', [companies.techIvoire, first!.id]);
      expect(await drift(t.database)).toEqual([]);
      await t.database.query('DELETE FROM ratings WHERE company_id = $1', [companies.societeGenerale]);
      expect(await company(companies.societeGenerale)).toMatchObject({ ratingCount: 0, averageRating: null });
      expect(await drift(t.database)).toEqual([]);
    });
  });

  describe('when reviews are hidden or shown again, one by one or in bulk', () => {
    it('counts the visible reviews only', async () => {
      await t.database.query("UPDATE ratings SET hidden_at = now(), hidden_by = 'moderation@test.test' WHERE company_id = $1 AND score = 4", [
        companies.societeGenerale,
      ]);
      expect(await company(companies.societeGenerale)).toMatchObject({ ratingCount: 1, averageRating: 5 });
      expect(await drift(t.database)).toEqual([]);
      // a hidden review moved, corrected or deleted leaves the figures alone
      await t.database.query('UPDATE ratings SET score = 1 WHERE company_id = $1 AND hidden_at IS NOT NULL', [companies.societeGenerale]);
      await t.database.query('UPDATE ratings SET company_id = $1 WHERE company_id = $2 AND hidden_at IS NOT NULL', [
        companies.techIvoire,
        companies.societeGenerale,
      ]);
      expect(await drift(t.database)).toEqual([]);
      await t.database.query('UPDATE ratings SET hidden_at = NULL, hidden_by = NULL');
      expect(await company(companies.techIvoire)).toMatchObject({ ratingCount: 2, averageRating: 1 });
      expect(await drift(t.database)).toEqual([]);
      await t.database.query("UPDATE ratings SET hidden_at = now(), hidden_by = 'moderation@test.test'");
      await t.database.query('DELETE FROM ratings WHERE company_id = $1', [companies.techIvoire]);
      expect(await company(companies.societeGenerale)).toMatchObject({ ratingCount: 0, averageRating: null });
      expect(await drift(t.database)).toEqual([]);
    });
  });

  describe('when views are deleted or the event tables emptied', () => {
    it('brings the counts down with them', async () => {
      await t.database.query(`DELETE FROM company_views WHERE company_id = $1 AND at < now() - interval '10 days'`, [companies.societeGenerale]);
      expect(await drift(t.database)).toEqual([]);
      await t.database.exec('TRUNCATE company_views, ratings');
      const [left] = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM companies WHERE view_count <> 0 OR rating_count <> 0 OR rating_sum <> 0',
      );
      expect(left?.n).toBe(0);
      expect(await company(companies.societeGenerale)).toMatchObject({ viewCount: 0, ratingCount: 0, averageRating: null });
    });
  });

  describe('when a company with views and ratings is deleted', () => {
    it('deletes it (its rows cascade through the triggers) and leaves the other companies exact', async () => {
      expect((await company(companies.societeGenerale)).viewCount).toBeGreaterThan(0);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/companies/${companies.societeGenerale}`, headers: t.auth.admin });
      expect(res.statusCode).toBe(204);
      const [rows] = await t.database.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM company_views WHERE company_id = $1) + (SELECT count(*) FROM ratings WHERE company_id = $1) AS n',
        [companies.societeGenerale],
      );
      expect(Number(rows?.n)).toBe(0);
      expect(await drift(t.database)).toEqual([]);
    });
  });

  describe('given companies named with accents and capitals', () => {
    it('lists them alphabetically, accents and case ignored (École with the E, not after T)', async () => {
      await t.database.exec(`
        INSERT INTO companies (name, description, sector_id, country_id, country_amcham_id, email)
        SELECT name, '', ${sectors.education}, 1, 1, 'contact@ordre.test'
          FROM unnest(ARRAY['Zèbre Export', 'éditions du Fleuve', 'Tango Formation', 'Ecole Alpha', 'Ébène Conseil']) AS name`);
      const res = await t.app.inject({ method: 'GET', url: `/api/companies/sector/${sectors.education}?page=0&size=20` });
      const names = expectValidResponse<Schemas['CompanyPage']>(res, 'listCompaniesBySector').content.map((c) => c.name);
      expect(names).toEqual(['Ébène Conseil', 'Ecole Alpha', 'École Numérique de Dakar', 'éditions du Fleuve', 'Tango Formation', 'Zèbre Export']);
      const search = await t.app.inject({ method: 'GET', url: `/api/companies/search?sectorId=${sectors.education}&page=0&size=20` });
      expect(expectValidResponse<Schemas['CompanyPage']>(search, 'searchCompanies').content.map((c) => c.name)).toEqual(names);
    });
  });
});

describe('migrations 0003_company_aggregates and 0005_rating_moderation', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await createEmptyDatabase());
  });
  afterAll(() => dispose());

  /** Runs one migration file the way drizzle's migrator does: its statements in order. */
  async function apply(tag: string) {
    const text = await readFile(join(paths.migrations, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await database.exec(statement);
    }
  }

  describe('given a database at 0002 that already holds views and ratings', () => {
    it('fills the aggregates from the existing rows, then keeps them', async () => {
      for (const tag of ['0000_extensions', '0001_schema', '0002_search']) await apply(tag);
      await database.exec(`
        INSERT INTO sectors (name_fr, name_en) VALUES ('Finance', 'Finance');
        INSERT INTO countries (name, icon) VALUES ('Sénégal', 'SN');
        INSERT INTO country_amchams (country_id, name) VALUES (1, 'AmCham Sénégal');
        INSERT INTO companies (name, description, sector_id, country_id, country_amcham_id)
        VALUES ('Alpha', '', 1, 1, 1), ('Bêta', '', 1, 1, 1), ('Gamma', '', 1, 1, 1);
        INSERT INTO company_views (company_id) SELECT 1 FROM generate_series(1, 4);
        INSERT INTO company_views (company_id) SELECT 2 FROM generate_series(1, 9);
        INSERT INTO ratings (company_id, first_name, last_name, score, comment)
        VALUES (1, 'A', 'B', 5, 'Bien'), (1, 'C', 'D', 2, 'Moyen'), (2, 'E', 'F', 4, 'Bien');`);
      await apply('0003_company_aggregates');
      const rows = await database.query<{ id: number; view_count: number; rating_count: number; rating_sum: number; name_sort: string }>(
        'SELECT id, view_count, rating_count, rating_sum, name_sort FROM companies ORDER BY id',
      );
      expect(rows).toEqual([
        { id: 1, view_count: 4, rating_count: 2, rating_sum: 7, name_sort: 'alpha' },
        { id: 2, view_count: 9, rating_count: 1, rating_sum: 4, name_sort: 'beta' },
        { id: 3, view_count: 0, rating_count: 0, rating_sum: 0, name_sort: 'gamma' },
      ]);
      // 0004 and 0005 (review moderation) keep them: every review is visible until one is hidden
      for (const tag of ['0004_network_admin', '0005_rating_moderation']) await apply(tag);
      await database.exec(`INSERT INTO company_views (company_id) VALUES (3); DELETE FROM ratings WHERE score = 2;`);
      expect(await drift(database)).toEqual([]);
      await database.exec(`UPDATE ratings SET hidden_at = now(), hidden_by = 'moderation@test.test' WHERE company_id = 2;`);
      const [moderated] = await database.query<{ rating_count: number; rating_sum: number }>('SELECT rating_count, rating_sum FROM companies WHERE id = 2');
      expect(moderated).toEqual({ rating_count: 0, rating_sum: 0 });
      expect(await drift(database)).toEqual([]);
    });
  });
});
