// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toIsoDate, addDays } from '../domain/dates.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { COMPANY_TOTALS_TTL_MS } from './statistics.js';
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

  it('counts the company totals once a minute, however many home pages ask for them', async () => {
    // past any totals an earlier test had counted
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + COMPANY_TOTALS_TTL_MS });
    try {
      const first = await get<Schemas['CompanyTotals']>('/api/companies/total/kpi', 'getCompaniesTotal');
      // a member leaves the ACTIVE ones behind the service's back: the kept figure does not see it...
      await t.database.query(`UPDATE companies SET status = 'INACTIVE' WHERE id = $1`, [companies.societeGenerale]);
      const within = await Promise.all(Array.from({ length: 5 }, () => get<Schemas['CompanyTotals']>('/api/companies/total/kpi', 'getCompaniesTotal')));
      expect(within.map((answer) => answer.body.totalCompanies)).toEqual(Array(5).fill(first.body.totalCompanies));
      // ...until the minute is over
      vi.setSystemTime(Date.now() + COMPANY_TOTALS_TTL_MS);
      const later = await get<Schemas['CompanyTotals']>('/api/companies/total/kpi', 'getCompaniesTotal');
      expect(later.body.totalCompanies).toBe(first.body.totalCompanies - 1);
    } finally {
      await t.database.query(`UPDATE companies SET status = 'ACTIVE' WHERE id = $1`, [companies.societeGenerale]);
      vi.useRealTimers();
    }
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

