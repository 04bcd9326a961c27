import { accountsOf, chamberMembersOf, type AccountPage, type AccountsQuery, type AccountSummary, type AdministratorInvitationInput } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** The back-office Accounts' calls; a change asks the list again. */
const adminAccountsApi = directoryApi.enhanceEndpoints({ addTagTypes: ['Accounts'] }).injectEndpoints({
  endpoints: (build) => ({
    accounts: build.query<AccountPage, AccountsQuery>({
      query: (query) => (api) => accountsOf(api).list(query),
      providesTags: ['Accounts'],
    }),
    inviteAdministrator: build.mutation<AccountSummary, AdministratorInvitationInput>({
      query: (input) => (api) => accountsOf(api).inviteAdministrator(input),
      invalidatesTags: ['Accounts'],
    }),
    /** A member's representative who never signed in: its company's invitation again. */
    inviteRepresentativeAgain: build.mutation<unknown, { companyId: number; email: string }>({
      query:
        ({ companyId, email }) =>
        (api) =>
          chamberMembersOf(api).invite(companyId, email),
    }),
    disableAccount: build.mutation<AccountSummary, number>({
      query: (id) => (api) => accountsOf(api).disable(id),
      invalidatesTags: ['Accounts'],
    }),
    enableAccount: build.mutation<AccountSummary, number>({
      query: (id) => (api) => accountsOf(api).enable(id),
      invalidatesTags: ['Accounts'],
    }),
  }),
});

export const { useAccountsQuery, useInviteAdministratorMutation, useInviteRepresentativeAgainMutation, useDisableAccountMutation, useEnableAccountMutation } =
  adminAccountsApi;
