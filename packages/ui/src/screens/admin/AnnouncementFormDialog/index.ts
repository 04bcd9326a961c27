export { AnnouncementFormDialog, announcementFormFields, emptyAnnouncementForm } from './AnnouncementFormDialog';
export type { AnnouncementFormDialogProps, AnnouncementFormErrors, AnnouncementFormField, AnnouncementFormValues } from './AnnouncementFormDialog';
