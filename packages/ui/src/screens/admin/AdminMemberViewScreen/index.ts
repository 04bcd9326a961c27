export { AdminMemberViewScreen } from './AdminMemberViewScreen';
export type { AdminMemberStatistics, AdminMemberView, AdminMemberViewScreenProps, AdminMemberViewState, ModeratedReview } from './AdminMemberViewScreen';
