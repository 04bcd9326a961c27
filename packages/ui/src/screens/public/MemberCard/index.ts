export { MemberCard, displayWebsite } from './MemberCard';
export type { MemberCardProps } from './MemberCard';
