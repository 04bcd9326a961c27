// The authorization matrix of every write route of the domain (issue 3: no token, expired token, other member's
// company, admin-only route as member). Each refused call must leave the data as it was, so the routes are
// called on fixture rows and the final check reads them back unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';

const { companies, ads, events, sectors, categories, partners, chambers, countries } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = 'none' | 'expired' | 'member' | 'otherMember' | 'otherAdmin';
interface WriteRoute {
  operationId: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: { json: object } | { form: Parameters<typeof multipartPayload>[0] };
  /** Who is refused with which status. */
  refused: Partial<Record<Caller, 401 | 403>>;
}

const NO_TOKEN = { none: 401, expired: 401 } as const;
// admin-only routes refuse members
const ADMIN_ONLY = { ...NO_TOKEN, member: 403, otherMember: 403 } as const;
// routes of one company refuse other members and other chambers' administrators
const COMPANY_OWNER = { ...NO_TOKEN, otherMember: 403, otherAdmin: 403 } as const;
// routes of one chamber's content refuse members and other chambers' administrators
const CHAMBER_ADMIN = { ...ADMIN_ONLY, otherAdmin: 403 } as const;

const adForm = { title: 'Matrice', link: 'https://matrice.test', startDate: '01-01-2030', endDate: '02-01-2030', permanent: 'false' };
const eventForm = { title: 'Matrice', description: 'x', startDate: '01-01-2030', endDate: '01-01-2030', startTime: '08:00', endTime: '09:00', address: 'Abidjan', categoryId: 1 };
const companyForm = { name: 'Matrice SARL', description: 'Une entreprise de la matrice des droits, décrite en plus de cinquante caractères.', address: '1 rue du Commerce', telephone: '+225 01 02 03 04 05', email: 'm@m.test', sectorId: 1 };

