import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { RATING_CAP_MESSAGE } from '../domain/ratings.js';
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
    // another address: one rating per company and per address a day
    const missing = await rate(absent, '10.0.1.2');
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

  it('limits rating calls per client with 429 and the error shape', async () => {
    // refused calls count too: a client cannot probe without limit
    let last = await rate({ ...valid, score: 9 }, '10.0.0.5');
    for (let n = 1; n <= RATING_RATE_LIMIT.max; n++) last = await rate(valid, '10.0.0.5');
    expect(last.statusCode).toBe(429);
    expect(expectValidResponse(last, 'createRating')).toMatchObject({ status: 429, error: 'Too Many Requests' });
    // another client is not affected
    expect((await rate(valid, '10.0.0.6')).statusCode).toBe(201);
  });

  describe('given review bombing (many one-star ratings from a few addresses)', () => {
    it('accepts one rating per company and per address a day, and answers the others 429 with Retry-After', async () => {
      const before = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM ratings WHERE company_id = $1', [companies.cliniqueSante]))[0]?.n;
      const answers = [];
      for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
        for (let n = 0; n < 10; n++) answers.push(await rate({ ...valid, companyId: companies.cliniqueSante, score: 1, comment: `Nul ${n}.` }, address));
      }
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
      const refused = answers.filter((res) => res.statusCode !== 201);
      expect(new Set(refused.map((res) => res.statusCode))).toEqual(new Set([429]));
      expect(expectValidResponse(refused[0]!, 'createRating')).toMatchObject({ status: 429, message: RATING_CAP_MESSAGE, code: 'RATING_DAILY_LIMIT' });
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      const after = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM ratings WHERE company_id = $1', [companies.cliniqueSante]))[0]?.n;
      expect(after).toBe((before ?? 0) + 3);
    });
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
    await rate({ ...valid, companyId: companies.ecoleNumerique, score: 4 }, '10.0.1.7');
    await rate({ ...valid, companyId: companies.ecoleNumerique, score: 4 }, '10.0.2.7');
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.ecoleNumerique}` });
    expect(expectValidResponse<Schemas['Company']>(res, 'getCompany')).toMatchObject({ averageRating: 4.3, ratingCount: 3 });
  });
});

describe('moderation (back-office member view)', () => {
  type Moderated = Schemas['ModeratedRating'];
  const moderation = (companyId: number, headers: Record<string, string> = t.auth.admin) =>
    t.app.inject({ method: 'GET', url: `/api/ratings/company/${companyId}/moderation`, headers });
  const setHidden = (id: number, hidden: boolean, headers: Record<string, string> = t.auth.admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/ratings/${id}/visibility`, headers, payload: { hidden } });
  /** What the public sees of the company: its reviews, its average and count on its page, in its chamber's list and in the search. */
  async function publicView() {
    const reviews = expectValidResponse<Rating[]>(
      await t.app.inject({ method: 'GET', url: `/api/ratings/company/${companies.societeGenerale}` }),
      'listCompanyRatings',
    );
    const page = expectValidResponse<Schemas['Company']>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${companies.societeGenerale}` }),
      'getCompany',
    );
    const list = expectValidResponse<Schemas['CompanyPage']>(
      await t.app.inject({ method: 'GET', url: `/api/companies/country-amcham/${FIXTURE.chambers.coteDIvoire}?name=generale` }),
      'listCompaniesByCountryAmcham',
    );
    const search = expectValidResponse<Schemas['CompanyPage']>(
      await t.app.inject({ method: 'GET', url: '/api/companies/search?name=generale' }),
      'searchCompanies',
    );
    const inList = list.content.find((c) => c.id === companies.societeGenerale);
    const inSearch = search.content.find((c) => c.id === companies.societeGenerale);
    return {
      reviews: reviews.map((rating) => rating.lastName),
      average: page.averageRating,
      count: page.ratingCount,
      elsewhere: [inList?.averageRating, inList?.ratingCount, inSearch?.averageRating, inSearch?.ratingCount],
    };
  }

  it('lists every review of the company for its administrators, newest first, with its moderation state', async () => {
    for (const headers of [t.auth.admin, t.auth.networkAdmin]) {
      const list = expectValidResponse<Moderated[]>(await moderation(companies.societeGenerale, headers), 'listCompanyRatingsForModeration');
      expect(list.map((rating) => [rating.lastName, rating.hidden, rating.hiddenBy, rating.hiddenAt])).toEqual([
        ['Traoré', false, null, null],
        ['Dupont', false, null, null],
        ['Koné', false, null, null],
      ]);
    }
  });

  it('hides a review from the public list, the average and the count at once, keeps who hid it and when, and shows it again', async () => {
    // scores 5 (Koné), 4, 4: average 4.3; the search's cache holds the company with it
    expect(await publicView()).toEqual({ reviews: ['Traoré', 'Dupont', 'Koné'], average: 4.3, count: 3, elsewhere: [4.3, 3, 4.3, 3] });
    const [kone] = (await t.database.query<{ id: number }>("SELECT id FROM ratings WHERE last_name = 'Koné' AND company_id = $1", [
      companies.societeGenerale,
    ])) as [{ id: number }];

    const hidden = expectValidResponse<Moderated>(await setHidden(kone.id, true), 'updateRatingVisibility');
    expect(hidden).toMatchObject({ id: kone.id, lastName: 'Koné', hidden: true, hiddenBy: FIXTURE.users.admin.email });
    expect(Number.isNaN(Date.parse(hidden.hiddenAt ?? ''))).toBe(false);
    expect(await publicView()).toEqual({ reviews: ['Traoré', 'Dupont'], average: 4, count: 2, elsewhere: [4, 2, 4, 2] });

    // hiding it again changes nothing: the first administrator and time are kept
    const again = expectValidResponse<Moderated>(await setHidden(kone.id, true, t.auth.networkAdmin), 'updateRatingVisibility');
    expect(again).toMatchObject({ hidden: true, hiddenBy: FIXTURE.users.admin.email, hiddenAt: hidden.hiddenAt });
    const list = expectValidResponse<Moderated[]>(await moderation(companies.societeGenerale), 'listCompanyRatingsForModeration');
    expect(list.find((rating) => rating.id === kone.id)).toMatchObject({ hidden: true, hiddenBy: FIXTURE.users.admin.email });

    const shown = expectValidResponse<Moderated>(await setHidden(kone.id, false, t.auth.networkAdmin), 'updateRatingVisibility');
    expect(shown).toMatchObject({ hidden: false, hiddenBy: null, hiddenAt: null });
    expect(await publicView()).toEqual({ reviews: ['Traoré', 'Dupont', 'Koné'], average: 4.3, count: 3, elsewhere: [4.3, 3, 4.3, 3] });
  });

  it('counts a review posted while others are hidden in the visible figures only', async () => {
    const [first] = (await t.database.query<{ id: number }>("SELECT id FROM ratings WHERE last_name = 'Dupont' AND company_id = $1", [
      companies.societeGenerale,
    ])) as [{ id: number }];
    expect((await setHidden(first.id, true)).statusCode).toBe(200);
    expect((await rate({ ...valid, companyId: companies.societeGenerale, score: 1 }, '10.0.0.8')).statusCode).toBe(201);
    // visible: 5, 4 and the new 1
    expect(await publicView()).toMatchObject({ average: 3.3, count: 3 });
    expect((await setHidden(first.id, false)).statusCode).toBe(200);
    expect(await publicView()).toMatchObject({ average: 3.5, count: 4 });
  });

  it("refuses members and other chambers' administrators (403), and answers 404 for an unknown review or company", async () => {
    const [rating] = (await t.database.query<{ id: number }>('SELECT id FROM ratings WHERE company_id = $1 LIMIT 1', [companies.societeGenerale])) as [
      { id: number },
    ];
    for (const headers of [t.auth.otherAdmin, t.auth.member]) {
      const list = await moderation(companies.societeGenerale, headers);
      expect(list.statusCode).toBe(403);
      expectValidResponse(list, 'listCompanyRatingsForModeration');
      const patch = await setHidden(rating.id, true, headers);
      expect(patch.statusCode).toBe(403);
      expectValidResponse(patch, 'updateRatingVisibility');
    }
    const unknownReview = await setHidden(999_999, true);
    expect(unknownReview.statusCode).toBe(404);
    expectValidResponse(unknownReview, 'updateRatingVisibility');
    const unknownCompany = await moderation(999_999);
    expect(unknownCompany.statusCode).toBe(404);
    expectValidResponse(unknownCompany, 'listCompanyRatingsForModeration');
  });
});

describe('POST /api/ratings, the mail to the company', () => {
  const { member } = FIXTURE.users;
  // the mails delivered since the last call: t.mails keeps every mail of the file
  let seen = 0;
  const newReviewMails = async () => {
    const mails = (await t.deliverMails()).slice(seen);
    seen += mails.length;
    return mails.filter((mail) => mail.to === member.email && /avis|review/i.test(mail.subject));
  };
  const reviewer = { ...valid, lastName: 'Courriel' };
  // the other tests of the file count the company's ratings
  afterAll(() => t.database.query("DELETE FROM ratings WHERE last_name = 'Courriel'"));
  const setMemberPreferences = (values: { language: string | null; notify: boolean }) =>
    t.database.query('UPDATE users SET language = $1, notify_new_review = $2 WHERE id = $3', [values.language, values.notify, member.id]);

  it("announces a visitor's review to the member, in its language, with the member page's link and the way to stop", async () => {
    await setMemberPreferences({ language: null, notify: true });
    await newReviewMails();
    const res = await rate({ ...reviewer, companyId: companies.societeGenerale, comment: 'Très bon accueil, délais tenus.' }, '10.9.0.1');
    expect(res.statusCode).toBe(201);
    const [mail, ...others] = await newReviewMails();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Nouvel avis sur Société Générale de Conseil : 5/5');
    expect(mail?.text).toContain('Awa Courriel a donné la note de 5/5');
    expect(mail?.text).toContain('« Très bon accueil, délais tenus. »');
    expect(mail?.text).toContain(`${t.config.publicUrl}/membre/${companies.societeGenerale}`);
    expect(mail?.text).toContain(`${t.config.publicUrl}/compte`);
    expect(mail?.html).toContain('Très bon accueil, délais tenus.');

    await setMemberPreferences({ language: 'en', notify: true });
    await rate({ ...reviewer, companyId: companies.societeGenerale, score: 2 }, '10.9.0.2');
    const [english] = await newReviewMails();
    expect(english?.subject).toBe('New review of Société Générale de Conseil: 2/5');
  });

  it('mails nobody when the member turned review mails off in "Mon compte"', async () => {
    await setMemberPreferences({ language: null, notify: false });
    await newReviewMails();
    expect((await rate({ ...reviewer, companyId: companies.societeGenerale }, '10.9.0.3')).statusCode).toBe(201);
    expect(await newReviewMails()).toEqual([]);
    await setMemberPreferences({ language: null, notify: true });
  });

  it('mails nobody for a refused review', async () => {
    await newReviewMails();
    expect((await rate({ ...reviewer, companyId: companies.societeGenerale, score: 9 }, '10.9.0.4')).statusCode).toBe(400);
    expect(await newReviewMails()).toEqual([]);
  });
});
