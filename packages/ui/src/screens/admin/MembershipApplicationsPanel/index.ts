export { MembershipApplicationsPanel } from './MembershipApplicationsPanel';
export type { MembershipApplicationRow, MembershipApplicationsPanelProps } from './MembershipApplicationsPanel';
