import { countryAmchamsOf, usersOf, type CountryAmcham, type User } from '@annuaire/api';
import { directoryApi } from './directoryApi';

/**
 * The signed-in user's record (the member space's company, the administrator's chamber) and the chambers of the
 * network (the back-office's header and chamber picker).
 */
const accountApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<User, void>({ query: () => (api) => usersOf(api).me(), providesTags: ['CurrentUser'] }),
    chambers: build.query<CountryAmcham[], void>({ query: () => (api) => countryAmchamsOf(api).list(), providesTags: ['Chambers'] }),
  }),
});

export const { useCurrentUserQuery, useChambersQuery } = accountApi;
