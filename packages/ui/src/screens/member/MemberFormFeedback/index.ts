export { MemberFormFeedback } from './MemberFormFeedback';
