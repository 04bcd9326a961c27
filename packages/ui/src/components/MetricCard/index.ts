export { MetricCard, metricFormats } from './MetricCard';
export type { MetricCardProps, MetricFormat } from './MetricCard';
