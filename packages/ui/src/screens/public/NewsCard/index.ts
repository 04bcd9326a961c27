export { NewsCard, truncateDescription, DESCRIPTION_LIMIT } from './NewsCard';
export type { NewsCardProps } from './NewsCard';