const routes: WriteRoute[] = [
  { operationId: 'createCompany', method: 'POST', url: '/api/companies/save', body: { form: companyForm }, refused: ADMIN_ONLY },
  { operationId: 'updateCompany', method: 'PUT', url: `/api/companies/${companies.societeGenerale}`, body: { form: { videoLink: 'https://x.test' } }, refused: COMPANY_OWNER },
  { operationId: 'deleteCompany', method: 'DELETE', url: `/api/companies/${companies.societeGenerale}`, refused: CHAMBER_ADMIN },
  { operationId: 'updateCompanyStatus', method: 'PATCH', url: `/api/companies/${companies.societeGenerale}/status`, body: { json: { status: 'INACTIVE' } }, refused: CHAMBER_ADMIN },
  {
    operationId: 'updateCompanySchedules',
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}/schedules`,
    body: { json: { schedules: [] } },
    refused: COMPANY_OWNER,
  },
  { operationId: 'createAd', method: 'POST', url: '/api/ads/save', body: { form: adForm }, refused: ADMIN_ONLY },
  { operationId: 'updateAd', method: 'PUT', url: `/api/ads/${ads.current}`, body: { form: adForm }, refused: CHAMBER_ADMIN },
  { operationId: 'deleteAd', method: 'DELETE', url: `/api/ads/${ads.current}`, refused: CHAMBER_ADMIN },
  { operationId: 'createEvent', method: 'POST', url: '/api/events/save', body: { form: eventForm }, refused: ADMIN_ONLY },
  { operationId: 'updateEvent', method: 'PUT', url: `/api/events/${events.upcoming}`, body: { form: eventForm }, refused: CHAMBER_ADMIN },
  { operationId: 'deleteEvent', method: 'DELETE', url: `/api/events/${events.upcoming}`, refused: CHAMBER_ADMIN },
  { operationId: 'createSector', method: 'POST', url: '/api/sectors', body: { json: { nameFr: 'Matrice', nameEn: 'Matrix' } }, refused: ADMIN_ONLY },
  { operationId: 'updateSector', method: 'PUT', url: `/api/sectors/${sectors.sante}`, body: { json: { nameFr: 'Matrice', nameEn: 'Matrix' } }, refused: ADMIN_ONLY },
  { operationId: 'deleteSector', method: 'DELETE', url: `/api/sectors/${sectors.sante}`, refused: ADMIN_ONLY },
  { operationId: 'createCategory', method: 'POST', url: '/api/categories', body: { json: { nameFr: 'Matrice', nameEn: 'Matrix' } }, refused: ADMIN_ONLY },
  { operationId: 'updateCategory', method: 'PUT', url: `/api/categories/${categories.formation}`, body: { json: { nameFr: 'Matrice', nameEn: 'Matrix' } }, refused: ADMIN_ONLY },
  { operationId: 'deleteCategory', method: 'DELETE', url: `/api/categories/${categories.formation}`, refused: ADMIN_ONLY },
  { operationId: 'createPartner', method: 'POST', url: '/api/partners', body: { form: { name: 'Matrice', link: 'https://m.test' } }, refused: ADMIN_ONLY },
  { operationId: 'updatePartner', method: 'PUT', url: `/api/partners/${partners.first}`, body: { form: { name: 'Matrice', link: 'https://m.test' } }, refused: ADMIN_ONLY },
  { operationId: 'deletePartner', method: 'DELETE', url: `/api/partners/${partners.first}`, refused: ADMIN_ONLY },
  {
    operationId: 'createCountryAmcham',
    method: 'POST',
    url: '/api/country-amchams/save',
    body: { form: { countryId: countries.maroc, name: 'AmCham Matrice', address: 'Rabat', telephone: '+212 5 00 00 00 00', email: 'm@m.test' } },
    refused: ADMIN_ONLY,
  },
  {
    operationId: 'updateCountryAmcham',
    method: 'PUT',
    url: `/api/country-amchams/${chambers.france}`,
    body: { form: { countryId: countries.france, name: 'AmCham Matrice', address: 'Paris', telephone: '+33 1 00 00 00 00', email: 'm@m.test' } },
    refused: ADMIN_ONLY,
  },
  { operationId: 'deleteCountryAmcham', method: 'DELETE', url: `/api/country-amchams/${chambers.france}`, refused: ADMIN_ONLY },
];

const cases = routes.flatMap((route) => Object.entries(route.refused).map(([caller, status]) => [route.operationId, caller as Caller, status, route] as const));

async function snapshot(): Promise<string> {
  const tables = ['companies', 'schedules', 'ads', 'events', 'sectors', 'categories', 'partners', 'country_amchams'];
  const rows = await Promise.all(tables.map((table) => t.database.query(`SELECT * FROM ${table} ORDER BY id`)));
  return JSON.stringify(rows);
}

describe('given a write route and a caller without the right', () => {
  let before: string;
  beforeAll(async () => {
    before = await snapshot();
  });

  it.each(cases)('%s refuses %s with %i and the error shape', async (operationId, caller, status, route) => {
    const headers: Record<string, string> = caller === 'none' ? {} : { ...t.auth[caller] };
    let payload: string | Buffer | undefined;
    if (route.body && 'json' in route.body) {
      payload = JSON.stringify(route.body.json);
      headers['content-type'] = 'application/json';
    } else if (route.body && 'form' in route.body) {
      const form = multipartPayload(route.body.form);
      payload = form.payload;
      Object.assign(headers, form.headers);
    }
    const res = await t.app.inject({ method: route.method, url: route.url, headers, ...(payload === undefined ? {} : { payload }) });
    expect(res.statusCode, res.body).toBe(status);
    expect(expectValidResponse(res, operationId)).toMatchObject({ status, error: status === 401 ? 'Unauthorized' : 'Forbidden' });
  });

  it('leaves every row as it was', async () => {
    expect(await snapshot()).toBe(before);
  });
});
