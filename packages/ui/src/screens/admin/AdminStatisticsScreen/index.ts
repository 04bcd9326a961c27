export { AdminStatisticsScreen, statisticsBlocks, statisticsCardKinds } from './AdminStatisticsScreen';
export type { AdminStatisticsScreenProps, StatisticsBlock, StatisticsBlockState, StatisticsCard, StatisticsCardKind } from './AdminStatisticsScreen';
export { POPULAR_SEARCHES_TOP, statisticsPeriods, topPopularSearches } from './statisticsCharts';
export type { StatisticsDailyVisits, StatisticsItem, StatisticsPeriod } from './statisticsCharts';
