import { LogOut } from 'lucide-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { FieldMessageLines, textFieldProps, type FormState } from '../../../components/FormField';
import { PasswordField } from '../../../components/PasswordField';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { MemberStateFrame } from '../MemberStateFrame';
import type { MemberLoadState } from '../types';
import * as styles from './AccountScreen.css';

export const accountLanguages = ['fr', 'en'] as const;
/** The label of each language, one literal id each (the catalogues' check reads them). */
const languageLabel: Record<(typeof accountLanguages)[number], string> = {
  fr: 'member.account.preferences.language.fr',
  en: 'member.account.preferences.language.en',
};
export type AccountLanguage = (typeof accountLanguages)[number];

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmation';
export type EmailChangeField = 'email' | 'currentPassword';

/** A form of the screen: its fields as the container's form holds them, its submit and its outcome. */
export type AccountForm<Field extends string> = FormState<Field> & {
  onSubmit: () => void;
  submitting?: boolean;
  /** The form is invalid: the submit is disabled (validated from the first render). */
  submitDisabled?: boolean;
  /** The service refused the change: its message in the page's language. */
  serverError?: string;
};

export interface AccountScreenProps {
  /** The screen shows its level-1 title; off where the frame shows the page's title (the back-office header). */
  showTitle?: boolean;
  /** The account's load: loading, an error (with Retry), or ready. */
  load: MemberLoadState;
  onRetry?: () => void;
  /** The account's address. */
  email: string;
  /** An address change waiting for the link mailed to the new address. */
  pendingEmail?: string | null;
  password: AccountForm<PasswordChangeField> & {
    /** The password was changed: this device stays signed in, the others are signed out. */
    done?: boolean;
  };
  emailChange: AccountForm<EmailChangeField> & {
    /** The link was mailed to this new address. */
    sentTo?: string;
  };
  preferences: {
    /** The preferred language; undefined while the account has chosen none (mails follow the page's language). */
    language?: AccountLanguage;
    onLanguageChange: (language: AccountLanguage) => void;
    notifyNewReview: boolean;
    onNotifyNewReviewChange: (notify: boolean) => void;
    /** The company's figures of the past week, mailed every Monday (off by default). */
    notifyWeeklyDigest: boolean;
    onNotifyWeeklyDigestChange: (notify: boolean) => void;
    /** Only a member's company receives reviews and has figures: the two mail settings show for members. */
    showReviewSetting: boolean;
    saving?: boolean;
    saved?: boolean;
    error?: string;
  };
  sessions: {
    onSignOutEverywhere: () => void;
    signingOut?: boolean;
    error?: string;
  };
}

/**
 * "Mon compte" of every signed-in person: the password (current one required; the other devices are signed out), the
 * address (changed once the link mailed to the new one is opened; the old one is told), the preferred language (mails
 * and sign-in), the new-review mails of a member, and the sign-out of every device.
 */