// The fixture's statistics events are all about the Côte d'Ivoire chamber (t.auth.admin's): views and contacts of
// companies 1 and 2, clicks on banners 1 and 2, one search filtered on its country; the other searches and the
// site visits are the network's only.
describe('admin statistics, as the fixture recorded them', () => {
  it('counts the searches of the last 7 days and their weekly change (public)', async () => {
    expect((await get<Schemas['SearchStats']>('/api/companies/search/stats', 'getSearchStats')).body).toEqual({ total: 3, weeklyEvolution: 100 });
  });

  it('ranks the most searched sectors of the network and of a chamber', async () => {
    const network = await get<Schemas['PopularSearch'][]>('/api/companies/search/popular', 'getPopularSearches', t.auth.networkAdmin);
    expect(network.body).toEqual([
      { sectorId: 2, sectorName: 'Finance', sectorNameEn: 'Finance', searchNumber: 2 },
      { sectorId: 3, sectorName: 'Santé', sectorNameEn: 'Health', searchNumber: 1 },
    ]);
    // Côte d'Ivoire: the search filtered on its country only
    const chamber = await get<Schemas['PopularSearch'][]>('/api/companies/search/popular', 'getPopularSearches', t.auth.admin);
    expect(chamber.body).toEqual([{ sectorId: 2, sectorName: 'Finance', sectorNameEn: 'Finance', searchNumber: 1 }]);
    // the network administrator picking the chamber sees what its administrator sees
    expect((await get('/api/companies/search/popular?countryAmchamId=1', 'getPopularSearches', t.auth.networkAdmin)).body).toEqual(chamber.body);
    // the searches were 1 to 3 days ago: none today
    expect((await get('/api/companies/search/popular?days=7', 'getPopularSearches', t.auth.networkAdmin)).body).toEqual(network.body);
  });

  it('shares the active members by sector, one decimal, with counts and a colour each', async () => {
    const { body } = await get<Schemas['SectorShare'][]>('/api/companies/companies-by-sector/kpi', 'getCompaniesBySector', t.auth.networkAdmin);
    expect(body.map((share) => [share.sectorId, share.sectorName, share.sectorNameEn, share.count, share.percentage])).toEqual([
      [1, 'Technologie', 'Technology', 2, 40],
      [4, 'Éducation', 'Education', 1, 20],
      [2, 'Finance', 'Finance', 1, 20],
      [3, 'Santé', 'Health', 1, 20],
    ]);
    // Sénégal: cliniqueSante and ecoleNumerique (banqueAtlantique is INACTIVE)
    const senegal = await get<Schemas['SectorShare'][]>('/api/companies/companies-by-sector/kpi', 'getCompaniesBySector', t.auth.otherAdmin);
    expect(senegal.body.map((share) => [share.sectorName, share.count, share.percentage])).toEqual([
      ['Éducation', 1, 50],
      ['Santé', 1, 50],
    ]);
  });

  it('answers the visits of the period, zeros included: the portal for the network, member profiles for a chamber', async () => {
    const { body } = await get<Schemas['DailyVisit'][]>('/api/companies/daily-visit', 'getDailyVisits', t.auth.networkAdmin);
    // fixture visits on days 0, 0, 1, 2, 2, 2, 5
    expect(body.map((day) => day.number)).toEqual([0, 1, 0, 0, 3, 1, 2]);
    expect(body.at(-1)?.date).toBe(today);
    const month = await get<Schemas['DailyVisit'][]>('/api/companies/daily-visit?days=30', 'getDailyVisits', t.auth.networkAdmin);
    expect(month.body).toHaveLength(30);
    expect(month.body[0]?.date).toBe(addDays(today, -29));
    expect(month.body.reduce((sum, day) => sum + day.number, 0)).toBe(7);
    // Côte d'Ivoire: the views of company 1 ((d % 4) + 1 on day d) and the one of company 2 yesterday
    const chamber = await get<Schemas['DailyVisit'][]>('/api/companies/daily-visit', 'getDailyVisits', t.auth.admin);
    expect(chamber.body.map((day) => day.number)).toEqual([3, 2, 1, 4, 3, 2 + 1, 1]);
  });

  it('ranks the banners by clicks over the period', async () => {
    const { body } = await get<Schemas['AdClicks'][]>('/api/ads/kpi/top6', 'getTopAdClicks', t.auth.admin);
    expect(body).toEqual([
      { id: ads.permanent, title: 'Bienvenue - Le réseau des chambres', clicks: 2 },
      { id: ads.current, title: 'Forum 2026 - Inscriptions ouvertes', clicks: 1 },
    ]);
    expect((await get('/api/ads/kpi/top6', 'getTopAdClicks', t.auth.otherAdmin)).body).toEqual([]);
  });

  it('sums up the cards of a chamber with their growth against the period before', async () => {
    const { body } = await get<Schemas['StatisticsSummary']>('/api/statistics/summary?days=7', 'getStatisticsSummary', t.auth.admin);
    // company 1: views d % 4 + 1 -> 16 over days 0-6, 17 over days 7-13, plus company 2's one yesterday;
    // contacts on days 0, 3, 6 and 9, 12
    expect(body).toMatchObject({
      days: 7,
      countryAmchamId: FIXTURE.chambers.coteDIvoire,
      from: addDays(today, -6),
      to: today,
      members: { total: 2 },
      views: { total: 17, previous: 17, growth: 0 },
      contacts: { total: 3, previous: 2, growth: 50 },
      searches: { total: 1, previous: 0, growth: 100 },
      adClicks: { total: 3, previous: 0, growth: 100 },
    });
    const network = await get<Schemas['StatisticsSummary']>('/api/statistics/summary', 'getStatisticsSummary', t.auth.networkAdmin);
    expect(network.body).toMatchObject({
      days: 30,
      countryAmchamId: null,
      from: addDays(today, -29),
      members: { total: 5 },
      searches: { total: 3, previous: 0 },
    });
    // every fixture company was created 30 days ago: this month grew by 100 % or not at all
    const createdThisMonth = addDays(today, -30).slice(0, 7) === today.slice(0, 7);
    expect(network.body.members).toEqual({ total: 5, newThisMonth: createdThisMonth ? 5 : 0, monthlyGrowth: createdThisMonth ? 100 : 0 });
  });
});

