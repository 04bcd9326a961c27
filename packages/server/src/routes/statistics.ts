// Tag "statistics" (reads): home strip KPIs, the admin dashboard and a member's own statistics. Every figure is
// computed from the recorded events (DESIGN.md: no placeholder constants).
import type { AppContext } from '../context.js';
import type { SqlParam } from '../db/client.js';
import { requireAdmin, requireCompanyOwner } from '../plugins/auth.js';
import { toIsoDate } from '../services/dates.js';
import { searchServiceFor } from '../services/search.js';
import {
  fillDailyCounts,
  fillMonthlyCounts,
  monthlyPercentageChange,
  sectorShares,
  timelineWindows,
  weekWindows,
  weeklyEvolution,
  type DailyCount,
} from '../services/stats.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, type Schemas } from './types.js';

const DAY = `to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

export function statisticsRoutes(ctx: AppContext): RouteHandlers {
  const { database } = ctx;

  async function count(sql: string, params: SqlParam[] = []): Promise<number> {
    const [row] = await database.query<{ n: number }>(sql, params);
    return Number(row?.n ?? 0);
  }

  /** Total and weeklyEvolution of the events of one company in `table`. */
  async function countTotal(table: 'company_views' | 'company_contacts', companyId: number): Promise<Schemas['CountTotal']> {
    const windows = weekWindows(new Date());
    // views: the total is the company's maintained view_count (migration 0003), so only the two weeks are read
    const [total, since] =
      table === 'company_views' ? ['(SELECT view_count FROM companies WHERE id = $1)', 'AND at >= $3'] : ['count(*)::int', ''];
    const [row] = await database.query<{ total: number; current: number; previous: number }>(
      `SELECT ${total} AS total,
              count(*) FILTER (WHERE at >= $2)::int AS current,
              count(*) FILTER (WHERE at >= $3 AND at < $2)::int AS previous
       FROM ${table} WHERE company_id = $1 ${since}`,
      [companyId, windows.currentStart, windows.previousStart],
    );
    return { total: Number(row?.total ?? 0), weeklyEvolution: weeklyEvolution(Number(row?.current ?? 0), Number(row?.previous ?? 0)) };
  }

  async function dailyCounts(table: 'company_views' | 'site_visits', where: string, params: SqlParam[]): Promise<DailyCount[]> {
    const now = new Date();
    const since = weekWindows(now).currentStart;
    const rows = await database.query<{ date: string; count: number }>(
      `SELECT ${DAY} AS date, count(*)::int AS count FROM ${table} WHERE ${where} AND at >= $${params.length + 1} GROUP BY 1`,
      [...params, since],
    );
    return fillDailyCounts(rows, toIsoDate(now));
  }

  return {
    async getContactsGlobal() {
      return count('SELECT count(*)::int AS n FROM company_contacts');
    },

    async getTopSectors() {
      const rows = await database.query<Schemas['TopSector']>(
        `SELECT s.id AS "sectorId", s.name_fr AS "sectorName", s.name_en AS "sectorNameEn", count(c.id)::int AS count
         FROM sectors s LEFT JOIN companies c ON c.sector_id = s.id AND c.status = 'ACTIVE'
         GROUP BY s.id ORDER BY count DESC, s.name_fr, s.id LIMIT 10`,
      );
      return rows;
    },

    async getCompaniesTotal() {
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const yearAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
      const [totals] = await database.query<{ total: number; added: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= $1)::int AS added FROM companies WHERE status = 'ACTIVE'`,
        [monthStart],
      );
      const months = await database.query<{ month: string; count: number }>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS count
         FROM companies WHERE status = 'ACTIVE' AND created_at >= $1 GROUP BY 1`,
        [yearAgo],
      );
      const total = Number(totals?.total ?? 0);
      const body: Schemas['CompanyTotals'] = {
        totalCompanies: total,
        percentageChange: monthlyPercentageChange(total, Number(totals?.added ?? 0)),
        monthlyStats: fillMonthlyCounts(months, now),
      };
      return body;
    },

    async getSearchStats() {
      // searches are written in batches: count the ones still buffered too
      await searchServiceFor(database).recorder.flush();
      const windows = weekWindows(new Date());
      const [row] = await database.query<{ current: number; previous: number }>(
        `SELECT count(*) FILTER (WHERE at >= $1)::int AS current, count(*) FILTER (WHERE at < $1)::int AS previous
         FROM searches WHERE at >= $2`,
        [windows.currentStart, windows.previousStart],
      );
      const current = Number(row?.current ?? 0);
      const body: Schemas['SearchStats'] = { total: current, weeklyEvolution: weeklyEvolution(current, Number(row?.previous ?? 0)) };
      return body;
    },

    async getPopularSearches(request) {
      requireAdmin(request);
      await searchServiceFor(database).recorder.flush();
      const since = new Date(Date.now() - 30 * 86_400_000);
      // a search counts for a sector when it filtered on it or when its keyword names the sector (either language)
      const rows = await database.query<Schemas['PopularSearch']>(
        `SELECT s.name_fr AS "sectorName", s.name_en AS "sectorNameEn", count(*)::int AS "searchNumber"
         FROM searches q JOIN sectors s
           ON q.sector_id = s.id
           OR (q.sector_id IS NULL AND q.keyword IS NOT NULL AND (
                 position(public.f_unaccent(lower(s.name_fr)) IN public.f_unaccent(lower(q.keyword))) > 0
              OR position(public.f_unaccent(lower(s.name_en)) IN public.f_unaccent(lower(q.keyword))) > 0))
         WHERE q.at >= $1
         GROUP BY s.id ORDER BY "searchNumber" DESC, s.name_fr LIMIT 6`,
        [since],
      );
      return rows;
    },

    async getCompaniesBySector(request) {
      requireAdmin(request);
      const rows = await database.query<{ sectorName: string; sectorNameEn: string; count: number }>(
        `SELECT s.name_fr AS "sectorName", s.name_en AS "sectorNameEn", count(*)::int AS count
         FROM companies c JOIN sectors s ON s.id = c.sector_id WHERE c.status = 'ACTIVE' GROUP BY s.id`,
      );
      const body: Schemas['SectorShare'][] = sectorShares(rows);
      return body;
    },

    async getDailyVisits(request) {
      requireAdmin(request);
      const days = await dailyCounts('site_visits', 'true', []);
      const body: Schemas['DailyVisit'][] = days.map((day) => ({ date: day.date, number: day.count }));
      return body;
    },

    async getTopAdClicks(request) {
      requireAdmin(request);
      const rows = await database.query<Schemas['AdClicks']>(
        `SELECT a.title, count(*)::int AS clicks FROM ad_clicks k JOIN ads a ON a.id = k.ad_id
         GROUP BY a.id ORDER BY clicks DESC, a.title LIMIT 6`,
      );
      return rows;
    },

    async getCompanyContactTimeline(request) {
      const { id } = paramsOf(request, 'getCompanyContactTimeline');
      await requireCompanyOwner(request, id);
      const windows = timelineWindows(new Date());
      const [row] = await database.query<Schemas['ContactTimeline']>(
        `SELECT count(*) FILTER (WHERE at >= $2)::int AS today,
                count(*) FILTER (WHERE at >= $3)::int AS "lastWeek",
                count(*) FILTER (WHERE at >= $4)::int AS "lastMonth",
                count(*) FILTER (WHERE at >= $5)::int AS "currentYear"
         FROM company_contacts WHERE company_id = $1 AND at >= least($4::timestamptz, $5::timestamptz)`,
        [id, windows.today, windows.lastWeek, windows.lastMonth, windows.currentYear],
      );
      const body: Schemas['ContactTimeline'] = row ?? { today: 0, lastWeek: 0, lastMonth: 0, currentYear: 0 };
      return body;
    },

    async getCompanyContactsTotal(request) {
      const { companyId } = paramsOf(request, 'getCompanyContactsTotal');
      await requireCompanyOwner(request, companyId);
      return countTotal('company_contacts', companyId);
    },

    async getCompanyViewsTotal(request) {
      const { companyId } = paramsOf(request, 'getCompanyViewsTotal');
      await requireCompanyOwner(request, companyId);
      return countTotal('company_views', companyId);
    },

    async getCompanyDailyViews(request) {
      const { companyId } = paramsOf(request, 'getCompanyDailyViews');
      await requireCompanyOwner(request, companyId);
      const body: Schemas['DailyCount'][] = await dailyCounts('company_views', 'company_id = $1', [companyId]);
      return body;
    },
  };
}
