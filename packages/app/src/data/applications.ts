import { applicationsOf, type ApplicationList } from '@annuaire/api';
import { directoryApi } from './directoryApi';

/** The chamber's membership applications awaiting an answer: the admin header's count and the members page's panel. */
const applicationsApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    pendingApplications: build.query<ApplicationList, number>({
      query: (chamberId) => (api) => applicationsOf(api).pending(chamberId),
      providesTags: ['Applications'],
    }),
  }),
});

export const { usePendingApplicationsQuery } = applicationsApi;

/** The members list filtered to the applications ("Candidatures"): the URL's query, where the header's count leads. */
export const APPLICATIONS_FILTER = { param: 'filtre', value: 'candidatures' } as const;
export const APPLICATIONS_HREF = `/members?${APPLICATIONS_FILTER.param}=${APPLICATIONS_FILTER.value}`;
