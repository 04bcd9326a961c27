import { companiesOf, type Company, type Rating, type RatingInput, ratingsOf, type Schedule } from '@annuaire/api';
import { pageApi } from '../../data/pageData';

export interface MemberDetailsData {
  company: Company;
  schedules: Schedule[];
}

/** /membre/{id} (spec public §2.5, §4): details and schedules together, then similar members; ratings in data/carouselFeeds. */
export const memberDetailsApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    memberDetails: build.query<MemberDetailsData, number>({
      query: (id) => async (api) => {
        const [company, schedules] = await Promise.all([companiesOf(api).get(id), companiesOf(api).schedules(id)]);
        return company.error ? company : { data: { company: company.data, schedules: schedules.data ?? [] } };
      },
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    /** spec public §4: a failure gives an empty list. */
    similarMembers: build.query<Company[], number>({ query: (id) => async (api) => ({ data: (await companiesOf(api).similar(id)).data ?? [] }) }),
    /** A review sent: the member's ratings are asked for again. */
    createRating: build.mutation<Rating, RatingInput>({
      query: (input) => (api) => ratingsOf(api).create(input),
      invalidatesTags: (_result, _error, input) => [{ type: 'Ratings', id: input.companyId }],
    }),
  }),
});

export const { useMemberDetailsQuery, useSimilarMembersQuery, useCreateRatingMutation } = memberDetailsApi;
