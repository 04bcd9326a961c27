import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIXTURE, type TestApp } from '../testing/harness.js';
import { SearchService } from './search.js';

const { companies } = FIXTURE;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 'conseil' is in every fixture description: 5 active matches
const broad = { keyword: 'conseil', sectorId: null, countryId: null };

describe('SearchService', () => {
  describe('given more matches than the ranking limit', () => {
    it('lists the newest members first instead of ranking', async () => {
      const service = new SearchService(t.database, { rankLimit: 2, cacheEntries: 0 });
      const page = await service.search(broad, { page: 0, size: 10 });
      expect(page.content.map((c) => c.id)).toEqual([7, 4, 3, 2, 1]);
      expect(page.totalElements).toBe(5);
    });
  });

  describe('given more matches than the counting cap', () => {
    it('reports the cap as the total and stops paging there', async () => {
      const service = new SearchService(t.database, { countCap: 3, cacheEntries: 0 });
      const first = await service.search(broad, { page: 0, size: 2 });
      expect(first).toMatchObject({ totalElements: 3, totalPages: 2, last: false });
      const second = await service.search(broad, { page: 1, size: 2 });
      expect(second.content).toHaveLength(1);
      expect(second.last).toBe(true);
      expect((await service.search(broad, { page: 2, size: 2 })).content).toEqual([]);
    });
  });

  describe('given the result cache', () => {
    it('answers a repeated search from the cache until invalidated', async () => {
      const service = new SearchService(t.database);
      const criteria = { keyword: 'clinique', sectorId: null, countryId: null };
      const before = await service.search(criteria, { page: 0, size: 5 });
      await t.database.query(`UPDATE companies SET name = 'Clinique Santé Plus Dakar' WHERE id = $1`, [companies.cliniqueSante]);
      expect((await service.search(criteria, { page: 0, size: 5 })).content[0]?.name).toBe(before.content[0]?.name);
      service.invalidate();
      expect((await service.search(criteria, { page: 0, size: 5 })).content[0]?.name).toBe('Clinique Santé Plus Dakar');
    });
  });

  describe('given the later pages of a search', () => {
    it('reuses the count of the first page until invalidated', async () => {
      const service = new SearchService(t.database);
      const criteria = { keyword: null, sectorId: FIXTURE.sectors.technologie, countryId: null };
      expect((await service.search(criteria, { page: 0, size: 1 })).totalElements).toBe(2);
      await t.database.query(
        `INSERT INTO companies (name, description, sector_id, country_id, country_amcham_id, address, telephone, email)
         VALUES ('Zeta Technologies', 'Logiciels', $1, 1, 1, '1 rue du Port, Abidjan', '+225 01 02 03 04 05', 'z@z.test')`,
        [FIXTURE.sectors.technologie],
      );
      expect((await service.search(criteria, { page: 1, size: 1 })).totalElements).toBe(2);
      service.invalidate();
      expect((await service.search(criteria, { page: 1, size: 1 })).totalElements).toBe(3);
    });
  });

  describe('given recorded searches', () => {
    it('writes them in one batch on flush, unknown sector ids kept as null', async () => {
      const service = new SearchService(t.database, { recordDelayMs: 60_000 });
      const count = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM searches'))[0]?.n ?? 0;
      const before = await count();
      service.record({ keyword: 'banque', sectorId: 2, countryId: null });
      service.record({ keyword: null, sectorId: 999, countryId: 1 });
      expect(await count()).toBe(before);
      await service.recorder.flush();
      expect(await count()).toBe(before + 2);
      const rows = await t.database.query<{ keyword: string | null; sector_id: number | null; country_id: number | null }>(
        'SELECT keyword, sector_id, country_id FROM searches ORDER BY id DESC LIMIT 2',
      );
      expect(rows).toHaveLength(2);
      expect(rows).toEqual(
        expect.arrayContaining([
          { keyword: null, sector_id: null, country_id: 1 },
          { keyword: 'banque', sector_id: 2, country_id: null },
        ]),
      );
    });
  });
});
