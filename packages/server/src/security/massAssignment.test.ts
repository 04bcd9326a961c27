// Mass assignment that must fail: no body field lets a member or a chamber
// administrator set a status, a chamber, a counter, an id or another company's data, and fields the contract does
// not list are refused. Each request is refused and the directory's tables are exactly as before (row counts and an
// md5 of every row). routes/authorization.test.ts checks who may call each write at all; this checks what a caller
// who may call it can set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';

const { companies, chambers, users } = FIXTURE;
const TABLES = ['country_amchams', 'sectors', 'categories', 'companies', 'schedules', 'ratings', 'ads', 'events', 'partners', 'users'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function snapshot(): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const table of TABLES) {
    const [row] = await t.database.query(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS checksum FROM ${table} t`);
    result[table] = row;
  }
  return result;
}

type Caller = 'member' | 'admin' | 'anonymous';
interface Case {
  label: string;
  caller: Caller;
  operationId: string;
  method: 'PUT' | 'POST' | 'PATCH';
  url: string;
  form?: Record<string, string>;
  json?: string;
  status: number;
}

const rating = { firstName: 'Awa', lastName: 'Koné', score: 1, comment: 'Avis', companyId: companies.techIvoire };

const CASES: Case[] = [
  // a member on its own company's profile (multipart)
  {
    label: 'a member sets its company status',
    caller: 'member',
    operationId: 'updateCompany',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}`,
    form: { status: 'INACTIVE' },
    status: 403,
  },
  {
    label: 'a member moves its company to another chamber',
    caller: 'member',
    operationId: 'updateCompany',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}`,
    form: { countryAmchamId: String(chambers.senegal) },
    status: 403,
  },
  ...['viewCount', 'ratingCount', 'averageRating', 'id', 'createdAt', 'updatedAt', 'logo', 'userId', 'countryAmcham'].map((field): Case => ({
    label: `a member sends '${field}', which the form does not list`,
    caller: 'member',
    operationId: 'updateCompany',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}`,
    form: { city: 'Bouaké', [field]: field === 'createdAt' || field === 'updatedAt' ? '2000-01-01T00:00:00Z' : '999' },
    status: 400,
  })),
  {
    label: "a member edits another member's company",
    caller: 'member',
    operationId: 'updateCompany',
    method: 'PUT',
    url: `/api/companies/${companies.cliniqueSante}`,
    form: { city: 'Thiès' },
    status: 403,
  },
  {
    label: 'a member approves a company',
    caller: 'member',
    operationId: 'updateCompanyStatus',
    method: 'PATCH',
    url: `/api/companies/${companies.pharmaciePlateau}/status`,
    json: JSON.stringify({ status: 'ACTIVE' }),
    status: 403,
  },
  {
    label: 'a member hides a review',
    caller: 'member',
    operationId: 'updateRatingVisibility',
    method: 'PATCH',
    url: '/api/ratings/1/visibility',
    json: JSON.stringify({ hidden: true }),
    status: 403,
  },
  {
    label: "a member changes another user's password",
    caller: 'member',
    operationId: 'changePassword',
    method: 'POST',
    url: `/api/auth/password/change/${users.otherMember.id}`,
    json: JSON.stringify({ currentPassword: FIXTURE.password, newPassword: 'Un-nouveau-mot-de-passe-42' }),
    status: 403,
  },
  // a chamber administrator (Côte d'Ivoire)
  {
    label: 'a chamber administrator moves its member to another chamber',
    caller: 'admin',
    operationId: 'updateCompany',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}`,
    form: { countryAmchamId: String(chambers.senegal) },
    status: 403,
  },
  {
    label: "a chamber administrator sets another chamber's company status",
    caller: 'admin',
    operationId: 'updateCompany',
    method: 'PUT',
    url: `/api/companies/${companies.banqueAtlantique}`,
    form: { status: 'ACTIVE' },
    // an inactive member of another chamber: not seen, so answered as an unknown id
    status: 404,
  },
  {
    label: "a chamber administrator approves another chamber's company",
    caller: 'admin',
    operationId: 'updateCompanyStatus',
    method: 'PATCH',
    url: `/api/companies/${companies.banqueAtlantique}/status`,
    json: JSON.stringify({ status: 'ACTIVE' }),
    // an inactive member of another chamber: not seen, so answered as an unknown id
    status: 404,
  },
  {
    label: 'a chamber administrator sends a chamber with a status change',
    caller: 'admin',
    operationId: 'updateCompanyStatus',
    method: 'PATCH',
    url: `/api/companies/${companies.pharmaciePlateau}/status`,
    json: JSON.stringify({ status: 'ACTIVE', countryAmchamId: chambers.senegal }),
    status: 400,
  },
  {
    label: 'a chamber administrator creates a member in another chamber',
    caller: 'admin',
    operationId: 'createCompany',
    method: 'POST',
    url: '/api/companies/save',
    form: {
      name: 'Entreprise Intruse',
      description: 'Une entreprise créée dans une autre chambre que celle de son administrateur, ce qui est interdit.',
      address: '1 rue de Dakar, Plateau',
      telephone: '+221 33 800 00 01',
      email: 'contact@intruse.test',
      sectorId: '1',
      countryAmchamId: String(chambers.senegal),
    },
    status: 403,
  },
  {
    label: 'a chamber administrator signs up an administrator of another chamber',
    caller: 'admin',
    operationId: 'signUp',
    method: 'POST',
    url: '/api/auth/signup',
    json: JSON.stringify({ email: 'intrus@amcham-sn.test', password: 'Un-mot-de-passe-solide-42', profil: 'ADMIN_AMCHAM', countryAmchamId: chambers.senegal }),
    status: 403,
  },
  {
    label: 'a chamber administrator hides a review with its author',
    caller: 'admin',
    operationId: 'updateRatingVisibility',
    method: 'PATCH',
    url: '/api/ratings/1/visibility',
    json: JSON.stringify({ hidden: true, hiddenBy: 'quelqu’un' }),
    status: 400,
  },
  // anyone
  {
    label: 'a visitor signs up as network administrator',
    caller: 'anonymous',
    operationId: 'signUp',
    method: 'POST',
    url: '/api/auth/signup',
    json: JSON.stringify({ email: 'pirate@test.test', password: 'Un-mot-de-passe-solide-42', profil: 'ADMIN_RESEAU' }),
    status: 401,
  },
  {
    label: 'a visitor signs up attached to a company',
    caller: 'anonymous',
    operationId: 'signUp',
    method: 'POST',
    url: '/api/auth/signup',
    json: JSON.stringify({ email: 'pirate2@test.test', password: 'Un-mot-de-passe-solide-42', companyId: companies.societeGenerale }),
    status: 401,
  },
  ...['id', 'hidden', 'createdAt', 'companyName'].map((field): Case => ({
    label: `a visitor rates with '${field}'`,
    caller: 'anonymous',
    operationId: 'createRating',
    method: 'POST',
    url: '/api/ratings',
    json: JSON.stringify({ ...rating, [field]: field === 'hidden' ? false : field === 'id' ? 1 : 'x' }),
    status: 400,
  })),
  {
    label: 'a visitor rates with a __proto__ member',
    caller: 'anonymous',
    operationId: 'createRating',
    method: 'POST',
    url: '/api/ratings',
    json: `{"firstName":"Awa","lastName":"Koné","score":1,"comment":"Avis","companyId":2,"__proto__":{"hidden":true}}`,
    status: 400,
  },
  {
    label: 'a visitor records a contact with a company id in the body',
    caller: 'anonymous',
    operationId: 'recordCompanyContact',
    method: 'POST',
    url: `/api/companies/${companies.techIvoire}/contacts`,
    json: JSON.stringify({ channel: 'email', companyId: companies.cliniqueSante }),
    status: 400,
  },
];

describe('given body fields a caller may not set', () => {
  let before: Record<string, unknown>;
  beforeAll(async () => {
    before = await snapshot();
  });

  it.each(CASES.map((c) => [c.label, c] as const))('refuses: %s', async (_label, c) => {
    const form = c.form ? multipartPayload(c.form) : undefined;
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: { ...(c.caller === 'anonymous' ? {} : t.auth[c.caller]), ...(form ? form.headers : { 'content-type': 'application/json' }) },
      payload: form ? form.payload : c.json,
      remoteAddress: '10.55.0.1',
    });
    expect(res.statusCode, res.body).toBe(c.status);
    expect(expectValidResponse(res, c.operationId)).toMatchObject({ status: c.status, message: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });
});
