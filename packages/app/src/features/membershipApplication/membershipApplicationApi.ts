import { applicationsOf, type MembershipApplicationForm } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** "Devenir membre": the public form's one call. */
const membershipApplicationApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    submitApplication: build.mutation<{ message: string }, MembershipApplicationForm>({
      query: (form) => (api) => applicationsOf(api).submit(form),
    }),
  }),
});

export const { useSubmitApplicationMutation } = membershipApplicationApi;
