import type { Ad } from '@annuaire/api';
import { BannerFormDialog, emptyBannerForm, type BannerFormValues, type BannerImageSlot, type ChamberScope } from '@annuaire/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormDialog } from '../../shared/useFormDialog';
import { bannerFormSchema, publishingImageMessage } from '../../validation/adminPublishing';
import { useCreateBannerMutation, useUpdateBannerMutation } from './adminBannersApi';
import { toAdForm, toBannerFormValues, toBannerRow } from './mappers';

const imageSlots: readonly BannerImageSlot[] = ['webImage', 'mobileImage'];

export interface BannerDialogContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The banner edited; undefined to add one. */
  banner?: Ad;
  /** The chamber a new banner belongs to (the back-office's context), null for the whole network. */
  chamberId: number | null;
  /** Where the banner lands (a new one: the context's; an edited one: its own), said in the form's header. */
  chamberScope: ChamberScope;
  onSaved: (outcome: { title: string; created: boolean }) => void;
}

/**
 * The add and edit modals of the banners screen (spec admin §4, §5): the app's form with the contract's rules, images
 * checked for type, size and pixels before any upload (a refused one blocks the save), the current images kept unless
 * replaced; submit disabled while invalid or saving; cancel and backdrop reset; a failed save in the catalogue's words.
 */
export function BannerDialogContainer({ open, onOpenChange, banner, chamberId, chamberScope, onSaved }: BannerDialogContainerProps) {
  const intl = useIntl();
  const [createBanner] = useCreateBannerMutation();
  const [updateBanner] = useUpdateBannerMutation();
  const initialValues = useMemo(() => (banner ? toBannerFormValues(banner) : emptyBannerForm), [banner]);

  const dialog = useFormDialog<BannerFormValues, BannerImageSlot>({
    initialValues,
    rules: bannerFormSchema,
    fileSlots: imageSlots,
    onSubmit: async (values, { files, fail, close }) => {
      const saved = banner
        ? await updateBanner({ id: banner.id, form: toAdForm(values, files) })
        : await createBanner({ ...toAdForm(values, files), countryAmchamId: chamberId });
      if ('error' in saved) {
        // the original only logged it (spec admin §8): a user must see that nothing was saved
        fail(saved.error, intl.formatMessage({ id: 'app.admin.loadError' }));
        return;
      }
      close();
      onSaved({ title: saved.data.title, created: !banner });
    },
    // spec admin §4: cancel or a click on the backdrop closes and resets.
    onClose: () => onOpenChange(false),
  });
  const { form } = dialog;
  const row = banner ? toBannerRow(banner) : undefined;

  return (
    <BannerFormDialog
      {...dialog.dialogProps}
      chamberScope={chamberScope}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : dialog.close())}
      mode={banner ? 'edit' : 'add'}
      // spec admin §5: ticked, the end date is neither required nor editable
      onPermanentChange={(permanent) => form.setValues({ ...form.values, permanent, endDate: permanent ? '' : form.values.endDate }, ['permanent', 'endDate'])}
      webImage={dialog.files.webImage}
      mobileImage={dialog.files.mobileImage}
      onImageChange={dialog.chooseFile}
      onImageReject={dialog.refuseFile}
      currentWebImageUrl={row?.webImageUrl}
      currentMobileImageUrl={row?.mobileImageUrl}
      validateImage={(file) => publishingImageMessage(file, 'banner', dialog.t)}
      clicks={banner?.clicks}
    />
  );
}
