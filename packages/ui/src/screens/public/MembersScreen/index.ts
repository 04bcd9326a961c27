export { MembersScreen, membersScreenStatuses, membersViews } from './MembersScreen';
export type { MembersScreenProps, MembersScreenStatus, MembersView } from './MembersScreen';
