import type { Company, Rating, RatingInput, Schedule } from '@annuaire/api';
import { directoryApi, fromResult, type AppExtra } from '../../app/directoryApi';

const client = (extra: unknown) => (extra as AppExtra).client;

export interface MemberDetailsData {
  company: Company;
  schedules: Schedule[];
}

/** /membre/{id} (spec public §2.5, §4): details and schedules together, then similar members and ratings. */
export const memberDetailsApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    memberDetails: build.query<MemberDetailsData, number>({
      queryFn: async (id, { extra }) => {
        const [company, schedules] = await Promise.all([client(extra).companies.get(id), client(extra).companies.schedules(id)]);
        if (company.error) return { error: company.error };
        return { data: { company: company.data, schedules: schedules.data ?? [] } };
      },
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    /** spec public §4: a failure gives an empty list. */
    similarMembers: build.query<Company[], number>({
      queryFn: async (id, { extra }) => {
        const result = await client(extra).companies.similar(id);
        return { data: result.data ?? [] };
      },
    }),
    /** spec public §4: no ratings or a failure give the placeholder rating; fewer than 3 are repeated. */
    memberRatings: build.query<Rating[], number>({
      queryFn: (id, { extra }) => fromResult(client(extra).ratings.listByCompany(id)),
      providesTags: (_result, _error, id) => [{ type: 'Ratings', id }],
    }),
    createRating: build.mutation<Rating, RatingInput>({
      queryFn: (input, { extra }) => fromResult(client(extra).ratings.create(input)),
    }),
    /** A profile view, recorded once per visit (DESIGN.md statistics). */
    recordView: build.mutation<null, number>({
      queryFn: (id, { extra }) => fromResult(client(extra).tracking.companyView(id)).then((r) => ('error' in r ? r : { data: null })),
    }),
  }),
});

export const { useMemberDetailsQuery, useSimilarMembersQuery, useMemberRatingsQuery, useCreateRatingMutation, useRecordViewMutation } = memberDetailsApi;
