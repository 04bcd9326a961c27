import { companiesOf, type Company, type CompanyForm, type MemberStatistics, type Schedule, statisticsOf } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/**
 * The calls of the member space (spec public §2.7, §7). Saves invalidate nothing by themselves: spec public §4
 * reloads the data once the success message has shown for 3 s (see useMemberSave).
 */
const memberSpaceApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    memberCompany: build.query<Company, number>({
      query: (id) => (api) => companiesOf(api).get(id),
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    memberSchedules: build.query<Schedule[], number>({
      query: (id) => (api) => companiesOf(api).schedules(id),
      providesTags: (_result, _error, id) => [{ type: 'Schedules', id }],
    }),
    /** spec public §7: the four statistics calls run in parallel; any failure fails the whole load. */
    memberStatistics: build.query<MemberStatistics, number>({
      query: (id) => (api) => statisticsOf(api).memberStatistics(id),
      providesTags: (_result, _error, id) => [{ type: 'MemberStatistics', id }],
    }),
    updateCompany: build.mutation<Company, { id: number; form: CompanyForm }>({
      query:
        ({ id, form }) =>
        (api) =>
          companiesOf(api).update(id, form),
    }),
    updateSchedules: build.mutation<Schedule[], { id: number; schedules: readonly Schedule[] }>({
      query:
        ({ id, schedules }) =>
        (api) =>
          companiesOf(api).updateSchedules(id, schedules),
    }),
  }),
});

export const { useMemberCompanyQuery, useMemberSchedulesQuery, useMemberStatisticsQuery, useUpdateCompanyMutation, useUpdateSchedulesMutation } =
  memberSpaceApi;
