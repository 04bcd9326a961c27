export { MemberImportDialog } from './MemberImportDialog';
export type { MemberImportDialogProps, MemberImportReport, MemberImportRowError, MemberImportState } from './MemberImportDialog';
