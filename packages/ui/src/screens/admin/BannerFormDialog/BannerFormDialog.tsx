import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldMessageLines } from '../../../components/FormField';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogError, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { ChamberScopeNote, type ChamberScope } from '../ChamberScopeNote';
import { ImagePicker } from '../../../components/FileInput';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import * as styles from './BannerFormDialog.css';

/** The text fields of the banner form (spec admin §3 Banner, §5 Banner form); dates as yyyy-mm-dd (date inputs, §9). */
export const bannerFormFields = ['title', 'titleEn', 'description', 'link', 'startDate', 'endDate'] as const;
export type BannerFormField = (typeof bannerFormFields)[number];
export type BannerFormValues = Record<BannerFormField, string> & { permanent: boolean };
/** The visible errors: the container passes only those of touched fields. */
export type BannerFormErrors = Partial<Record<BannerFormField | 'permanent', string>>;
export type BannerImageSlot = 'webImage' | 'mobileImage';

export const emptyBannerForm: BannerFormValues = { title: '', titleEn: '', description: '', link: '', startDate: '', endDate: '', permanent: false };

const fieldMessage: Record<BannerFormField, string> = {
  title: 'admin.bannerForm.field.title',
  titleEn: 'admin.bannerForm.field.titleEn',
  description: 'admin.bannerForm.field.description',
  link: 'admin.bannerForm.field.link',
  startDate: 'admin.bannerForm.field.startDate',
  endDate: 'admin.bannerForm.field.endDate',
};

export interface BannerFormDialogProps {
  open: boolean;
  /** Cancel, Escape and a click on the backdrop close it; the container resets the form (spec admin §4). */
  onOpenChange: (open: boolean) => void;
  mode: 'add' | 'edit';
  values: BannerFormValues;
  errors?: BannerFormErrors;
  onChange: (field: BannerFormField, value: string) => void;
  onPermanentChange: (permanent: boolean) => void;
  onBlur?: (field: BannerFormField) => void;
  /** The chosen new images (null: keep the current one, or none). */
  webImage?: File | null;
  mobileImage?: File | null;
  onImageChange: (slot: BannerImageSlot, file: File | null) => void;
  /** The banner's current images when editing, kept unless replaced. */
  currentWebImageUrl?: string;
  currentMobileImageUrl?: string;
  /** The container's check of a chosen image (type, size): the message to refuse it with, or undefined. */
  validateImage?: (file: File) => string | undefined | Promise<string | undefined>;
  /** A chosen file was refused: the container keeps the form from saving until another is chosen. */
  onImageReject?: (slot: BannerImageSlot) => void;
  /** The banner's clicks from the home hero (edit). */
  clicks?: number;
  /** spec admin §5: submit is disabled while the form is invalid or saving. */
  submitDisabled?: boolean;
  saving?: boolean;
  /** The save failure, in the banner catalogue's words (409, 413, 415...). */
  serverError?: string;
  onSubmit: () => void;
  /** The chamber the form writes to (or the whole network), said under its title. */
  chamberScope?: ChamberScope;
}

/**
 * The add and edit modals of the banners screen (spec admin §2, §4, §5): title, optional English title, description, link, start and end
 * dates, permanent (ticked: the end date is not required and its field disabled), web and mobile images with
 * previews (the current ones shown when editing), the clicks when editing.
 */
export function BannerFormDialog({
  open,
  onOpenChange,
  mode,
  values,
  errors = {},
  onChange,
  onPermanentChange,
  onBlur,
  webImage,
  mobileImage,
  onImageChange,
  currentWebImageUrl,
  currentMobileImageUrl,
  validateImage,
  onImageReject,
  clicks,
  submitDisabled = false,
  saving = false,
  serverError,
  onSubmit,
  chamberScope,
}: BannerFormDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const field = (name: BannerFormField) => ({
    label: t(fieldMessage[name]),
    value: values[name],
    error: errors[name],
    disabled: saving,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur?.(name),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitDisabled && !saving) onSubmit();
  };
  const image = (slot: BannerImageSlot, chosen: File | null | undefined, currentUrl: string | undefined) => (
    <ImagePicker
      label={t(slot === 'webImage' ? 'admin.bannerForm.field.webImage' : 'admin.bannerForm.field.mobileImage')}
      hint={t('admin.bannerForm.hint.image')}
      accept="image/png,image/jpeg,image/webp,image/gif"
      value={chosen ? [chosen] : []}
      onChange={(files) => onImageChange(slot, files[0] ?? null)}
      existing={!chosen && currentUrl ? [{ id: slot, src: currentUrl, alt: t('admin.bannerForm.currentImage') }] : []}
      validate={validateImage}
      onReject={() => onImageReject?.(slot)}
      disabled={saving}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <form noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <DialogTitle>{t(mode === 'add' ? 'admin.bannerForm.title.add' : 'admin.bannerForm.title.edit')}</DialogTitle>
          <DialogDescription>{t('admin.bannerForm.description')}</DialogDescription>
          {chamberScope ? <ChamberScopeNote scope={chamberScope} /> : null}
          <DialogBody className={styles.body}>
            <FieldMessageLines>
              {mode === 'edit' && clicks !== undefined ? (
                <p className={styles.clicks}>{t('admin.bannerForm.clicks', { count: intl.formatNumber(clicks) })}</p>
              ) : null}
              <div className={styles.grid}>
                <TextField {...field('title')} className={styles.wide} required />
                <TextField {...field('titleEn')} className={styles.wide} lang="en" hint={t('admin.bannerForm.hint.titleEn')} />
                <TextArea {...field('description')} className={styles.wide} rows={3} />
                <TextField {...field('link')} className={styles.wide} type="url" required hint={t('admin.bannerForm.hint.link')} />
                <TextField {...field('startDate')} type="date" required />
                <TextField {...field('endDate')} type="date" required={!values.permanent} disabled={saving || values.permanent} />
                <Checkbox
                  className={styles.wide}
                  label={t('admin.bannerForm.field.permanent')}
                  hint={t('admin.bannerForm.hint.permanent')}
                  checked={values.permanent}
                  disabled={saving}
                  onCheckedChange={onPermanentChange}
                />
                {image('webImage', webImage, currentWebImageUrl)}
                {image('mobileImage', mobileImage, currentMobileImageUrl)}
              </div>
            </FieldMessageLines>
            {serverError ? <DialogError>{serverError}</DialogError> : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
              {t('admin.bannerForm.cancel')}
            </Button>
            <Button type="submit" busy={saving} busyLabel={t('admin.bannerForm.saving')} disabled={submitDisabled}>
              {t('admin.bannerForm.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
