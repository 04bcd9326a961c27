// The events that feed the statistics (profile views, contacts, banner clicks, site visits; searches are written
// by the search service) and the figures computed from them. No personal data: what, and when (DESIGN.md).
// Every network or chamber figure reads the daily counters of migration 0006 (statistic_daily, kept by triggers as
// events are written), never the event tables, so its cost does not grow with the history (reading the event tables grew slower with every
// recorded search);
// a member's own figures read its own events through their (company_id, at) indexes.
// Aggregates are SQL: counts with FILTER over time windows read more clearly there than in a query builder.
import type { Executor } from '../db/client.js';
import { adClicks, companyContacts, companyViews, siteVisits, type ContactChannel, type EventSource, type StatisticKind } from '../db/schema.js';
import type { DayWindows } from '../domain/stats.js';

/** Counts in a current and a previous window. */
export interface WindowCounts {
  current: number;
  previous: number;
}

/** The network (0 in statistic_daily) or one chamber. */
export type StatisticsScope = number | null;
const scopeId = (scope: StatisticsScope): number => scope ?? 0;

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

const DAY = `to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

export function createStatisticsRepository(executor: Executor) {
  const { db } = executor;

  async function one<T extends Record<string, unknown>>(text: string, params: Parameters<Executor['query']>[1] = []): Promise<T | undefined> {
    const [row] = await executor.query<T>(text, params);
    return row;
  }

  return {
    async recordView(companyId: number, source: EventSource = 'portal'): Promise<void> {
      await db.insert(companyViews).values({ companyId, source });
    },
    async recordContact(companyId: number, channel: ContactChannel, source: EventSource = 'portal'): Promise<void> {
      await db.insert(companyContacts).values({ companyId, channel, source });
    },

    /**
     * A chamber's searches (that showed its members), views and contacts (of its members) since `from` (a UTC day),
     * per source. The totals read the daily counters; the embed's share reads the event tables' 'embed' rows only
     * (the embed is a small part of the traffic), and the portal's is the rest.
     */
    async perSource(countryAmchamId: number, from: Date): Promise<Record<EventSource, { searches: number; views: number; contacts: number }>> {
      const row = await one<{ searches: number; views: number; contacts: number; eSearches: number; eViews: number; eContacts: number }>(
        `SELECT
           (SELECT coalesce(sum(n), 0)::int FROM statistic_daily WHERE kind = 'SEARCH' AND country_amcham_id = $1 AND day >= $2::date) AS searches,
           (SELECT coalesce(sum(n), 0)::int FROM statistic_daily WHERE kind = 'VIEW' AND country_amcham_id = $1 AND day >= $2::date) AS views,
           (SELECT coalesce(sum(n), 0)::int FROM statistic_daily WHERE kind = 'CONTACT' AND country_amcham_id = $1 AND day >= $2::date) AS contacts,
           (SELECT count(*)::int FROM searches WHERE source = 'embed' AND at >= $2::date AND $1 = ANY(chamber_ids)) AS "eSearches",
           (SELECT count(*)::int FROM company_views v JOIN companies c ON c.id = v.company_id
              WHERE v.source = 'embed' AND v.at >= $2::date AND c.country_amcham_id = $1) AS "eViews",
           (SELECT count(*)::int FROM company_contacts k JOIN companies c ON c.id = k.company_id
              WHERE k.source = 'embed' AND k.at >= $2::date AND c.country_amcham_id = $1) AS "eContacts"`,
        [countryAmchamId, isoDay(from)],
      );
      const r = row ?? { searches: 0, views: 0, contacts: 0, eSearches: 0, eViews: 0, eContacts: 0 };
      const rest = (total: number, embed: number) => Math.max(0, total - embed);
      return {
        portal: { searches: rest(r.searches, r.eSearches), views: rest(r.views, r.eViews), contacts: rest(r.contacts, r.eContacts) },
        embed: { searches: r.eSearches, views: r.eViews, contacts: r.eContacts },
      };
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
                (SELECT coalesce(sum(n), 0)::int FROM statistic_daily WHERE kind = 'CONTACT' AND country_amcham_id = 0) AS "totalContacts",
                (SELECT count(*)::int FROM companies WHERE status = 'ACTIVE' AND created_at >= $1) AS "newCompaniesThisMonth"`,
        [monthStart],
      );
    },

    async contactsTotal(): Promise<number> {
      return (await one<{ n: number }>(`SELECT coalesce(sum(n), 0)::int AS n FROM statistic_daily WHERE kind = 'CONTACT' AND country_amcham_id = 0`))?.n ?? 0;
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

    /** Counts of each kind in a scope over the period and the period before it (one range of the primary key each). */
    async periodCounts(scope: StatisticsScope, windows: DayWindows): Promise<Record<StatisticKind, WindowCounts>> {
      const rows = await executor.query<{ kind: StatisticKind; current: number; previous: number }>(
        `SELECT kind, coalesce(sum(n) FILTER (WHERE day >= $2::date), 0)::int AS current,
                coalesce(sum(n) FILTER (WHERE day < $2::date), 0)::int AS previous
         FROM statistic_daily
         WHERE kind IN ('SEARCH', 'VIEW', 'CONTACT', 'AD_CLICK', 'VISIT') AND country_amcham_id = $1 AND day >= $3::date AND day <= $4::date
         GROUP BY kind`,
        [scopeId(scope), windows.from, windows.previousFrom, windows.to],
      );
      const zero = (): WindowCounts => ({ current: 0, previous: 0 });
      const counts: Record<StatisticKind, WindowCounts> = { SEARCH: zero(), VIEW: zero(), CONTACT: zero(), AD_CLICK: zero(), VISIT: zero() };
      for (const row of rows) counts[row.kind] = { current: row.current, previous: row.previous };
      return counts;
    },

    /** Searches since `currentStart`, and between `previousStart` and it (whole UTC days, the network). */
    async searches(currentStart: Date, previousStart: Date): Promise<WindowCounts> {
      const row = await one<{ current: number; previous: number }>(
        `SELECT coalesce(sum(n) FILTER (WHERE day >= $1::date), 0)::int AS current, coalesce(sum(n) FILTER (WHERE day < $1::date), 0)::int AS previous
         FROM statistic_daily WHERE kind = 'SEARCH' AND country_amcham_id = 0 AND day >= $2::date`,
        [isoDay(currentStart), isoDay(previousStart)],
      );
      return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
    },

    /** The 6 sectors searched most in a scope since `from` (the sector each search counts for, migration 0006). */
    async popularSearches(scope: StatisticsScope, from: string) {
      return executor.query<{ sectorId: number; sectorName: string; sectorNameEn: string; searchNumber: number }>(
        `SELECT s.id AS "sectorId", s.name_fr AS "sectorName", s.name_en AS "sectorNameEn", d."searchNumber"
         FROM (SELECT item_id, sum(n)::int AS "searchNumber" FROM statistic_daily
               WHERE kind = 'SEARCH' AND country_amcham_id = $1 AND day >= $2::date AND item_id <> 0
               GROUP BY item_id) AS d
         JOIN sectors s ON s.id = d.item_id
         ORDER BY d."searchNumber" DESC, s.name_fr, s.id LIMIT 6`,
        [scopeId(scope), from],
      );
    },

    /** ACTIVE companies per sector (sectors with at least one), of a chamber or of the network. */
    async companiesBySector(scope: StatisticsScope = null) {
      return executor.query<{ sectorId: number; sectorName: string; sectorNameEn: string; count: number }>(
        `SELECT s.id AS "sectorId", s.name_fr AS "sectorName", s.name_en AS "sectorNameEn", d.count
         FROM (SELECT sector_id, count(*)::int AS count FROM companies
               WHERE status = 'ACTIVE' ${scope === null ? '' : 'AND country_amcham_id = $1'} GROUP BY sector_id) AS d
         JOIN sectors s ON s.id = d.sector_id`,
        scope === null ? [] : [scope],
      );
    },

    /** The 6 banners clicked most in a scope since `from`. */
    async topAdClicks(scope: StatisticsScope, from: string) {
      return executor.query<{ id: number; title: string; clicks: number }>(
        `SELECT a.id, a.title, d.clicks
         FROM (SELECT item_id, sum(n)::int AS clicks FROM statistic_daily
               WHERE kind = 'AD_CLICK' AND country_amcham_id = $1 AND day >= $2::date GROUP BY item_id) AS d
         JOIN ads a ON a.id = d.item_id
         ORDER BY d.clicks DESC, a.title, a.id LIMIT 6`,
        [scopeId(scope), from],
      );
    },

    /** A kind's counts per day (yyyy-mm-dd, UTC) in a scope since `from`; days without any are absent. */
    async dailyCounts(kind: StatisticKind, scope: StatisticsScope, from: string) {
      return executor.query<{ date: string; count: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(n)::int AS count FROM statistic_daily
         WHERE kind = $1 AND country_amcham_id = $2 AND day >= $3::date GROUP BY day`,
        [kind, scopeId(scope), from],
      );
    },

    /** ACTIVE members of a scope, and those created since `monthStart`. */
    async activeMembers(scope: StatisticsScope, monthStart: Date): Promise<{ total: number; added: number }> {
      const row = await one<{ total: number; added: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= $1)::int AS added FROM companies
         WHERE status = 'ACTIVE' ${scope === null ? '' : 'AND country_amcham_id = $2'}`,
        scope === null ? [monthStart] : [monthStart, scope],
      );
      return { total: row?.total ?? 0, added: row?.added ?? 0 };
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
     * The members summary cards of a chamber: its members by status, those created since
     * `monthStart`, the profile views of its members and the searches that concern it in the two windows (whole UTC
     * days, from the daily counters). A search concerns the chamber when it was filtered on the chamber's country or
     * its first page showed one of the chamber's members (migration 0006).
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
           SELECT coalesce(sum(n) FILTER (WHERE day >= $3::date), 0)::int AS current, coalesce(sum(n) FILTER (WHERE day < $3::date), 0)::int AS previous
           FROM statistic_daily WHERE kind = 'VIEW' AND country_amcham_id = $1 AND day >= $4::date
         ), searched AS (
           SELECT coalesce(sum(n) FILTER (WHERE day >= $3::date), 0)::int AS current, coalesce(sum(n) FILTER (WHERE day < $3::date), 0)::int AS previous
           FROM statistic_daily WHERE kind = 'SEARCH' AND country_amcham_id = $1 AND day >= $4::date
         )
         SELECT members.*, views.current AS "viewsCurrent", views.previous AS "viewsPrevious",
                searched.current AS "searchesCurrent", searched.previous AS "searchesPrevious"
         FROM members, views, searched`,
        [countryAmchamId, monthStart, isoDay(currentStart), isoDay(previousStart)],
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
