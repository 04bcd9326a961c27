// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor, SqlParam } from '../db/client.js';
import { createTestApp, FIXTURE, type TestApp } from '../testing/harness.js';
import { SearchService } from './search.js';
import { SEARCHES_PER_ADDRESS } from './searchRecording.js';
import { PREFIX_WORDS_MAX, prefixTsQuery, searchTerms } from '../domain/searchQuery.js';

const { companies } = FIXTURE;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `executor` recording every statement it is given in `statements`, also those made in a transaction. */
function recording<E extends Executor>(executor: E, statements: string[]): E {
  return new Proxy(executor, {
    get(target, property) {
      if (property === 'query' || property === 'queryPrepared')
        return (sql: string, params?: SqlParam[]) => {
          statements.push(sql);
          return target[property](sql, params);
        };
      if (property === 'transaction') return <T>(work: (tx: Executor) => Promise<T>) => target.transaction((tx) => work(recording(tx, statements)));
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

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

  describe('given a company page asked for several times at once (a server-rendered member page asks for it, its hours, similar members and ratings together)', () => {
    it('reads it once, and keeps no read that a write overtook', async () => {
      const statements: string[] = [];
      const service = new SearchService(recording(t.database, statements));
      const answers = await Promise.all([1, 2, 3].map(() => service.company(companies.cliniqueSante)));
      expect(statements).toHaveLength(1);
      expect(answers.map((company) => company?.id)).toEqual([companies.cliniqueSante, companies.cliniqueSante, companies.cliniqueSante]);

      service.invalidate();
      statements.length = 0;
      const overtaken = service.company(companies.cliniqueSante);
      service.invalidate(); // a write while the read is under way
      await overtaken;
      await service.company(companies.cliniqueSante);
      expect(statements).toHaveLength(2);
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

  describe('given the pages of a ranked search (each page must not search the indexes again)', () => {
    const criteria = { keyword: 'conseil', sectorId: null, countryId: null };
    const recorded = () => {
      const statements: string[] = [];
      return { statements, service: new SearchService(recording(t.database, statements)) };
    };
    const fullText = (statements: string[]) => statements.filter((sql) => sql.includes('@@') && !sql.startsWith('EXPLAIN'));

    it('ranks the matches the count found, once, and answers the later pages from that ranking, in the order of the ranked query', async () => {
      const { statements, service } = recorded();
      const pages = [];
      for (let page = 0; page < 3; page++) pages.push(await service.search(criteria, { page, size: 2 }));
      // the count reads the matches through the full-text index; the ranking reads them by id; the later pages neither
      expect(fullText(statements)).toHaveLength(1);
      expect(statements.filter((sql) => sql.includes('ts_rank'))).toHaveLength(1);
      const ranked = await t.database.query<{ id: number }>(
        `SELECT c.id FROM companies c WHERE c.status = 'ACTIVE' AND c.search_vector @@ to_tsquery('french', $1)
         ORDER BY ts_rank(c.search_vector, to_tsquery('french', $1)) DESC, c.name_sort, c.id`,
        [prefixTsQuery(searchTerms(criteria.keyword))],
      );
      expect(pages.flatMap((page) => page.content.map((c) => c.id))).toEqual(ranked.map((row) => row.id));
      expect(pages.map((page) => page.totalElements)).toEqual([5, 5, 5]);
    });

    it('counts once for the pages asked for at once', async () => {
      const { statements, service } = recorded();
      const pages = await Promise.all([0, 1, 2].map((page) => service.search(criteria, { page, size: 2 })));
      expect(pages.map((page) => page.totalElements)).toEqual([5, 5, 5]);
      expect(fullText(statements)).toHaveLength(1);
    });
  });

  describe('given a planner that estimates many matches where there are few (a word its statistics do not list, a city within another country)', () => {
    /** `executor` answering `rows` to every estimate of a plan (EXPLAIN without ANALYZE), as a planner that is wrong does. */
    const estimating = <E extends Executor>(executor: E, rows: number): E =>
      new Proxy(executor, {
        get(target, property) {
          if (property === 'query')
            return (sql: string, params?: SqlParam[]) =>
              sql.startsWith('EXPLAIN (FORMAT JSON)') ? Promise.resolve([{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows } }] }]) : target.query(sql, params);
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
    const walks = (statements: string[]) => statements.filter((sql) => sql.includes('ORDER BY c.id DESC'));

    it('walks only the newest ids before counting, and answers what the count finds', async () => {
      const statements: string[] = [];
      const service = new SearchService(estimating(recording(t.database, statements), 100_000), { cacheEntries: 0 });
      const page = await service.search({ keyword: 'clinique', sectorId: null, countryId: null }, { page: 0, size: 9 });
      expect(page.content.map((c) => c.id)).toEqual([companies.cliniqueSante]);
      expect(page.totalElements).toBe(1);
      // one walk, within the newest ids only (not the whole table until a statement timeout)
      expect(walks(statements)).toHaveLength(1);
      expect(walks(statements)[0]).toContain('max(m.id)');
    });

    it('answers the page of a walk of every id, whether the newest ids hold it or not', async () => {
      // 'conseil' has 5 matches; the newest-first order is [7, 4, 3, 2, 1] (see the ranking limit above)
      for (const estimate of [8, 1_000]) {
        const service = new SearchService(estimating(t.database, estimate), { countCap: 2, cacheEntries: 0 });
        const page = await service.search(broad, { page: 0, size: 1 });
        expect(
          page.content.map((c) => c.id),
          `estimate ${estimate}`,
        ).toEqual([7]);
        expect(page.totalElements, `estimate ${estimate}`).toBe(2);
      }
    });
  });

  describe('given a keyword within a sector and a country', () => {
    it('searches the pair as one value (the index over the words and the pair, migration 0027), with the same matches', async () => {
      const statements: string[] = [];
      const service = new SearchService(recording(t.database, statements), { cacheEntries: 0 });
      const page = await service.search(
        { keyword: 'conseil', sectorId: FIXTURE.sectors.technologie, countryId: FIXTURE.countries.coteDIvoire },
        { page: 0, size: 9 },
      );
      expect(page.content.map((c) => c.id)).toEqual([companies.techIvoire]);
      expect(page.totalElements).toBe(1);
      const fullText = statements.filter((sql) => sql.includes('@@'));
      expect(fullText.length).toBeGreaterThan(0);
      for (const sql of fullText) expect(sql).toContain('((c.sector_id::bigint << 32) | c.country_id)');
      const other = await service.search(
        { keyword: 'conseil', sectorId: FIXTURE.sectors.technologie, countryId: FIXTURE.countries.maroc },
        { page: 0, size: 9 },
      );
      expect(other.totalElements).toBe(0);
    });
  });

  describe('given recorded searches', () => {
    const client = { address: '198.51.100.1', userAgent: 'Mozilla/5.0 test' };
    it('writes them in one batch on flush, unknown sector ids kept as null', async () => {
      const service = new SearchService(t.database, { recordDelayMs: 60_000 });
      const count = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM searches'))[0]?.n ?? 0;
      const before = await count();
      service.record({ keyword: 'banque', sectorId: 2, countryId: null }, client);
      service.record({ keyword: null, sectorId: 999, countryId: 1 }, client);
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

    it('records the same search by the same client once a day, and a client at most SEARCHES_PER_ADDRESS searches a day', async () => {
      const service = new SearchService(t.database, { recordDelayMs: 60_000 });
      const count = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM searches'))[0]?.n ?? 0;
      const before = await count();
      const flooder = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 flood' };
      for (let i = 0; i < 200; i++) service.record({ keyword: 'banque', sectorId: null, countryId: null }, flooder);
      // the same search from another browser at the same address, and from another address, count
      service.record({ keyword: 'Banque', sectorId: null, countryId: null }, { address: '203.0.113.7', userAgent: 'Other browser' });
      service.record({ keyword: 'banque', sectorId: null, countryId: null }, { address: '203.0.113.8', userAgent: 'Mozilla/5.0 flood' });
      await service.recorder.flush();
      expect(await count()).toBe(before + 3);
      // varied searches from one address stop at the cap, whatever the user agent
      for (let i = 0; i < 100; i++)
        service.record({ keyword: `banque ${i}`, sectorId: null, countryId: null }, { address: '203.0.113.9', userAgent: `UA ${i}` });
      await service.recorder.flush();
      expect(await count()).toBe(before + 3 + SEARCHES_PER_ADDRESS);
    });

    it('keeps the chambers and the companies the first page showed', async () => {
      const service = new SearchService(t.database, { recordDelayMs: 60_000 });
      service.record({ keyword: 'chambres montrées', sectorId: null, countryId: null }, client, [
        { id: 7, countryAmchamId: 2 },
        { id: 3, countryAmchamId: 1 },
        { id: 9, countryAmchamId: 2 },
      ]);
      await service.recorder.flush();
      const [row] = await t.database.query<{ chamber_ids: number[]; company_ids: number[] }>(
        `SELECT chamber_ids, company_ids FROM searches WHERE keyword = 'chambres montrées'`,
      );
      expect(row?.chamber_ids).toEqual([2, 1]);
      expect(row?.company_ids).toEqual([7, 3, 9]);
    });
  });

  describe('given words being typed (each a prefix, matched through the exact indexed words it begins)', () => {
    const search = (keyword: string) =>
      new SearchService(t.database, { cacheEntries: 0 }).search({ keyword, sectorId: null, countryId: null }, { page: 0, size: 50 });
    /** What the prefix query itself matches (every word as a prefix, the semantics of the search). */
    const prefixMatches = async (keyword: string) =>
      (
        await t.database.query<{ id: number }>(
          `SELECT id FROM companies c WHERE c.status = 'ACTIVE' AND c.search_vector @@ to_tsquery('french', $1) ORDER BY id`,
          [prefixTsQuery(searchTerms(keyword))],
        )
      ).map((row) => row.id);

    it('finds exactly what the prefix query finds, in the same ranked order', async () => {
      for (const keyword of ['soc gen', 'conseil', 'clin', 'cli sant dak', 'du conseil', 'abidjan conseil', 'logiciel', 'tech ivo sol', 'plus']) {
        const expected = await prefixMatches(keyword);
        expect(expected.length, keyword).toBeGreaterThan(0);
        const page = await search(keyword);
        expect(
          page.content.map((c) => c.id).sort((a, b) => a - b),
          keyword,
        ).toEqual(expected);
        expect(page.totalElements, keyword).toBe(expected.length);
      }
      // ranked: the name match first ('Société Générale de Conseil' before descriptions that mention 'conseil')
      expect((await search('soc gen')).content[0]?.id).toBe(companies.societeGenerale);
    });

    it('finds a word a company gains later, at once (the dictionary follows every document)', async () => {
      await t.database.query(`UPDATE companies SET description = 'Zygomatiques et orthodontie' WHERE id = $1`, [companies.ecoleNumerique]);
      expect((await search('zygoma')).content.map((c) => c.id)).toEqual([companies.ecoleNumerique]);
      expect((await search('orthodon ecole')).content.map((c) => c.id)).toEqual([companies.ecoleNumerique]);
    });

    it('tries the typo tolerance only for a word that is no indexed word, not for well-spelt words found nowhere together', async () => {
      // every statement, also those made in a transaction (PostgreSQL bounds the typo query with a statement timeout)
      const statements: string[] = [];
      const database = recording(t.database, statements);
      const service = new SearchService(database, { cacheEntries: 0 });
      const typo = () => statements.filter((sql) => sql.includes('name_words')).length;
      const none = await service.search({ keyword: 'clinique logiciels', sectorId: null, countryId: null }, { page: 0, size: 9 });
      expect(none.totalElements).toBe(0);
      expect(typo()).toBe(0);
      const filtered = await service.search({ keyword: 'clinique', sectorId: null, countryId: 1 }, { page: 0, size: 9 });
      expect(filtered.totalElements).toBe(0);
      expect(typo()).toBe(0);
      const misspelt = await service.search({ keyword: 'Clinque', sectorId: null, countryId: null }, { page: 0, size: 9 });
      expect(typo()).toBe(1);
      expect(misspelt.content.map((c) => c.id)).toEqual([companies.cliniqueSante]);
    });

    it('reads a misspelt word as the most similar words of the names, never comparing the typed words with every name', async () => {
      const statements: string[] = [];
      const service = new SearchService(recording(t.database, statements), { cacheEntries: 0 });
      const find = async (keyword: string, countryId: number | null = null) => service.search({ keyword, sectorId: null, countryId }, { page: 0, size: 9 });
      // two letters swapped in a short word: a strict word similarity of 0.33 to the name, under the 0.5 it needed
      expect((await find('Soicété')).content.map((c) => c.id)).toEqual([companies.societeGenerale]);
      // a misspelt name word with a well-spelt word of another field (the city), and within a filter
      expect((await find('Clinque Dakar')).content.map((c) => c.id)).toEqual([companies.cliniqueSante]);
      expect((await find('Clinque', FIXTURE.countries.senegal)).content.map((c) => c.id)).toEqual([companies.cliniqueSante]);
      expect((await find('Clinque', FIXTURE.countries.coteDIvoire)).totalElements).toBe(0);
      // counted and ranked as any search: every member whose name has the word the misspelling stands for
      const conseil = await find('Conseill');
      expect(conseil.content.map((c) => c.id)).toContain(companies.societeGenerale);
      expect(conseil.totalElements).toBe(conseil.content.length);
      // like no word of any name: nothing
      expect((await find('Xqzwv')).totalElements).toBe(0);
      expect(statements.filter((sql) => sql.includes('<<%') || sql.includes('word_similarity'))).toEqual([]);
    });

    it('reads a misspelling as a word a name gains later, at once (the names words follow every name)', async () => {
      await t.database.query(`UPDATE companies SET name = 'Zéphyrine Conseil' WHERE id = $1`, [companies.ecoleNumerique]);
      try {
        expect((await search('Zephirine')).content.map((c) => c.id)).toEqual([companies.ecoleNumerique]);
      } finally {
        await t.database.query(`UPDATE companies SET name = 'École Numérique de Dakar' WHERE id = $1`, [companies.ecoleNumerique]);
      }
    });

    it('keeps the prefix of a word that begins more indexed words than it lists', async () => {
      const words = Array.from({ length: PREFIX_WORDS_MAX + 1 }, (_, i) => `qqa${String(i).padStart(3, '0')}`);
      await t.database.query('INSERT INTO search_lexemes (lexeme) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [words]);
      await t.database.query(`UPDATE companies SET description = 'Qqzorro' WHERE id = $1`, [companies.parisienneLogiciels]);
      expect((await search('qq')).content.map((c) => c.id)).toEqual([companies.parisienneLogiciels]);
    });
  });
});
