// Existence oracles that must fail: a caller learns nothing about a company it may not see (another
// chamber's pending or inactive member, or its reviews). Such a company's name does not answer 409 to a rename, and
// its id, or a review id it may not see, answers exactly as an id that does not exist (404), never 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';

const { companies } = FIXTURE;
const UNKNOWN = 999_999;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function rename(id: number, name: string, headers: Record<string, string>) {
  const { payload, headers: formHeaders } = multipartPayload({ name });
  return t.app.inject({ method: 'PUT', url: `/api/companies/${id}`, payload, headers: { ...formHeaders, ...headers } });
}
const nameOf = async (id: number) => (await t.database.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [id]))[0]?.name;

/** The answer without what differs between any two requests (its id, its date). */
const comparable = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
  status: res.statusCode,
  body: res.body,
  headers: Object.keys(res.headers)
    .filter((name) => !['x-request-id', 'date', 'content-length'].includes(name))
    .sort(),
});

describe('given the name of a company the writer may not see', () => {
  it("a member renames its company to another chamber's inactive member's name as to a free name (200), not 409", async () => {
    const hidden = (await nameOf(companies.banqueAtlantique)) as string;
    const res = await rename(companies.societeGenerale, hidden.toUpperCase(), t.auth.member);
    expect(res.statusCode).toBe(200);
    expect(expectValidResponse<{ name: string }>(res, 'updateCompany').name).toBe(hidden.toUpperCase());
  });

  it("a member renames its company to its own chamber's pending member's name (it may not see it either)", async () => {
    const res = await rename(companies.societeGenerale, (await nameOf(companies.pharmaciePlateau)) as string, t.auth.member);
    expect(res.statusCode).toBe(200);
  });

  it("a chamber administrator renames its member to another chamber's inactive member's name; its own chamber's pending one answers 409", async () => {
    const hidden = (await nameOf(companies.banqueAtlantique)) as string;
    expect((await rename(companies.techIvoire, `${hidden} `, t.auth.admin)).statusCode).toBe(200);
    const own = await rename(companies.techIvoire, (await nameOf(companies.pharmaciePlateau)) as string, t.auth.admin);
    expect(own.statusCode).toBe(409);
    expect(expectValidResponse(own, 'updateCompany')).toMatchObject({ message: 'Une entreprise avec ce nom existe déjà' });
  });

  it('a public name still answers 409 to everyone (every writer may see it), accents and case ignored', async () => {
    const res = await rename(companies.societeGenerale, 'ecole numerique de dakar', t.auth.member);
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'updateCompany')).toMatchObject({ message: 'Une entreprise avec ce nom existe déjà' });
  });

  it('the hidden company made public while a public company has its name answers 409 to its administrator', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companies.banqueAtlantique}/status`,
      headers: t.auth.otherAdmin,
      payload: { status: 'ACTIVE' },
    });
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'updateCompanyStatus')).toMatchObject({ message: 'Une entreprise avec ce nom existe déjà' });
    const [row] = await t.database.query<{ status: string }>('SELECT status FROM companies WHERE id = $1', [companies.banqueAtlantique]);
    expect(row?.status).toBe('INACTIVE');
  });
});

describe("given the id of another chamber's company that is not public", () => {
  const calls: Array<{ operationId: string; method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE'; url: (id: number) => string; payload?: object }> = [
    { operationId: 'updateCompanyStatus', method: 'PATCH', url: (id) => `/api/companies/${id}/status`, payload: { status: 'ACTIVE' } },
    { operationId: 'deleteCompany', method: 'DELETE', url: (id) => `/api/companies/${id}` },
    { operationId: 'inviteCompanyMember', method: 'POST', url: (id) => `/api/companies/${id}/invitations`, payload: { email: 'sonde@oracle.test' } },
    { operationId: 'updateCompanySchedules', method: 'PUT', url: (id) => `/api/companies/${id}/schedules`, payload: { schedules: [] } },
    { operationId: 'listCompanyRatingsForModeration', method: 'GET', url: (id) => `/api/ratings/company/${id}/moderation` },
  ];

  for (const call of calls) {
    it(`${call.operationId}: answers as for an id that does not exist (404), not 403`, async () => {
      const send = (id: number) =>
        t.app.inject({ method: call.method, url: call.url(id), headers: t.auth.otherAdmin, ...(call.payload ? { payload: call.payload } : {}) });
      const hidden = await send(companies.pharmaciePlateau);
      const unknown = await send(UNKNOWN);
      expect(hidden.statusCode).toBe(404);
      expectValidResponse(hidden, call.operationId);
      expect(comparable(hidden)).toEqual(comparable(unknown));
      // a public company of another chamber is known to all: refused, 403
      expect((await send(companies.techIvoire)).statusCode).toBe(403);
    });
  }

  it("updateCompany: another company's member gets the same 404 as for an unknown id", async () => {
    const hidden = await rename(companies.pharmaciePlateau, 'Sonde', t.auth.otherMember);
    const unknown = await rename(UNKNOWN, 'Sonde', t.auth.otherMember);
    expect(hidden.statusCode).toBe(404);
    expectValidResponse(hidden, 'updateCompany');
    expect(comparable(hidden)).toEqual(comparable(unknown));
  });
});

describe('given a review id the administrator may not see', () => {
  let hiddenReview: number;
  let pendingCompanyReview: number;
  beforeAll(async () => {
    const insert = async (companyId: number, hiddenAt: string | null) =>
      (
        await t.database.query<{ id: number }>(
          `INSERT INTO ratings (company_id, first_name, last_name, score, comment, hidden_at, hidden_by)
           VALUES ($1, 'Sonde', 'Oracle', 1, 'Avis de test.', $2::timestamptz, $3) RETURNING id`,
          [companyId, hiddenAt, hiddenAt === null ? null : FIXTURE.users.admin.email],
        )
      )[0]!.id;
    hiddenReview = await insert(companies.techIvoire, new Date().toISOString());
    pendingCompanyReview = await insert(companies.pharmaciePlateau, null);
  });
  const moderate = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/api/ratings/${id}/visibility`, headers, payload: { hidden: false } });

  it("another chamber's hidden review, or a review of its pending member, answers as an id that does not exist (404)", async () => {
    const unknown = await moderate(UNKNOWN, t.auth.otherAdmin);
    for (const id of [hiddenReview, pendingCompanyReview]) {
      const res = await moderate(id, t.auth.otherAdmin);
      expect(res.statusCode).toBe(404);
      expectValidResponse(res, 'updateRatingVisibility');
      expect(comparable(res)).toEqual(comparable(unknown));
    }
    const [row] = await t.database.query<{ hidden: boolean }>('SELECT hidden_at IS NOT NULL AS hidden FROM ratings WHERE id = $1', [hiddenReview]);
    expect(row?.hidden).toBe(true);
  });

  it("a review shown on another chamber's public page is refused (403): it is public", async () => {
    const [shown] = await t.database.query<{ id: number }>('SELECT id FROM ratings WHERE company_id = $1 AND hidden_at IS NULL ORDER BY id LIMIT 1', [
      companies.societeGenerale,
    ]);
    expect((await moderate(shown!.id, t.auth.otherAdmin)).statusCode).toBe(403);
  });

  it('a member is refused (403) whatever the id, existing or not', async () => {
    const answers = await Promise.all([hiddenReview, pendingCompanyReview, UNKNOWN].map((id) => moderate(id, t.auth.otherMember)));
    expect(answers.map((res) => res.statusCode)).toEqual([403, 403, 403]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });

  it("the chamber's administrator still moderates them", async () => {
    expect((await moderate(hiddenReview, t.auth.admin)).statusCode).toBe(200);
    expect((await moderate(pendingCompanyReview, t.auth.admin)).statusCode).toBe(200);
  });
});
