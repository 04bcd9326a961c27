export { NewsSection, NewsList, newsStatuses } from './NewsSection';
export type { NewsSectionProps, NewsListProps, NewsStatus } from './NewsSection';
