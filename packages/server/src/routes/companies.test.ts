import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload, type FormFile } from '../testing/multipart.js';
import type { Schemas } from './types.js';

type Company = Schemas['Company'];
type CompanyPage = Schemas['CompanyPage'];
const { companies, sectors, countries, chambers } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = async (): Promise<FormFile> => ({
  filename: 'photo.png',
  contentType: 'image/png',
  data: await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer(),
});
const ids = (list: { id: number }[]) => list.map((item) => item.id);
/** The headers of a caller of the authorization matrix ({} for no token). */
const headersOf = (caller: string | object): Record<string, string> => (typeof caller === 'string' ? t.auth[caller as keyof TestApp['auth']] : {});
const DESCRIPTION = 'Nous accompagnons les entreprises membres dans leurs projets de conseil depuis 2001.';

function put(id: number, fields: Parameters<typeof multipartPayload>[0], headers: Record<string, string> = {}) {
  const { payload, headers: formHeaders } = multipartPayload(fields);
  return t.app.inject({ method: 'PUT', url: `/api/companies/${id}`, payload, headers: { ...formHeaders, ...headers } });
}
function create(fields: Parameters<typeof multipartPayload>[0], headers: Record<string, string> = {}) {
  const { payload, headers: formHeaders } = multipartPayload(fields);
  return t.app.inject({ method: 'POST', url: '/api/companies/save', payload, headers: { ...formHeaders, ...headers } });
}
const newCompany = (name: string) => ({
  name,
  description: DESCRIPTION,
  address: '1 rue du Commerce, Abidjan',
  telephone: '+225 01 02 03 04 05',
  email: 'contact@nouvelle.test',
  sectorId: sectors.finance,
});

describe('GET /api/companies/{id}', () => {
  it('answers an active company with its labels, average rating rounded to one decimal and rating count', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.societeGenerale}` });
    expect(res.statusCode).toBe(200);
    const company = expectValidResponse<Company>(res, 'getCompany');
    expect(company).toMatchObject({
      name: 'Société Générale de Conseil',
      sector: 'Finance',
      country: "Côte d'Ivoire",
      countryAmcham: "AmCham Côte d'Ivoire",
      // its chamber's time zone, where its opening hours are local times (the fixture's chambers keep the default)
      timeZone: 'UTC',
      status: 'ACTIVE',
      // (5 + 4 + 4) / 3 = 4.333...
      averageRating: 4.3,
      ratingCount: 3,
    });
    expect(company.viewCount).toBeGreaterThan(0);
  });

  it('has no average without ratings', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.techIvoire}` });
    expect(expectValidResponse<Company>(res, 'getCompany')).toMatchObject({ averageRating: null, ratingCount: 0 });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/companies/9999' });
    expect(unknown.statusCode).toBe(404);
    expect(expectValidResponse(unknown, 'getCompany')).toMatchObject({ status: 404, error: 'Not Found' });
    const text = await t.app.inject({ method: 'GET', url: '/api/companies/abc' });
    expect(text.statusCode).toBe(400);
    expectValidResponse(text, 'getCompany');
  });

  describe('given a company that is not active', () => {
    it('hides it from the public, from members of other companies and from another chamber (404)', async () => {
      for (const headers of [{}, t.auth.admin, t.auth.member]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.banqueAtlantique}`, headers });
        expect(res.statusCode).toBe(404);
        expectValidResponse(res, 'getCompany');
      }
    });

    it("shows it to its chamber's administrator and to the network administrator", async () => {
      for (const headers of [t.auth.otherAdmin, t.auth.networkAdmin]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.banqueAtlantique}`, headers });
        expect(expectValidResponse<Company>(res, 'getCompany').status).toBe('INACTIVE');
      }
    });
  });

  describe('given a token that is present but expired or invalid', () => {
    it('answers 401 rather than serving an anonymous caller, whatever the company', async () => {
      for (const id of [companies.societeGenerale, companies.banqueAtlantique]) {
        for (const headers of [t.auth.expired, { authorization: 'Bearer pas-un-jeton' }]) {
          const res = await t.app.inject({ method: 'GET', url: `/api/companies/${id}`, headers });
          expect(res.statusCode).toBe(401);
          expect(expectValidResponse(res, 'getCompany')).toMatchObject({ status: 401, error: 'Unauthorized' });
        }
      }
    });
  });
});

