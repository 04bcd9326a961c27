import type { Ad } from '@annuaire/api';
import {
  BannerFormDialog,
  bannerFormFields,
  emptyBannerForm,
  type BannerFormErrors,
  type BannerFormField,
  type BannerFormValues,
  type ChamberScope,
} from '@annuaire/ui';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/directoryApi';
import { translator } from '../../i18n/messages';
import { bannerFormSchema, rejectPublishingImage } from '../../validation/adminPublishing';
import { useCreateBannerMutation, useUpdateBannerMutation } from './adminBannersApi';
import { toAdForm, toBannerFormValues, toBannerRow } from './mappers';

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
 * The add and edit modals of the banners screen (spec admin §4, §5): Formik + Yup with the contract's rules, images
 * checked for type and size before any upload, the current images kept unless replaced; submit disabled while
 * invalid or saving; cancel and backdrop reset; a failed save shown in the banner catalogue's words.
 */
export function BannerDialogContainer({ open, onOpenChange, banner, chamberId, chamberScope, onSaved }: BannerDialogContainerProps) {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const [createBanner] = useCreateBannerMutation();
  const [updateBanner] = useUpdateBannerMutation();
  const [images, setImages] = useState<{ webImage: File | null; mobileImage: File | null }>({ webImage: null, mobileImage: null });
  const [serverError, setServerError] = useState<string>();
  const schema = useMemo(() => bannerFormSchema(translator(language)), [language]);
  const initialValues = useMemo(() => (banner ? toBannerFormValues(banner) : emptyBannerForm), [banner]);

  const formik = useFormik<BannerFormValues>({
    initialValues,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      setServerError(undefined);
      const form = toAdForm(values, images);
      const saved = banner ? await updateBanner({ id: banner.id, form }) : await createBanner({ ...form, countryAmchamId: chamberId });
      if ('error' in saved) {
        // the original only logged it (spec admin §8): a user must see that nothing was saved
        setServerError(apiErrorOf(saved.error)?.message ?? intl.formatMessage({ id: 'app.admin.loadError' }));
        return;
      }
      helpers.resetForm();
      setImages({ webImage: null, mobileImage: null });
      onOpenChange(false);
      onSaved({ title: saved.data.title, created: !banner });
    },
  });

  // The messages follow the interface language.
  const { validateForm } = formik;
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

  const close = (next: boolean) => {
    if (!next) {
      // spec admin §4: cancel or a click on the backdrop closes and resets.
      formik.resetForm();
      setImages({ webImage: null, mobileImage: null });
      setServerError(undefined);
    }
    onOpenChange(next);
  };

  const errors: BannerFormErrors = {};
  for (const field of bannerFormFields) {
    const error = formik.errors[field];
    if (typeof error === 'string' && formik.touched[field]) errors[field] = error;
  }
  const row = banner ? toBannerRow(banner) : undefined;

  return (
    <BannerFormDialog
      chamberScope={chamberScope}
      open={open}
      onOpenChange={close}
      mode={banner ? 'edit' : 'add'}
      values={formik.values}
      errors={errors}
      onChange={(field: BannerFormField, value) => void formik.setFieldValue(field, value)}
      // spec admin §5: ticked, the end date is neither required nor editable (one update: two would validate stale values)
      onPermanentChange={(permanent) => void formik.setValues({ ...formik.values, permanent, endDate: permanent ? '' : formik.values.endDate })}
      onBlur={(field: BannerFormField) => void formik.setFieldTouched(field, true)}
      webImage={images.webImage}
      mobileImage={images.mobileImage}
      onImageChange={(slot, file) => setImages((current) => ({ ...current, [slot]: file }))}
      currentWebImageUrl={row?.webImageUrl}
      currentMobileImageUrl={row?.mobileImageUrl}
      validateImage={(file) => {
        const rejection = rejectPublishingImage(file);
        return rejection === null
          ? undefined
          : intl.formatMessage({ id: rejection === 'wrongType' ? 'validation.banner.image.wrongType' : 'validation.banner.image.tooLarge' });
      }}
      clicks={banner?.clicks}
      submitDisabled={!formik.isValid || formik.isSubmitting}
      saving={formik.isSubmitting}
      serverError={serverError}
      onSubmit={() => void formik.submitForm()}
    />
  );
}
