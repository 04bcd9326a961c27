import { Save } from 'lucide-react';
import { useId, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FieldMessageLines } from '../../../components/FormField';
import { ImagePicker } from '../../../components/FileInput';
import { Logo } from '../../../components/Logo';
import { Select } from '../../../components/Select';
import type { SelectOption } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { MemberFormFeedback } from '../MemberFormFeedback';
import { MemberStateFrame } from '../MemberStateFrame';
import { ProfileSummaryCard } from '../ProfileSummaryCard';
import type { MemberCompany, MemberLoadState, MemberSaveState } from '../types';
import * as styles from './CompanyProfileScreen.css';

/** The fields of the company profile form, in the order of the page (spec public §2.7, §5). */
export const companyProfileFields = ['companyName', 'sectorId', 'description', 'countryId', 'address', 'email', 'phone', 'website'] as const;
export type CompanyProfileField = (typeof companyProfileFields)[number];

/** The form's values as the inputs hold them (ids of the selects as strings, '' when none is chosen). */
export type CompanyProfileValues = Record<CompanyProfileField, string>;

/** The visible errors: the container passes only those of dirty or touched fields (spec public §5). */
export type CompanyProfileErrors = Partial<Record<CompanyProfileField, string>>;

/** spec public §5 / §9: description 50 to 500 characters; the counter shows the maximum. */
export const DESCRIPTION_MAX = 500;

/** The logo section: the current (or newly chosen) logo and the message of a rejected file. */
export interface CompanyLogoState {
  /** URL of the logo to preview: the chosen file's object URL, else the saved logo. */
  previewUrl?: string;
  /**
   * A logo message of the container's own, e.g. 'Erreur lors de la lecture du fichier.' (spec public §5); the type
   * and size messages come through `validateLogo` ('Seuls les fichiers PNG et JPG sont autorisés.',
   * 'La taille du fichier ne doit pas dépasser 2MB.').
   */
  error?: string;
}

export interface CompanyProfileScreenProps {
  load: MemberLoadState;
  onRetry?: () => void;
  /** The public-profile summary card's company. */
  company: MemberCompany;
  values: CompanyProfileValues;
  errors?: CompanyProfileErrors;
  sectors: readonly SelectOption[];
  countries: readonly SelectOption[];
  logo?: CompanyLogoState;
  /** The logo file chosen and not saved yet. */
  newLogo?: File | null;
  /** A logo file was chosen (or removed: null). */
  onLogoChange: (file: File | null) => void;
  /** The container's check of a chosen logo: the message to refuse it with (spec public §5), or undefined. */
  validateLogo?: (file: File) => string | undefined | Promise<string | undefined>;
  /** An invalid submit happened: shows 'Veuillez corriger les erreurs dans le formulaire.' */
  formError?: boolean;
  save?: MemberSaveState;
  /** False while the values equal the loaded ones: Cancel has nothing to restore. */
  dirty?: boolean;
  onChange: (field: CompanyProfileField, value: string) => void;
  onBlur?: (field: CompanyProfileField) => void;
  /** Save; not called while a save is in progress (spec public §4). */
  onSubmit: () => void;
  /** Cancel: the container restores the loaded values. */
  onCancel: () => void;
  /** Told when the summary card's edit action scrolled to the form. */
  onEdit?: () => void;
  /**
   * More sections of the same form, after the contact section (the back-office's edit page adds the member's
   * status). They are saved with the form.
   */
  extraSections?: ReactNode;
  /**
   * The website is required on the member's own profile (spec public §5) and optional on the back-office's edit page,
   * which follows the back-office's member form (spec admin §5: a member may be created without one).
   */
  websiteRequired?: boolean;
}

