import { ArrowLeft } from 'lucide-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, type AlertTone } from '../../../components/Alert';
import { Button, ButtonLink } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { FieldMessageLines, textFieldProps, type FormState } from '../../../components/FormField';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import * as styles from './LoginScreen.css';

export interface LoginValues {
  email: string;
  password: string;
  /** DESIGN.md: ticked keeps the session in localStorage, unticked in sessionStorage. */
  rememberMe: boolean;
}

export const loginFields = ['email', 'password'] as const;
export type LoginField = (typeof loginFields)[number];

/** The forgot-password request (DESIGN.md: it leads somewhere useful, never a dead button). */
export interface PasswordResetState {
  open: boolean;
  email: string;
  /** Validation or server error of the request. */
  error?: string;
  sending?: boolean;
  /** The request went through: the screen says a link was sent if the account exists. */
  sent?: boolean;
}

export const newPasswordFields = ['password', 'confirmation'] as const;
export type NewPasswordField = (typeof newPasswordFields)[number];
export type NewPasswordValues = Record<NewPasswordField, string>;

/**
 * Where the reset link (`/login?resetToken=...`) stands: the form, the link refused by the server (unknown,
 * expired after one hour or already used), or the password changed.
 */
export const newPasswordStatuses = ['form', 'invalidLink', 'done'] as const;
export type NewPasswordStatus = (typeof newPasswordStatuses)[number];

/** The "choose a new password" state of the card, opened from a password-reset link. */
export interface NewPasswordProps {
  status: NewPasswordStatus;
  values: NewPasswordValues;
  errors?: Partial<Record<NewPasswordField, string>>;
  touched?: Partial<Record<NewPasswordField, boolean>>;
  onFieldChange: (field: NewPasswordField, value: string) => void;
  onFieldBlur?: (field: NewPasswordField) => void;
  onSubmit: () => void;
  submitting?: boolean;
  submitDisabled?: boolean;
  /** A message of the authentication catalogue, already in the current language. */
  serverError?: string;
  /** Leaves the reset for the sign-in form (the success button, or a change of mind). */
  onBackToSignIn: () => void;
}

/** Why the visitor was sent to sign in: its session expired (spec public §8), or the page it opened is for administrators. */
/**
 * Why the sign-in card is shown: a page sent its visitor here (its session expired, it is for administrators), or a
 * sign-up's confirmation link was followed (confirmed, or the link is no longer valid).
 */
export const loginNotices = ['sessionExpired', 'adminOnly', 'emailConfirmed', 'confirmationInvalid'] as const;
export type LoginNotice = (typeof loginNotices)[number];

/** A person already signed in: who, the way to its own area, and the way to sign out (to sign in with another account). */
export interface LoginSignedIn {
  email: string;
  /** Its own area (the member space or the back-office). */
  continueHref: string;
  /** Where `continueHref` leads: the member space or the back-office. */
  area: 'member' | 'admin';
  onSignOut: () => void;
  signingOut?: boolean;
}

export interface LoginScreenProps {
  /** Form values, errors and touched flags as the container's form holds them. */
  values: LoginValues;
  errors?: Partial<Record<LoginField, string>>;
  touched?: Partial<Record<LoginField, boolean>>;
  onFieldChange: <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => void;
  onFieldBlur?: (field: LoginField) => void;
  onSubmit: () => void;
  /** Sign-in under way: the button is busy. */
  submitting?: boolean;
  /** Spec public §5: submit disabled while invalid or busy. */
  submitDisabled?: boolean;
  /** A message of the authentication catalogue (spec public §8), already in the current language. */
  serverError?: string;
  /** Where 'Retour' leads (the public home). */
  backHref: string;
  passwordReset: PasswordResetState;
  onPasswordResetOpenChange: (open: boolean) => void;
  onPasswordResetEmailChange: (email: string) => void;
  onPasswordResetSubmit: () => void;
  /** Given, the card shows the new-password state of a reset link instead of the sign-in form. */
  newPassword?: NewPasswordProps;
  /** Said above the form: why the visitor has to sign in. */
  notice?: LoginNotice;
  /** Given, the card says who is signed in and offers its area or signing out, instead of the form. */
  signedIn?: LoginSignedIn;
}

