// Tag "statistics" (reads): home strip KPIs, the admin dashboard and a member's own statistics. Every figure is
// computed from the recorded events (DESIGN.md: no placeholder constants).
import type { AppContext } from '../context.js';
import { requireAdmin, requireCompanyOwner } from '../plugins/auth.js';
import { toIsoDate } from '../services/dates.js';
import { fillDailyCounts, fillMonthlyCounts, monthlyPercentageChange, sectorShares, timelineWindows, weekWindows, weeklyEvolution } from '../services/stats.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, type Schemas } from './types.js';

const countTotal = ({ total, current, previous }: { total: number; current: number; previous: number }): Schemas['CountTotal'] => ({
  total,
  weeklyEvolution: weeklyEvolution(current, previous),
});

export function statisticsRoutes(ctx: AppContext): RouteHandlers {
  const { search } = ctx;
  const { statistics } = ctx.repositories;

  return {
    async getContactsGlobal() {
      return statistics.contactsTotal();
    },

    async getTopSectors() {
      const body: Schemas['TopSector'][] = await statistics.topSectors();
      return body;
    },

    async getCompaniesTotal() {
      const now = new Date();
      const { total, added } = await statistics.activeCompanies(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
      const months = await statistics.companiesCreatedByMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)));
      const body: Schemas['CompanyTotals'] = {
        totalCompanies: total,
        percentageChange: monthlyPercentageChange(total, added),
        monthlyStats: fillMonthlyCounts(months, now),
      };
      return body;
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
      requireAdmin(request);
      await search.recorder.flush();
      const body: Schemas['PopularSearch'][] = await statistics.popularSearches(new Date(Date.now() - 30 * 86_400_000));
      return body;
    },

    async getCompaniesBySector(request) {
      requireAdmin(request);
      const body: Schemas['SectorShare'][] = sectorShares(await statistics.companiesBySector());
      return body;
    },

    async getDailyVisits(request) {
      requireAdmin(request);
      const now = new Date();
      const days = fillDailyCounts(await statistics.visitsByDay(weekWindows(now).currentStart), toIsoDate(now));
      const body: Schemas['DailyVisit'][] = days.map((day) => ({ date: day.date, number: day.count }));
      return body;
    },

    async getTopAdClicks(request) {
      requireAdmin(request);
      const body: Schemas['AdClicks'][] = await statistics.topAdClicks();
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
