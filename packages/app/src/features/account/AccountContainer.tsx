import { AccountScreen, type AccountLanguage, type MemberLoadState } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { directoryApi } from '../../data/directoryApi';
import { apiErrorOf } from '../../data/serviceCall';
import { useAppForm } from '../../shared/useAppForm';
import { PageHead } from '../../shared/PageHead';
import { languageChanged } from '../../state/language/languageSlice';
import { sessionActions } from '../../state/session/sessionSlice';
import {
  useAccountQuery,
  useChangeOwnPasswordMutation,
  useRequestEmailChangeMutation,
  useSignOutEverywhereMutation,
  useUpdateAccountPreferencesMutation,
} from './accountApi';
import { emailChangeSchema, passwordChangeSchema } from './accountSchemas';
import { useFormRules } from '../../shared/useFormRules';

const emptyPassword = { currentPassword: '', newPassword: '', confirmation: '' };
const emptyEmail = { email: '', currentPassword: '' };

/**
 * "Mon compte" of every signed-in person, in the member space (/compte) and the back-office (/admin/compte, whose
 * header shows the page's title: `inBackOffice`): the account from the service, its forms with the rules the service
 * applies, and the outcomes of each change.
 */
export default function AccountContainer({ inBackOffice = false }: { inBackOffice?: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profil = useAppSelector((state) => state.session.claims?.profil ?? state.session.user?.profil);
  const account = useAccountQuery();
  const [changePassword] = useChangeOwnPasswordMutation();
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const [updatePreferences, preferencesState] = useUpdateAccountPreferencesMutation();
  const [signOutEverywhere, signOutState] = useSignOutEverywhereMutation();
  const { t, schema: passwordSchema } = useFormRules(passwordChangeSchema);
  const [passwordDone, setPasswordDone] = useState(false);
  const [emailSentTo, setEmailSentTo] = useState<string | undefined>();
  const [preferencesSaved, setPreferencesSaved] = useState(false);

  const passwordForm = useAppForm({
    initialValues: emptyPassword,
    schema: passwordSchema,
    onSubmit: async (values, helpers) => {
      setPasswordDone(false);
      const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      if ('error' in result) {
        helpers.fail(result.error);
        return;
      }
      helpers.reset();
      setPasswordDone(true);
    },
  });

  const emailForm = useAppForm({
    initialValues: emptyEmail,
    schema: useMemo(() => emailChangeSchema(t, account.data?.email ?? ''), [t, account.data?.email]),
    onSubmit: async (values, helpers) => {
      setEmailSentTo(undefined);
      const email = values.email.trim().toLowerCase();
      const result = await requestEmailChange({ email, currentPassword: values.currentPassword });
      if ('error' in result) {
        helpers.fail(result.error);
        return;
      }
      helpers.reset();
      setEmailSentTo(email);
    },
  });

  const savePreferences = async (change: { language?: AccountLanguage; notifyNewReview?: boolean; notifyWeeklyDigest?: boolean }) => {
    setPreferencesSaved(false);
    const result = await updatePreferences(change);
    if ('error' in result) return;
    setPreferencesSaved(true);
    // the language chosen for the account is the page's too from now on
    if (change.language) dispatch(languageChanged(change.language));
  };

  const leaveEverywhere = async () => {
    await signOutEverywhere();
    // this session ended with the others, whatever the answer: the stored one is already cleared
    dispatch(sessionActions.signedOut());
    dispatch(directoryApi.util.resetApiState());
    navigate('/login', { replace: true });
  };

  const loadError = apiErrorOf(account.error);
  const load: MemberLoadState = account.data
    ? { status: 'ready' }
    : loadError
      ? { status: 'error', message: loadError.message }
      : account.isError
        ? { status: 'error' }
        : { status: 'loading' };

  return (
    <>
      <PageHead />
      <AccountScreen
        showTitle={!inBackOffice}
        load={load}
        onRetry={() => void account.refetch()}
        email={account.data?.email ?? ''}
        pendingEmail={account.data?.pendingEmail ?? null}
        password={{
          values: passwordForm.values,
          errors: passwordForm.visibleErrors,
          touched: passwordForm.shown,
          onFieldChange: (field, value) => passwordForm.setValue(field, value),
          onFieldBlur: (field) => passwordForm.blur(field),
          onSubmit: () => void passwordForm.submit(),
          submitting: passwordForm.submitting,
          submitDisabled: passwordForm.submitDisabled,
          serverError: passwordForm.serverError,
          done: passwordDone,
        }}
        emailChange={{
          values: emailForm.values,
          errors: emailForm.visibleErrors,
          touched: emailForm.shown,
          onFieldChange: (field, value) => emailForm.setValue(field, value),
          onFieldBlur: (field) => emailForm.blur(field),
          onSubmit: () => void emailForm.submit(),
          submitting: emailForm.submitting,
          submitDisabled: emailForm.submitDisabled,
          serverError: emailForm.serverError,
          sentTo: emailSentTo,
        }}
        preferences={{
          language: account.data?.language ?? undefined,
          onLanguageChange: (chosen) => void savePreferences({ language: chosen }),
          notifyNewReview: account.data?.notifyNewReview ?? true,
          onNotifyNewReviewChange: (notify) => void savePreferences({ notifyNewReview: notify }),
          notifyWeeklyDigest: account.data?.notifyWeeklyDigest ?? false,
          onNotifyWeeklyDigestChange: (notify) => void savePreferences({ notifyWeeklyDigest: notify }),
          // only a member's company receives reviews and has figures
          showReviewSetting: profil === 'MEMBER',
          saving: preferencesState.isLoading,
          saved: preferencesSaved,
          error: preferencesState.isError ? apiErrorOf(preferencesState.error)?.message : undefined,
        }}
        sessions={{
          onSignOutEverywhere: () => void leaveEverywhere(),
          signingOut: signOutState.isLoading,
        }}
      />
    </>
  );
}