describe('the cached company page', () => {
  const read = async (id: number) => expectValidResponse<Company>(await t.app.inject({ method: 'GET', url: `/api/companies/${id}` }), 'getCompany');
  const person = { 'user-agent': 'Mozilla/5.0 Firefox/130.0' };

  it('shows a view recorded after it was read at once', async () => {
    const before = await read(companies.techIvoire);
    const view = await t.app.inject({ method: 'POST', url: `/api/companies/${companies.techIvoire}/views`, headers: person, remoteAddress: '10.14.0.1' });
    expect(view.statusCode).toBe(204);
    expect((await read(companies.techIvoire)).viewCount).toBe(before.viewCount + 1);
  });

  it('shows a rating posted after it was read at once', async () => {
    const before = await read(companies.techIvoire);
    const rating = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { firstName: 'Awa', lastName: 'Koné', score: 4, comment: 'Accueil chaleureux.', companyId: companies.techIvoire },
      remoteAddress: '10.14.0.2',
    });
    expect(rating.statusCode).toBe(201);
    expect((await read(companies.techIvoire)).ratingCount).toBe(before.ratingCount + 1);
  });

  it('shows new opening hours (its updatedAt) and a profile saved after it was read at once', async () => {
    const before = await read(companies.cliniqueSante);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const hours = [{ dayOfWeek: 'MONDAY', closed: false, openingTime: '08:00', closingTime: '16:00' }];
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.cliniqueSante}/schedules`,
      payload: { schedules: hours },
      headers: t.auth.otherMember,
    });
    expect(saved.statusCode).toBe(200);
    const after = await read(companies.cliniqueSante);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect((await put(companies.cliniqueSante, { telephone: '+221 33 000 00 14' }, t.auth.otherMember)).statusCode).toBe(200);
    expect((await read(companies.cliniqueSante)).telephone).toBe('+221 33 000 00 14');
  });

  it('is gone once the company is made inactive', async () => {
    await read(companies.techIvoire);
    const status = (value: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/companies/${companies.techIvoire}/status`, payload: { status: value }, headers: t.auth.admin });
    expect((await status('INACTIVE')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${companies.techIvoire}` })).statusCode).toBe(404);
    expect((await status('ACTIVE')).statusCode).toBe(200);
  });
});

describe('GET /api/companies/all', () => {
  it('lists every active company', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies/all' });
    const list = expectValidResponse<Company[]>(res, 'listAllCompanies');
    expect(ids(list).sort()).toEqual([1, 2, 3, 4, 7]);
  });
});

describe('GET /api/companies/{id}/similar', () => {
  it('puts the same sector first, then the same country, never the company itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.techIvoire}/similar` });
    const list = expectValidResponse<Company[]>(res, 'getSimilarCompanies');
    // Parisienne de Logiciels shares the sector; Société Générale the country; the pending pharmacy is not public
    expect(ids(list)).toEqual([companies.parisienneLogiciels, companies.societeGenerale]);
  });

  it('answers at most 3 companies', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.cliniqueSante}/similar` });
    const list = expectValidResponse<Company[]>(res, 'getSimilarCompanies');
    expect(list.length).toBeLessThanOrEqual(3);
    expect(ids(list)).not.toContain(companies.cliniqueSante);
    expect(ids(list)).toEqual([companies.ecoleNumerique]);
  });

  it('leaves out at once a member made inactive (the lists are cached by sector and country)', async () => {
    const similar = async () =>
      ids(expectValidResponse<Company[]>(await t.app.inject({ method: 'GET', url: `/api/companies/${companies.techIvoire}/similar` }), 'getSimilarCompanies'));
    expect(await similar()).toContain(companies.parisienneLogiciels);
    const status = (value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/companies/${companies.parisienneLogiciels}/status`,
        payload: { status: value },
        headers: t.auth.networkAdmin,
      });
    expect((await status('INACTIVE')).statusCode).toBe(200);
    expect(await similar()).toEqual([companies.societeGenerale]);
    expect((await status('ACTIVE')).statusCode).toBe(200);
    expect(await similar()).toEqual([companies.parisienneLogiciels, companies.societeGenerale]);
  });

  it('answers 404 for an unknown company', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies/9999/similar' });
    expect(res.statusCode).toBe(404);
    expectValidResponse(res, 'getSimilarCompanies');
  });
});

