import { accountOf, authOf, type SignedIn, type SignInInput } from '@annuaire/api';
import { directoryApi } from './directoryApi';

/**
 * Sign-in (spec public §2.6), sign-out, the password-reset request and its confirmation with the link's token
 * (DESIGN.md: forgot password leads somewhere useful). The session slice follows sign-in (state/session).
 */
const authApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignedIn, SignInInput>({ query: (input) => (api) => authOf(api).signIn(input) }),
    requestPasswordReset: build.mutation<null, string>({ query: (email) => (api) => authOf(api).requestPasswordReset(email) }),
    confirmEmail: build.mutation<unknown, string>({ query: (token) => (api) => authOf(api).confirmEmail(token) }),
    // the link "Mon compte" mails to a new address: it may be opened signed out, on another device
    confirmEmailChange: build.mutation<unknown, string>({
      query: (token) => (api) => accountOf(api).confirmEmailChange(token),
      invalidatesTags: ['CurrentUser', 'Account'],
    }),
    confirmPasswordReset: build.mutation<null, { token: string; password: string }>({ query: (input) => (api) => authOf(api).confirmPasswordReset(input) }),
    signOut: build.mutation<null, void>({
      // spec public §4: logout clears the session even if the server call fails, so the outcome is never an error.
      query: () => async (api) => {
        await authOf(api).signOut();
        return { data: null };
      },
    }),
  }),
});

export const {
  useSignInMutation,
  useRequestPasswordResetMutation,
  useConfirmEmailMutation,
  useConfirmEmailChangeMutation,
  useConfirmPasswordResetMutation,
  useSignOutMutation,
} = authApi;
