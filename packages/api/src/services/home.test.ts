import { describe, expect, it } from 'vitest';
import { errorBody, json, target } from '../testing/fakeFetch';
import { createTestClient } from '../testing/testClient';

const emptyPage = { content: [], totalElements: 0, totalPages: 0, last: true, number: 0, size: 6 };

describe('home members (spec public §7: page 0, size 6)', () => {
  describe('given no search', () => {
    it('asks page 0 of 6 members with no filter', async () => {
      const { api, seen } = createTestClient(() => json(emptyPage));
      await api.home.searchMembers();
      expect(target(seen[0])).toBe('/api/companies/search?page=0&size=6');
    });
  });
  describe('given a home search with keyword, country and sector (DESIGN.md: forwarded)', () => {
    it('sends the trimmed keyword and both ids, still page 0 of 6', async () => {
      const { api, seen } = createTestClient(() => json(emptyPage));
      await api.home.searchMembers({ keyword: ' banque ', sectorId: 2, countryId: 1 });
      expect(target(seen[0])).toBe('/api/companies/search?page=0&size=6&keyword=banque&sectorId=2&countryId=1');
    });
  });
});

describe('home announcements (spec public §7: page 0, size 3)', () => {
  it('asks page 0 of 3 upcoming announcements', async () => {
    const { api, seen } = createTestClient(() => json({ ...emptyPage, size: 3 }));
    await api.home.announcements();
    expect(target(seen[0])).toBe('/api/events/upcoming?page=0&size=3');
  });
});

describe('home hero banners (spec public §7: page 0, size 10)', () => {
  it('asks page 0 of 10 portal ads', async () => {
    const { api, seen } = createTestClient(() => json({ ...emptyPage, size: 10 }));
    await api.ads.listPortal();
    expect(target(seen[0])).toBe('/api/ads/portal?page=0&size=10');
  });
});

describe('recent lists (spec public §9: limit 5 by default)', () => {
  it('asks 5 recent companies and 5 recent announcements unless told otherwise', async () => {
    const { api, seen } = createTestClient(() => json([]));
    await api.home.recentCompanies();
    await api.home.recentAnnouncements();
    await api.home.recentAnnouncements(8);
    expect(seen.map(target)).toEqual([
      '/api/home/recent-companies?limit=5',
      '/api/home/recent-announcements?limit=5',
      '/api/home/recent-announcements?limit=8',
    ]);
  });
});

describe('home statistics strip (spec public §7: tolerates the failure of any part, defaulting it to zero)', () => {
  describe('given all three parts answer', () => {
    it('gives contacts, companies and sectors', async () => {
      const totals = { totalCompanies: 1240, percentageChange: 4.5, monthlyStats: [{ month: '2026-10', count: 31 }] };
      const { api } = createTestClient((r) => {
        if (r.url.pathname === '/api/companies/contacts/kpi/global') return json(5321);
        if (r.url.pathname === '/api/companies/total/kpi') return json(totals);
        return json(14);
      });
      expect((await api.home.stats()).data).toEqual({ contacts: 5321, companies: totals, sectors: 14, failures: [] });
    });
  });
  describe('given the companies part fails and the server does not answer for sectors', () => {
    it('defaults those parts to zero and lists the failures for logging', async () => {
      const { api } = createTestClient((r) => {
        if (r.url.pathname === '/api/companies/contacts/kpi/global') return json(7);
        if (r.url.pathname === '/api/companies/total/kpi') return errorBody(500, 'boom', 'Internal Server Error');
        throw new TypeError('Failed to fetch');
      });
      const { data } = await api.home.stats();
      expect(data.contacts).toBe(7);
      expect(data.companies).toEqual({ totalCompanies: 0, percentageChange: 0, monthlyStats: [] });
      expect(data.sectors).toBe(0);
      expect(data.failures.map((f) => [f.status, f.message])).toEqual([
        [500, 'Erreur interne du serveur'],
        [0, 'Erreur de connexion au serveur'],
      ]);
    });
  });
});
