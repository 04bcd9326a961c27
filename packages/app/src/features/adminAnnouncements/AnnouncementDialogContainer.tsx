import type { Event } from '@annuaire/api';
import { AnnouncementFormDialog, emptyAnnouncementForm, type AnnouncementFormValues, type ChamberScope } from '@annuaire/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { useFormDialog } from '../../shared/useFormDialog';
import { announcementFormSchema, publishingImageMessage } from '../../validation/adminPublishing';
import { useAnnouncementCategoriesQuery, useCreateAnnouncementMutation, useUpdateAnnouncementMutation } from './adminAnnouncementsApi';
import { categoryOptions, toAnnouncementFormValues, toAnnouncementRow, toEventForm } from './mappers';

const imageSlots = ['image'] as const;

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
  const initialValues = useMemo(() => (announcement ? toAnnouncementFormValues(announcement) : emptyAnnouncementForm), [announcement]);

  const dialog = useFormDialog<AnnouncementFormValues, 'image'>({
    initialValues,
    rules: announcementFormSchema,
    fileSlots: imageSlots,
    onSubmit: async (values, { files, fail, close }) => {
      const saved = announcement
        ? await updateAnnouncement({ id: announcement.id, form: toEventForm(values, files.image) })
        : await createAnnouncement({ ...toEventForm(values, files.image), countryAmchamId: chamberId });
      if ('error' in saved) {
        fail(saved.error, intl.formatMessage({ id: 'app.admin.loadError' }));
        return;
      }
      close();
      onSaved({ title: saved.data.title, created: !announcement });
    },
    // spec admin §4: cancel or a click on the backdrop closes and resets.
    onClose: () => onOpenChange(false),
  });

  return (
    <AnnouncementFormDialog
      {...dialog.dialogProps}
      chamberScope={chamberScope}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : dialog.close())}
      mode={announcement ? 'edit' : 'add'}
      categories={categoryOptions(categories.data ?? [], language)}
      image={dialog.files.image}
      onImageChange={(file) => dialog.chooseFile('image', file)}
      onImageReject={() => dialog.refuseFile('image')}
      currentImageUrl={announcement ? toAnnouncementRow(announcement, language).imageUrl : undefined}
      validateImage={(file) => publishingImageMessage(file, 'announcement', dialog.t)}
      // spec admin §5: an invalid submit marks every field touched, so submit stays enabled until saving
      submitDisabled={dialog.dialogProps.saving || dialog.refused}
    />
  );
}
