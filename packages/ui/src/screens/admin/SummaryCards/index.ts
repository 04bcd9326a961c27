export { SummaryCards } from './SummaryCards';
export type { SummaryCardsProps } from './SummaryCards';
