import type { Company, CompanyForm, MemberStatistics, Schedule, User } from '@annuaire/api';
import { directoryApi, fromResult, type AppExtra } from '../../app/directoryApi';

/**
 * The calls of the member space (spec public §2.7, §7). Saves invalidate nothing by themselves: spec public §4
 * reloads the data once the success message has shown for 3 s (see useMemberSave).
 */
export const memberSpaceApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<User, void>({
      queryFn: (_arg, { extra }) => fromResult((extra as AppExtra).client.users.me()),
      providesTags: ['CurrentUser'],
    }),
    memberCompany: build.query<Company, number>({
      queryFn: (id, { extra }) => fromResult((extra as AppExtra).client.companies.get(id)),
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    memberSchedules: build.query<Schedule[], number>({
      queryFn: (id, { extra }) => fromResult((extra as AppExtra).client.companies.schedules(id)),
      providesTags: (_result, _error, id) => [{ type: 'Schedules', id }],
    }),
    memberStatistics: build.query<MemberStatistics, number>({
      // spec public §7: the four statistics calls run in parallel; any failure fails the whole load.
      queryFn: (id, { extra }) => fromResult((extra as AppExtra).client.statistics.memberStatistics(id)),
      providesTags: (_result, _error, id) => [{ type: 'MemberStatistics', id }],
    }),
    updateCompany: build.mutation<Company, { id: number; form: CompanyForm }>({
      queryFn: ({ id, form }, { extra }) => fromResult((extra as AppExtra).client.companies.update(id, form)),
    }),
    updateSchedules: build.mutation<Schedule[], { id: number; schedules: readonly Schedule[] }>({
      queryFn: ({ id, schedules }, { extra }) => fromResult((extra as AppExtra).client.companies.updateSchedules(id, schedules)),
    }),
    signOut: build.mutation<null, void>({
      // spec public §4: logout clears the session even if the server call fails, so the outcome is not an error.
      queryFn: async (_arg, { extra }) => {
        await (extra as AppExtra).client.auth.signOut();
        return { data: null };
      },
    }),
  }),
});

export const {
  useCurrentUserQuery,
  useMemberCompanyQuery,
  useMemberSchedulesQuery,
  useMemberStatisticsQuery,
  useUpdateCompanyMutation,
  useUpdateSchedulesMutation,
  useSignOutMutation,
} = memberSpaceApi;