export function AccountScreen({ showTitle = true, load, onRetry, email, pendingEmail, password, emailChange, preferences, sessions }: AccountScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const submit = (form: { onSubmit: () => void }) => (event: FormEvent) => {
    event.preventDefault();
    form.onSubmit();
  };

  // the member's mail settings: a review of its company, the weekly digest of its figures
  const mailSettings = [
    {
      name: 'notifyNewReview',
      label: 'member.account.preferences.newReview',
      hint: 'member.account.preferences.newReviewHint',
      checked: preferences.notifyNewReview,
      onCheckedChange: preferences.onNotifyNewReviewChange,
    },
    {
      name: 'notifyWeeklyDigest',
      label: 'member.account.preferences.weeklyDigest',
      hint: 'member.account.preferences.weeklyDigestHint',
      checked: preferences.notifyWeeklyDigest,
      onCheckedChange: preferences.onNotifyWeeklyDigestChange,
    },
  ] as const;
  return (
    <section className={styles.screen} {...(showTitle ? { 'aria-labelledby': 'account-title' } : { 'aria-label': t('member.account.title') })}>
      {showTitle ? (
        <h1 id="account-title" className={styles.title}>
          {t('member.account.title')}
        </h1>
      ) : null}
      <MemberStateFrame load={load} onRetry={onRetry}>
        <Card as="section" title={t('member.account.password.title')} headingLevel={2}>
          <form className={styles.form} noValidate onSubmit={submit(password)}>
            {password.done ? <Alert tone="success">{t('member.account.password.done')}</Alert> : null}
            {password.serverError ? <Alert tone="error">{password.serverError}</Alert> : null}
            <FieldMessageLines>
              <PasswordField
                label={t('member.account.password.current')}
                name="currentPassword"
                autoComplete="current-password"
                required
                {...textFieldProps(password, 'currentPassword')}
              />
              <PasswordField
                label={t('member.account.password.new')}
                name="newPassword"
                autoComplete="new-password"
                required
                hint={t('member.account.password.hint')}
                {...textFieldProps(password, 'newPassword')}
              />
              <PasswordField
                label={t('member.account.password.confirmation')}
                name="confirmNewPassword"
                autoComplete="new-password"
                required
                {...textFieldProps(password, 'confirmation')}
              />
            </FieldMessageLines>
            <div className={styles.actions}>
              <Button type="submit" disabled={password.submitDisabled && !password.submitting} busy={password.submitting}>
                {t('member.account.password.submit')}
              </Button>
            </div>
          </form>
        </Card>

        <Card as="section" title={t('member.account.email.title')} headingLevel={2}>
          <form className={styles.form} noValidate onSubmit={submit(emailChange)}>
            <p className={styles.text}>{t('member.account.email.current', { email })}</p>
            {pendingEmail && !emailChange.sentTo ? <Alert tone="info">{t('member.account.email.pending', { email: pendingEmail })}</Alert> : null}
            {emailChange.sentTo ? <Alert tone="success">{t('member.account.email.sent', { email: emailChange.sentTo })}</Alert> : null}
            {emailChange.serverError ? <Alert tone="error">{emailChange.serverError}</Alert> : null}
            <FieldMessageLines>
              <TextField
                label={t('member.account.email.new')}
                name="newEmail"
                type="email"
                autoComplete="email"
                required
                {...textFieldProps(emailChange, 'email')}
              />
              <PasswordField
                label={t('member.account.password.current')}
                name="emailCurrentPassword"
                autoComplete="current-password"
                required
                {...textFieldProps(emailChange, 'currentPassword')}
              />
            </FieldMessageLines>
            <div className={styles.actions}>
              <Button type="submit" disabled={emailChange.submitDisabled && !emailChange.submitting} busy={emailChange.submitting}>
                {t('member.account.email.submit')}
              </Button>
            </div>
          </form>
        </Card>

        <Card as="section" title={t('member.account.preferences.title')} headingLevel={2}>
          <div className={styles.form}>
            {preferences.saved ? <Alert tone="success">{t('member.account.preferences.saved')}</Alert> : null}
            {preferences.error ? <Alert tone="error">{preferences.error}</Alert> : null}
            <Select
              label={t('member.account.preferences.language')}
              hint={t('member.account.preferences.languageHint')}
              name="language"
              placeholder={t('member.account.preferences.languageNone')}
              options={accountLanguages.map((code) => ({ value: code, label: t(languageLabel[code]) }))}
              value={preferences.language}
              disabled={preferences.saving}
              onValueChange={(value) => {
                if (value === 'fr' || value === 'en') preferences.onLanguageChange(value);
              }}
            />
            {preferences.showReviewSetting
              ? mailSettings.map(({ name, label, hint, checked, onCheckedChange }) => (
                  <Checkbox
                    key={name}
                    label={t(label)}
                    hint={t(hint)}
                    name={name}
                    checked={checked}
                    disabled={preferences.saving}
                    onCheckedChange={onCheckedChange}
                  />
                ))
              : null}
          </div>
        </Card>

        <Card as="section" title={t('member.account.sessions.title')} headingLevel={2}>
          <div className={styles.form}>
            <p className={styles.text}>{t('member.account.sessions.text')}</p>
            {sessions.error ? <Alert tone="error">{sessions.error}</Alert> : null}
            <div className={styles.actions}>
              <Button variant="secondary" leadingIcon={<LogOut size={16} />} busy={sessions.signingOut} onClick={sessions.onSignOutEverywhere}>
                {t('member.account.sessions.signOutEverywhere')}
              </Button>
            </div>
          </div>
        </Card>
      </MemberStateFrame>
    </section>
  );
}
