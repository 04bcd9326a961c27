import { accountOf, type Account, type AccountPreferences } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** "Mon compte": the signed-in person's own account (one line per call, over the api's account service). */
const accountApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    account: build.query<Account, void>({ query: () => (api) => accountOf(api).get(), providesTags: ['Account'] }),
    updateAccountPreferences: build.mutation<Account, AccountPreferences>({
      query: (preferences) => (api) => accountOf(api).updatePreferences(preferences),
      invalidatesTags: ['Account', 'CurrentUser'],
    }),
    changeOwnPassword: build.mutation<unknown, { currentPassword: string; newPassword: string }>({
      query: (input) => (api) => accountOf(api).changePassword(input),
      // a pending address change is cancelled by a password change
      invalidatesTags: ['Account'],
    }),
    requestEmailChange: build.mutation<unknown, { email: string; currentPassword: string }>({
      query: (input) => (api) => accountOf(api).requestEmailChange(input),
      invalidatesTags: ['Account'],
    }),
    signOutEverywhere: build.mutation<null, void>({ query: () => (api) => accountOf(api).signOutEverywhere() }),
  }),
});

export const {
  useAccountQuery,
  useUpdateAccountPreferencesMutation,
  useChangeOwnPasswordMutation,
  useRequestEmailChangeMutation,
  useSignOutEverywhereMutation,
} = accountApi;