/** /apropos: the company's profile form under its public-profile summary (spec public §2.7, §5). */
export function CompanyProfileScreen({
  load,
  onRetry,
  company,
  values,
  errors = {},
  sectors,
  countries,
  logo,
  newLogo,
  onLogoChange,
  validateLogo,
  formError = false,
  save,
  dirty = true,
  onChange,
  onBlur,
  onSubmit,
  onCancel,
  onEdit,
  extraSections,
  websiteRequired = true,
}: CompanyProfileScreenProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formRef = useRef<HTMLFormElement>(null);
  const nameId = useId();
  const saving = save?.saving === true;

  // DESIGN.md: the summary card's edit action leads to the form (the original showed a dead alert).
  const editProfile = () => {
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    formRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(nameId)?.focus({ preventScroll: true });
    onEdit?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return; // spec public §4: a save is ignored while another is in progress
    onSubmit();
  };

  const field = (name: CompanyProfileField) => ({
    value: values[name],
    error: errors[name],
    required: name !== 'website' || websiteRequired,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur?.(name),
  });

  return (
    <MemberStateFrame load={load} onRetry={onRetry} defaultErrorMessage={t('member.profile.loadError')}>
      <div className={styles.screen}>
        <ProfileSummaryCard company={company} onEdit={editProfile} />
        <form ref={formRef} noValidate onSubmit={submit} className={styles.form} aria-label={t('member.profile.formLabel')} aria-busy={saving || undefined}>
          <FieldMessageLines>
            <Card as="section" padding="lg" headingLevel={2} title={t('member.profile.logo.title')} subtitle={t('member.profile.logo.hint')}>
              <div className={styles.logoRow}>
                <Logo name={values.companyName || company.name} src={logo?.previewUrl ?? company.logoUrl} size="xl" loading="eager" />
                <ImagePicker
                  className={styles.logoPicker}
                  label={t('member.profile.logo.choose')}
                  value={newLogo ? [newLogo] : []}
                  onChange={(files) => onLogoChange(files[0] ?? null)}
                  validate={validateLogo}
                  error={logo?.error}
                  disabled={saving}
                />
              </div>
            </Card>

            <Card as="section" padding="lg" headingLevel={2} title={t('member.profile.info.title')}>
              <div className={styles.fields}>
                <TextField id={nameId} label={t('member.profile.field.companyName')} autoComplete="organization" {...field('companyName')} />
                <Select
                  label={t('member.profile.field.sector')}
                  placeholder={t('member.profile.field.sectorPlaceholder')}
                  options={sectors}
                  value={values.sectorId === '' ? undefined : values.sectorId}
                  error={errors.sectorId}
                  required
                  onValueChange={(value) => onChange('sectorId', value)}
                />
                <TextArea
                  className={styles.wide}
                  label={t('member.profile.field.description')}
                  hint={t('member.profile.field.descriptionHint')}
                  rows={6}
                  maxLength={DESCRIPTION_MAX}
                  allowOverflow
                  {...field('description')}
                />
              </div>
            </Card>

            <Card as="section" padding="lg" headingLevel={2} title={t('member.profile.location.title')}>
              <div className={styles.fields}>
                <Select
                  label={t('member.profile.field.country')}
                  placeholder={t('member.profile.field.countryPlaceholder')}
                  options={countries}
                  value={values.countryId === '' ? undefined : values.countryId}
                  error={errors.countryId}
                  required
                  onValueChange={(value) => onChange('countryId', value)}
                />
                <TextField label={t('member.profile.field.address')} autoComplete="street-address" {...field('address')} />
              </div>
            </Card>

            <Card as="section" padding="lg" headingLevel={2} title={t('member.profile.contact.title')}>
              <div className={styles.fields}>
                <TextField type="email" label={t('member.profile.field.email')} autoComplete="email" {...field('email')} />
                <TextField type="tel" label={t('member.profile.field.phone')} autoComplete="tel" {...field('phone')} />
                <TextField type="url" label={t('member.profile.field.website')} autoComplete="url" placeholder="https://" {...field('website')} />
              </div>
            </Card>
          </FieldMessageLines>
          {extraSections}

          <MemberFormFeedback save={save} formError={formError} successMessage={t('member.profile.saved')} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel} disabled={saving || !dirty}>
              {t('member.form.cancel')}
            </Button>
            <Button type="submit" busy={saving} busyLabel={t('member.form.saving')} leadingIcon={<Save size={16} />}>
              {t('member.form.save')}
            </Button>
          </div>
        </form>
      </div>
    </MemberStateFrame>
  );
}
