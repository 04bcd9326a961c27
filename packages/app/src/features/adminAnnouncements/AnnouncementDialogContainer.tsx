import type { Event } from '@annuaire/api';
import { AnnouncementFormDialog, emptyAnnouncementForm, type AnnouncementFormField, type AnnouncementFormValues, type ChamberScope } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { translator } from '../../i18n/messages';
import { useAppForm } from '../../shared/useAppForm';
import { announcementFormSchema, publishingImageMessage } from '../../validation/adminPublishing';
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
 * The one add/edit modal of the announcements screen (spec admin §4, §5): the app's form, every field required, text
 * trimmed, an invalid submit marks every field touched, the end not before the start; the image checked for type
 * and 5 MB (and pixels) before any upload, a refused one blocking the save, the current one shown when editing and
 * kept unless replaced.
 */
export function AnnouncementDialogContainer({ open, onOpenChange, announcement, chamberId, chamberScope, onSaved }: AnnouncementDialogContainerProps) {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const categories = useAnnouncementCategoriesQuery();
  const [createAnnouncement] = useCreateAnnouncementMutation();
  const [updateAnnouncement] = useUpdateAnnouncementMutation();
  const [image, setImage] = useState<File | null>(null);
  // A chosen image the form refused: nothing is saved until it is replaced.
  const [imageRefused, setImageRefused] = useState(false);
  const t = useMemo(() => translator(language), [language]);
  const schema = useMemo(() => announcementFormSchema(t), [t]);
  const initialValues = useMemo(() => (announcement ? toAnnouncementFormValues(announcement) : emptyAnnouncementForm), [announcement]);

  const form = useAppForm<AnnouncementFormValues>({
    initialValues,
    schema,
    onSubmit: async (values, helpers) => {
      const saved = announcement
        ? await updateAnnouncement({ id: announcement.id, form: toEventForm(values, image) })
        : await createAnnouncement({ ...toEventForm(values, image), countryAmchamId: chamberId });
      if ('error' in saved) {
        helpers.fail(saved.error, intl.formatMessage({ id: 'app.admin.loadError' }));
        return;
      }
      helpers.reset();
      setImage(null);
      onOpenChange(false);
      onSaved({ title: saved.data.title, created: !announcement });
    },
  });

  const close = (next: boolean) => {
    if (!next) {
      // spec admin §4: cancel or a click on the backdrop closes and resets.
      form.reset();
      setImage(null);
      setImageRefused(false);
    }
    onOpenChange(next);
  };

  return (
    <AnnouncementFormDialog
      chamberScope={chamberScope}
      open={open}
      onOpenChange={close}
      mode={announcement ? 'edit' : 'add'}
      values={form.values}
      errors={form.visibleErrors}
      categories={categoryOptions(categories.data ?? [], language)}
      onChange={(field: AnnouncementFormField, value) => form.setValue(field, value)}
      onBlur={(field: AnnouncementFormField) => form.blur(field)}
      image={image}
      onImageChange={(file) => {
        setImage(file);
        setImageRefused(false);
      }}
      onImageReject={() => setImageRefused(true)}
      currentImageUrl={announcement ? toAnnouncementRow(announcement, language).imageUrl : undefined}
      validateImage={(file) => publishingImageMessage(file, 'announcement', t)}
      // spec admin §5: an invalid submit marks every field touched, so submit stays enabled until saving
      submitDisabled={form.submitting || imageRefused}
      saving={form.submitting}
      serverError={form.serverError}
      onSubmit={() => void form.submit()}
    />
  );
}
