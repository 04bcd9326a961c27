import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { kpiErrors } from '../errors/kpi';
import { statisticsErrors } from '../errors/statistics';
import { settle } from '../middleware/errors';
import type { ContactTimeline, CountTotal, DailyCount, PopularSearch, StatisticsDays } from '../models';
import type { ApiResult } from '../types';
import { POPULAR_SEARCHES_MAX } from './rules';

/** The four figures of the member statistics screen (spec public §2.7). */
export interface MemberStatistics {
  readonly dailyViews: readonly DailyCount[];
  readonly views: CountTotal;
  readonly contacts: CountTotal;
  readonly contactTimeline: ContactTimeline;
}

/**
 * What an admin statistics block covers: a period of 7, 30 or 90 days and a chamber. A
 * chamber administrator's own chamber, or the network administrator's pick; no chamber is the whole network.
 */
export interface StatisticsScope {
  readonly days: StatisticsDays;
  readonly countryAmchamId?: number | null;
}

function scopeQuery({ days, countryAmchamId }: StatisticsScope) {
  return countryAmchamId === null || countryAmchamId === undefined ? { days } : { days, countryAmchamId };
}

export function createStatisticsService(core: DirectoryCore) {
  const { http, language } = core;
  const member = {
    dailyViews: (companyId: number) =>
      settle(statisticsErrors, language, () => http.GET('/api/companies/views/company/{companyId}/weekly-daily', { params: { path: { companyId } } })),
    viewsTotal: (companyId: number) =>
      settle(statisticsErrors, language, () => http.GET('/api/companies/views/company/{companyId}', { params: { path: { companyId } } })),
    contactsTotal: (companyId: number) =>
      settle(statisticsErrors, language, () => http.GET('/api/companies/contacts/total/{companyId}', { params: { path: { companyId } } })),
    contactTimeline: (companyId: number) =>
      settle(statisticsErrors, language, () => http.GET('/api/companies/contacts/{id}/circular-stats', { params: { path: { id: companyId } } })),
  };
  return {
    ...member,
    /** spec public §7: the four statistics calls run in parallel; a failure of any of them fails the whole load. */
    memberStatistics: async (companyId: number): Promise<ApiResult<MemberStatistics>> => {
      const [dailyViews, views, contacts, contactTimeline] = await Promise.all([
        member.dailyViews(companyId),
        member.viewsTotal(companyId),
        member.contactsTotal(companyId),
        member.contactTimeline(companyId),
      ]);
      if (dailyViews.error) return dailyViews;
      if (views.error) return views;
      if (contacts.error) return contacts;
      if (contactTimeline.error) return contactTimeline;
      return { data: { dailyViews: dailyViews.data, views: views.data, contacts: contacts.data, contactTimeline: contactTimeline.data } };
    },

    // Admin statistics screen (spec admin §2, DESIGN.md), worded with the KPI catalogue.
    searchStats: () => settle(kpiErrors, language, () => http.GET('/api/companies/search/stats')),
    companiesTotal: () => settle(kpiErrors, language, () => http.GET('/api/companies/total/kpi')),
    /** The summary cards of a period and chamber. */
    summary: (scope: StatisticsScope) => settle(kpiErrors, language, () => http.GET('/api/statistics/summary', { params: { query: scopeQuery(scope) } })),
    /** Today's members by sector: a snapshot, so the period does not apply (only the chamber). */
    companiesBySector: (countryAmchamId?: number | null) =>
      settle(kpiErrors, language, () =>
        http.GET('/api/companies/companies-by-sector/kpi', { params: { query: countryAmchamId == null ? {} : { countryAmchamId } } }),
      ),
    dailyVisits: (scope: StatisticsScope) =>
      settle(kpiErrors, language, () => http.GET('/api/companies/daily-visit', { params: { query: scopeQuery(scope) } })),
    topAdClicks: (scope: StatisticsScope) => settle(kpiErrors, language, () => http.GET('/api/ads/kpi/top6', { params: { query: scopeQuery(scope) } })),
    topSectors: () => settle(kpiErrors, language, () => http.GET('/api/companies/top-sectors/kpi')),
    /** spec admin §2: popular searches, top 6. */
    popularSearches: async (scope: StatisticsScope): Promise<ApiResult<PopularSearch[]>> => {
      const result = await settle(kpiErrors, language, () => http.GET('/api/companies/search/popular', { params: { query: scopeQuery(scope) } }));
      return result.error ? result : { data: result.data.slice(0, POPULAR_SEARCHES_MAX) };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;

/** The statistics service of a client core (tree-shakable: see serviceOf). */
export const statisticsOf = /* @__PURE__ */ serviceOf(createStatisticsService);
