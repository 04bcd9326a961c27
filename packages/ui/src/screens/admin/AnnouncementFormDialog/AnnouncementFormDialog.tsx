import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldMessageLines } from '../../../components/FormField';
import { Button } from '../../../components/Button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogError, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { ChamberScopeNote, type ChamberScope } from '../ChamberScopeNote';
import { ImagePicker } from '../../../components/FileInput';
import { Select } from '../../../components/Select';
import type { SelectOption } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import * as styles from './AnnouncementFormDialog.css';

/** The fields of the announcement form (spec admin §3 Announcement/event, §5); dates yyyy-mm-dd, times HH:MM. */
export const announcementFormFields = ['title', 'titleEn', 'description', 'startDate', 'endDate', 'startTime', 'endTime', 'address', 'categoryId'] as const;
export type AnnouncementFormField = (typeof announcementFormFields)[number];
export type AnnouncementFormValues = Record<AnnouncementFormField, string>;
/** The visible errors: the container passes only those of touched fields. */
export type AnnouncementFormErrors = Partial<Record<AnnouncementFormField | 'image', string>>;

export const emptyAnnouncementForm: AnnouncementFormValues = {
  title: '',
  titleEn: '',
  description: '',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  address: '',
  categoryId: '',
};

const fieldMessage: Record<AnnouncementFormField, string> = {
  title: 'admin.announcementForm.field.title',
  titleEn: 'admin.announcementForm.field.titleEn',
  description: 'admin.announcementForm.field.description',
  startDate: 'admin.announcementForm.field.startDate',
  endDate: 'admin.announcementForm.field.endDate',
  startTime: 'admin.announcementForm.field.startTime',
  endTime: 'admin.announcementForm.field.endTime',
  address: 'admin.announcementForm.field.address',
  categoryId: 'admin.announcementForm.field.categoryId',
};

export interface AnnouncementFormDialogProps {
  open: boolean;
  /** Cancel, Escape and a click on the backdrop close it; the container resets the form (spec admin §4). */
  onOpenChange: (open: boolean) => void;
  mode: 'add' | 'edit';
  values: AnnouncementFormValues;
  errors?: AnnouncementFormErrors;
  /** Every category, named in the current language. */
  categories: readonly SelectOption[];
  onChange: (field: AnnouncementFormField, value: string) => void;
  onBlur?: (field: AnnouncementFormField) => void;
  image?: File | null;
  onImageChange: (file: File | null) => void;
  /** The current image when editing (spec admin §4: edit pre-fills the form with it as a preview). */
  currentImageUrl?: string;
  /** The container's check of a chosen image (type, then 5 MB): the message to refuse it with, or undefined. */
  validateImage?: (file: File) => string | undefined | Promise<string | undefined>;
  /** A chosen file was refused: the container keeps the form from saving until another is chosen. */
  onImageReject?: () => void;
  submitDisabled?: boolean;
  saving?: boolean;
  /** The save failure, in the announcement catalogue's words. */
  serverError?: string;
  /** An invalid submit marks every field touched (spec admin §5): the container decides, the dialog always reports it. */
  onSubmit: () => void;
  /** The chamber the form writes to (or the whole network), said under its title. */
  chamberScope?: ChamberScope;
}

/**
 * The one add/edit modal of the announcements screen (spec admin §2, §4, §5): every field required but the English
 * title, image up to 5 MB.
 */
export function AnnouncementFormDialog({
  open,
  onOpenChange,
  mode,
  values,
  errors = {},
  categories,
  onChange,
  onBlur,
  image,
  onImageChange,
  currentImageUrl,
  validateImage,
  onImageReject,
  submitDisabled = false,
  saving = false,
  serverError,
  onSubmit,
  chamberScope,
}: AnnouncementFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const field = (name: AnnouncementFormField) => ({
    label: t(fieldMessage[name]),
    value: values[name],
    error: errors[name],
    required: true,
    disabled: saving,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur?.(name),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <form noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <DialogTitle>{t(mode === 'add' ? 'admin.announcementForm.title.add' : 'admin.announcementForm.title.edit')}</DialogTitle>
          <DialogDescription>{t('admin.announcementForm.description')}</DialogDescription>
          {chamberScope ? <ChamberScopeNote scope={chamberScope} /> : null}
          <DialogBody className={styles.body}>
            <FieldMessageLines>
              <div className={styles.grid}>
                <TextField {...field('title')} className={styles.wide} />
                <TextField {...field('titleEn')} className={styles.wide} lang="en" required={false} hint={t('admin.announcementForm.hint.titleEn')} />
                <TextArea {...field('description')} className={styles.wide} rows={4} />
                <TextField {...field('startDate')} type="date" />
                <TextField {...field('endDate')} type="date" />
                <TextField {...field('startTime')} type="time" />
                <TextField {...field('endTime')} type="time" />
                <TextField {...field('address')} className={styles.wide} />
                <Select
                  className={styles.wide}
                  label={t('admin.announcementForm.field.categoryId')}
                  required
                  disabled={saving}
                  value={values.categoryId}
                  placeholder={t('admin.announcementForm.categoryPlaceholder')}
                  options={categories}
                  error={errors.categoryId}
                  onValueChange={(value) => {
                    onChange('categoryId', value);
                    onBlur?.('categoryId');
                  }}
                />
                <ImagePicker
                  className={styles.wide}
                  label={t('admin.announcementForm.field.image')}
                  hint={t('admin.announcementForm.hint.image')}
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  value={image ? [image] : []}
                  onChange={(files) => onImageChange(files[0] ?? null)}
                  existing={!image && currentImageUrl ? [{ id: 'current', src: currentImageUrl, alt: t('admin.announcementForm.currentImage') }] : []}
                  validate={validateImage}
                  onReject={() => onImageReject?.()}
                  error={errors.image}
                  disabled={saving}
                />
              </div>
            </FieldMessageLines>
            {serverError ? <DialogError>{serverError}</DialogError> : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
              {t('admin.announcementForm.cancel')}
            </Button>
            <Button type="submit" busy={saving} busyLabel={t('admin.announcementForm.saving')} disabled={submitDisabled}>
              {t('admin.announcementForm.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
