import type { LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatNumber, formatShortDate, intlLocale } from '../../../format/format';
import type { UiLocale } from '../../../i18n/messages';

// The ECharts options of the member statistics screen (spec public §2.7, §4, §9), as pure functions so the rules
// (smoothing 0.4, axis from zero, pie tooltip with a one-decimal share, labels by locale) are unit-tested.

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

/** Colours and font the chart draws with, read from the theme contract by the caller. */
export interface StatisticsChartTheme {
  palette: readonly string[];
  text: string;
  textMuted: string;
  border: string;
  surface: string;
  fontFamily: string;
}

export interface StatisticsChartContext {
  locale: UiLocale;
  theme: StatisticsChartTheme;
  /** False under reduced motion / frozen stories, so the drawing is deterministic. */
  animate: boolean;
}

/** spec public §2.7: the line is smoothed at 0.4. */
export const VIEWS_LINE_SMOOTHING = 0.4;

type ViewsLineOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;
type ContactsPieOption = ComposeOption<PieSeriesOption | LegendComponentOption | TooltipComponentOption>;

/** A share of a total as a percentage with one decimal in the locale: '25.0%' (en), '25,0 %' (fr); 0 when the total is 0. */
export function formatShare(value: number, total: number, locale: UiLocale): string {
  const share = total > 0 ? value / total : 0;
  return new Intl.NumberFormat(intlLocale[locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}

/** The pie's tooltip text: the period, its value and its share with one decimal (spec public §2.7). */
export function contactsTooltipText(name: string, value: number, total: number, locale: UiLocale): string {
  // French puts a no-break space before the colon.
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  return `${name}${colon}${formatNumber(value, locale)} (${formatShare(value, total, locale)})`;
}

/** The legend text of a period: its label and its value ('Aujourd'hui (3)'). */
export function contactsLegendText(label: string, value: number, locale: UiLocale): string {
  return `${label} (${formatNumber(value, locale)})`;
}

/** True when the line has something to draw. */
export function hasDailyViews(daily: readonly DailyViews[]): boolean {
  return daily.length > 0;
}

/** True when the pie has something to draw (a pie of zeros has no slices). */
export function hasContacts(contacts: ContactsByPeriod): boolean {
  return contactPeriods.some((period) => contacts[period] > 0);
}

/**
 * Profile views per day: a smoothed line (0.4) over the days, dates dd/mm (fr) or mm/dd (en), the value axis from
 * zero with whole-number steps (a view count has no fractions).
 */
export function profileViewsLineOption(daily: readonly DailyViews[], seriesName: string, { locale, theme, animate }: StatisticsChartContext) {
  const option = {
    animation: animate,
    color: [...theme.palette],
    textStyle: { color: theme.text, fontFamily: theme.fontFamily },
    aria: { enabled: true },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? formatNumber(value, locale) : String(value)),
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      // spec public §5: a date that cannot be parsed is shown as the raw value.
      data: daily.map((point) => {
        const short = formatShortDate(point.date, locale);
        return short === '--/--' ? point.date : short;
      }),
      axisLine: { lineStyle: { color: theme.border } },
      axisLabel: { color: theme.textMuted, fontFamily: theme.fontFamily },
    },
    yAxis: {
      type: 'value',
      min: 0,
      minInterval: 1,
      splitLine: { lineStyle: { color: theme.border } },
      axisLabel: { color: theme.textMuted, fontFamily: theme.fontFamily, formatter: (value: number) => formatNumber(value, locale) },
    },
    series: [
      {
        type: 'line',
        name: seriesName,
        smooth: VIEWS_LINE_SMOOTHING,
        symbolSize: 6,
        areaStyle: { opacity: 0.12 },
        data: daily.map((point) => point.count),
      },
    ],
  } satisfies ViewsLineOption;
  return option;
}

/**
 * Contacts by period: a doughnut with the legend Today / This week / This month / This year and their values, and a
 * tooltip with the value and its share of the four with one decimal (spec public §2.7).
 */
export function contactsPieOption(
  contacts: ContactsByPeriod,
  labels: Record<ContactPeriod, string>,
  seriesName: string,
  { locale, theme, animate }: StatisticsChartContext,
) {
  const total = contactPeriods.reduce((sum, period) => sum + contacts[period], 0);
  const valueByLabel = new Map(contactPeriods.map((period) => [labels[period], contacts[period]] as const));
  const option = {
    animation: animate,
    color: [...theme.palette],
    textStyle: { color: theme.text, fontFamily: theme.fontFamily },
    aria: { enabled: true },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const value = typeof item?.value === 'number' ? item.value : 0;
        return contactsTooltipText(item?.name ?? '', value, total, locale);
      },
    },
    legend: {
      bottom: 0,
      data: contactPeriods.map((period) => labels[period]),
      formatter: (name: string) => contactsLegendText(name, valueByLabel.get(name) ?? 0, locale),
      textStyle: { color: theme.textMuted, fontFamily: theme.fontFamily },
    },
    series: [
      {
        type: 'pie',
        name: seriesName,
        radius: ['40%', '68%'],
        top: 0,
        bottom: 48,
        itemStyle: { borderColor: theme.surface, borderWidth: 2 },
        label: { show: false },
        data: contactPeriods.map((period) => ({ name: labels[period], value: contacts[period] })),
      },
    ],
  } satisfies ContactsPieOption;
  return option;
}
