// Tag "statistics" (reads): home strip KPIs, the admin dashboard and a member's own statistics. Every figure is
// computed from the recorded events (DESIGN.md: no placeholder constants).
// The admin dashboard is scoped: a chamber administrator sees its chamber, the network administrator the
// network or the chamber it picks (`countryAmchamId`); `days` picks the period. Its figures read the daily counters
// of migration 0006 only (a read costs the same whatever the history).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { chamberScope, requireAdmin, requireCompanyOwner } from '../plugins/auth.js';
import { notFound } from '../plugins/errors.js';
import type { StatisticsScope, WindowCounts } from '../repositories/statistics.js';
import { toIsoDate } from '../domain/dates.js';
import {
  dayWindows,
  fillDailyCounts,
  fillMonthlyCounts,
  monthlyPercentageChange,
  sectorShares,
  timelineWindows,
  weekWindows,
  weeklyEvolution,
} from '../domain/stats.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, queryOf, type Schemas } from './types.js';

const countTotal = ({ total, current, previous }: { total: number; current: number; previous: number }): Schemas['CountTotal'] => ({
  total,
  weeklyEvolution: weeklyEvolution(current, previous),
});

const periodFigure = ({ current, previous }: WindowCounts): Schemas['PeriodFigure'] => ({
  total: current,
  previous,
  growth: weeklyEvolution(current, previous),
});

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * How long the home page's company totals (getCompaniesTotal) are kept: counting the ACTIVE companies and grouping a
 * year of them by month reads the whole table (~150 ms of CPU at 100,000 companies) for a figure a visitor reads the
 * same a minute later. Kept for a time rather than until the directory changes: every administrator's edit would
 * otherwise make the next home page pay the count again. Each process keeps its own; concurrent requests share one
 * computation.
 */
export const COMPANY_TOTALS_TTL_MS = 60_000;

