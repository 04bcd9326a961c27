import type { EChartsCoreOption } from 'echarts/core';

export const chartTypes = ['line', 'bar', 'pie'] as const;
export type ChartType = (typeof chartTypes)[number];

export interface ChartSeries {
  name: string;
  /** One value per category (line, bar) or per slice (pie). */
  values: number[];
  /**
   * The series' colour (line, bar): a CSS colour or a theme contract token (`vars.color.info`), which the chart reads
   * from the theme in force; the palette's next colour when absent (admin §9: visits line blue, banner bars dark blue).
   */
  color?: string;
}

export interface ChartData {
  type: ChartType;
  /** X-axis labels (line, bar) or slice names (pie). */
  categories: string[];
  series: ChartSeries[];
  /** Line smoothing: true, false or a factor from 0 to 1 (spec public §2.7: 0.4 for the profile views). */
  smooth?: boolean | number;
  /** Lowest value of the value axis (spec public §2.7: the views axis starts at zero). */
  yAxisMin?: number;
  /** Bars along a horizontal value axis, the first category on top (admin §2: popular searches). */
  horizontal?: boolean;
  /** A pie's slice colours, one per category (a sector's own colour); the palette's when absent. */
  itemColors?: string[];
}

export interface ChartTheme {
  palette: string[];
  text: string;
  textMuted: string;
  border: string;
  surface: string;
  fontFamily: string;
}

/** Below this width (a phone) a pie names its slices in its legend only: outer labels would be cut at the edges. */
export const PIE_LABELS_MIN_WIDTH = 480;

/** Height of one line of the legend, in pixels. */
const LEGEND_LINE = 22;

/**
 * How many lines the legend of these names takes in this width (an estimate from the names' length: ECharts wraps
 * its legend and does not say), so that the pie leaves it room rather than drawing under it.
 */
export function legendLines(names: readonly string[], width: number | undefined): number {
  if (width === undefined || width <= 0) return 1;
  let lines = 1;
  let used = 0;
  for (const name of names) {
    // The colour mark, its gap and the name at about 6.5 px a character in the legend's 12 px type.
    const item = 25 + 10 + name.length * 6.5;
    if (used > 0 && used + item > width - 20) {
      lines += 1;
      used = 0;
    }
    used += item;
  }
  return lines;
}

/**
 * The ECharts option for a view model: pure, so it is tested without a browser.
 * Numbers in tooltips and axes use the locale's formatter; animation follows the motion preference. Given the
 * chart's width, every category label is shown, cut with an ellipsis to the room it has (the full name is in the
 * tooltip and the data table); tooltips stay inside the chart, so that a phone's edge never cuts them.
 */
export function buildChartOption(
  data: ChartData,
  theme: ChartTheme,
  formatNumber: (value: number) => string,
  animate: boolean,
  formatPercent: (percent: number) => string = (percent) => `${percent.toFixed(1)}%`,
  formatTooltipValue: (value: number) => string = formatNumber,
  width?: number,
): EChartsCoreOption {
  const textStyle = { color: theme.text, fontFamily: theme.fontFamily };
  const valueFormatter = (value: unknown) => (typeof value === 'number' ? formatTooltipValue(value) : String(value));
  const tooltip =
    data.type === 'pie'
      ? {
          trigger: 'item',
          // A slice's value and its share with one decimal (spec public §2.7: the pie tooltip).
          formatter: (params: { name: string; value: unknown; percent?: number }) =>
            `${params.name}: ${valueFormatter(params.value)} (${formatPercent(params.percent ?? 0)})`,
          confine: true,
        }
      : { trigger: 'axis', valueFormatter, confine: true };
  const legend = {
    show: data.series.length > 1 || data.type === 'pie',
    bottom: 0,
    textStyle: { color: theme.textMuted, fontFamily: theme.fontFamily },
  };

  if (data.type === 'pie') {
    const values = data.series[0]?.values ?? [];
    const narrow = width !== undefined && width < PIE_LABELS_MIN_WIDTH;
    return {
      animation: animate,
      color: theme.palette,
      textStyle,
      tooltip,
      legend,
      aria: { enabled: true },
      series: [
        {
          type: 'pie',
          name: data.series[0]?.name,
          radius: ['40%', '70%'],
          top: 0,
          // The legend's lines below the pie, every name whole.
          bottom: legendLines(data.categories, width) * LEGEND_LINE + 10,
          itemStyle: { borderColor: theme.surface, borderWidth: 2 },
          label: narrow
            ? { show: false }
            : {
                color: theme.text,
                fontFamily: theme.fontFamily,
                // An outer label gets the room beside the pie, cut with an ellipsis beyond it.
                width: Math.max(60, Math.round(width === undefined ? 120 : width * 0.18)),
                overflow: 'truncate',
              },
          labelLine: { show: !narrow },
          data: data.categories.map((name, index) => ({
            name,
            value: values[index] ?? 0,
            ...(data.itemColors?.[index] ? { itemStyle: { color: data.itemColors[index] } } : {}),
          })),
        },
      ],
    };
  }

  const horizontal = data.type === 'bar' && data.horizontal === true;
  // Each bar named, in the room it has: beside horizontal bars a third of the width, under vertical ones its slot.
  const labelRoom =
    data.type !== 'bar' || width === undefined
      ? undefined
      : horizontal
        ? Math.min(220, Math.max(72, Math.round(width * 0.32)))
        : Math.max(24, Math.floor((width - 64) / Math.max(1, data.categories.length)) - 8);
  const categoryAxis = {
    type: 'category',
    data: data.categories,
    boundaryGap: data.type === 'bar',
    // Top to bottom in the order given, as a ranking reads.
    inverse: horizontal,
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: {
      color: theme.textMuted,
      fontFamily: theme.fontFamily,
      ...(labelRoom === undefined ? {} : { interval: 0, width: labelRoom, overflow: 'truncate' }),
    },
  };
  const valueAxis = {
    type: 'value',
    ...(data.yAxisMin === undefined ? {} : { min: data.yAxisMin }),
    splitLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.textMuted, fontFamily: theme.fontFamily, formatter: (value: number) => formatNumber(value) },
  };

  return {
    animation: animate,
    color: theme.palette,
    textStyle,
    tooltip,
    legend,
    aria: { enabled: true },
    grid: { left: 8, right: 16, top: 16, bottom: legend.show ? 40 : 8, containLabel: true },
    [horizontal ? 'yAxis' : 'xAxis']: categoryAxis,
    [horizontal ? 'xAxis' : 'yAxis']: valueAxis,
    series: data.series.map((series) => ({
      type: data.type,
      name: series.name,
      data: series.values,
      smooth: data.type === 'line' ? (data.smooth ?? true) : false,
      barMaxWidth: 32,
      ...(series.color ? { itemStyle: { color: series.color }, lineStyle: { color: series.color } } : {}),
    })),
  };
}
