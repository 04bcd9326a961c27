export { ADMIN_MEMBERS_PAGE_SIZE, AdminMembersScreen } from './AdminMembersScreen';
export type { AdminMembersScreenProps, MemberStatusFilter } from './AdminMembersScreen';