describe('lists by sector, country and chamber', () => {
  it('lists the active companies of a sector by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/sector/${sectors.technologie}?page=0&size=10` });
    const page = expectValidResponse<CompanyPage>(res, 'listCompaniesBySector');
    expect(ids(page.content)).toEqual([companies.parisienneLogiciels, companies.techIvoire]);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, last: true });
  });

  it('lists the active companies of a country', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/country/${countries.senegal}` });
    expect(ids(expectValidResponse<CompanyPage>(res, 'listCompaniesByCountry').content)).toEqual([companies.cliniqueSante, companies.ecoleNumerique]);
  });

  it('answers 404 for an unknown sector or country', async () => {
    const sector = await t.app.inject({ method: 'GET', url: '/api/companies/sector/999' });
    expect(sector.statusCode).toBe(404);
    expectValidResponse(sector, 'listCompaniesBySector');
    const country = await t.app.inject({ method: 'GET', url: '/api/companies/country/999' });
    expect(country.statusCode).toBe(404);
    expectValidResponse(country, 'listCompaniesByCountry');
  });

  describe('GET /api/companies/country-amcham/{id}', () => {
    const list = async (query: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/companies/country-amcham/${chambers.coteDIvoire}?${query}`, headers });
      return { res, page: res.statusCode === 200 ? expectValidResponse<CompanyPage>(res, 'listCompaniesByCountryAmcham') : undefined };
    };

    it('shows the public the active members only', async () => {
      expect(ids((await list('')).page?.content ?? [])).toEqual([companies.societeGenerale, companies.techIvoire]);
    });

    it("shows the chamber's administrator and the network administrator every status, and filters by status", async () => {
      for (const headers of [t.auth.admin, t.auth.networkAdmin]) {
        expect(ids((await list('', headers)).page?.content ?? [])).toEqual([companies.pharmaciePlateau, companies.societeGenerale, companies.techIvoire]);
        expect(ids((await list('status=PENDING', headers)).page?.content ?? [])).toEqual([companies.pharmaciePlateau]);
        expect(ids((await list('status=ACTIVE&name=TECH', headers)).page?.content ?? [])).toEqual([companies.techIvoire]);
      }
    });

    it('pages by 10 from page 0 by default', async () => {
      expect((await list('', t.auth.admin)).page).toMatchObject({ number: 0, size: 10, totalElements: 3, totalPages: 1 });
      expect((await list('page=1&size=2', t.auth.admin)).page).toMatchObject({ number: 1, size: 2, totalElements: 3, content: [{ id: companies.techIvoire }] });
    });

    it('answers 401 to an expired token instead of the public list', async () => {
      const expired = await list('', t.auth.expired);
      expect(expired.res.statusCode).toBe(401);
      expectValidResponse(expired.res, 'listCompaniesByCountryAmcham');
    });

    it('filters by name (accents ignored) and sector', async () => {
      expect(ids((await list('name=societe')).page?.content ?? [])).toEqual([companies.societeGenerale]);
      expect(ids((await list(`sectorId=${sectors.technologie}`)).page?.content ?? [])).toEqual([companies.techIvoire]);
      expect(ids((await list(`sector=${sectors.technologie}`)).page?.content ?? [])).toEqual([companies.techIvoire]);
    });

    it('finds a member by its words in any order, not only adjacent ones, and through a typo (the back-office search box)', async () => {
      const names = async (name: string) => ids((await list(`name=${encodeURIComponent(name)}`, t.auth.admin)).page?.content ?? []);
      expect(await names('generale conseil')).toEqual([companies.societeGenerale]);
      expect(await names('Conseil SOCIÉTÉ')).toEqual([companies.societeGenerale]);
      expect(await names('  de   conseil ')).toEqual([companies.societeGenerale]);
      // a word found in no name is a misspelling: read as the names' words like it
      expect(await names('generael conseil')).toEqual([companies.societeGenerale]);
      expect(await names('pharmacei')).toEqual([companies.pharmaciePlateau]);
      // every word must be found: a well-spelt word of another member's name is no typo
      expect(await names('tech conseil')).toEqual([]);
      expect(await names('zzzz')).toEqual([]);
      // the export follows the same words
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/companies/country-amcham/${chambers.coteDIvoire}/export?name=${encodeURIComponent('generale conseil')}`,
        headers: t.auth.admin,
      });
      expect(csv.body).toContain('Société Générale de Conseil');
      expect(csv.body).not.toContain('Tech Ivoire Solutions');
    });

    it('answers a search longer than the contract allows with a 400 that says so', async () => {
      const long = await list(`name=${'a'.repeat(300)}`, t.auth.admin);
      expect(long.res.statusCode).toBe(400);
      expect(expectValidResponse(long.res, 'listCompaniesByCountryAmcham')).toMatchObject({
        message: 'Données invalides : name : Maximum 200 caractères autorisés.',
      });
    });

    it('answers 401 for a hidden status without a token and 403 for another chamber', async () => {
      const anonymous = await list('status=PENDING');
      expect(anonymous.res.statusCode).toBe(401);
      expectValidResponse(anonymous.res, 'listCompaniesByCountryAmcham');
      const other = await list('status=INACTIVE', t.auth.otherAdmin);
      expect(other.res.statusCode).toBe(403);
      expectValidResponse(other.res, 'listCompaniesByCountryAmcham');
    });

    it('answers 404 for an unknown chamber and 400 for an unknown status', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies/country-amcham/999' });
      expect(res.statusCode).toBe(404);
      expectValidResponse(res, 'listCompaniesByCountryAmcham');
      const bad = await list('status=ARCHIVED', t.auth.admin);
      expect(bad.res.statusCode).toBe(400);
    });
  });
});

describe('opening hours', () => {
  const week = [
    { dayOfWeek: 'MONDAY', closed: false, openingTime: '08:30', closingTime: '17:00' },
    { dayOfWeek: 'SUNDAY', closed: true, openingTime: null, closingTime: null },
  ];
  const save = (id: number, schedules: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/companies/${id}/schedules`, payload: { schedules }, headers });

  it('answers the week Monday first with HH:MM times', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.societeGenerale}/schedules` });
    const list = expectValidResponse<Schemas['Schedule'][]>(res, 'getCompanySchedules');
    expect(list).toHaveLength(7);
    expect(list[0]).toEqual({ dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' });
    expect(list[6]).toEqual({ dayOfWeek: 'SUNDAY', closed: true, openingTime: null, closingTime: null });
  });

  it('answers an empty list when none are set, 404 for an unknown company', async () => {
    const empty = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.techIvoire}/schedules` });
    expect(expectValidResponse(empty, 'getCompanySchedules')).toEqual([]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/companies/9999/schedules' });
    expect(unknown.statusCode).toBe(404);
  });

  describe('given the authorization matrix of PUT', () => {
    it.each([
      ['no token', {}, 401],
      ['an expired token', 'expired', 401],
      ["another member's token", 'otherMember', 403],
      ['a member without a company', 'noCompany', 403],
      ["another chamber's administrator", 'otherAdmin', 403],
    ] as const)('refuses %s', async (_label, caller, status) => {
      const res = await save(companies.societeGenerale, week, headersOf(caller));
      expect(res.statusCode).toBe(status);
      expectValidResponse(res, 'updateCompanySchedules');
    });

    it("lets the company's chamber administrator save them", async () => {
      const res = await save(companies.techIvoire, week, t.auth.admin);
      expect(expectValidResponse(res, 'updateCompanySchedules')).toEqual(week);
    });
  });

  it('keeps a day that closes after midnight (22:00-02:00)', async () => {
    const overnight = [{ dayOfWeek: 'SATURDAY', closed: false, openingTime: '22:00', closingTime: '02:00' }];
    const res = await save(companies.societeGenerale, overnight, t.auth.member);
    expect(expectValidResponse(res, 'updateCompanySchedules')).toEqual(overnight);
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.societeGenerale}/schedules` });
    expect(expectValidResponse(read, 'getCompanySchedules')).toEqual(overnight);
  });

  it('replaces the whole week for the owner member', async () => {
    const res = await save(companies.societeGenerale, week, t.auth.member);
    expect(res.statusCode).toBe(200);
    expect(expectValidResponse(res, 'updateCompanySchedules')).toEqual(week);
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.societeGenerale}/schedules` });
    expect(expectValidResponse(read, 'getCompanySchedules')).toEqual(week);
  });

  it.each([
    ['a time that is not HH:MM', [{ dayOfWeek: 'MONDAY', closed: false, openingTime: '25:00', closingTime: '26:00' }]],
    ['an open day without times', [{ dayOfWeek: 'MONDAY', closed: false, openingTime: null, closingTime: null }]],
    ['the same day twice', [week[1], week[1]]],
    ['an unknown day', [{ dayOfWeek: 'FUNDAY', closed: true, openingTime: null, closingTime: null }]],
  ])('rejects %s with 400', async (_label, schedules) => {
    const res = await save(companies.societeGenerale, schedules, t.auth.member);
    expect(res.statusCode).toBe(400);
    expect(expectValidResponse(res, 'updateCompanySchedules')).toMatchObject({ status: 400 });
  });

  it('answers 404 for an unknown company', async () => {
    const res = await save(9999, week, t.auth.admin);
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/companies/{id} (profile and media)', () => {
  describe('given the authorization matrix', () => {
    it.each([
      ['no token', {}, 401],
      ['an expired token', 'expired', 401],
      ["another member's token", 'otherMember', 403],
      ["another chamber's administrator", 'otherAdmin', 403],
    ] as const)('refuses %s', async (_label, caller, status) => {
      const res = await put(companies.societeGenerale, { videoLink: 'https://youtu.be/x' }, headersOf(caller));
      expect(res.statusCode).toBe(status);
      expectValidResponse(res, 'updateCompany');
    });

    it('answers 404 for an unknown company', async () => {
      const res = await put(9999, { videoLink: 'https://youtu.be/x' }, t.auth.admin);
      expect(res.statusCode).toBe(404);
      expectValidResponse(res, 'updateCompany');
    });
  });

  it('updates the profile fields the member sends and nothing else', async () => {
    const res = await put(
      companies.societeGenerale,
      { description: DESCRIPTION, telephone: '+225 07 11 22 33 44', webLink: 'sgc.example.org', country: countries.coteDIvoire },
      t.auth.member,
    );
    expect(res.statusCode, res.body).toBe(200);
    const company = expectValidResponse<Company>(res, 'updateCompany');
    expect(company).toMatchObject({
      description: DESCRIPTION,
      telephone: '+225 07 11 22 33 44',
      webLink: 'sgc.example.org',
      name: 'Société Générale de Conseil',
    });
  });

  it('renames the company and the search finds the new name', async () => {
    const res = await put(companies.techIvoire, { name: '  Ivoire Numérique  ' }, t.auth.admin);
    expect(expectValidResponse<Company>(res, 'updateCompany').name).toBe('Ivoire Numérique');
    const found = await t.app.inject({ method: 'GET', url: '/api/companies/search?keyword=ivoire%20numerique' });
    expect(ids(expectValidResponse<CompanyPage>(found, 'searchCompanies').content)).toEqual([companies.techIvoire]);
  });

  it("answers 409 'Une entreprise avec ce nom existe déjà' for another company's name, whatever its case and accents", async () => {
    const res = await put(companies.societeGenerale, { name: 'parisienne de LOGICIELS' }, t.auth.member);
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'updateCompany')).toMatchObject({ message: 'Une entreprise avec ce nom existe déjà', status: 409 });
  });

  it.each([
    ['a description under 50 characters', { description: 'Trop court.' }],
    ['an invalid e-mail', { email: 'pas-un-email' }],
    ['an invalid telephone', { telephone: '12' }],
    ['an unknown sector', { sectorId: 999 }],
    ['an unknown country', { country: 999 }],
    ['a latitude out of range', { lat: 120 }],
    ['a picture to remove that is not in the gallery', { removedPictures: ['inconnu.png'] }],
  ])('rejects %s with 400', async (_label, fields) => {
    const res = await put(companies.societeGenerale, fields, t.auth.member);
    expect(res.statusCode).toBe(400);
    expectValidResponse(res, 'updateCompany');
  });

  it('refuses to move the company to another chamber, to its member and to its chamber administrator (403)', async () => {
    for (const headers of [t.auth.member, t.auth.admin]) {
      const res = await put(companies.societeGenerale, { countryAmchamId: chambers.senegal }, headers);
      expect(res.statusCode).toBe(403);
      expectValidResponse(res, 'updateCompany');
    }
  });

  it('lets the network administrator move a company to another chamber', async () => {
    const moved = expectValidResponse<Company>(await put(companies.techIvoire, { countryAmchamId: chambers.senegal }, t.auth.networkAdmin), 'updateCompany');
    expect(moved).toMatchObject({ countryAmchamId: chambers.senegal, countryAmcham: 'AmCham Sénégal' });
    const back = expectValidResponse<Company>(await put(companies.techIvoire, { countryAmchamId: chambers.coteDIvoire }, t.auth.networkAdmin), 'updateCompany');
    expect(back.countryAmchamId).toBe(chambers.coteDIvoire);
  });

  it('lets the administrators change the status with the form, never the member (403)', async () => {
    const refused = await put(companies.societeGenerale, { status: 'INACTIVE' }, t.auth.member);
    expect(refused.statusCode).toBe(403);
    expectValidResponse(refused, 'updateCompany');
    for (const [headers, status] of [
      [t.auth.admin, 'INACTIVE'],
      [t.auth.networkAdmin, 'ACTIVE'],
    ] as const) {
      const res = await put(companies.societeGenerale, { status }, headers);
      expect(expectValidResponse<Company>(res, 'updateCompany').status).toBe(status);
    }
  });

  it('replaces the logo and deletes the replaced file', { tags: ['uploads'] }, async () => {
    const first = expectValidResponse<Company>(await put(companies.societeGenerale, { logoFile: await png() }, t.auth.member), 'updateCompany');
    expect(first.logo).toMatch(/\.png$/);
    expect(await t.ctx.files.exists('companies', first.logo as string)).toBe(true);
    const second = expectValidResponse<Company>(await put(companies.societeGenerale, { logoFile: await png() }, t.auth.member), 'updateCompany');
    expect(second.logo).not.toBe(first.logo);
    expect(await t.ctx.files.exists('companies', first.logo as string)).toBe(false);
    expect(await t.ctx.files.exists('companies', second.logo as string)).toBe(true);
  });

  it('adds pictures, removes pictures by name and deletes the removed files', { tags: ['uploads'] }, async () => {
    const added = expectValidResponse<Company>(
      await put(companies.societeGenerale, { pictures: [await png(), await png()], videoLink: 'https://youtu.be/dQw4w9WgXcQ' }, t.auth.member),
      'updateCompany',
    );
    expect(added.pictures).toHaveLength(2);
    expect(added.videoLink).toBe('https://youtu.be/dQw4w9WgXcQ');
    const [removed, kept] = added.pictures as [string, string];
    const after = expectValidResponse<Company>(await put(companies.societeGenerale, { removedPictures: [removed] }, t.auth.member), 'updateCompany');
    expect(after.pictures).toEqual([kept]);
    expect(await t.ctx.files.exists('companies', removed)).toBe(false);
    expect(await t.ctx.files.exists('companies', kept)).toBe(true);
  });

  it('answers 415 for a logo that is not an image, whatever its name', { tags: ['uploads'] }, async () => {
    const res = await put(
      companies.societeGenerale,
      { logoFile: { filename: 'logo.png', contentType: 'image/png', data: Buffer.from('du texte') } },
      t.auth.member,
    );
    expect(res.statusCode).toBe(415);
    expectValidResponse(res, 'updateCompany');
  });

  it('answers 413 for a logo over 2 MB', { tags: ['uploads'] }, async () => {
    const res = await put(
      companies.societeGenerale,
      { logoFile: { filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(2 * 1024 * 1024 + 1, 1) } },
      t.auth.member,
    );
    expect(res.statusCode).toBe(413);
    expectValidResponse(res, 'updateCompany');
  });
});

