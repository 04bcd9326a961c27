// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import type { Schemas } from './types.js';

type CompanyPage = Schemas['CompanySearchPage'];
const { companies } = FIXTURE;

let t: TestApp;
/** Members added to the fixture: one writing in English, one naming a bank in French in its description only. */
const added: Record<'harbourBank' | 'creditFleuve', number> = { harbourBank: 0, creditFleuve: 0 };
beforeAll(async () => {
  t = await createTestApp();
  const insert = async (name: string, description: string) => {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO companies (name, description, sector_id, country_id, country_amcham_id, city, address, telephone, email, status)
       VALUES ($1, $2, 2, 2, 2, 'Dakar', 'Dakar', '+221 33 800 00 00', $3, 'ACTIVE') RETURNING id`,
      [name, description, `contact${name.length}@example.test`],
    );
    return row!.id;
  };
  added.harbourBank = await insert('Harbour Bank', 'Harbour Bank offers business loans and trade finance to importers.');
  added.creditFleuve = await insert('Crédit du Fleuve', 'Crédit du Fleuve est la banque de détail des ménages et des artisans.');
  t.ctx.search.invalidate();
});
afterAll(() => t.close());

async function search(keyword: string, more = ''): Promise<CompanyPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/companies/search?keyword=${encodeURIComponent(keyword)}${more}` });
  expect(res.statusCode, res.body).toBe(200);
  return expectValidResponse<CompanyPage>(res, 'searchCompanies');
}
const ids = (page: CompanyPage) => page.content.map((company) => company.id);

describe('GET /api/companies/search across the two languages', () => {
  it("finds a French profile from an English word and names the translation used: 'clinic' finds 'Clinique Santé Plus'", async () => {
    const page = await search('clinic');
    expect(ids(page)).toEqual([companies.cliniqueSante]);
    expect(page.alsoFor).toEqual(['clinique']);
  });

  it("reads the typed word by its English stem: 'software' and 'softwares' find 'Parisienne de Logiciels'", async () => {
    expect(ids(await search('software'))).toEqual([companies.parisienneLogiciels]);
    expect(ids(await search('softwares'))).toEqual([companies.parisienneLogiciels]);
  });

  it("finds an English profile from a French word: 'banque' finds 'Harbour Bank' after the members writing 'banque'", async () => {
    const page = await search('banque');
    // the words as typed first (a description's match), then the translation's (even a name's)
    expect(ids(page)).toEqual([added.creditFleuve, added.harbourBank]);
    expect(page.alsoFor).toEqual(['bank']);
  });

  it("puts a name matching the words as typed first: 'bank' lists 'Harbour Bank' before the members found through 'banque'", async () => {
    const page = await search('bank');
    expect(ids(page)).toEqual([added.harbourBank, added.creditFleuve]);
    expect(page.alsoFor).toEqual(['banque']);
  });

  it('translates a run of words as one term, with the other words matched as typed: "law firm" is not "law" and "firm"', async () => {
    await t.database.query(
      `INSERT INTO companies (name, description, sector_id, country_id, country_amcham_id, city, address, telephone, email, status)
       VALUES ('Diallo et Associés', 'Cabinet d''avocats en droit des affaires à Dakar.', 2, 2, 2, 'Dakar', 'Dakar', '+221 33 800 00 01',
               'contact@diallo.example.test', 'ACTIVE')`,
    );
    t.ctx.search.invalidate();
    const page = await search('law firm dakar');
    expect(page.content.map((company) => company.name)).toEqual(['Diallo et Associés']);
    expect(page.alsoFor).toEqual(["cabinet d'avocats"]);
  });

  it('keeps the filters: a translated word within another country finds nothing', async () => {
    const page = await search('clinic', `&countryId=1`);
    expect(page.content).toEqual([]);
    expect(page.alsoFor).toBeUndefined();
  });

  it('says nothing of translations when none was used or none is in the directory', async () => {
    // 'clinique' is found as typed; its translation 'clinic' is in no document
    const page = await search('clinique');
    expect(ids(page)).toEqual([companies.cliniqueSante]);
    expect(page.alsoFor).toBeUndefined();
    expect((await search('societe')).alsoFor).toBeUndefined();
  });

  it('keeps the typo tolerance of names', async () => {
    expect(ids(await search('Clinque'))).toEqual([companies.cliniqueSante]);
  });

  it('shows the same members on the map as in the list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies/search/locations?keyword=clinic' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { points: { id: number }[] }).points.map((point) => point.id)).toEqual([companies.cliniqueSante]);
  });
});
