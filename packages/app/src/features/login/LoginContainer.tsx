import { LoginScreen, type LoginNotice, type LoginValues, type NewPasswordStatus, type NewPasswordValues, type PasswordResetState } from '@annuaire/ui';
import { PUBLIC_PATHS } from '../../shared/publicPaths';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useAppForm } from '../../shared/useAppForm';
import { PageHead } from '../../shared/PageHead';
import { loginSchema } from '../../validation/schemas';
import { PublicPage } from '../../shared/PublicPage';
import { hasUsableSession, homeRouteFor, sessionActions } from '../../state/session/sessionSlice';
import { languageChanged, type Language } from '../../state/language/languageSlice';
import {
  useConfirmEmailChangeMutation,
  useConfirmEmailMutation,
  useConfirmPasswordResetMutation,
  useRequestPasswordResetMutation,
  useSignInMutation,
  useSignOutMutation,
} from '../../data/auth';
import { directoryApi } from '../../data/directoryApi';
import { afterSignIn, readLoginState } from '../../shared/loginRedirect';
import { newPasswordSchema } from '../../shared/newPasswordSchema';
import { useFormRules } from '../../shared/useFormRules';

const closedReset: PasswordResetState = { open: false, email: '' };
const emptyLogin: LoginValues = { email: '', password: '', rememberMe: false };
const emptyNewPassword: NewPasswordValues = { password: '', confirmation: '' };

/** The query parameter of the link the server mails (`PUBLIC_URL/login?resetToken=...`). */
const RESET_TOKEN_PARAM = 'resetToken';
/** The query parameter of a sign-up's confirmation link (`PUBLIC_URL/login?confirmToken=...`). */
const CONFIRM_TOKEN_PARAM = 'confirmToken';
/** The link "Mon compte" mails to a new address (the service's requestEmailChange). */
const EMAIL_CHANGE_TOKEN_PARAM = 'emailChangeToken';

interface ResetLink {
  token: string;
  status: NewPasswordStatus;
  serverError?: string;
}

function linkFrom(token: string | null): ResetLink | null {
  if (token === null) return null;
  // An emptied parameter is a broken link: nothing to send, the way out is a new link.
  return { token, status: token.trim() === '' ? 'invalidLink' : 'form' };
}

interface LoginContainerProps {
  /**
   * Loads the code and texts of the page at a path (app/routes.tsx preparePage): the sign-in waits for them, its
   * button busy, before it leads there, so that the page shows at once rather than after an empty moment.
   */
  prepare?: (pathname: string, language: Language) => Promise<void>;
}

/**
 * /login (spec public §2.6, §5): the app's form with the sign-in schema, remember-me, password-reset request; with
 * `?resetToken=` the card asks for the new password of that link instead; with `?confirmToken=` (a sign-up's
 * confirmation link) it confirms the address and says so above the sign-in form. A page that sent its visitor here says
 * why (its session expired, spec public §8, or it is for administrators) and is where sign-in leads back to; a
 * person already signed in is told so, with its own area and signing out.
 */