describe('POST /api/companies/save', () => {
  it('creates an active member in the administrator’s chamber', async () => {
    const res = await create({ ...newCompany('Nouvelle Entreprise Test'), logoFile: await png() }, t.auth.admin);
    expect(res.statusCode, res.body).toBe(201);
    const company = expectValidResponse<Company>(res, 'createCompany');
    expect(company).toMatchObject({
      name: 'Nouvelle Entreprise Test',
      status: 'ACTIVE',
      countryAmchamId: chambers.coteDIvoire,
      countryId: countries.coteDIvoire,
    });
    expect(company.logo).toMatch(/\.png$/);
  });

  it("answers 409 'Une entreprise avec ce nom existe déjà' for a duplicate name, accents and case ignored", async () => {
    const res = await create(newCompany('societe generale de CONSEIL'), t.auth.admin);
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'createCompany')).toMatchObject({ message: 'Une entreprise avec ce nom existe déjà' });
  });

  it.each([
    ['no token', {}, 401],
    ['an expired token', 'expired', 401],
    ['a member', 'member', 403],
  ] as const)('refuses %s', async (_label, caller, status) => {
    const res = await create(newCompany('Refusée SARL'), headersOf(caller));
    expect(res.statusCode).toBe(status);
    expectValidResponse(res, 'createCompany');
  });

  it("refuses another chamber's id (403) and missing fields (400)", async () => {
    const other = await create({ ...newCompany('Autre Chambre SA'), countryAmchamId: chambers.senegal }, t.auth.admin);
    expect(other.statusCode).toBe(403);
    const { email: _email, ...withoutEmail } = newCompany('Sans Email SA');
    const missing = await create(withoutEmail, t.auth.admin);
    expect(missing.statusCode).toBe(400);
    expectValidResponse(missing, 'createCompany');
  });

  it('applies the member form’s rules on create as on update: a description of 50 to 500 characters', async () => {
    const short = await create({ ...newCompany('Description Courte SA'), description: 'Trop court.' }, t.auth.admin);
    expect(short.statusCode).toBe(400);
    expect(expectValidResponse(short, 'createCompany')).toMatchObject({ message: 'description : Minimum 50 caractères requis.' });
    const long = await create({ ...newCompany('Description Longue SA'), description: 'x'.repeat(501) }, t.auth.admin);
    expect(expectValidResponse(long, 'createCompany')).toMatchObject({ message: 'description : Maximum 500 caractères autorisés.' });
  });

  it('creates a member of the chamber the network administrator names, and asks it to name one (400)', async () => {
    const res = await create({ ...newCompany('Réseau Créée SA'), countryAmchamId: chambers.france }, t.auth.networkAdmin);
    expect(res.statusCode, res.body).toBe(201);
    expect(expectValidResponse<Company>(res, 'createCompany')).toMatchObject({
      countryAmchamId: chambers.france,
      countryId: countries.france,
      status: 'ACTIVE',
    });
    const unnamed = await create(newCompany('Sans Chambre SA'), t.auth.networkAdmin);
    expect(unnamed.statusCode).toBe(400);
    expect(expectValidResponse(unnamed, 'createCompany')).toMatchObject({ message: 'countryAmchamId : Ce champ est obligatoire.' });
  });
});

