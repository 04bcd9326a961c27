import type { SignedIn, SignInInput } from '@annuaire/api';
import { directoryApi, fromResult, type AppExtra } from '../../app/directoryApi';
import { sessionActions } from '../session/sessionSlice';

/**
 * Sign-in (spec public §2.6), the password-reset request and its confirmation with the link's token (DESIGN.md:
 * forgot password leads somewhere useful).
 */
export const loginApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignedIn, SignInInput>({
      queryFn: (input, { extra }) => fromResult((extra as AppExtra).client.auth.signIn(input)),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionActions.signedIn({ tokens: data.tokens, user: data.user }));
        } catch {
          // The screen shows the catalogue message of the failure.
        }
      },
    }),
    requestPasswordReset: build.mutation<null, string>({
      queryFn: async (email, { extra }) => {
        const result = await fromResult((extra as AppExtra).client.auth.requestPasswordReset(email));
        return 'error' in result ? result : { data: null };
      },
    }),
    confirmPasswordReset: build.mutation<null, { token: string; password: string }>({
      queryFn: async (input, { extra }) => {
        const result = await fromResult((extra as AppExtra).client.auth.confirmPasswordReset(input));
        return 'error' in result ? result : { data: null };
      },
    }),
  }),
});

export const { useSignInMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = loginApi;
