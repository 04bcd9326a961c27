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
}

export interface ChartTheme {
  palette: string[];
  text: string;
  textMuted: string;
  border: string;
  surface: string;
  fontFamily: string;
}

/**
 * The ECharts option for a view model: pure, so it is tested without a browser.
 * Numbers in tooltips and axes use the locale's formatter; animation follows the motion preference.
 */
export function buildChartOption(
  data: ChartData,
  theme: ChartTheme,
  formatNumber: (value: number) => string,
  animate: boolean,
  formatPercent: (percent: number) => string = (percent) => `${percent.toFixed(1)}%`,
  formatTooltipValue: (value: number) => string = formatNumber,
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
        }
      : { trigger: 'axis', valueFormatter };
  const legend = { show: data.series.length > 1 || data.type === 'pie', bottom: 0, textStyle: { color: theme.textMuted, fontFamily: theme.fontFamily } };

  if (data.type === 'pie') {
    const values = data.series[0]?.values ?? [];
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
          bottom: 32,
          itemStyle: { borderColor: theme.surface, borderWidth: 2 },
          label: { color: theme.text, fontFamily: theme.fontFamily },
          data: data.categories.map((name, index) => ({ name, value: values[index] ?? 0 })),
        },
      ],
    };
  }

  const horizontal = data.type === 'bar' && data.horizontal === true;
  const categoryAxis = {
    type: 'category',
    data: data.categories,
    boundaryGap: data.type === 'bar',
    // Top to bottom in the order given, as a ranking reads.
    inverse: horizontal,
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.textMuted, fontFamily: theme.fontFamily },
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
