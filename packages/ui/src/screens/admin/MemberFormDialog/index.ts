export { emptyMemberForm, MEMBER_DESCRIPTION_MAX, MemberFormDialog, memberFormFields } from './MemberFormDialog';
export type { MemberFormDialogProps, MemberFormErrors, MemberFormField, MemberFormValues } from './MemberFormDialog';
