import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { FieldMessageLines } from '../../../components/FormField';
import { Select } from '../../../components/Select';
import type { SelectOption } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import * as styles from './MembershipApplicationScreen.css';

/** The text fields of the application, in the order of the page: the company profile's, then the representative. */
export const applicationFields = [
  'companyName',
  'sectorId',
  'description',
  'countryId',
  'address',
  'email',
  'phone',
  'website',
  'chamberId',
  'representativeName',
  'representativeEmail',
] as const;
export type ApplicationField = (typeof applicationFields)[number] | 'acceptTerms';

/** The form's values as the inputs hold them (ids of the selects as strings, '' when none is chosen). */
export type ApplicationValues = Record<(typeof applicationFields)[number], string> & { acceptTerms: boolean };

/** The visible errors: the container passes only those of dirty or touched fields (the profile form's rule). */
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** The profile's description bound (spec public §5): 50 to 500 characters; the counter shows the maximum. */
export const APPLICATION_DESCRIPTION_MAX = 500;

export interface MembershipApplicationScreenProps {
  values: ApplicationValues;
  errors?: ApplicationErrors;
  sectors: readonly SelectOption[];
  countries: readonly SelectOption[];
  /** The chambers one may apply to. */
  chambers: readonly SelectOption[];
  onChange: (field: (typeof applicationFields)[number], value: string) => void;
  onTermsChange: (accepted: boolean) => void;
  onBlur?: (field: ApplicationField) => void;
  /** Send; not called while a sending is in progress. */
  onSubmit: () => void;
  submitting?: boolean;
  /** An invalid submit happened: shows 'Veuillez corriger les erreurs dans le formulaire.' */
  formError?: boolean;
  /** The service refused the application: its message (the company catalogue's, in the page's language). */
  serverError?: string;
  /** The application was sent: the form gives way to the confirmation. */
  sent?: boolean;
}

/** "Devenir membre": a company applies to a chamber; no account is made before the chamber approves it. */
export function MembershipApplicationScreen({
  values,
  errors = {},
  sectors,
  countries,
  chambers,
  onChange,
  onTermsChange,
  onBlur,
  onSubmit,
  submitting = false,
  formError = false,
  serverError,
  sent = false,
}: MembershipApplicationScreenProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    onSubmit();
  };

  const field = (name: (typeof applicationFields)[number]) => ({
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur?.(name),
  });
  const select = (name: 'sectorId' | 'countryId' | 'chamberId', options: readonly SelectOption[]) => ({
    options,
    value: values[name] === '' ? undefined : values[name],
    error: errors[name],
    required: true,
    onValueChange: (value: string) => onChange(name, value),
  });

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('public.apply.title')}</h1>
        <p className={styles.subtitle}>{t('public.apply.subtitle')}</p>
      </header>
      {sent ? (
        <Alert tone="success" title={t('public.apply.sent.title')} className={styles.sent}>
          {t('public.apply.sent.body')}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} className={styles.form} aria-label={t('public.apply.formLabel')} aria-busy={submitting || undefined}>
          <FieldMessageLines>
            <Card as="section" padding="lg" headingLevel={2} title={t('public.apply.company.title')}>
              <div className={styles.fields}>
                <TextField label={t('public.apply.field.companyName')} autoComplete="organization" {...field('companyName')} />
                <Select label={t('public.apply.field.sector')} placeholder={t('public.apply.field.sectorPlaceholder')} {...select('sectorId', sectors)} />
                <TextArea
                  className={styles.wide}
                  label={t('public.apply.field.description')}
                  hint={t('public.apply.field.descriptionHint')}
                  rows={5}
                  maxLength={APPLICATION_DESCRIPTION_MAX}
                  allowOverflow
                  {...field('description')}
                />
                <Select label={t('public.apply.field.country')} placeholder={t('public.apply.field.countryPlaceholder')} {...select('countryId', countries)} />
                <TextField label={t('public.apply.field.address')} autoComplete="street-address" {...field('address')} />
                <TextField type="email" label={t('public.apply.field.email')} autoComplete="email" {...field('email')} />
                <TextField type="tel" label={t('public.apply.field.phone')} autoComplete="tel" {...field('phone')} />
                <TextField type="url" label={t('public.apply.field.website')} autoComplete="url" placeholder="https://" {...field('website')} />
              </div>
            </Card>

            <Card as="section" padding="lg" headingLevel={2} title={t('public.apply.chamber.title')} subtitle={t('public.apply.chamber.hint')}>
              <div className={styles.fields}>
                <Select label={t('public.apply.field.chamber')} placeholder={t('public.apply.field.chamberPlaceholder')} {...select('chamberId', chambers)} />
              </div>
            </Card>

            <Card as="section" padding="lg" headingLevel={2} title={t('public.apply.representative.title')} subtitle={t('public.apply.representative.hint')}>
              <div className={styles.fields}>
                <TextField label={t('public.apply.field.representativeName')} autoComplete="name" {...field('representativeName')} />
                <TextField type="email" label={t('public.apply.field.representativeEmail')} autoComplete="email" {...field('representativeEmail')} />
              </div>
            </Card>

            <Checkbox
              label={t('public.apply.field.acceptTerms')}
              checked={values.acceptTerms}
              onCheckedChange={(accepted) => {
                onTermsChange(accepted);
                onBlur?.('acceptTerms');
              }}
              required
              error={errors.acceptTerms}
            />
          </FieldMessageLines>

          {formError ? <Alert tone="error">{t('public.apply.formError')}</Alert> : null}
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting} busyLabel={t('public.apply.sending')} leadingIcon={<Send size={16} />}>
              {t('public.apply.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
