export { MembersSection, MembersGrid, membersStatuses } from './MembersSection';
export type { MembersSectionProps, MembersGridProps, MembersStatus } from './MembersSection';