export default function LoginContainer({ prepare }: LoginContainerProps = {}) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const location = useLocation();
  const loginState = readLoginState(location.state);
  const { reason } = loginState;
  const session = useAppSelector((state) => state.session);
  const [signOut, signOutState] = useSignOutMutation();
  const { schema } = useFormRules(loginSchema);
  const [signIn, signInState] = useSignInMutation();
  const [requestReset] = useRequestPasswordResetMutation();
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [reset, setReset] = useState<PasswordResetState>(closedReset);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlToken = searchParams.get(RESET_TOKEN_PARAM);
  // Read once: a reset link is opened by a page load (the e-mail), never by a navigation inside the app.
  const [link, setLink] = useState<ResetLink | null>(() => linkFrom(urlToken));
  const [confirmReset] = useConfirmPasswordResetMutation();
  const [confirmEmail] = useConfirmEmailMutation();
  const [confirmEmailChange] = useConfirmEmailChangeMutation();
  const [confirmation, setConfirmation] = useState<Extract<LoginNotice, 'emailConfirmed' | 'confirmationInvalid'> | undefined>(undefined);
  // The link's token is sent once per page load (a second run of the effect, e.g. React's development re-run, would
  // find it used and say the link is invalid).
  const confirmTokenSent = useRef(false);
  useEffect(() => {
    // a sign-up's confirmation link, or the link that makes a new address the account's: the same notices say how it went
    const param = searchParams.has(CONFIRM_TOKEN_PARAM) ? CONFIRM_TOKEN_PARAM : EMAIL_CHANGE_TOKEN_PARAM;
    const token = searchParams.get(param);
    if (token === null || confirmTokenSent.current) return;
    confirmTokenSent.current = true;
    // the token is spent either way: a reload must not send it again
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
    if (token.trim() === '') {
      setConfirmation('confirmationInvalid');
      return;
    }
    const confirm = param === CONFIRM_TOKEN_PARAM ? confirmEmail : confirmEmailChange;
    void confirm(token).then((result) => setConfirmation(result.error ? 'confirmationInvalid' : 'emailConfirmed'));
  }, [searchParams, setSearchParams, confirmEmail, confirmEmailChange]);
  const { schema: newPasswordValidation } = useFormRules(newPasswordSchema);

  const form = useAppForm<LoginValues>({
    initialValues: emptyLogin,
    schema,
    onSubmit: async (values) => {
      setServerError(undefined);
      const result = await signIn({ email: values.email, password: values.password, remember: values.rememberMe });
      if (result.error) {
        setServerError('message' in result.error ? result.error.message : undefined);
        return;
      }
      // The language the account chose in "Mon compte" (none chosen: the page's stays).
      if (result.data.user.language) dispatch(languageChanged(result.data.user.language));
      // Back to the page that asked for the sign-in when this profile may open it; otherwise spec public §2.6:
      // ADMIN_AMCHAM goes to /members, any other profile to /apropos.
      const destination = afterSignIn(loginState, result.data.claims?.profil ?? result.data.user.profil);
      // a failure to load is the page's to report (its own import shows the offer to reload)
      await prepare?.(destination, store.getState().language.current).catch(() => undefined);
      navigate(destination, { replace: true });
    },
  });

  const newPasswordForm = useAppForm<NewPasswordValues>({
    initialValues: emptyNewPassword,
    schema: newPasswordValidation,
    onSubmit: async (values, helpers) => {
      if (!link) return;
      setLink({ ...link, serverError: undefined });
      const result = await confirmReset({ token: link.token, password: values.password });
      if (result.error) {
        // The contract answers 400 for an unknown, used or expired token (the password already passed the same
        // rules here: NewPassword's bounds and the common list the service reads); any other failure is shown with
        // the catalogue's message and the form stays.
        if ('status' in result.error && result.error.status === 400) setLink({ ...link, status: 'invalidLink' });
        else setLink({ ...link, serverError: 'message' in result.error ? result.error.message : undefined });
        return;
      }
      helpers.reset();
      setLink({ ...link, status: 'done' });
      // The token is spent: a reload must show the sign-in form, not submit it again.
      forgetTokenInUrl();
    },
  });

  function forgetTokenInUrl() {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESET_TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  const backToSignIn = () => {
    setLink(null);
    newPasswordForm.reset();
    if (urlToken !== null) forgetTokenInUrl();
  };

  const submitReset = async () => {
    try {
      await schema.pick(['email']).validate({ email: reset.email });
    } catch (error) {
      setReset((current) => ({ ...current, error: error instanceof Error ? error.message : undefined }));
      return;
    }
    setReset((current) => ({ ...current, error: undefined, sending: true }));
    const result = await requestReset(reset.email);
    setReset((current) =>
      result.error
        ? { ...current, sending: false, error: 'message' in result.error ? result.error.message : undefined }
        : { ...current, sending: false, sent: true },
    );
  };

  const profil = session.claims?.profil ?? session.user?.profil;
  const leave = async () => {
    // spec public §4: logout clears the data even if the server call fails (the mutation never fails).
    await signOut();
    dispatch(sessionActions.signedOut());
    dispatch(directoryApi.util.resetApiState());
  };

  return (
    <PublicPage>
      <PageHead />
      <LoginScreen
        backHref={PUBLIC_PATHS.home}
        notice={confirmation ?? (reason === 'expired' ? 'sessionExpired' : reason)}
        signedIn={
          hasUsableSession(session) && session.user && !link && !form.submitting
            ? {
                email: session.user.email,
                continueHref: homeRouteFor(profil),
                area: homeRouteFor(profil) === '/members' ? 'admin' : 'member',
                onSignOut: () => void leave(),
                signingOut: signOutState.isLoading,
              }
            : undefined
        }
        values={form.values}
        errors={form.visibleErrors}
        touched={form.shown}
        onFieldChange={(field, value) => form.setValue(field, value)}
        onFieldBlur={(field) => form.blur(field)}
        onSubmit={() => void form.submit()}
        submitting={form.submitting || signInState.isLoading}
        submitDisabled={form.submitDisabled}
        serverError={serverError}
        passwordReset={reset}
        onPasswordResetOpenChange={(open) => setReset(open ? { ...closedReset, open: true, email: form.values.email } : closedReset)}
        onPasswordResetEmailChange={(email) => setReset((current) => ({ ...current, email, error: undefined }))}
        onPasswordResetSubmit={() => void submitReset()}
        newPassword={
          link
            ? {
                status: link.status,
                values: newPasswordForm.values,
                errors: newPasswordForm.visibleErrors,
                touched: newPasswordForm.shown,
                onFieldChange: (field, value) => newPasswordForm.setValue(field, value),
                onFieldBlur: (field) => newPasswordForm.blur(field),
                onSubmit: () => void newPasswordForm.submit(),
                submitting: newPasswordForm.submitting,
                submitDisabled: newPasswordForm.submitDisabled,
                serverError: link.serverError,
                onBackToSignIn: backToSignIn,
              }
            : undefined
        }
      />
    </PublicPage>
  );
}
