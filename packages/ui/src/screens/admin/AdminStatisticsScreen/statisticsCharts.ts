import type { ChartData } from '../../../components/Chart';
import { formatShortDate } from '../../../format/format';
import type { UiLocale } from '../../../i18n/messages';
import { vars } from '../../../theme/contract.css';

// What the admin statistics screen draws (spec admin §2, §4, §9), as pure functions so the rules (top 6, colours,
// day labels by locale, what counts as empty) are unit-tested without a browser.

/** The periods the picker offers, in days (7, 30 or 90 days drive every block). */
export const statisticsPeriods = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];

/** spec admin §2, §9: popular searches limited to the top 6. */
export const POPULAR_SEARCHES_TOP = 6;

/** Visits of the portal on one day ('yyyy-mm-dd' as the service gives it). */
export interface StatisticsDailyVisits {
  date: string;
  count: number;
}

/** A named figure of a ranking or a share: a sector and its searches, a banner and its clicks, a sector and its members. */
export interface StatisticsItem {
  /** In the current language (sector names come from the data, nameFr or nameEn). */
  label: string;
  value: number;
  /** Its own colour (a sector's, from the data), so that it keeps it whatever the period or the chamber. */
  color?: string;
}

/** A day label: dd/mm (fr) or mm/dd (en); a date that cannot be read is shown as given. */
export function visitDayLabel(date: string, locale: UiLocale): string {
  const short = formatShortDate(date, locale);
  return short === '--/--' ? date : short;
}

/** spec admin §9: the visits line is blue, starting at zero. */
export function visitsChartData(points: readonly StatisticsDailyVisits[], seriesName: string, locale: UiLocale): ChartData {
  return {
    type: 'line',
    categories: points.map((point) => visitDayLabel(point.date, locale)),
    series: [{ name: seriesName, values: points.map((point) => point.count), color: vars.color.info }],
    yAxisMin: 0,
  };
}

/** The sectors most searched, most first, at most 6 (spec admin §2: horizontal bars, sector against count, blue). */
export function topPopularSearches(items: readonly StatisticsItem[]): StatisticsItem[] {
  return [...items].sort((a, b) => b.value - a.value).slice(0, POPULAR_SEARCHES_TOP);
}

export function popularSearchesChartData(items: readonly StatisticsItem[], seriesName: string): ChartData {
  const top = topPopularSearches(items);
  return {
    type: 'bar',
    horizontal: true,
    categories: top.map((item) => item.label),
    series: [{ name: seriesName, values: top.map((item) => item.value), color: vars.color.info }],
  };
}

/**
 * spec admin §2: members by sector as a pie, each sector in its own colour when every one has one (no two slices of
 * the palette's colours alike otherwise: the chart's palette has twelve).
 */
export function membersBySectorChartData(items: readonly StatisticsItem[], seriesName: string): ChartData {
  const colours = items.map((item) => item.color);
  const ownColours = colours.every((colour): colour is string => colour !== undefined) && new Set(colours).size === colours.length;
  return {
    type: 'pie',
    categories: items.map((item) => item.label),
    series: [{ name: seriesName, values: items.map((item) => item.value) }],
    ...(ownColours ? { itemColors: colours } : {}),
  };
}

/**
 * spec admin §9: banner clicks as dark blue bars, most first. Horizontal, as banner titles are long: each bar is
 * named beside it (under vertical bars most titles had no room and were left out).
 */
export function bannerClicksChartData(items: readonly StatisticsItem[], seriesName: string): ChartData {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  return {
    type: 'bar',
    horizontal: true,
    categories: sorted.map((item) => item.label),
    series: [{ name: seriesName, values: sorted.map((item) => item.value), color: vars.color.brand }],
  };
}

/** A ranking or a pie has something to draw when one of its figures is above zero (a pie of zeros has no slices). */
export function hasFigures(items: readonly StatisticsItem[]): boolean {
  return items.some((item) => item.value > 0);
}

/** The visits line has something to draw when it has days (a week of zeros is a real, flat answer). */
export function hasVisitDays(points: readonly StatisticsDailyVisits[]): boolean {
  return points.length > 0;
}
