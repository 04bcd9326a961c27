import type { ChartData } from '../../../components/Chart';
import { formatNumber, formatShortDate, intlLocale } from '../../../format/format';
import type { UiLocale } from '../../../i18n/messages';

// What the member statistics screen draws (spec public §2.7, §3, §9), as pure functions so the rules (days by
// locale, the four periods in order, values and one-decimal shares) are unit-tested without a browser.

/** One point of the profile views per day (spec public §3: {date, count}). */
export interface DailyViews {
  /** A date the service gave: ISO, 'yyyy-mm-dd' or 'dd-mm-yyyy'. */
  date: string;
  count: number;
}

/** The contacts of the pie, by period (spec public §3: contact timeline {today, lastWeek, lastMonth, currentYear}). */
export const contactPeriods = ['today', 'lastWeek', 'lastMonth', 'currentYear'] as const;
export type ContactPeriod = (typeof contactPeriods)[number];
export type ContactsByPeriod = Record<ContactPeriod, number>;

/** A day label: dd/mm (fr) or mm/dd (en); a date that cannot be read is shown as the raw value (spec public §5). */
export function dayLabel(date: string, locale: UiLocale): string {
  const short = formatShortDate(date, locale);
  return short === '--/--' ? date : short;
}

/** The line of profile views per day, one point per day in the order given. */
export function profileViewsChartData(daily: readonly DailyViews[], seriesName: string, locale: UiLocale): ChartData {
  return {
    type: 'line',
    categories: daily.map((point) => dayLabel(point.date, locale)),
    series: [{ name: seriesName, values: daily.map((point) => point.count) }],
    // spec public §2.7: smoothing 0.4, axis starting at zero.
    smooth: 0.4,
    yAxisMin: 0,
  };
}

/** The pie of contacts by period, in the order Today, This week, This month, This year (spec public §2.7). */
export function contactsChartData(contacts: ContactsByPeriod, labels: Record<ContactPeriod, string>, seriesName: string): ChartData {
  return {
    type: 'pie',
    categories: contactPeriods.map((period) => labels[period]),
    series: [{ name: seriesName, values: contactPeriods.map((period) => contacts[period]) }],
  };
}

/** A share of a total as a percentage with one decimal in the locale: '37.5%' (en), '37,5 %' (fr); 0 when the total is 0. */
export function formatShare(value: number, total: number, locale: UiLocale): string {
  const share = total > 0 ? value / total : 0;
  return new Intl.NumberFormat(intlLocale[locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}

export interface ContactsLegendRow {
  period: ContactPeriod;
  label: string;
  /** The value in the locale ('1 234' / '1,234'). */
  value: string;
  /** Its share of the four periods with one decimal (spec public §2.7: percentage with one decimal). */
  share: string;
}

/** The pie's legend: each period with its value and its share of the four. */
export function contactsLegend(contacts: ContactsByPeriod, labels: Record<ContactPeriod, string>, locale: UiLocale): ContactsLegendRow[] {
  const total = contactPeriods.reduce((sum, period) => sum + contacts[period], 0);
  return contactPeriods.map((period) => ({
    period,
    label: labels[period],
    value: formatNumber(contacts[period], locale),
    share: formatShare(contacts[period], total, locale),
  }));
}

/** True when the line has something to draw. */
export function hasDailyViews(daily: readonly DailyViews[]): boolean {
  return daily.length > 0;
}

/** True when the pie has something to draw (a pie of zeros has no slices). */
export function hasContacts(contacts: ContactsByPeriod): boolean {
  return contactPeriods.some((period) => contacts[period] > 0);
}
