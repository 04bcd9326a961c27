import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate, addDays } from '../services/dates.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import type { Schemas } from './types.js';

const { companies, ads } = FIXTURE;
const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, operationId: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: expectValidResponse<T>(res, operationId) };
};
const today = toIsoDate(new Date());

// The fixture (src/testing/fixture.ts) records for company 1: (d % 4) + 1 views on each of the last 20 days
// (d = 0 is today) and one contact on days 0, 3, 6, 9, 12, 15 and 18.
describe("a member's statistics", () => {
  it('weekly-daily: the last 7 days, one row each, oldest first', async () => {
    const { body } = await get<Schemas['DailyCount'][]>(
      `/api/companies/views/company/${companies.societeGenerale}/weekly-daily`,
      'getCompanyDailyViews',
      t.auth.member,
    );
    expect(body.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((d) => addDays(today, -d)));
    expect(body.map((day) => day.count)).toEqual([3, 2, 1, 4, 3, 2, 1]);
  });

  it('views total with weeklyEvolution = % change of the last 7 days vs the 7 before', async () => {
    const { body } = await get<Schemas['CountTotal']>(`/api/companies/views/company/${companies.societeGenerale}`, 'getCompanyViewsTotal', t.auth.member);
    // total 50; last 7 days 16, the 7 before 17: (16 - 17) / 17 = -5.88 %
    expect(body).toEqual({ total: 50, weeklyEvolution: -5.9 });
  });

  it('contacts total with weeklyEvolution', async () => {
    const { body } = await get<Schemas['CountTotal']>(`/api/companies/contacts/total/${companies.societeGenerale}`, 'getCompanyContactsTotal', t.auth.member);
    // days 0, 3, 6 against days 9, 12
    expect(body).toEqual({ total: 7, weeklyEvolution: 50 });
  });

  it('circular stats: today, last 7 days, last 30 days, current year', async () => {
    const { body } = await get<Schemas['ContactTimeline']>(
      `/api/companies/contacts/${companies.societeGenerale}/circular-stats`,
      'getCompanyContactTimeline',
      t.auth.member,
    );
    const yearStart = `${today.slice(0, 4)}-01-01`;
    const inYear = [0, 3, 6, 9, 12, 15, 18].filter((d) => addDays(today, -d) >= yearStart).length;
    expect(body).toEqual({ today: 1, lastWeek: 3, lastMonth: 7, currentYear: inYear });
  });

  it('a company without events has zeros', async () => {
    const { body } = await get<Schemas['CountTotal']>(
      `/api/companies/contacts/total/${companies.cliniqueSante}`,
      'getCompanyContactsTotal',
      t.auth.otherMember,
    );
    expect(body).toEqual({ total: 0, weeklyEvolution: 0 });
  });

  describe('given a caller who is not the company', () => {
    const urls = [
      [`/api/companies/views/company/${companies.societeGenerale}/weekly-daily`, 'getCompanyDailyViews'],
      [`/api/companies/views/company/${companies.societeGenerale}`, 'getCompanyViewsTotal'],
      [`/api/companies/contacts/total/${companies.societeGenerale}`, 'getCompanyContactsTotal'],
      [`/api/companies/contacts/${companies.societeGenerale}/circular-stats`, 'getCompanyContactTimeline'],
    ] as const;

    it.each(urls)('%s answers 401 without a token or with an expired one', async (url, operationId) => {
      expect((await get(url, operationId)).status).toBe(401);
      expect((await get(url, operationId, t.auth.expired)).status).toBe(401);
    });

    it.each(urls)("%s answers 403 to another member and another chamber's administrator", async (url, operationId) => {
      expect((await get(url, operationId, t.auth.otherMember)).status).toBe(403);
      expect((await get(url, operationId, t.auth.otherAdmin)).status).toBe(403);
    });

    it.each(urls)("%s answers the company's chamber administrator", async (url, operationId) => {
      expect((await get(url, operationId, t.auth.admin)).status).toBe(200);
    });

    it('answers 404 for an unknown company', async () => {
      expect((await get('/api/companies/views/company/9999', 'getCompanyViewsTotal', t.auth.admin)).status).toBe(404);
    });
  });
});

