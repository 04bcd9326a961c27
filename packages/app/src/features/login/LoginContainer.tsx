import { LoginScreen, type LoginValues, type PasswordResetState } from '@annuaire/ui';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/usePageMeta';
import { translator } from '../../i18n/messages';
import { loginSchema } from '../../validation/schemas';
import { PublicPage } from '../layout/PublicPage';
import { homeRouteFor } from '../session/sessionSlice';
import { useRequestPasswordResetMutation, useSignInMutation } from './loginApi';

const closedReset: PasswordResetState = { open: false, email: '' };

/** /login (spec public §2.6, §5): Formik + the sign-in schema, remember-me, password-reset request. */
export default function LoginContainer() {
  usePageMeta('app.page.login.title', 'app.page.login.description');
  const navigate = useNavigate();
  const language = useAppSelector((state) => state.language.current);
  const schema = useMemo(() => loginSchema(translator(language)), [language]);
  const [signIn, signInState] = useSignInMutation();
  const [requestReset] = useRequestPasswordResetMutation();
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [reset, setReset] = useState<PasswordResetState>(closedReset);

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      setServerError(undefined);
      const result = await signIn({ email: values.email, password: values.password, remember: values.rememberMe });
      if (result.error) {
        setServerError('message' in result.error ? result.error.message : undefined);
        return;
      }
      // spec public §2.6: ADMIN_AMCHAM goes to /members, any other profile to /apropos.
      navigate(homeRouteFor(result.data.claims?.profil ?? result.data.user.profil), { replace: true });
    },
  });

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
      result.error ? { ...current, sending: false, error: 'message' in result.error ? result.error.message : undefined } : { ...current, sending: false, sent: true },
    );
  };

  return (
    <PublicPage>
      <LoginScreen
        values={formik.values}
        errors={formik.errors}
        touched={formik.touched}
        onFieldChange={(field, value) => void formik.setFieldValue(field, value)}
        onFieldBlur={(field) => void formik.setFieldTouched(field, true)}
        onSubmit={() => void formik.submitForm()}
        submitting={formik.isSubmitting || signInState.isLoading}
        submitDisabled={!formik.isValid}
        serverError={serverError}
        passwordReset={reset}
        onPasswordResetOpenChange={(open) => setReset(open ? { ...closedReset, open: true, email: formik.values.email } : closedReset)}
        onPasswordResetEmailChange={(email) => setReset((current) => ({ ...current, email, error: undefined }))}
        onPasswordResetSubmit={() => void submitReset()}
      />
    </PublicPage>
  );
}
