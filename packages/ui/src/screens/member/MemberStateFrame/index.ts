export { MemberStateFrame } from './MemberStateFrame';
export type { MemberStateFrameProps } from './MemberStateFrame';
