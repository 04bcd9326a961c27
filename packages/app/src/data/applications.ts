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
