// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import type { Schemas } from './types.js';

type Sector = Schemas['Sector'];
const { sectors, categories, companies } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, operationId: string, headers: Record<string, string> = {}, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: expectValidResponse<T>(res, operationId) };
};

describe('sectors', () => {
  it('lists every sector by French name, accents and case ignored (Éducation among the E, not after Technologie)', async () => {
    const { body } = await call<Sector[]>('GET', '/api/sectors/all', 'listAllSectors');
    expect(body.map((sector) => sector.nameFr)).toEqual(['Éducation', 'Finance', 'Santé', 'Technologie']);
  });

  it('pages the sectors by id, with the paging fields', async () => {
    const { body } = await call<Schemas['SectorPage']>('GET', '/api/sectors?page=1&size=3', 'listSectors');
    expect(body).toMatchObject({
      content: [{ id: 4, nameFr: 'Éducation', nameEn: 'Education' }],
      totalElements: 4,
      totalPages: 2,
      last: true,
      number: 1,
      size: 3,
    });
  });

  it('filters the page by part of the French or the English name, accents and case ignored', async () => {
    expect((await call<Schemas['SectorPage']>('GET', '/api/sectors?nameFr=EDUC', 'listSectors')).body.content.map((s) => s.id)).toEqual([sectors.education]);
    expect((await call<Schemas['SectorPage']>('GET', '/api/sectors?nameEn=heal', 'listSectors')).body.content.map((s) => s.id)).toEqual([sectors.sante]);
  });

  it('searches either name', async () => {
    expect((await call<Sector[]>('GET', '/api/sectors/search?query=sante', 'searchSectors')).body.map((s) => s.id)).toEqual([sectors.sante]);
    expect((await call<Sector[]>('GET', '/api/sectors/search?query=TECHNO', 'searchSectors')).body.map((s) => s.id)).toEqual([sectors.technologie]);
    expect((await call<Sector[]>('GET', '/api/sectors/search?query=', 'searchSectors')).body).toHaveLength(4);
  });

  it('answers one sector; 404 for an unknown one', async () => {
    expect((await call<Sector>('GET', `/api/sectors/${sectors.finance}`, 'getSector')).body).toEqual({ id: 2, nameFr: 'Finance', nameEn: 'Finance' });
    expect((await call('GET', '/api/sectors/999', 'getSector')).status).toBe(404);
  });

  it('creates a sector with trimmed names (network administrator), then counts it', async () => {
    const { status, body } = await call<Sector>('POST', '/api/sectors', 'createSector', t.auth.networkAdmin, { nameFr: '  Énergie ', nameEn: ' Energy ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ nameFr: 'Énergie', nameEn: 'Energy' });
    expect((await call<number>('GET', '/api/sectors/total/kpi', 'getSectorsTotal')).body).toBe(5);
  });

  it("answers 409 'Une ressource avec ce nom existe déjà' for a name in use in either language, accents ignored", async () => {
    const fr = await call('POST', '/api/sectors', 'createSector', t.auth.networkAdmin, { nameFr: 'sante', nameEn: 'Care' });
    expect(fr.status).toBe(409);
    expect(fr.body).toMatchObject({ message: 'Une ressource avec ce nom existe déjà' });
    expect(fr.body).not.toHaveProperty('code');
    const en = await call('PUT', `/api/sectors/${sectors.finance}`, 'updateSector', t.auth.networkAdmin, { nameFr: 'Banque', nameEn: 'technology' });
    expect(en.status).toBe(409);
  });

  // Both creations pass the check before either inserts (each waits on the database in between): the unique index on
  // the folded name is what refuses the second, with the check's own 409.
  it('creates one of two sectors sent at the same moment whose names differ only by accents and case', async () => {
    const [first, second] = await Promise.all([
      call('POST', '/api/sectors', 'createSector', t.auth.networkAdmin, { nameFr: 'Hôtellerie', nameEn: 'Hospitality' }),
      call('POST', '/api/sectors', 'createSector', t.auth.networkAdmin, { nameFr: 'HOTELLERIE', nameEn: 'Hotels' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first.body, second.body]).toContainEqual(expect.objectContaining({ status: 409, message: 'Une ressource avec ce nom existe déjà' }));
    const { body } = await call<Sector[]>('GET', '/api/sectors/search?query=hotellerie', 'searchSectors');
    expect(body).toHaveLength(1);
  });

  it("rejects blank names with the form's messages", async () => {
    const res = await call('POST', '/api/sectors', 'createSector', t.auth.networkAdmin, { nameFr: '   ', nameEn: 'X' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Le nom français est requis' } });
    const en = await call('POST', '/api/sectors', 'createSector', t.auth.networkAdmin, { nameFr: 'X', nameEn: ' ' });
    expect(en).toMatchObject({ status: 400, body: { message: 'Le nom anglais est requis' } });
    expect((await call('POST', '/api/sectors', 'createSector', t.auth.networkAdmin, { nameFr: 'X' })).status).toBe(400);
  });

  it('renames a sector and the search finds its companies by the new name', async () => {
    const { body } = await call<Sector>('PUT', `/api/sectors/${sectors.education}`, 'updateSector', t.auth.networkAdmin, {
      nameFr: 'Enseignement',
      nameEn: 'Teaching',
    });
    expect(body).toEqual({ id: sectors.education, nameFr: 'Enseignement', nameEn: 'Teaching' });
    const res = await t.app.inject({ method: 'GET', url: '/api/companies/search?keyword=enseignement' });
    expect(expectValidResponse<Schemas['CompanyPage']>(res, 'searchCompanies').content.map((c) => c.id)).toEqual([companies.ecoleNumerique]);
  });

  it('refuses to delete a sector that still has companies (409), deletes an unused one', async () => {
    const used = await call('DELETE', `/api/sectors/${sectors.finance}`, 'deleteSector', t.auth.networkAdmin);
    expect(used).toMatchObject({ status: 409, body: { message: 'Ce secteur compte encore des entreprises : déplacez-les d’abord.', code: 'IN_USE' } });
    const created = await call<Sector>('POST', '/api/sectors', 'createSector', t.auth.networkAdmin, { nameFr: 'Tourisme', nameEn: 'Tourism' });
    expect((await call('DELETE', `/api/sectors/${created.body.id}`, 'deleteSector', t.auth.networkAdmin)).status).toBe(204);
    expect((await call('GET', `/api/sectors/${created.body.id}`, 'getSector')).status).toBe(404);
    expect((await call('DELETE', '/api/sectors/999', 'deleteSector', t.auth.networkAdmin)).status).toBe(404);
  });

  describe('given a caller who is not the network administrator', () => {
    it.each([
      ['POST', '/api/sectors', 'createSector'],
      ['PUT', '/api/sectors/1', 'updateSector'],
      ['DELETE', '/api/sectors/1', 'deleteSector'],
    ] as const)('%s %s answers 401 without a token or expired, 403 to a member and to a chamber administrator', async (method, url, operationId) => {
      const payload = method === 'DELETE' ? undefined : { nameFr: 'Refusé', nameEn: 'Refused' };
      expect((await call(method, url, operationId, {}, payload)).status).toBe(401);
      expect((await call(method, url, operationId, t.auth.expired, payload)).status).toBe(401);
      expect((await call(method, url, operationId, t.auth.member, payload)).status).toBe(403);
      expect((await call(method, url, operationId, t.auth.admin, payload)).status).toBe(403);
    });
  });
});

describe('categories', () => {
  it('lists the categories by id', async () => {
    const { body } = await call<Schemas['Category'][]>('GET', '/api/categories', 'listCategories');
    expect(body.map((c) => c.nameEn)).toEqual(['Event', 'News', 'Opportunity', 'Training', 'Networking']);
  });

  it('answers one category; 404 for an unknown one', async () => {
    expect((await call('GET', `/api/categories/${categories.formation}`, 'getCategory')).body).toEqual({ id: 4, nameFr: 'Formation', nameEn: 'Training' });
    expect((await call('GET', '/api/categories/999', 'getCategory')).status).toBe(404);
  });

  it('creates, renames and deletes a category (network administrator)', async () => {
    const created = await call<Schemas['Category']>('POST', '/api/categories', 'createCategory', t.auth.networkAdmin, {
      nameFr: ' Webinaire ',
      nameEn: 'Webinar',
    });
    expect(created).toMatchObject({ status: 201, body: { nameFr: 'Webinaire', nameEn: 'Webinar' } });
    const renamed = await call('PUT', `/api/categories/${created.body.id}`, 'updateCategory', t.auth.networkAdmin, {
      nameFr: 'Conférence en ligne',
      nameEn: 'Online talk',
    });
    expect(renamed.body).toEqual({ id: created.body.id, nameFr: 'Conférence en ligne', nameEn: 'Online talk' });
    expect((await call('DELETE', `/api/categories/${created.body.id}`, 'deleteCategory', t.auth.networkAdmin)).status).toBe(204);
  });

  it('answers 409 for a name in use and for a category that still has announcements', async () => {
    expect((await call('POST', '/api/categories', 'createCategory', t.auth.networkAdmin, { nameFr: 'evenement', nameEn: 'Happening' })).status).toBe(409);
    const used = await call('DELETE', `/api/categories/${categories.evenement}`, 'deleteCategory', t.auth.networkAdmin);
    expect(used).toMatchObject({ status: 409, body: { message: 'Cette catégorie compte encore des annonces : déplacez-les d’abord.', code: 'IN_USE' } });
  });

  it.each([
    ['POST', '/api/categories', 'createCategory'],
    ['PUT', '/api/categories/1', 'updateCategory'],
    ['DELETE', '/api/categories/1', 'deleteCategory'],
  ] as const)('%s %s answers 401 without a token, 403 to a member', async (method, url, operationId) => {
    const payload = method === 'DELETE' ? undefined : { nameFr: 'Refusé', nameEn: 'Refused' };
    expect((await call(method, url, operationId, {}, payload)).status).toBe(401);
    expect((await call(method, url, operationId, t.auth.member, payload)).status).toBe(403);
  });
});
