import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { RATING_RATE_LIMIT } from './ratings.js';
import type { Schemas } from './types.js';

type Rating = Schemas['Rating'];
const { companies } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// each test posts from its own client address so the per-client limit of one test does not leak into another
const rate = (payload: unknown, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/ratings', payload: payload as object, remoteAddress });
const valid = { firstName: 'Awa', lastName: 'Koné', score: 5, comment: 'Accueil chaleureux.', companyId: companies.techIvoire };

describe('POST /api/ratings', () => {
  it('stores the rating with trimmed names and comment and answers it with the company name', async () => {
    const res = await rate({ ...valid, firstName: '  Awa ', lastName: ' Koné  ', comment: '  Accueil chaleureux.  ' }, '10.0.0.1');
    expect(res.statusCode).toBe(201);
    expect(expectValidResponse<Rating>(res, 'createRating')).toMatchObject({
      firstName: 'Awa',
      lastName: 'Koné',
      comment: 'Accueil chaleureux.',
      score: 5,
      companyId: companies.techIvoire,
      companyName: 'Tech Ivoire Solutions',
    });
  });

  it("stores a blank first name as 'Anonyme'", async () => {
    const blank = await rate({ ...valid, firstName: '   ' }, '10.0.0.2');
    expect(expectValidResponse<Rating>(blank, 'createRating').firstName).toBe('Anonyme');
    const { firstName: _firstName, ...absent } = valid;
    const missing = await rate(absent, '10.0.0.2');
    expect(expectValidResponse<Rating>(missing, 'createRating').firstName).toBe('Anonyme');
  });

  it.each([
    ['a score of 0', { score: 0 }],
    ['a score of 6', { score: 6 }],
    ['a comment of 1 character after trimming', { comment: '  a  ' }],
    ['a blank last name', { lastName: '   ' }],
    ['a comment over 2000 characters', { comment: 'a'.repeat(2001) }],
    ['an unknown field', { email: 'x@y.z' }],
  ])('rejects %s with 400', async (_label, change) => {
    const res = await rate({ ...valid, ...change }, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expectValidResponse(res, 'createRating');
  });

  it('answers 404 for an unknown or inactive company', async () => {
    for (const companyId of [9999, companies.banqueAtlantique]) {
      const res = await rate({ ...valid, companyId }, '10.0.0.4');
      expect(res.statusCode).toBe(404);
      expectValidResponse(res, 'createRating');
    }
  });

  it('limits rating creation per client with 429 and the error shape', async () => {
    let last = await rate(valid, '10.0.0.5');
    for (let n = 1; n <= RATING_RATE_LIMIT.max; n++) last = await rate(valid, '10.0.0.5');
    expect(last.statusCode).toBe(429);
    expect(expectValidResponse(last, 'createRating')).toMatchObject({ status: 429, error: 'Too Many Requests' });
    // another client is not affected
    expect((await rate(valid, '10.0.0.6')).statusCode).toBe(201);
  });
});

describe('GET /api/ratings/company/{id}', () => {
  it('lists the ratings newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ratings/company/${companies.societeGenerale}` });
    const list = expectValidResponse<Rating[]>(res, 'listCompanyRatings');
    expect(list.map((rating) => rating.lastName)).toEqual(['Traoré', 'Dupont', 'Koné']);
  });

  it('answers an empty list for a company without ratings', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ratings/company/${companies.ecoleNumerique}` });
    expect(expectValidResponse(res, 'listCompanyRatings')).toEqual([]);
  });

  it('answers 404 for an unknown company and 400 for a bad id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ratings/company/9999' });
    expect(res.statusCode).toBe(404);
    expectValidResponse(res, 'listCompanyRatings');
    expect((await t.app.inject({ method: 'GET', url: '/api/ratings/company/x' })).statusCode).toBe(400);
  });

  it('updates the average (one decimal) and the count of the company', async () => {
    await rate({ ...valid, companyId: companies.ecoleNumerique, score: 5 }, '10.0.0.7');
    await rate({ ...valid, companyId: companies.ecoleNumerique, score: 4 }, '10.0.0.7');
    await rate({ ...valid, companyId: companies.ecoleNumerique, score: 4 }, '10.0.0.7');
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.ecoleNumerique}` });
    expect(expectValidResponse<Schemas['Company']>(res, 'getCompany')).toMatchObject({ averageRating: 4.3, ratingCount: 3 });
  });
});