describe('who sees which admin statistics', () => {
  const urls = [
    ['/api/companies/search/popular', 'getPopularSearches'],
    ['/api/companies/companies-by-sector/kpi', 'getCompaniesBySector'],
    ['/api/companies/daily-visit', 'getDailyVisits'],
    ['/api/ads/kpi/top6', 'getTopAdClicks'],
    ['/api/statistics/summary', 'getStatisticsSummary'],
  ] as const;
  const withQuery = (url: string, query: string) => `${url}?${query}`;

  it.each(urls)('%s: 401 without a token or with an expired one, 403 for a member', async (url, operationId) => {
    expect((await get(url, operationId)).status).toBe(401);
    expect((await get(url, operationId, t.auth.expired)).status).toBe(401);
    expect((await get(url, operationId, t.auth.member)).status).toBe(403);
    expect((await get(withQuery(url, 'countryAmchamId=1'), operationId, t.auth.member)).status).toBe(403);
  });

  it.each(urls)("%s: a chamber administrator sees its own chamber, and is refused another's (403)", async (url, operationId) => {
    const own = await get(url, operationId, t.auth.admin);
    expect(own.status).toBe(200);
    expect((await get(withQuery(url, 'countryAmchamId=1'), operationId, t.auth.admin)).body).toEqual(own.body);
    expect((await get(withQuery(url, 'countryAmchamId=2'), operationId, t.auth.admin)).status).toBe(403);
    expect((await get(withQuery(url, 'countryAmchamId=1'), operationId, t.auth.otherAdmin)).status).toBe(403);
  });

  it.each(urls)('%s: the network administrator sees the network or the chamber it picks; 404 for an unknown chamber', async (url, operationId) => {
    expect((await get(url, operationId, t.auth.networkAdmin)).status).toBe(200);
    const picked = await get(withQuery(url, 'countryAmchamId=2'), operationId, t.auth.networkAdmin);
    expect(picked.status).toBe(200);
    expect(picked.body).toEqual((await get(url, operationId, t.auth.otherAdmin)).body);
    expect((await get(withQuery(url, 'countryAmchamId=9999'), operationId, t.auth.networkAdmin)).status).toBe(404);
    expect((await get(withQuery(url, 'countryAmchamId=abc'), operationId, t.auth.networkAdmin)).status).toBe(400);
  });

  it.each(urls.filter(([, operationId]) => operationId !== 'getCompaniesBySector'))(
    '%s: a period of 7, 30 or 90 days, nothing else (400)',
    async (url, operationId) => {
      for (const days of [7, 30, 90]) expect((await get(withQuery(url, `days=${days}`), operationId, t.auth.networkAdmin)).status).toBe(200);
      for (const days of [0, 14, 365, 'x']) expect((await get(withQuery(url, `days=${days}`), operationId, t.auth.networkAdmin)).status).toBe(400);
    },
  );
});

