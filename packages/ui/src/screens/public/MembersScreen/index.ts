export { MembersScreen, membersScreenStatuses } from './MembersScreen';
export type { MembersScreenProps, MembersScreenStatus } from './MembersScreen';