export function statisticsRoutes(ctx: AppContext): RouteHandlers {
  const { search } = ctx;
  const { statistics, chambers } = ctx.repositories;

  /** The scope of an admin statistic: 401/403 as chamberScope says, 404 for a chamber that does not exist. */
  async function scopeOf(request: FastifyRequest, countryAmchamId: number | undefined): Promise<StatisticsScope> {
    const scope = chamberScope(requireAdmin(request), countryAmchamId);
    if (scope !== null && (await chambers.countryOf(scope)) === undefined) throw notFound('Chambre de commerce non trouvée');
    return scope;
  }

  async function companiesTotal(now: Date): Promise<Schemas['CompanyTotals']> {
    const { total, added } = await statistics.activeCompanies(monthStart(now));
    const months = await statistics.companiesCreatedByMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)));
    return { totalCompanies: total, percentageChange: monthlyPercentageChange(total, added), monthlyStats: fillMonthlyCounts(months, now) };
  }
  let companyTotals: { at: number; body: Promise<Schemas['CompanyTotals']> } | undefined;

  return {
    async getContactsGlobal() {
      return statistics.contactsTotal();
    },

    async getTopSectors() {
      const body: Schemas['TopSector'][] = await statistics.topSectors();
      return body;
    },

    async getCompaniesTotal() {
      const now = Date.now();
      if (companyTotals === undefined || now - companyTotals.at >= COMPANY_TOTALS_TTL_MS) {
        const body = companiesTotal(new Date(now));
        companyTotals = { at: now, body };
        // a failed count is not kept: the next request counts again
        body.catch(() => {
          if (companyTotals?.body === body) companyTotals = undefined;
        });
      }
      return companyTotals.body;
    },

    async getSearchStats() {
      // searches are written in batches: count the ones still buffered too
      await search.recorder.flush();
      const windows = weekWindows(new Date());
      const { current, previous } = await statistics.searches(windows.currentStart, windows.previousStart);
      const body: Schemas['SearchStats'] = { total: current, weeklyEvolution: weeklyEvolution(current, previous) };
      return body;
    },

    async getPopularSearches(request) {
      const { days = 30, countryAmchamId } = queryOf(request, 'getPopularSearches');
      const scope = await scopeOf(request, countryAmchamId);
      await search.recorder.flush();
      const body: Schemas['PopularSearch'][] = await statistics.popularSearches(scope, dayWindows(new Date(), days).from);
      return body;
    },

    async getCompaniesBySector(request) {
      const { countryAmchamId } = queryOf(request, 'getCompaniesBySector');
      const scope = await scopeOf(request, countryAmchamId);
      const body: Schemas['SectorShare'][] = sectorShares(await statistics.companiesBySector(scope));
      return body;
    },

    async getDailyVisits(request) {
      const { days = 7, countryAmchamId } = queryOf(request, 'getDailyVisits');
      const scope = await scopeOf(request, countryAmchamId);
      const now = new Date();
      // the network's portal visits; a chamber's are the views of its members' profiles
      const rows = await statistics.dailyCounts(scope === null ? 'VISIT' : 'VIEW', scope, dayWindows(now, days).from);
      const body: Schemas['DailyVisit'][] = fillDailyCounts(rows, toIsoDate(now), days).map((day) => ({ date: day.date, number: day.count }));
      return body;
    },

    async getTopAdClicks(request) {
      const { days = 30, countryAmchamId } = queryOf(request, 'getTopAdClicks');
      const scope = await scopeOf(request, countryAmchamId);
      const body: Schemas['AdClicks'][] = await statistics.topAdClicks(scope, dayWindows(new Date(), days).from);
      return body;
    },

    async getStatisticsSummary(request) {
      const { days = 30, countryAmchamId } = queryOf(request, 'getStatisticsSummary');
      const scope = await scopeOf(request, countryAmchamId);
      await search.recorder.flush();
      const now = new Date();
      const windows = dayWindows(now, days);
      const members = await statistics.activeMembers(scope, monthStart(now));
      const counts = await statistics.periodCounts(scope, windows);
      const body: Schemas['StatisticsSummary'] = {
        days,
        countryAmchamId: scope,
        from: windows.from,
        to: windows.to,
        members: { total: members.total, newThisMonth: members.added, monthlyGrowth: monthlyPercentageChange(members.total, members.added) },
        views: periodFigure(counts.VIEW),
        contacts: periodFigure(counts.CONTACT),
        searches: periodFigure(counts.SEARCH),
        adClicks: periodFigure(counts.AD_CLICK),
      };
      return body;
    },

    async getCompanyContactTimeline(request) {
      const { id } = paramsOf(request, 'getCompanyContactTimeline');
      await requireCompanyOwner(request, id);
      const body: Schemas['ContactTimeline'] = await statistics.companyContactTimeline(id, timelineWindows(new Date()));
      return body;
    },

    async getCompanyContactsTotal(request) {
      const { companyId } = paramsOf(request, 'getCompanyContactsTotal');
      await requireCompanyOwner(request, companyId);
      const windows = weekWindows(new Date());
      return countTotal(await statistics.companyContacts(companyId, windows.currentStart, windows.previousStart));
    },

    async getCompanyViewsTotal(request) {
      const { companyId } = paramsOf(request, 'getCompanyViewsTotal');
      await requireCompanyOwner(request, companyId);
      const windows = weekWindows(new Date());
      return countTotal(await statistics.companyViews(companyId, windows.currentStart, windows.previousStart));
    },

    async getCompanyDailyViews(request) {
      const { companyId } = paramsOf(request, 'getCompanyDailyViews');
      await requireCompanyOwner(request, companyId);
      const now = new Date();
      const body: Schemas['DailyCount'][] = fillDailyCounts(await statistics.companyViewsByDay(companyId, weekWindows(now).currentStart), toIsoDate(now));
      return body;
    },
  };
}
