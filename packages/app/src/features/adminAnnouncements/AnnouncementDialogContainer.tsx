import type { Event } from '@annuaire/api';
import {
  AnnouncementFormDialog,
  announcementFormFields,
  emptyAnnouncementForm,
  type AnnouncementFormErrors,
  type AnnouncementFormField,
  type AnnouncementFormValues,
  type ChamberScope,
} from '@annuaire/ui';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/directoryApi';
import { translator } from '../../i18n/messages';
import { announcementFormSchema, rejectPublishingImage } from '../../validation/adminPublishing';
import { useAnnouncementCategoriesQuery, useCreateAnnouncementMutation, useUpdateAnnouncementMutation } from './adminAnnouncementsApi';
import { categoryOptions, toAnnouncementFormValues, toAnnouncementRow, toEventForm } from './mappers';

export interface AnnouncementDialogContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The announcement edited; undefined to add one. */
  announcement?: Event;
  /** The chamber a new announcement belongs to (the back-office's context), null for the whole network. */
  chamberId: number | null;
  /** Where the announcement lands (a new one: the context's; an edited one: its own), said in the form's header. */
  chamberScope: ChamberScope;
  onSaved: (outcome: { title: string; created: boolean }) => void;
}

/**
 * The one add/edit modal of the announcements screen (spec admin §4, §5): Formik + Yup, every field required, text
 * trimmed, an invalid submit marks every field touched, the end not before the start; the image checked for type
 * and 5 MB before any upload, the current one shown when editing and kept unless replaced.
 */
export function AnnouncementDialogContainer({ open, onOpenChange, announcement, chamberId, chamberScope, onSaved }: AnnouncementDialogContainerProps) {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const categories = useAnnouncementCategoriesQuery();
  const [createAnnouncement] = useCreateAnnouncementMutation();
  const [updateAnnouncement] = useUpdateAnnouncementMutation();
  const [image, setImage] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string>();
  const schema = useMemo(() => announcementFormSchema(translator(language)), [language]);
  const initialValues = useMemo(() => (announcement ? toAnnouncementFormValues(announcement) : emptyAnnouncementForm), [announcement]);

  const formik = useFormik<AnnouncementFormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(undefined);
      const form = toEventForm(values, image);
      const saved = announcement ? await updateAnnouncement({ id: announcement.id, form }) : await createAnnouncement({ ...form, countryAmchamId: chamberId });
      if ('error' in saved) {
        setServerError(apiErrorOf(saved.error)?.message ?? intl.formatMessage({ id: 'app.admin.loadError' }));
        return;
      }
      helpers.resetForm();
      setImage(null);
      onOpenChange(false);
      onSaved({ title: saved.data.title, created: !announcement });
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
      setImage(null);
      setServerError(undefined);
    }
    onOpenChange(next);
  };

  const errors: AnnouncementFormErrors = {};
  for (const field of announcementFormFields) {
    const error = formik.errors[field];
    if (typeof error === 'string' && formik.touched[field]) errors[field] = error;
  }

  return (
    <AnnouncementFormDialog
      chamberScope={chamberScope}
      open={open}
      onOpenChange={close}
      mode={announcement ? 'edit' : 'add'}
      values={formik.values}
      errors={errors}
      categories={categoryOptions(categories.data ?? [], language)}
      onChange={(field: AnnouncementFormField, value) => void formik.setFieldValue(field, value)}
      onBlur={(field: AnnouncementFormField) => void formik.setFieldTouched(field, true)}
      image={image}
      onImageChange={setImage}
      currentImageUrl={announcement ? toAnnouncementRow(announcement, language).imageUrl : undefined}
      validateImage={(file) => {
        const rejection = rejectPublishingImage(file);
        return rejection === null
          ? undefined
          : intl.formatMessage({ id: rejection === 'wrongType' ? 'validation.announcement.image.wrongType' : 'validation.announcement.image.tooLarge' });
      }}
      // spec admin §5: an invalid submit marks every field touched, so submit stays enabled until saving
      submitDisabled={formik.isSubmitting}
      saving={formik.isSubmitting}
      serverError={serverError}
      onSubmit={() => void formik.submitForm()}
    />
  );
}
