export { MemberCard, memberHref, displayWebsite } from './MemberCard';
export type { MemberCardProps } from './MemberCard';
