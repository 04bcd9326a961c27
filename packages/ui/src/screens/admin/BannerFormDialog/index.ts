export { BannerFormDialog, bannerFormFields, emptyBannerForm } from './BannerFormDialog';
export type { BannerFormDialogProps, BannerFormErrors, BannerFormField, BannerFormValues, BannerImageSlot } from './BannerFormDialog';
