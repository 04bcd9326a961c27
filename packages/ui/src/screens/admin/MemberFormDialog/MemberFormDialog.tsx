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
import * as styles from './MemberFormDialog.css';

/** The fields of the new-member form (spec admin §3 "New company form", §5; the chamber is the administrator's own). */
export const memberFormFields = [
  'name',
  'sectorId',
  'description',
  'address',
  'telephone',
  'email',
  'webLink',
  'videoLink',
  'lat',
  'lon',
  'inviteEmail',
] as const;
export type MemberFormField = (typeof memberFormFields)[number];
export type MemberFormValues = Record<MemberFormField, string>;
/** The visible errors: the container passes only those of touched fields. */
export type MemberFormErrors = Partial<Record<MemberFormField, string>>;

export const emptyMemberForm: MemberFormValues = {
  name: '',
  sectorId: '',
  description: '',
  address: '',
  telephone: '',
  email: '',
  webLink: '',
  videoLink: '',
  lat: '',
  lon: '',
  inviteEmail: '',
};

/** spec public §5 / §9: the description is 50 to 500 characters. */
export const MEMBER_DESCRIPTION_MAX = 500;

const fieldMessage: Record<MemberFormField, string> = {
  name: 'admin.memberForm.field.name',
  sectorId: 'admin.memberForm.field.sectorId',
  description: 'admin.memberForm.field.description',
  address: 'admin.memberForm.field.address',
  telephone: 'admin.memberForm.field.telephone',
  email: 'admin.memberForm.field.email',
  webLink: 'admin.memberForm.field.webLink',
  videoLink: 'admin.memberForm.field.videoLink',
  lat: 'admin.memberForm.field.lat',
  lon: 'admin.memberForm.field.lon',
  inviteEmail: 'admin.memberForm.field.inviteEmail',
};

const required: ReadonlySet<MemberFormField> = new Set(['name', 'sectorId', 'description', 'address', 'telephone', 'email']);

export interface MemberFormDialogProps {
  open: boolean;
  /** Cancel, Escape and a click on the backdrop close it; the container resets the form (spec admin §4). */
  onOpenChange: (open: boolean) => void;
  values: MemberFormValues;
  errors?: MemberFormErrors;
  /** Every sector, named in the current language. */
  sectors: readonly SelectOption[];
  onChange: (field: MemberFormField, value: string) => void;
  onBlur?: (field: MemberFormField) => void;
  logo?: File | null;
  onLogoChange: (file: File | null) => void;
  /** The container's check of a chosen logo: the message to refuse it with, or undefined. */
  validateLogo?: (file: File) => string | undefined | Promise<string | undefined>;
  /** A chosen file was refused: the container keeps the form from saving until another is chosen. */
  onLogoReject?: () => void;
  /** spec admin §5: submit is disabled while the form is invalid or saving. */
  submitDisabled?: boolean;
  saving?: boolean;
  /** The save failure, in the catalogue's words (409 'Une entreprise avec ce nom existe déjà', 413, 415...). */
  serverError?: string;
  onSubmit: () => void;
  /** The chamber the form writes to (or the whole network), said under its title. */
  chamberScope?: ChamberScope;
}

/** The new-member modal of the members screen (spec admin §2, §3, §5), with the optional invitation of its representative. */
export function MemberFormDialog({
  open,
  onOpenChange,
  values,
  errors = {},
  sectors,
  onChange,
  onBlur,
  logo,
  onLogoChange,
  validateLogo,
  onLogoReject,
  submitDisabled = false,
  saving = false,
  serverError,
  onSubmit,
  chamberScope,
}: MemberFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const field = (name: MemberFormField) => ({
    label: t(fieldMessage[name]),
    value: values[name],
    error: errors[name],
    required: required.has(name),
    disabled: saving,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur?.(name),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitDisabled && !saving) onSubmit();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <form noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <DialogTitle>{t('admin.memberForm.title')}</DialogTitle>
          <DialogDescription>{t('admin.memberForm.description')}</DialogDescription>
          {chamberScope ? <ChamberScopeNote scope={chamberScope} /> : null}
          <DialogBody className={styles.body}>
            <FieldMessageLines>
              <div className={styles.grid}>
                <TextField {...field('name')} autoComplete="organization" />
                <Select
                  label={t('admin.memberForm.field.sectorId')}
                  required
                  disabled={saving}
                  value={values.sectorId}
                  placeholder={t('admin.memberForm.sectorPlaceholder')}
                  options={sectors}
                  error={errors.sectorId}
                  onValueChange={(value) => {
                    onChange('sectorId', value);
                    onBlur?.('sectorId');
                  }}
                />
                <TextArea
                  {...field('description')}
                  className={styles.wide}
                  rows={4}
                  maxLength={MEMBER_DESCRIPTION_MAX}
                  allowOverflow
                  hint={t('admin.memberForm.hint.description')}
                />
                <TextField {...field('address')} className={styles.wide} autoComplete="street-address" />
                <TextField {...field('telephone')} type="tel" autoComplete="tel" />
                <TextField {...field('email')} type="email" autoComplete="email" />
                <TextField {...field('webLink')} type="url" hint={t('admin.memberForm.hint.webLink')} />
                <TextField {...field('videoLink')} type="url" />
                <TextField {...field('lat')} inputMode="decimal" hint={t('admin.memberForm.hint.coordinates')} />
                <TextField {...field('lon')} inputMode="decimal" hint={t('admin.memberForm.hint.coordinates')} />
                <ImagePicker
                  className={styles.wide}
                  label={t('admin.memberForm.field.logo')}
                  value={logo ? [logo] : []}
                  onChange={(files) => onLogoChange(files[0] ?? null)}
                  validate={validateLogo}
                  onReject={() => onLogoReject?.()}
                  disabled={saving}
                />
                <TextField {...field('inviteEmail')} className={styles.wide} type="email" hint={t('admin.memberForm.hint.inviteEmail')} />
              </div>
            </FieldMessageLines>
            {serverError ? <DialogError>{serverError}</DialogError> : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
              {t('admin.memberForm.cancel')}
            </Button>
            <Button type="submit" busy={saving} busyLabel={t('admin.memberForm.saving')} disabled={submitDisabled}>
              {t('admin.memberForm.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