describe('home statistics strip and home lists', () => {
  it('counts the contacts of every company', async () => {
    expect((await get<number>('/api/companies/contacts/kpi/global', 'getContactsGlobal')).body).toBe(7);
  });

  it('counts the sectors', async () => {
    expect((await get<number>('/api/sectors/total/kpi', 'getSectorsTotal')).body).toBe(4);
  });

  it('totals the active companies with 12 months of history', async () => {
    const { body } = await get<Schemas['CompanyTotals']>('/api/companies/total/kpi', 'getCompaniesTotal');
    expect(body.totalCompanies).toBe(5);
    expect(body.monthlyStats).toHaveLength(12);
    expect(body.monthlyStats.at(-1)?.month).toBe(today.slice(0, 7));
    expect(body.monthlyStats.reduce((sum, month) => sum + month.count, 0)).toBe(5);
    // every fixture company was created 30 days ago: this month grew by 100 % or not at all
    const createdThisMonth = addDays(today, -30).slice(0, 7) === today.slice(0, 7);
    expect(body.percentageChange).toBe(createdThisMonth ? 100 : 0);
  });

  it('ranks the sectors by active members', async () => {
    const { body } = await get<Schemas['TopSector'][]>('/api/companies/top-sectors/kpi', 'getTopSectors');
    expect(body[0]).toMatchObject({ sectorName: 'Technologie', sectorNameEn: 'Technology', count: 2 });
    expect(body.reduce((sum, sector) => sum + sector.count, 0)).toBe(5);
  });

  it('answers the headline figures of the home page', async () => {
    const { body } = await get<Schemas['HomeRecentStats']>('/api/home/recent-stats', 'getHomeRecentStats');
    expect(body).toMatchObject({ totalCompanies: 5, totalCountries: 3, totalSectors: 4, totalContacts: 7 });
  });

  it('lists the newest companies, 5 by default', async () => {
    const { body } = await get<Schemas['Company'][]>('/api/home/recent-companies', 'listRecentCompanies');
    expect(body.map((company) => company.id)).toEqual([7, 4, 3, 2, 1]);
    expect((await get<Schemas['Company'][]>('/api/home/recent-companies?limit=2', 'listRecentCompanies')).body).toHaveLength(2);
    expect((await get('/api/home/recent-companies?limit=0', 'listRecentCompanies')).status).toBe(400);
  });

  it('lists the newest announcements, 5 by default', async () => {
    const { body } = await get<Schemas['Event'][]>('/api/home/recent-announcements', 'listRecentAnnouncements');
    expect(body.map((event) => event.id)).toEqual([3, 2, 1]);
    expect((await get<Schemas['Event'][]>('/api/home/recent-announcements?limit=1', 'listRecentAnnouncements')).body).toHaveLength(1);
  });
});

describe('admin statistics', () => {
  it('counts the searches of the last 7 days and their weekly change', async () => {
    expect((await get<Schemas['SearchStats']>('/api/companies/search/stats', 'getSearchStats')).body).toEqual({ total: 3, weeklyEvolution: 100 });
  });

  it('ranks the most searched sectors (filter or keyword naming the sector)', async () => {
    const { body } = await get<Schemas['PopularSearch'][]>('/api/companies/search/popular', 'getPopularSearches', t.auth.admin);
    expect(body).toEqual([
      { sectorName: 'Finance', sectorNameEn: 'Finance', searchNumber: 2 },
      { sectorName: 'Santé', sectorNameEn: 'Health', searchNumber: 1 },
    ]);
  });

  it('shares the active members by sector, one decimal, with a colour each', async () => {
    const { body } = await get<Schemas['SectorShare'][]>('/api/companies/companies-by-sector/kpi', 'getCompaniesBySector', t.auth.admin);
    expect(body.map((share) => [share.sectorName, share.percentage])).toEqual([
      ['Technologie', 40],
      ['Éducation', 20],
      ['Finance', 20],
      ['Santé', 20],
    ]);
  });

  it('answers the visits of the last 7 days, zeros included', async () => {
    const { body } = await get<Schemas['DailyVisit'][]>('/api/companies/daily-visit', 'getDailyVisits', t.auth.admin);
    // fixture visits on days 0, 0, 1, 2, 2, 2, 5
    expect(body.map((day) => day.number)).toEqual([0, 1, 0, 0, 3, 1, 2]);
    expect(body.at(-1)?.date).toBe(today);
  });

  it('ranks the banners by clicks', async () => {
    const { body } = await get<Schemas['AdClicks'][]>('/api/ads/kpi/top6', 'getTopAdClicks', t.auth.admin);
    expect(body).toEqual([
      { title: 'Bienvenue - Le réseau des chambres', clicks: 2 },
      { title: 'Forum 2026 - Inscriptions ouvertes', clicks: 1 },
    ]);
  });

  it.each([
    ['/api/companies/search/popular', 'getPopularSearches'],
    ['/api/companies/companies-by-sector/kpi', 'getCompaniesBySector'],
    ['/api/companies/daily-visit', 'getDailyVisits'],
    ['/api/ads/kpi/top6', 'getTopAdClicks'],
  ])('%s needs ADMIN_AMCHAM: 401 without a token, 403 for a member', async (url, operationId) => {
    expect((await get(url, operationId)).status).toBe(401);
    expect((await get(url, operationId, t.auth.expired)).status).toBe(401);
    expect((await get(url, operationId, t.auth.member)).status).toBe(403);
  });
});