describe('given events recorded now, each shows in its block, period and chamber', () => {
  // Sénégal (chamber 2, t.auth.otherAdmin): cliniqueSante (Santé) and ecoleNumerique (Éducation), banner 3
  const senegal = `countryAmchamId=${FIXTURE.chambers.senegal}`;
  const from = (remoteAddress: string) => ({ remoteAddress, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } });
  const summary = async (query = '') =>
    (await get<Schemas['StatisticsSummary']>(`/api/statistics/summary?${query}`, 'getStatisticsSummary', t.auth.otherAdmin)).body;
  const ivoire = async () => (await get<Schemas['StatisticsSummary']>('/api/statistics/summary', 'getStatisticsSummary', t.auth.admin)).body;

  it("a profile view counts in the member's chamber and the network, today, in the cards and the visits per day", async () => {
    const [before, ivoireBefore, networkBefore] = [
      await summary(),
      await ivoire(),
      (await get<Schemas['StatisticsSummary']>('/api/statistics/summary', 'getStatisticsSummary', t.auth.networkAdmin)).body,
    ];
    const daily = async () => (await get<Schemas['DailyVisit'][]>('/api/companies/daily-visit', 'getDailyVisits', t.auth.otherAdmin)).body.at(-1)?.number ?? 0;
    const todayBefore = await daily();
    expect((await t.app.inject({ method: 'POST', url: `/api/companies/${companies.cliniqueSante}/views`, ...from('10.7.0.1') })).statusCode).toBe(204);
    expect((await summary()).views.total).toBe(before.views.total + 1);
    expect(await daily()).toBe(todayBefore + 1);
    expect((await ivoire()).views).toEqual(ivoireBefore.views);
    expect((await get<Schemas['StatisticsSummary']>('/api/statistics/summary', 'getStatisticsSummary', t.auth.networkAdmin)).body.views.total).toBe(
      networkBefore.views.total + 1,
    );
  });

  it('a contact counts in the chamber of the company contacted', async () => {
    const before = await summary();
    const ivoireBefore = await ivoire();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companies.ecoleNumerique}/contacts`,
      payload: { channel: 'email' },
      ...from('10.7.0.2'),
    });
    expect(res.statusCode).toBe(204);
    expect((await summary()).contacts.total).toBe(before.contacts.total + 1);
    expect((await ivoire()).contacts).toEqual(ivoireBefore.contacts);
  });

  it("a banner click counts in the banner's chamber, in the cards and the top banners", async () => {
    const before = await summary();
    expect((await t.app.inject({ method: 'POST', url: `/api/ads/${ads.expired}/clicks`, ...from('10.7.0.3') })).statusCode).toBe(204);
    expect((await summary()).adClicks.total).toBe(before.adClicks.total + 1);
    const top = (await get<Schemas['AdClicks'][]>(`/api/ads/kpi/top6?${senegal}`, 'getTopAdClicks', t.auth.networkAdmin)).body;
    expect(top.find((ad) => ad.id === ads.expired)?.title).toBe('Salon passé - Merci');
    expect((await get<Schemas['AdClicks'][]>('/api/ads/kpi/top6', 'getTopAdClicks', t.auth.admin)).body.map((ad) => ad.id)).not.toContain(ads.expired);
  });

  it('a search counts in the chamber of its country filter and in the chambers whose members its first page showed', async () => {
    const before = await summary();
    const ivoireBefore = await ivoire();
    const search = (query: string, address: string) => t.app.inject({ method: 'GET', url: `/api/companies/search?${query}`, ...from(address) });
    // filtered on Sénégal
    expect((await search(`countryId=${FIXTURE.countries.senegal}`, '10.7.0.4')).statusCode).toBe(200);
    expect((await summary()).searches.total).toBe(before.searches.total + 1);
    // a keyword naming the Éducation sector, whose first page shows ecoleNumerique (Sénégal)
    const found = await search('keyword=%C3%A9ducation', '10.7.0.5');
    expect(expectValidResponse<Schemas['CompanyPage']>(found, 'searchCompanies').content.map((company) => company.id)).toContain(companies.ecoleNumerique);
    expect((await summary()).searches.total).toBe(before.searches.total + 2);
    const popular = (await get<Schemas['PopularSearch'][]>('/api/companies/search/popular', 'getPopularSearches', t.auth.otherAdmin)).body;
    expect(popular).toContainEqual({ sectorId: FIXTURE.sectors.education, sectorName: 'Éducation', sectorNameEn: 'Education', searchNumber: 1 });
    // neither concerns Côte d'Ivoire
    expect((await ivoire()).searches).toEqual(ivoireBefore.searches);
  });

  it('an event 10 days ago is in the 30-day period and in the previous 7 days, not in the last 7', async () => {
    const [week, month] = [await summary('days=7'), await summary('days=30')];
    await t.database.query(`INSERT INTO company_views (company_id, at) VALUES ($1, now() - interval '10 days')`, [companies.ecoleNumerique]);
    const [weekAfter, monthAfter] = [await summary('days=7'), await summary('days=30')];
    expect(weekAfter.views).toMatchObject({ total: week.views.total, previous: week.views.previous + 1 });
    expect(monthAfter.views.total).toBe(month.views.total + 1);
    const days = (await get<Schemas['DailyVisit'][]>('/api/companies/daily-visit?days=30', 'getDailyVisits', t.auth.otherAdmin)).body;
    expect(days.find((day) => day.date === addDays(today, -10))?.number).toBeGreaterThanOrEqual(1);
  });
});

describe('given a long history (popular searches must not read every recorded search)', () => {
  const adminReads = [
    ['/api/companies/search/popular?days=90', 'getPopularSearches'],
    ['/api/companies/daily-visit?days=90', 'getDailyVisits'],
    ['/api/ads/kpi/top6?days=90', 'getTopAdClicks'],
    ['/api/statistics/summary?days=90', 'getStatisticsSummary'],
    [`/api/companies/country-amcham/${FIXTURE.chambers.coteDIvoire}/summary`, 'getChamberMemberSummary'],
  ] as const;

  it('the admin statistics read the daily counters only, never the event tables', async () => {
    const tables = ['company_views', 'company_contacts', 'ad_clicks', 'site_visits', 'searches'];
    // write what the search recorder still holds before its table goes away
    await get('/api/companies/search/popular', 'getPopularSearches', t.auth.networkAdmin);
    await t.database.exec(tables.map((table) => `ALTER TABLE ${table} RENAME TO hidden_${table};`).join('\n'));
    try {
      for (const [url, operationId] of adminReads) {
        for (const auth of [t.auth.networkAdmin, t.auth.admin]) expect((await get(url, operationId, auth)).status, url).toBe(200);
      }
    } finally {
      await t.database.exec(tables.map((table) => `ALTER TABLE hidden_${table} RENAME TO ${table};`).join('\n'));
    }
  });

  it('50,000 searches older than the counters do not change popular searches', async () => {
    const before = (await get<Schemas['PopularSearch'][]>('/api/companies/search/popular', 'getPopularSearches', t.auth.networkAdmin)).body;
    // written around the triggers, as a history recorded before migration 0006 would be: the counters are the record
    await t.database.exec(`
      SET session_replication_role = replica;
      INSERT INTO searches (keyword, sector_id, country_id, at)
        SELECT 'parascolaire', ${FIXTURE.sectors.education}, NULL, now() - (g % 20) * interval '1 day' FROM generate_series(1, 50000) AS g;
      SET session_replication_role = DEFAULT;`);
    const after = (await get<Schemas['PopularSearch'][]>('/api/companies/search/popular', 'getPopularSearches', t.auth.networkAdmin)).body;
    expect(after).toEqual(before);
  });
});

describe('given one client flooding', () => {
  const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36';

  it('125 views of a profile from one client in a minute count once', async () => {
    const total = async () =>
      (await get<Schemas['CountTotal']>(`/api/companies/views/company/${companies.parisienneLogiciels}`, 'getCompanyViewsTotal', t.auth.networkAdmin)).body
        .total;
    const before = await total();
    for (let n = 0; n < 125; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${companies.parisienneLogiciels}/views`,
        remoteAddress: '10.8.0.1',
        headers: { 'user-agent': browser },
      });
      expect([204, 429]).toContain(res.statusCode);
    }
    expect(await total()).toBe(before + 1);
    // another visitor counts
    await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companies.parisienneLogiciels}/views`,
      remoteAddress: '10.8.0.2',
      headers: { 'user-agent': browser },
    });
    expect(await total()).toBe(before + 2);
  });

  it('200 searches from one client do not make its sector the top popular search', async () => {
    const search = (sectorId: number, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/companies/search?sectorId=${sectorId}`, remoteAddress, headers: { 'user-agent': browser } });
    const popular = async () => (await get<Schemas['PopularSearch'][]>('/api/companies/search/popular?days=7', 'getPopularSearches', t.auth.networkAdmin)).body;
    const before = await popular();
    const count = (list: Schemas['PopularSearch'][], sectorId: number) => list.find((entry) => entry.sectorId === sectorId)?.searchNumber ?? 0;
    for (let n = 0; n < 200; n++) expect((await search(FIXTURE.sectors.sante, '10.9.9.9')).statusCode).toBe(200);
    // four people search Technologie
    for (const address of ['10.9.0.1', '10.9.0.2', '10.9.0.3', '10.9.0.4']) await search(FIXTURE.sectors.technologie, address);
    const after = await popular();
    expect(count(after, FIXTURE.sectors.sante)).toBe(count(before, FIXTURE.sectors.sante) + 1);
    expect(count(after, FIXTURE.sectors.technologie)).toBe(count(before, FIXTURE.sectors.technologie) + 4);
    expect(after[0]?.sectorName).toBe('Technologie');
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
    const clicks = async () =>
      (await get<Schemas['AdClicks'][]>('/api/ads/kpi/top6', 'getTopAdClicks', t.auth.networkAdmin)).body.find((ad) => ad.id === ads.permanent)?.clicks ?? 0;
    const before = await clicks();
    expect((await post(`/api/ads/${ads.permanent}/clicks`)).statusCode).toBe(204);
    expect(await clicks()).toBe(before + 1);
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
