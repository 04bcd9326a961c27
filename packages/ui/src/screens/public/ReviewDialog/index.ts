export { ReviewDialog, reviewFields, emptyReview } from './ReviewDialog';
export type { ReviewDialogProps, ReviewValues, ReviewField } from './ReviewDialog';