/** Sign-in to the member space (spec public §2.6, §5). */
export function LoginScreen({
  values,
  errors = {},
  touched = {},
  onFieldChange,
  onFieldBlur,
  onSubmit,
  submitting = false,
  submitDisabled = false,
  serverError,
  backHref,
  passwordReset,
  onPasswordResetOpenChange,
  onPasswordResetEmailChange,
  onPasswordResetSubmit,
  newPassword,
  notice,
  signedIn,
}: LoginScreenProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form: FormState<LoginField> = { values, errors, touched, onFieldChange, onFieldBlur };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const submitReset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passwordReset.sending) onPasswordResetSubmit();
  };

  return (
    <div className={styles.page}>
      <ButtonLink href={backHref} variant="ghost" className={styles.back} leadingIcon={<ArrowLeft size={18} />}>
        {t('public.login.back')}
      </ButtonLink>
      {newPassword ? (
        <NewPasswordCard {...newPassword} onRequestNewLink={() => onPasswordResetOpenChange(true)} />
      ) : signedIn ? (
        <SignedInCard {...signedIn} notice={notice} />
      ) : (
        <section className={styles.card} aria-labelledby="login-title">
          <div>
            <h1 id="login-title" className={styles.title}>
              {t('public.login.title')}
            </h1>
            <p className={styles.subtitle}>{t('public.login.subtitle')}</p>
          </div>
          {notice ? (
            <Alert tone={noticeTone[notice]} data-notice={notice}>
              {t(noticeMessage[notice])}
            </Alert>
          ) : null}
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          <form className={styles.form} noValidate onSubmit={submit}>
            <FieldMessageLines>
              <TextField label={t('public.login.email')} type="email" name="email" autoComplete="email" required {...textFieldProps(form, 'email')} />
              <PasswordField label={t('public.login.password')} name="password" required {...textFieldProps(form, 'password')} />
            </FieldMessageLines>
            <div className={styles.row}>
              <Checkbox
                label={t('public.login.rememberMe')}
                name="rememberMe"
                checked={values.rememberMe}
                onCheckedChange={(checked) => onFieldChange('rememberMe', checked)}
              />
              <Button variant="link" size="sm" onClick={() => onPasswordResetOpenChange(true)}>
                {t('public.login.forgotPassword')}
              </Button>
            </div>
            <Button type="submit" size="lg" fullWidth disabled={submitDisabled && !submitting} busy={submitting} busyLabel={t('public.login.submitting')}>
              {t('public.login.submit')}
            </Button>
          </form>
        </section>
      )}
      <Dialog open={passwordReset.open} onOpenChange={onPasswordResetOpenChange}>
        <DialogContent size="sm" closeLabel={t('public.login.resetClose')}>
          <DialogTitle>{t('public.login.resetTitle')}</DialogTitle>
          <DialogDescription>{t('public.login.resetDescription')}</DialogDescription>
          {passwordReset.sent ? (
            <>
              <DialogBody>
                <Alert tone="success">{t('public.login.resetSent')}</Alert>
              </DialogBody>
              <DialogFooter>
                <Button onClick={() => onPasswordResetOpenChange(false)}>{t('public.login.resetClose')}</Button>
              </DialogFooter>
            </>
          ) : (
            <form className={styles.resetForm} noValidate onSubmit={submitReset}>
              <DialogBody>
                <FieldMessageLines>
                  <TextField
                    label={t('public.login.email')}
                    type="email"
                    name="resetEmail"
                    autoComplete="email"
                    required
                    value={passwordReset.email}
                    error={passwordReset.error}
                    onChange={(event) => onPasswordResetEmailChange(event.target.value)}
                  />
                </FieldMessageLines>
              </DialogBody>
              <DialogFooter>
                <Button variant="secondary" onClick={() => onPasswordResetOpenChange(false)}>
                  {t('public.login.resetCancel')}
                </Button>
                <Button type="submit" busy={passwordReset.sending} busyLabel={t('public.login.resetSending')}>
                  {t('public.login.resetSubmit')}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

// Static message ids (the message-id check reads them from the code).
const noticeTone: Record<LoginNotice, AlertTone> = {
  sessionExpired: 'info',
  adminOnly: 'info',
  emailConfirmed: 'success',
  confirmationInvalid: 'info',
};

const noticeMessage: Record<LoginNotice, string> = {
  sessionExpired: 'public.login.notice.sessionExpired',
  adminOnly: 'public.login.notice.adminOnly',
  emailConfirmed: 'public.login.notice.emailConfirmed',
  confirmationInvalid: 'public.login.notice.confirmationInvalid',
};

/** The card of a person already signed in: who, its own area, and signing out (another account signs in after it). */
function SignedInCard({ email, continueHref, area, onSignOut, signingOut = false, notice }: LoginSignedIn & { notice?: LoginNotice }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.card} aria-labelledby="login-title" data-signed-in="">
      <h1 id="login-title" className={styles.title}>
        {t('public.login.title')}
      </h1>
      {notice ? (
        <Alert tone={noticeTone[notice]} data-notice={notice}>
          {t(noticeMessage[notice])}
        </Alert>
      ) : null}
      <p className={styles.signedIn}>{intl.formatMessage({ id: 'public.login.signedIn.as' }, { email: <strong key="email">{email}</strong> })}</p>
      <ButtonLink href={continueHref} size="lg" fullWidth className={styles.continueLink}>
        {t(area === 'admin' ? 'public.login.signedIn.continueAdmin' : 'public.login.signedIn.continueMember')}
      </ButtonLink>
      <Button variant="secondary" size="lg" fullWidth onClick={onSignOut} busy={signingOut} busyLabel={t('public.login.signedIn.signingOut')}>
        {t('public.login.signedIn.signOut')}
      </Button>
    </section>
  );
}

/** The new-password state: the same card as the sign-in form, for the link of a password-reset e-mail. */
function NewPasswordCard({
  status,
  values,
  errors = {},
  touched = {},
  onFieldChange,
  onFieldBlur,
  onSubmit,
  submitting = false,
  submitDisabled = false,
  serverError,
  onBackToSignIn,
  onRequestNewLink,
}: NewPasswordProps & { onRequestNewLink: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form: FormState<NewPasswordField> = { values, errors, touched, onFieldChange, onFieldBlur };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <section className={styles.card} aria-labelledby="new-password-title">
      <div>
        <h1 id="new-password-title" className={styles.title}>
          {t(status === 'done' ? 'public.login.newPassword.doneTitle' : 'public.login.newPassword.title')}
        </h1>
        {status === 'form' ? <p className={styles.subtitle}>{t('public.login.newPassword.subtitle')}</p> : null}
      </div>
      {status === 'done' ? (
        <>
          <Alert tone="success">{t('public.login.newPassword.done')}</Alert>
          <Button size="lg" fullWidth onClick={onBackToSignIn}>
            {t('public.login.newPassword.signIn')}
          </Button>
        </>
      ) : null}
      {status === 'invalidLink' ? (
        <>
          <Alert tone="error" title={t('public.login.newPassword.invalidTitle')}>
            {t('public.login.newPassword.invalidText')}
          </Alert>
          <Button size="lg" fullWidth onClick={onRequestNewLink}>
            {t('public.login.newPassword.requestNewLink')}
          </Button>
          <Button variant="ghost" fullWidth onClick={onBackToSignIn}>
            {t('public.login.newPassword.backToSignIn')}
          </Button>
        </>
      ) : null}
      {status === 'form' ? (
        <>
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          <form className={styles.form} noValidate onSubmit={submit}>
            <FieldMessageLines>
              <PasswordField
                label={t('public.login.newPassword.password')}
                name="newPassword"
                autoComplete="new-password"
                required
                {...textFieldProps(form, 'password')}
              />
              <PasswordField
                label={t('public.login.newPassword.confirmation')}
                name="confirmNewPassword"
                autoComplete="new-password"
                required
                {...textFieldProps(form, 'confirmation')}
              />
            </FieldMessageLines>
            <Button
              type="submit"
              size="lg"
              fullWidth
              disabled={submitDisabled && !submitting}
              busy={submitting}
              busyLabel={t('public.login.newPassword.submitting')}
            >
              {t('public.login.newPassword.submit')}
            </Button>
            <Button variant="ghost" fullWidth onClick={onBackToSignIn}>
              {t('public.login.newPassword.backToSignIn')}
            </Button>
          </form>
        </>
      ) : null}
    </section>
  );
}
