import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldMessageLines } from '../../../components/FormField';
import { Button } from '../../../components/Button';
import { CountryFlag } from '../../../components/CountryFlag';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogError, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { ImagePicker } from '../../../components/FileInput';
import { Logo } from '../../../components/Logo';
import { Select } from '../../../components/Select';
import type { SelectOption } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import * as styles from './AmchamFormDialog.css';

/** The fields of the Amcham form (spec admin §2, §3 CountryAmcham, §5); the logo is a file of its own. */
export const amchamFormFields = ['name', 'countryId', 'email', 'telephone', 'address', 'website'] as const;
export type AmchamFormField = (typeof amchamFormFields)[number];
export type AmchamFormValues = Record<AmchamFormField, string>;
/** The visible errors: the container passes only those of touched fields (spec admin §5). */
export type AmchamFormErrors = Partial<Record<AmchamFormField, string>>;

export const emptyAmchamForm: AmchamFormValues = { name: '', countryId: '', email: '', telephone: '', address: '', website: '' };

/** spec admin §2: the logo's hint. */
export const AMCHAM_LOGO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const amchamFormModes = ['add', 'edit'] as const;
export type AmchamFormMode = (typeof amchamFormModes)[number];

const fieldMessage: Record<AmchamFormField, string> = {
  name: 'admin.amchamForm.field.name',
  countryId: 'admin.amchamForm.field.countryId',
  email: 'admin.amchamForm.field.email',
  telephone: 'admin.amchamForm.field.telephone',
  address: 'admin.amchamForm.field.address',
  website: 'admin.amchamForm.field.website',
};

const titleMessage: Record<AmchamFormMode, string> = { add: 'admin.amchamForm.title.add', edit: 'admin.amchamForm.title.edit' };

/** A country of the select: its name as the option's text, its flag beside the select once chosen. */
export interface CountryOption extends SelectOption {
  flag?: string | null;
}

export interface AmchamFormDialogProps {
  open: boolean;
  /** Cancel, Escape and a click on the backdrop close it; the container resets the form (spec admin §4). */
  onOpenChange: (open: boolean) => void;
  mode: AmchamFormMode;
  values: AmchamFormValues;
  errors?: AmchamFormErrors;
  /** The countries offered, by name, each with its flag emoji (drawn as an image beside the chosen one). */
  countries: readonly CountryOption[];
  /** A chamber administrator does not move its chamber to another country (the service answers 403). */
  countryLocked?: boolean;
  onChange: (field: AmchamFormField, value: string) => void;
  onBlur?: (field: AmchamFormField) => void;
  logo?: File | null;
  onLogoChange: (file: File | null) => void;
  /** The container's check of a chosen logo (spec admin §5): the message to refuse it with, or undefined. */
  validateLogo?: (file: File) => string | undefined | Promise<string | undefined>;
  /** A chosen file was refused: the container keeps the form from saving until another is chosen. */
  onLogoReject?: () => void;
  /** The chamber's current logo, in edit mode. */
  currentLogoUrl?: string;
  /** spec admin §5: save is disabled while the form is invalid or saving. */
  submitDisabled?: boolean;
  saving?: boolean;
  /** The error banner: the save failed (the modal stays, spec admin §4). */
  serverError?: string;
  onSubmit: () => void;
}

/** The add / edit modal of the Amcham page (spec admin §2, §4, §5). */
export function AmchamFormDialog({
  open,
  onOpenChange,
  mode,
  values,
  errors = {},
  countries,
  countryLocked = false,
  onChange,
  onBlur,
  logo,
  onLogoChange,
  validateLogo,
  onLogoReject,
  currentLogoUrl,
  submitDisabled = false,
  saving = false,
  serverError,
  onSubmit,
}: AmchamFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const field = (name: AmchamFormField) => ({
    label: t(fieldMessage[name]),
    value: values[name],
    error: errors[name],
    required: name !== 'website',
    disabled: saving,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur?.(name),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitDisabled && !saving) onSubmit();
  };

  const chosenCountry = countries.find((country) => country.value === values.countryId);
  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}>
      <DialogContent size="lg">
        <form noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <DialogTitle>{t(titleMessage[mode])}</DialogTitle>
          <DialogDescription>{t('admin.amchamForm.description')}</DialogDescription>
          <DialogBody className={styles.body}>
            <FieldMessageLines>
              <div className={styles.grid}>
                <TextField {...field('name')} autoComplete="organization" />
                <Select
                  label={t('admin.amchamForm.field.countryId')}
                  required
                  disabled={saving || countryLocked}
                  value={values.countryId}
                  placeholder={t('admin.amchamForm.countryPlaceholder')}
                  options={countries}
                  leading={chosenCountry ? <CountryFlag icon={chosenCountry.flag} /> : undefined}
                  error={errors.countryId}
                  onValueChange={(value) => {
                    onChange('countryId', value);
                    onBlur?.('countryId');
                  }}
                />
                <TextField {...field('email')} type="email" autoComplete="email" />
                <TextField {...field('telephone')} type="tel" autoComplete="tel" />
                <TextArea {...field('address')} className={styles.wide} rows={3} />
                <TextField {...field('website')} className={styles.wide} type="url" hint={t('admin.amchamForm.hint.website')} />
                {currentLogoUrl && !logo ? (
                  <div className={`${styles.current} ${styles.wide}`}>
                    <Logo name={values.name} src={currentLogoUrl} size="sm" />
                    {t('admin.amchamForm.currentLogo')}
                  </div>
                ) : null}
                <ImagePicker
                  className={styles.wide}
                  label={t('admin.amchamForm.field.logo')}
                  hint={t('admin.amchamForm.hint.logo')}
                  accept={AMCHAM_LOGO_ACCEPT}
                  value={logo ? [logo] : []}
                  onChange={(files) => onLogoChange(files[0] ?? null)}
                  validate={validateLogo}
                  onReject={() => onLogoReject?.()}
                  disabled={saving}
                />
              </div>
            </FieldMessageLines>
            {serverError ? <DialogError>{serverError}</DialogError> : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
              {t('admin.amchamForm.cancel')}
            </Button>
            <Button type="submit" busy={saving} busyLabel={t('admin.amchamForm.saving')} disabled={submitDisabled}>
              {t('admin.amchamForm.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
