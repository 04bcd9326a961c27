export { MemberHeader } from './MemberHeader';
export type { MemberHeaderProps } from './MemberHeader';