describe('recording events', () => {
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const viewsTotal = async () =>
    (await get<Schemas['CountTotal']>(`/api/companies/views/company/${companies.techIvoire}`, 'getCompanyViewsTotal', t.auth.admin)).body.total;

  it('counts a profile view, but not a bot’s', async () => {
    const before = await viewsTotal();
    const res = await post(`/api/companies/${companies.techIvoire}/views`);
    expect(res.statusCode).toBe(204);
    expectValidResponse(res, 'recordCompanyView');
    expect(await viewsTotal()).toBe(before + 1);
    expect((await post(`/api/companies/${companies.techIvoire}/views`, undefined, BOT)).statusCode).toBe(204);
    expect(await viewsTotal()).toBe(before + 1);
  });

  it('answers 404 for an unknown or hidden company and 400 for a bad id', async () => {
    expect((await post('/api/companies/9999/views')).statusCode).toBe(404);
    expect((await post(`/api/companies/${companies.banqueAtlantique}/views`)).statusCode).toBe(404);
    const bad = await post('/api/companies/abc/views');
    expect(bad.statusCode).toBe(400);
    expectValidResponse(bad, 'recordCompanyView');
  });

  it('counts a contact by channel and rejects an unknown channel', async () => {
    const url = `/api/companies/${companies.techIvoire}/contacts`;
    expect((await post(url, { channel: 'phone' })).statusCode).toBe(204);
    const [row] = await t.database.query<{ channel: string }>('SELECT channel::text FROM company_contacts WHERE company_id = $1', [companies.techIvoire]);
    expect(row?.channel).toBe('phone');
    const bad = await post(url, { channel: 'fax' });
    expect(bad.statusCode).toBe(400);
    expectValidResponse(bad, 'recordCompanyContact');
  });

  it('counts a banner click', async () => {
    expect((await post(`/api/ads/${ads.expired}/clicks`)).statusCode).toBe(204);
    const { body } = await get<Schemas['AdClicks'][]>('/api/ads/kpi/top6', 'getTopAdClicks', t.auth.admin);
    expect(body).toContainEqual({ title: 'Salon passé - Merci', clicks: 1 });
    expect((await post('/api/ads/9999/clicks')).statusCode).toBe(404);
  });

  it('counts a visit by its path only, without the query string', async () => {
    expect((await post('/api/visits', { path: '/membres?keyword=secret' })).statusCode).toBe(204);
    const rows = await t.database.query<{ path: string }>(`SELECT path FROM site_visits WHERE path LIKE '/membres%'`);
    expect(rows).toEqual([{ path: '/membres' }]);
    const bad = await post('/api/visits', { path: 'membres' });
    expect(bad.statusCode).toBe(400);
    expectValidResponse(bad, 'recordVisit');
  });

  it('stores no IP address or user agent', async () => {
    const columns = await t.database.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_name IN ('company_views', 'company_contacts', 'ad_clicks', 'site_visits', 'searches')`,
    );
    expect(columns.length).toBeGreaterThan(0);
    expect(columns.filter((c) => /ip|agent|address/i.test(c.column_name))).toEqual([]);
  });
});
