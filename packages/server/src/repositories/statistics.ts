// The events that feed the statistics (profile views, contacts, banner clicks, site visits; searches are written
// by the search service) and the figures computed from them. No personal data: what, and when (DESIGN.md).
// Aggregates are SQL: counts with FILTER over time windows read more clearly there than in a query builder.
import type { Executor } from '../db/client.js';
import { adClicks, companyContacts, companyViews, siteVisits, type ContactChannel } from '../db/schema.js';

/** Counts in a current and a previous window. */
export interface WindowCounts {
  current: number;
  previous: number;
}

const DAY = `to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

export function createStatisticsRepository(executor: Executor) {
  const { db } = executor;

  async function one<T extends Record<string, unknown>>(text: string, params: Parameters<Executor['query']>[1] = []): Promise<T | undefined> {
    const [row] = await executor.query<T>(text, params);
    return row;
  }

  return {
    async recordView(companyId: number): Promise<void> {
      await db.insert(companyViews).values({ companyId });
    },
    async recordContact(companyId: number, channel: ContactChannel): Promise<void> {
      await db.insert(companyContacts).values({ companyId, channel });
    },
    async recordAdClick(adId: number): Promise<void> {
      await db.insert(adClicks).values({ adId });
    },
    async recordVisit(path: string): Promise<void> {
      await db.insert(siteVisits).values({ path });
    },

    /** The home page's headline figures. */
    async homeFigures(monthStart: Date) {
      return one<{ totalCompanies: number; totalCountries: number; totalSectors: number; totalContacts: number; newCompaniesThisMonth: number }>(
        `SELECT (SELECT count(*)::int FROM companies WHERE status = 'ACTIVE') AS "totalCompanies",
                (SELECT count(DISTINCT country_id)::int FROM country_amchams) AS "totalCountries",
                (SELECT count(*)::int FROM sectors) AS "totalSectors",
                (SELECT count(*)::int FROM company_contacts) AS "totalContacts",
                (SELECT count(*)::int FROM companies WHERE status = 'ACTIVE' AND created_at >= $1) AS "newCompaniesThisMonth"`,
        [monthStart],
      );
    },

    async contactsTotal(): Promise<number> {
      return (await one<{ n: number }>('SELECT count(*)::int AS n FROM company_contacts'))?.n ?? 0;
    },

    /** The 10 sectors with the most ACTIVE companies (sectors without any count 0). */
    async topSectors() {
      return executor.query<{ sectorId: number; sectorName: string; sectorNameEn: string; count: number }>(
        `SELECT s.id AS "sectorId", s.name_fr AS "sectorName", s.name_en AS "sectorNameEn", count(c.id)::int AS count
         FROM sectors s LEFT JOIN companies c ON c.sector_id = s.id AND c.status = 'ACTIVE'
         GROUP BY s.id ORDER BY count DESC, s.name_fr, s.id LIMIT 10`,
      );
    },

    /** ACTIVE companies: all of them, and those created since `monthStart`. */
    async activeCompanies(monthStart: Date): Promise<{ total: number; added: number }> {
      const row = await one<{ total: number; added: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= $1)::int AS added FROM companies WHERE status = 'ACTIVE'`,
        [monthStart],
      );
      return { total: row?.total ?? 0, added: row?.added ?? 0 };
    },

    /** ACTIVE companies created per month (yyyy-mm) since `since`. */
    async companiesCreatedByMonth(since: Date) {
      return executor.query<{ month: string; count: number }>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS count
         FROM companies WHERE status = 'ACTIVE' AND created_at >= $1 GROUP BY 1`,
        [since],
      );
    },

    /** Searches since `currentStart`, and between `previousStart` and it. */
    async searches(currentStart: Date, previousStart: Date): Promise<WindowCounts> {
      const row = await one<{ current: number; previous: number }>(
        `SELECT count(*) FILTER (WHERE at >= $1)::int AS current, count(*) FILTER (WHERE at < $1)::int AS previous
         FROM searches WHERE at >= $2`,
        [currentStart, previousStart],
      );
      return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
    },

    /** The 6 sectors searched most since `since`: filtered on, or named by the keyword (either language). */
    async popularSearches(since: Date) {
      return executor.query<{ sectorName: string; sectorNameEn: string; searchNumber: number }>(
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
    },

    /** ACTIVE companies per sector (sectors with at least one). */
    async companiesBySector() {
      return executor.query<{ sectorName: string; sectorNameEn: string; count: number }>(
        `SELECT s.name_fr AS "sectorName", s.name_en AS "sectorNameEn", count(*)::int AS count
         FROM companies c JOIN sectors s ON s.id = c.sector_id WHERE c.status = 'ACTIVE' GROUP BY s.id`,
      );
    },

    /** The 6 most clicked banners. */
    async topAdClicks() {
      return executor.query<{ title: string; clicks: number }>(
        `SELECT a.title, count(*)::int AS clicks FROM ad_clicks k JOIN ads a ON a.id = k.ad_id
         GROUP BY a.id ORDER BY clicks DESC, a.title LIMIT 6`,
      );
    },

    /** Site visits per day (yyyy-mm-dd, UTC) since `since`; days without any are absent. */
    async visitsByDay(since: Date) {
      return executor.query<{ date: string; count: number }>(`SELECT ${DAY} AS date, count(*)::int AS count FROM site_visits WHERE at >= $1 GROUP BY 1`, [
        since,
      ]);
    },

    /** A company's profile views per day (yyyy-mm-dd, UTC) since `since`; days without any are absent. */
    async companyViewsByDay(companyId: number, since: Date) {
      return executor.query<{ date: string; count: number }>(
        `SELECT ${DAY} AS date, count(*)::int AS count FROM company_views WHERE company_id = $1 AND at >= $2 GROUP BY 1`,
        [companyId, since],
      );
    },

    /** A company's contacts since each of the four starts. */
    async companyContactTimeline(companyId: number, starts: { today: Date; lastWeek: Date; lastMonth: Date; currentYear: Date }) {
      const row = await one<{ today: number; lastWeek: number; lastMonth: number; currentYear: number }>(
        `SELECT count(*) FILTER (WHERE at >= $2)::int AS today,
                count(*) FILTER (WHERE at >= $3)::int AS "lastWeek",
                count(*) FILTER (WHERE at >= $4)::int AS "lastMonth",
                count(*) FILTER (WHERE at >= $5)::int AS "currentYear"
         FROM company_contacts WHERE company_id = $1 AND at >= least($4::timestamptz, $5::timestamptz)`,
        [companyId, starts.today, starts.lastWeek, starts.lastMonth, starts.currentYear],
      );
      return row ?? { today: 0, lastWeek: 0, lastMonth: 0, currentYear: 0 };
    },

    /** A company's contacts: all of them, and in the two windows. */
    async companyContacts(companyId: number, currentStart: Date, previousStart: Date): Promise<WindowCounts & { total: number }> {
      const row = await one<{ total: number; current: number; previous: number }>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE at >= $2)::int AS current,
                count(*) FILTER (WHERE at >= $3 AND at < $2)::int AS previous
         FROM company_contacts WHERE company_id = $1`,
        [companyId, currentStart, previousStart],
      );
      return { total: row?.total ?? 0, current: row?.current ?? 0, previous: row?.previous ?? 0 };
    },

    /**
     * The members summary cards of a chamber (issue "Back-office I"): its members by status, those created since
     * `monthStart`, the profile views of its members and the searches that concern it in the two windows. A search
     * concerns the chamber when it was filtered on the chamber's country or its keyword is part of the name of one
     * of the chamber's members (accents and case ignored), as the search itself matches names.
     */
    async chamberSummary(countryAmchamId: number, monthStart: Date, currentStart: Date, previousStart: Date) {
      const row = await one<{
        active: number;
        inactive: number;
        pending: number;
        newThisMonth: number;
        viewsCurrent: number;
        viewsPrevious: number;
        searchesCurrent: number;
        searchesPrevious: number;
      }>(
        `WITH members AS (
           SELECT count(*) FILTER (WHERE status = 'ACTIVE')::int AS active,
                  count(*) FILTER (WHERE status = 'INACTIVE')::int AS inactive,
                  count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
                  count(*) FILTER (WHERE created_at >= $2)::int AS "newThisMonth"
           FROM companies WHERE country_amcham_id = $1
         ), views AS (
           SELECT count(*) FILTER (WHERE v.at >= $3)::int AS current, count(*) FILTER (WHERE v.at < $3)::int AS previous
           FROM company_views v JOIN companies c ON c.id = v.company_id
           WHERE c.country_amcham_id = $1 AND v.at >= $4
         ), concerned AS (
           SELECT q.at FROM searches q
           WHERE q.at >= $4 AND (
             q.country_id = (SELECT country_id FROM country_amchams WHERE id = $1)
             OR (q.keyword IS NOT NULL AND btrim(q.keyword) <> '' AND EXISTS (
                   SELECT 1 FROM companies c
                   WHERE c.country_amcham_id = $1
                     AND public.f_unaccent(lower(c.name)) LIKE '%' || replace(replace(replace(public.f_unaccent(lower(btrim(q.keyword))), '!', '!!'), '%', '!%'), '_', '!_') || '%' ESCAPE '!')))
         ), searched AS (
           SELECT count(*) FILTER (WHERE at >= $3)::int AS current, count(*) FILTER (WHERE at < $3)::int AS previous FROM concerned
         )
         SELECT members.*, views.current AS "viewsCurrent", views.previous AS "viewsPrevious",
                searched.current AS "searchesCurrent", searched.previous AS "searchesPrevious"
         FROM members, views, searched`,
        [countryAmchamId, monthStart, currentStart, previousStart],
      );
      return {
        active: row?.active ?? 0,
        inactive: row?.inactive ?? 0,
        pending: row?.pending ?? 0,
        newThisMonth: row?.newThisMonth ?? 0,
        views: { current: row?.viewsCurrent ?? 0, previous: row?.viewsPrevious ?? 0 },
        searches: { current: row?.searchesCurrent ?? 0, previous: row?.searchesPrevious ?? 0 },
      };
    },

    /** A company's profile views: all of them (the maintained view_count of migration 0003), and in the two windows. */
    async companyViews(companyId: number, currentStart: Date, previousStart: Date): Promise<WindowCounts & { total: number }> {
      const row = await one<{ total: number; current: number; previous: number }>(
        `SELECT (SELECT view_count FROM companies WHERE id = $1) AS total,
                count(*) FILTER (WHERE at >= $2)::int AS current,
                count(*) FILTER (WHERE at >= $3 AND at < $2)::int AS previous
         FROM company_views WHERE company_id = $1 AND at >= $3`,
        [companyId, currentStart, previousStart],
      );
      return { total: Number(row?.total ?? 0), current: row?.current ?? 0, previous: row?.previous ?? 0 };
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
