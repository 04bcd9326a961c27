export { MemberFormFeedback } from './MemberFormFeedback';
export type { MemberFormFeedbackProps } from './MemberFormFeedback';
