export { NewsScreen } from './NewsScreen';
export type { NewsScreenProps } from './NewsScreen';
