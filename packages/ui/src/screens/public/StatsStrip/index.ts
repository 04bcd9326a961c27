export { StatsStrip, homeStatistics } from './StatsStrip';
export type { StatsStripProps, HomeStatistic, HomeStatistics } from './StatsStrip';