describe('PATCH /api/companies/{id}/status and DELETE /api/companies/{id}', () => {
  it('lets the chamber administrator make a member inactive, which hides it from the public', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companies.parisienneLogiciels}/status`,
      payload: { status: 'INACTIVE' },
      headers: t.auth.admin,
    });
    expect(res.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companies.pharmaciePlateau}/status`,
      payload: { status: 'ACTIVE' },
      headers: t.auth.admin,
    });
    expect(expectValidResponse<Company>(own, 'updateCompanyStatus').status).toBe('ACTIVE');
    const pub = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.pharmaciePlateau}` });
    expect(pub.statusCode).toBe(200);
  });

  it.each([
    ['no token', {}, 401],
    ['a member of the company', 'member', 403],
  ] as const)('refuses a status change with %s', async (_label, caller, status) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companies.societeGenerale}/status`,
      payload: { status: 'INACTIVE' },
      headers: headersOf(caller),
    });
    expect(res.statusCode).toBe(status);
    expectValidResponse(res, 'updateCompanyStatus');
  });

  it('rejects an unknown status (400) and an unknown company (404)', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companies.societeGenerale}/status`,
      payload: { status: 'GONE' },
      headers: t.auth.admin,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'PATCH', url: '/api/companies/9999/status', payload: { status: 'ACTIVE' }, headers: t.auth.admin });
    expect(unknown.statusCode).toBe(404);
    expectValidResponse(unknown, 'updateCompanyStatus');
  });

  it('deletes a company of the chamber with its files; others may not', { tags: ['uploads'] }, async () => {
    const created = expectValidResponse<Company>(await create({ ...newCompany('À Supprimer SARL'), logoFile: await png() }, t.auth.admin), 'createCompany');
    for (const [headers, status] of [
      [{}, 401],
      [t.auth.member, 403],
      [t.auth.otherAdmin, 403],
    ] as const) {
      const refused = await t.app.inject({ method: 'DELETE', url: `/api/companies/${created.id}`, headers });
      expect(refused.statusCode).toBe(status);
      expectValidResponse(refused, 'deleteCompany');
    }
    const res = await t.app.inject({ method: 'DELETE', url: `/api/companies/${created.id}`, headers: t.auth.admin });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${created.id}` })).statusCode).toBe(404);
    expect(await t.ctx.files.exists('companies', created.logo as string)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/companies/${created.id}`, headers: t.auth.admin });
    expect(again.statusCode).toBe(404);
  });
});
