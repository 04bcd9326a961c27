import type { Ad } from '@annuaire/api';
import { BannerFormDialog, emptyBannerForm, type BannerFormField, type BannerFormValues, type BannerImageSlot, type ChamberScope } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { translator } from '../../i18n/messages';
import { useAppForm } from '../../shared/useAppForm';
import { bannerFormSchema, publishingImageMessage } from '../../validation/adminPublishing';
import { useCreateBannerMutation, useUpdateBannerMutation } from './adminBannersApi';
import { toAdForm, toBannerFormValues, toBannerRow } from './mappers';

const noImages = { webImage: null, mobileImage: null };

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
  const language = useAppSelector((state) => state.language.current);
  const [createBanner] = useCreateBannerMutation();
  const [updateBanner] = useUpdateBannerMutation();
  const [images, setImages] = useState<{ webImage: File | null; mobileImage: File | null }>(noImages);
  // A chosen image the form refused: nothing is saved until it is replaced (a banner never goes out without it).
  const [refusedImages, setRefusedImages] = useState<ReadonlySet<BannerImageSlot>>(new Set());
  const t = useMemo(() => translator(language), [language]);
  const schema = useMemo(() => bannerFormSchema(t), [t]);
  const initialValues = useMemo(() => (banner ? toBannerFormValues(banner) : emptyBannerForm), [banner]);

  const form = useAppForm<BannerFormValues>({
    initialValues,
    schema,
    onSubmit: async (values, helpers) => {
      const saved = banner
        ? await updateBanner({ id: banner.id, form: toAdForm(values, images) })
        : await createBanner({ ...toAdForm(values, images), countryAmchamId: chamberId });
      if ('error' in saved) {
        // the original only logged it (spec admin §8): a user must see that nothing was saved
        helpers.fail(saved.error, intl.formatMessage({ id: 'app.admin.loadError' }));
        return;
      }
      helpers.reset();
      setImages(noImages);
      onOpenChange(false);
      onSaved({ title: saved.data.title, created: !banner });
    },
  });

  const close = (next: boolean) => {
    if (!next) {
      // spec admin §4: cancel or a click on the backdrop closes and resets.
      form.reset();
      setImages(noImages);
      setRefusedImages(new Set());
    }
    onOpenChange(next);
  };

  const row = banner ? toBannerRow(banner) : undefined;

  return (
    <BannerFormDialog
      chamberScope={chamberScope}
      open={open}
      onOpenChange={close}
      mode={banner ? 'edit' : 'add'}
      values={form.values}
      errors={form.visibleErrors}
      onChange={(field: BannerFormField, value) => form.setValue(field, value)}
      // spec admin §5: ticked, the end date is neither required nor editable
      onPermanentChange={(permanent) => form.setValues({ ...form.values, permanent, endDate: permanent ? '' : form.values.endDate }, ['permanent', 'endDate'])}
      onBlur={(field: BannerFormField) => form.blur(field)}
      webImage={images.webImage}
      mobileImage={images.mobileImage}
      onImageChange={(slot, file) => {
        setImages((current) => ({ ...current, [slot]: file }));
        setRefusedImages((current) => new Set([...current].filter((refused) => refused !== slot)));
      }}
      onImageReject={(slot) => setRefusedImages((current) => new Set([...current, slot]))}
      currentWebImageUrl={row?.webImageUrl}
      currentMobileImageUrl={row?.mobileImageUrl}
      validateImage={(file) => publishingImageMessage(file, 'banner', t)}
      clicks={banner?.clicks}
      submitDisabled={form.submitDisabled || refusedImages.size > 0}
      saving={form.submitting}
      serverError={form.serverError}
      onSubmit={() => void form.submit()}
    />
  );
}
