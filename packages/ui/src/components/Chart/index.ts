export { Chart } from './Chart';
export type { ChartProps } from './Chart';
export { buildChartOption, chartTypes } from './chartOption';
export type { ChartData, ChartSeries, ChartTheme, ChartType } from './chartOption';
