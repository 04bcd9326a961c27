export { MemberStatisticsScreen } from './MemberStatisticsScreen';
export type { MemberStatisticsScreenProps, MemberStatistics, WeeklyTotal } from './MemberStatisticsScreen';
export {
  contactPeriods,
  contactsChartData,
  contactsLegend,
  dayLabel,
  formatShare,
  hasContacts,
  hasDailyViews,
  profileViewsChartData,
} from './statisticsCharts';
export type { ContactPeriod, ContactsByPeriod, ContactsLegendRow, DailyViews } from './statisticsCharts';
