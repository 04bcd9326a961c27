// Control characters are refused at the contract boundary: a NUL in a query parameter or a
// body field would answer 500 (PostgreSQL refuses it in text) and drop the searches recorded in the same batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from './testing/harness.js';
import { multipartPayload } from './testing/multipart.js';

const { companies } = FIXTURE;
const CONTROL_MESSAGE = 'Données invalides : caractère de contrôle interdit';
const CONTROLS = ['\u0000', '\u0001', '\u007f'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: CONTROL_MESSAGE, status: 400, error: 'Bad Request' });
}

describe('given a control character in a query parameter', () => {
  const urls = [
    (v: string) => `/api/sectors/search?query=${v}`,
    (v: string) => `/api/companies/country-amcham/${FIXTURE.chambers.coteDIvoire}?name=${v}`,
    (v: string) => `/api/ads/search?title=${v}`,
    (v: string) => `/api/events?title=${v}`,
    (v: string) => `/api/events/upcoming?title=${v}`,
    (v: string) => `/api/country-amchams/search?query=${v}`,
    (v: string) => `/api/sectors?nameFr=${v}`,
    (v: string) => `/api/sectors?nameEn=${v}`,
    (v: string) => `/api/companies/search?keyword=${v}`,
  ];
  for (const control of [...CONTROLS, '\t', '\n']) {
    for (const url of urls) {
      const target = url(`a${encodeURIComponent(control)}b`);
      it(`answers 400 to ${target}`, async () => {
        const res = await t.app.inject({ method: 'GET', url: target, headers: t.auth.admin });
        expectRefused(res);
      });
    }
  }
});

describe('given a control character in a JSON body field', () => {
  const bodies = [
    {
      url: '/api/ratings',
      headers: () => ({}),
      body: (v: string) => ({ firstName: 'Awa', lastName: 'Koné', score: 4, comment: `Bien${v}`, companyId: companies.techIvoire }),
    },
    { url: '/api/visits', headers: () => ({}), body: (v: string) => ({ path: `/membres${v}` }) },
    { url: '/api/sectors', headers: () => t.auth.networkAdmin, body: (v: string) => ({ nameFr: `Secteur${v}`, nameEn: 'Sector' }) },
    { url: '/api/categories', headers: () => t.auth.networkAdmin, body: (v: string) => ({ nameFr: `Catégorie${v}`, nameEn: 'Category' }) },
  ] as const;
  for (const control of CONTROLS) {
    for (const { url, headers, body } of bodies) {
      it(`answers 400 to POST ${url} with ${JSON.stringify(control)}`, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: headers(),
          payload: body(control),
        });
        expectRefused(res);
      });
    }
  }
});

describe('given a control character in a multipart text field', () => {
  for (const control of CONTROLS) {
    it(`answers 400 to updateCompany with ${JSON.stringify(control)}`, async () => {
      const form = multipartPayload({ city: `Abidjan${control}Plateau` });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/companies/${companies.societeGenerale}`,
        headers: { ...t.auth.member, ...form.headers },
        payload: form.payload,
      });
      expectRefused(res);
    });

    it(`answers 400 to createPartner with ${JSON.stringify(control)}`, async () => {
      const form = multipartPayload({ name: `Partenaire${control}Delta`, link: 'https://delta.test' });
      const res = await t.app.inject({ method: 'POST', url: '/api/partners', headers: { ...t.auth.networkAdmin, ...form.headers }, payload: form.payload });
      expectRefused(res);
    });
  }
});

describe('given tabs and line breaks in free text', () => {
  it('accepts a rating comment on several lines', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { firstName: 'Awa', lastName: 'Koné', score: 4, comment: 'Accueil chaleureux.\r\n\tService rapide.', companyId: companies.techIvoire },
    });
    expect(res.statusCode).toBe(201);
  });

  it('accepts a company description on several lines', async () => {
    const description = 'Une entreprise décrite sur deux lignes,\navec une tabulation\tet plus de cinquante caractères.';
    const form = multipartPayload({ description });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.societeGenerale}`,
      headers: { ...t.auth.member, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description });
  });
});

describe('given a search with a NUL among valid searches', () => {
  it('refuses it and records every valid search sent around it', async () => {
    const stats = async () =>
      expectValidResponse<{ total: number }>(await t.app.inject({ method: 'GET', url: '/api/companies/search/stats' }), 'getSearchStats').total;
    const before = await stats();
    const searches = ['keyword=conseil', 'keyword=a%00b', 'keyword=banque', 'keyword=%00', 'keyword=finance'];
    const answers = await Promise.all(searches.map((query) => t.app.inject({ method: 'GET', url: `/api/companies/search?${query}` })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 400, 200, 400, 200]);
    expect(await stats()).toBe(before + 3);
  });
});
