/**
 * Statistics maths: every figure on a card or a chart is computed from the tracking tables
 * (DESIGN.md: "no placeholder constants on any card"). These functions are pure so the rules are tested once;
 * the routes only feed them rows.
 */
import { addDays, startOfUtcDay, toIsoDate } from './dates.js';

export interface DailyCount {
  date: string;
  count: number;
}

/** Rounds to one decimal, half away from zero (4.25 -> 4.3), and never answers -0. */
export function roundToOneDecimal(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
  return rounded === 0 ? 0 : rounded;
}

/** spec public §9: average rating rounded to one decimal; no ratings means no average (null), not 0. */
export function averageRating(average: number | string | null | undefined, count: number): number | null {
  if (count <= 0 || average === null || average === undefined) return null;
  return roundToOneDecimal(Number(average));
}

/**
 * weeklyEvolution: % change of the last 7 days against the 7 days before, one decimal.
 * From nothing to something is +100 %; nothing to nothing is 0 %.
 */
export function weeklyEvolution(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return roundToOneDecimal(((current - previous) / previous) * 100);
}

/** The `days` calendar days ending with `today` (ISO dates, oldest first). */
function lastDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index - (days - 1)));
}

/** One row per day of the window, oldest first, with 0 for the days that have no events. */
export function fillDailyCounts(rows: readonly DailyCount[], today: string, days = 7): DailyCount[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.date.slice(0, 10), (byDay.get(row.date.slice(0, 10)) ?? 0) + Number(row.count));
  return lastDays(today, days).map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

export interface WeekWindows {
  /** Start of the current window: 00:00 UTC six days before today (the window holds 7 calendar days). */
  currentStart: Date;
  /** Start of the 7 days before it. */
  previousStart: Date;
}

/** The two 7-day windows weeklyEvolution compares; the same days as the weekly-daily chart. */
export function weekWindows(now: Date): WeekWindows {
  const today = toIsoDate(now);
  return {
    currentStart: new Date(`${addDays(today, -6)}T00:00:00.000Z`),
    previousStart: new Date(`${addDays(today, -13)}T00:00:00.000Z`),
  };
}

export interface TimelineWindows {
  today: Date;
  lastWeek: Date;
  lastMonth: Date;
  currentYear: Date;
}

/**
 * Where each slice of the contacts pie starts (spec public §2.7: Today, This week, This month, This year):
 * today since 00:00 UTC, the week as the last 7 calendar days, the month as the last 30, the year since 1 January.
 * Each window contains the smaller ones, as the legend's cumulative labels read.
 */
export function timelineWindows(now: Date): TimelineWindows {
  const today = toIsoDate(now);
  return {
    today: startOfUtcDay(now),
    lastWeek: new Date(`${addDays(today, -6)}T00:00:00.000Z`),
    lastMonth: new Date(`${addDays(today, -29)}T00:00:00.000Z`),
    currentYear: new Date(Date.UTC(now.getUTCFullYear(), 0, 1)),
  };
}

/** The `months` calendar months ending with the month of `now`, as yyyy-mm, oldest first. */
function lastMonths(now: Date, months: number): string[] {
  return Array.from({ length: months }, (_, index) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - index), 1));
    return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

export interface MonthlyCount {
  month: string;
  count: number;
}

/** New companies per month for the last `months` months, 0 where none joined. */
export function fillMonthlyCounts(rows: readonly MonthlyCount[], now: Date, months = 12): MonthlyCount[] {
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.count)]));
  return lastMonths(now, months).map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/**
 * Growth of the directory this month: companies added since the 1st against the total before it.
 * An empty directory before the month that gains members grows by 100 %.
 */
export function monthlyPercentageChange(totalNow: number, addedThisMonth: number): number {
  const before = totalNow - addedThisMonth;
  if (before <= 0) return addedThisMonth > 0 ? 100 : 0;
  return roundToOneDecimal((addedThisMonth / before) * 100);
}

/** Chart colours of the members-by-sector pie, reused in order when there are more sectors than colours. */
const SECTOR_COLORS = ['#1d4ed8', '#0891b2', '#059669', '#ca8a04', '#dc2626', '#7c3aed', '#db2777', '#ea580c', '#4b5563', '#0d9488'] as const;

export interface SectorCount {
  sectorId: number;
  sectorName: string;
  sectorNameEn: string;
  count: number;
}

export interface SectorShare {
  sectorId: number;
  sectorName: string;
  sectorNameEn: string;
  count: number;
  percentage: number;
  color: string;
}

/** Share of members per sector, one decimal, biggest first (then by name for a stable order). */
export function sectorShares(rows: readonly SectorCount[]): SectorShare[] {
  const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
  if (total === 0) return [];
  return [...rows]
    .filter((row) => Number(row.count) > 0)
    .sort((a, b) => Number(b.count) - Number(a.count) || a.sectorName.localeCompare(b.sectorName, 'fr'))
    .map((row, index) => ({
      sectorId: row.sectorId,
      sectorName: row.sectorName,
      sectorNameEn: row.sectorNameEn,
      count: Number(row.count),
      percentage: roundToOneDecimal((Number(row.count) / total) * 100),
      color: SECTOR_COLORS[index % SECTOR_COLORS.length] ?? '#4b5563',
    }));
}

/** A period of the admin statistics screen (7, 30 or 90 days, the contract's enum). */
export interface DayWindows {
  /** First day of the period before, the same length. */
  previousFrom: string;
  /** First day of the period. */
  from: string;
  /** Last day of the period: today. */
  to: string;
}

/** The period of `days` UTC days ending today, and the `days` before it (ISO dates, inclusive). */
export function dayWindows(now: Date, days: number): DayWindows {
  const today = toIsoDate(now);
  return { previousFrom: addDays(today, -(2 * days - 1)), from: addDays(today, -(days - 1)), to: today };
}
