// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import type { Schemas } from './types.js';

type CompanyPage = Schemas['CompanyPage'];
const { companies, sectors, countries } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(query: string, headers: Record<string, string> = {}): Promise<CompanyPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/companies/search?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return expectValidResponse<CompanyPage>(res, 'searchCompanies');
}
const ids = (page: CompanyPage) => page.content.map((company) => company.id);

describe('GET /api/companies/search', () => {
  describe('given a keyword', () => {
    it("is accent-insensitive: 'societe' finds 'Société Générale de Conseil' first", async () => {
      const page = await search('keyword=societe');
      expect(page.content[0]?.name).toBe('Société Générale de Conseil');
    });

    it('is case-insensitive', async () => {
      const page = await search(`keyword=${encodeURIComponent('SOCIÉTÉ GÉNÉRALE')}`);
      expect(ids(page)).toEqual([companies.societeGenerale]);
    });

    it('matches the beginning of a word as it is typed', async () => {
      const page = await search('keyword=parisi');
      expect(ids(page)).toEqual([companies.parisienneLogiciels]);
    });

    it('tolerates a typo in a name', async () => {
      const page = await search('keyword=Clinque');
      expect(ids(page)).toEqual([companies.cliniqueSante]);
      const other = await search(`keyword=${encodeURIComponent('Societe Generle')}`);
      expect(ids(other)[0]).toBe(companies.societeGenerale);
    });

    it('finds a sector by its French name and by its English name', async () => {
      expect(ids(await search('keyword=sante'))).toEqual([companies.cliniqueSante]);
      expect(ids(await search('keyword=Health'))).toEqual([companies.cliniqueSante]);
      expect(ids(await search('keyword=Technology'))).toEqual([companies.parisienneLogiciels, companies.techIvoire]);
    });

    it('finds companies by city and by country', async () => {
      expect(ids(await search('keyword=Dakar'))).toEqual([companies.ecoleNumerique, companies.cliniqueSante]);
      expect(ids(await search(`keyword=${encodeURIComponent('sénégal')}`))).toEqual([companies.cliniqueSante, companies.ecoleNumerique]);
    });

    it('shows ACTIVE members only', async () => {
      const page = await search('keyword=banque');
      expect(ids(page)).not.toContain(companies.banqueAtlantique);
      const pending = await search('keyword=pharmacie');
      expect(ids(pending)).not.toContain(companies.pharmaciePlateau);
    });

    it('keeps equal ranks in name order, accents and case ignored', async () => {
      // 'vingt' appears once in every description: all ranks are equal
      const page = await search('keyword=vingt');
      const names = page.content.map((company) => company.name);
      // 'École' with the E's, not after 'T' as a byte-wise order puts it
      expect(names).toEqual([
        'Clinique Santé Plus',
        'École Numérique de Dakar',
        'Parisienne de Logiciels',
        'Société Générale de Conseil',
        'Tech Ivoire Solutions',
      ]);
      expect(page.totalElements).toBe(5);
    });

    it('treats a keyword of punctuation only as no match rather than an error', async () => {
      const page = await search(`keyword=${encodeURIComponent('*** !!')}`);
      expect(page).toMatchObject({ content: [], totalElements: 0, totalPages: 0, last: true });
    });

    it('ignores a blank keyword', async () => {
      const page = await search('keyword=%20%20');
      expect(page.totalElements).toBe(5);
    });

    it('accepts `name` for the keyword', async () => {
      expect(ids(await search('name=clinique'))).toEqual([companies.cliniqueSante]);
    });
  });

  describe('given filters', () => {
    it('filters by sector', async () => {
      expect(ids(await search(`sectorId=${sectors.technologie}`))).toEqual([companies.parisienneLogiciels, companies.techIvoire]);
      expect(ids(await search(`sector=${sectors.technologie}`))).toEqual([companies.parisienneLogiciels, companies.techIvoire]);
    });

    it('filters by country', async () => {
      expect(ids(await search(`countryId=${countries.senegal}`))).toEqual([companies.cliniqueSante, companies.ecoleNumerique]);
      expect(ids(await search(`country=${countries.france}`))).toEqual([companies.parisienneLogiciels]);
    });

    it('combines keyword, sector and country', async () => {
      expect(ids(await search(`keyword=conseil&countryId=${countries.coteDIvoire}&sectorId=${sectors.technologie}`))).toEqual([companies.techIvoire]);
      expect(ids(await search(`keyword=conseil&countryId=${countries.maroc}`))).toEqual([]);
    });

    describe('given several sectors (an embed offering a subset of them)', () => {
      it('finds the members of those sectors only, by name, with the count of them', async () => {
        const page = await search(`sectorIds=${sectors.technologie}&sectorIds=${sectors.finance}`);
        // Parisienne de Logiciels, Société Générale de Conseil, Tech Ivoire Solutions
        expect(ids(page)).toEqual([companies.parisienneLogiciels, companies.societeGenerale, companies.techIvoire]);
        expect(page).toMatchObject({ totalElements: 3, totalPages: 1, last: true });
      });

      it('combines them with a keyword and a country', async () => {
        const sante = `sectorIds=${sectors.sante}&sectorIds=${sectors.education}`;
        expect([...ids(await search(`keyword=conseil&${sante}`))].sort()).toEqual([companies.cliniqueSante, companies.ecoleNumerique].sort());
        expect(ids(await search(`keyword=dakar&${sante}`))).toHaveLength(2);
        expect(ids(await search(`keyword=conseil&countryId=${countries.coteDIvoire}&sectorIds=${sectors.technologie}&sectorIds=${sectors.sante}`))).toEqual([
          companies.techIvoire,
        ]);
        expect(ids(await search(`keyword=clinique&sectorIds=${sectors.technologie}&sectorIds=${sectors.finance}`))).toEqual([]);
      });

      it('pages through them without repeating or skipping a member', async () => {
        const query = `sectorIds=${sectors.finance}&sectorIds=${sectors.technologie}&size=2`;
        const first = await search(`${query}&page=0`);
        expect(first).toMatchObject({ totalElements: 3, totalPages: 2, last: false, number: 0, size: 2 });
        const second = await search(`${query}&page=1`);
        expect(second).toMatchObject({ totalElements: 3, totalPages: 2, last: true, number: 1 });
        expect([...ids(first), ...ids(second)]).toEqual([companies.parisienneLogiciels, companies.societeGenerale, companies.techIvoire]);
      });

      it('keeps apart in the result cache the searches of every sector, of several sectors and of one', async () => {
        expect(ids(await search('size=9'))).toHaveLength(5);
        expect(ids(await search(`sectorIds=${sectors.technologie}&sectorIds=${sectors.finance}&size=9`))).toHaveLength(3);
        expect(ids(await search(`sectorId=${sectors.technologie}&size=9`))).toEqual([companies.parisienneLogiciels, companies.techIvoire]);
        // the same sectors in another order, repeated: the same search
        expect(ids(await search(`sectorIds=${sectors.finance}&sectorIds=${sectors.technologie}&sectorIds=${sectors.finance}&size=9`))).toHaveLength(3);
        // one sector in the list is that sector's search
        expect(ids(await search(`sectorIds=${sectors.technologie}&size=9`))).toEqual([companies.parisienneLogiciels, companies.techIvoire]);
        expect(ids(await search('size=9'))).toHaveLength(5);
      });
    });

    it('lists every active member without any filter, in a stable order', async () => {
      const page = await search('');
      expect([...ids(page)].sort()).toEqual(
        [companies.societeGenerale, companies.techIvoire, companies.cliniqueSante, companies.ecoleNumerique, companies.parisienneLogiciels].sort(),
      );
      expect(ids(await search(''))).toEqual(ids(page));
    });
  });

  describe('given paging', () => {
    it('answers the page asked with the paging fields', async () => {
      const first = await search('size=2&page=0');
      expect(first).toMatchObject({ totalElements: 5, totalPages: 3, last: false, number: 0, size: 2 });
      const last = await search('size=2&page=2');
      expect(last).toMatchObject({ totalElements: 5, totalPages: 3, last: true, number: 2, size: 2 });
      expect(last.content).toHaveLength(1);
    });

    it('answers an empty last page past the end', async () => {
      const page = await search('size=2&page=9');
      expect(page).toMatchObject({ content: [], totalElements: 5, last: true, number: 9 });
    });

    it('pages never repeat or skip a company', async () => {
      const pages = await Promise.all([0, 1, 2].map((page) => search(`size=2&page=${page}`)));
      expect(pages.flatMap(ids)).toEqual(ids(await search('size=10')));
    });

    it.each([
      'size=0',
      'size=101',
      'page=-1',
      'sectorId=abc',
      'countryId=0',
      'page=x',
      'sectorIds=abc',
      'sectorIds=',
      'sectorIds=0',
      'sectorIds=1&sectorIds=x',
    ])('rejects %s with 400 and the error shape', async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/companies/search?${query}` });
      expect(res.statusCode).toBe(400);
      expect(expectValidResponse(res, 'searchCompanies')).toMatchObject({ status: 400, error: 'Bad Request' });
    });

    it('rejects more than 100 sectors with 400, saying the most in French', async () => {
      const many = Array.from({ length: 101 }, (_, i) => `sectorIds=${i + 1}`).join('&');
      const res = await t.app.inject({ method: 'GET', url: `/api/companies/search?${many}` });
      expect(res.statusCode).toBe(400);
      expect(expectValidResponse(res, 'searchCompanies')).toMatchObject({
        status: 400,
        message: 'Données invalides : sectorIds : Maximum 100 valeurs autorisées.',
      });
      const most = Array.from({ length: 100 }, (_, i) => `sectorIds=${i + 1}`).join('&');
      expect((await search(most)).totalElements).toBe(5);
    });

    it.each([`sectorId=1&sectorIds=2&sectorIds=3`, `sector=1&sectorIds=2`, `sectorId=1&sectorIds=1`])(
      'rejects one sector and several at once (%s) with 400 and a French message',
      async (query) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/companies/search?${query}` });
        expect(res.statusCode).toBe(400);
        expect(expectValidResponse(res, 'searchCompanies')).toMatchObject({
          status: 400,
          message: "Données invalides : sectorId et sectorIds ne se combinent pas, donnez l'un ou l'autre.",
        });
      },
    );
  });

  describe('given the statistics', () => {
    async function searchCount(): Promise<number> {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies/search/stats' });
      return expectValidResponse<Schemas['SearchStats']>(res, 'getSearchStats').total;
    }

    it('records page 0 of a search, not the later pages nor bots', async () => {
      const before = await searchCount();
      await search('keyword=conseil&page=0');
      expect(await searchCount()).toBe(before + 1);
      await search('keyword=conseil&page=1&size=2');
      await search('keyword=conseil', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
      expect(await searchCount()).toBe(before + 1);
    });

    it('records a search of several sectors once, without a sector (it names none of them), apart from the same words in every sector', async () => {
      const before = await searchCount();
      const client = { 'user-agent': 'Mozilla/5.0 several sectors' };
      await search(`keyword=CONSEIL&sectorIds=${sectors.sante}&sectorIds=${sectors.education}&source=embed`, client);
      await search(`keyword=CONSEIL&sectorIds=${sectors.education}&sectorIds=${sectors.sante}&source=embed`, client);
      await search('keyword=CONSEIL&source=embed', client);
      expect(await searchCount()).toBe(before + 2);
      const recorded = await t.database.query<{ sector_id: number | null; company_ids: number[] }>(
        `SELECT sector_id, company_ids FROM searches WHERE keyword = 'CONSEIL' ORDER BY id`,
      );
      expect(recorded.map((row) => ({ sectorId: row.sector_id, companyIds: [...row.company_ids].sort() }))).toEqual([
        { sectorId: null, companyIds: [companies.cliniqueSante, companies.ecoleNumerique].sort() },
        {
          sectorId: null,
          companyIds: [
            companies.societeGenerale,
            companies.techIvoire,
            companies.cliniqueSante,
            companies.ecoleNumerique,
            companies.parisienneLogiciels,
          ].sort(),
        },
      ]);
    });

    it('stores no personal data with a search', async () => {
      await search('keyword=finance', { 'user-agent': 'Mozilla/5.0 Firefox/130.0' });
      await t.app.inject({ method: 'GET', url: '/api/companies/search/stats' });
      const columns = await t.database.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'searches' ORDER BY column_name`,
      );
      // what was asked for, what it showed (the chambers, the companies) and where (the portal or an embed): nothing about who asked
      expect(columns.map((c) => c.column_name)).toEqual(['at', 'chamber_ids', 'company_ids', 'country_id', 'id', 'keyword', 'sector_id', 'source']);
    });
  });

  describe('given a change to a company', () => {
    it('shows the change in the next search (the result cache is dropped)', async () => {
      expect(ids(await search('keyword=banque'))).toEqual([]);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/companies/${companies.banqueAtlantique}/status`,
        headers: t.auth.otherAdmin,
        payload: { status: 'ACTIVE' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(await search('keyword=banque'))).toEqual([companies.banqueAtlantique]);
    });
  });
});
