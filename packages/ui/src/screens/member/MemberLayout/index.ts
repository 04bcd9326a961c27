export { MemberLayout } from './MemberLayout';
export type { MemberLayoutProps } from './MemberLayout';
