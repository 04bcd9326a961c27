import {
  ADMIN_PAGE_SIZE,
  applicationsOf,
  chamberMembersOf,
  companiesOf,
  statisticsOf,
  type ChamberMemberSummary,
  type Company,
  type CompanyForm,
  type CompanyPage,
  type CompanyStatus,
  type Language,
  type MemberImportReport,
  type MemberStatistics,
  type ModeratedRating,
  type Schedule,
} from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

export interface ChamberMembersArgs {
  chamberId: number;
  page: number;
  name: string;
  status: CompanyStatus | null;
  /** 'pending': the membership applications awaiting an answer, oldest first. */
  application: 'pending' | null;
}

/** The back-office's calls on a chamber's members (spec admin §7 members). */
export const adminMembersApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    chamberMembers: build.query<CompanyPage, ChamberMembersArgs>({
      query:
        ({ chamberId, page, name, status, application }) =>
        (api) =>
          companiesOf(api).listByCountryAmcham({ countryAmchamId: chamberId, page, size: ADMIN_PAGE_SIZE, name, status, application }),
      providesTags: ['ChamberMembers'],
    }),
    chamberSummary: build.query<ChamberMemberSummary, number>({
      query: (chamberId) => (api) => chamberMembersOf(api).summary(chamberId),
      providesTags: ['ChamberSummary'],
    }),
    /** Persisted (DESIGN.md); the list shows the change at once and takes it back if the call fails (the container). */
    updateMemberStatus: build.mutation<Company, { id: number; status: CompanyStatus }>({
      query:
        ({ id, status }) =>
        (api) =>
          companiesOf(api).updateStatus(id, status),
      // The lists too, once the change is saved: a list answer that left before it (a search typed just before) would
      // otherwise keep showing the old status.
      invalidatesTags: (_result, error, { id }) => ['ChamberSummary', { type: 'Company', id }, ...(error ? [] : (['ChamberMembers'] as const))],
    }),
    approveApplication: build.mutation<Company, number>({
      query: (companyId) => (api) => applicationsOf(api).approve(companyId),
      invalidatesTags: ['Applications', 'ChamberMembers', 'ChamberSummary'],
    }),
    refuseApplication: build.mutation<Company, { companyId: number; reason: string }>({
      query:
        ({ companyId, reason }) =>
        (api) =>
          applicationsOf(api).refuse(companyId, reason),
      invalidatesTags: ['Applications', 'ChamberMembers', 'ChamberSummary'],
    }),
    createMember: build.mutation<Company, CompanyForm>({
      query: (form) => (api) => companiesOf(api).create(form),
      invalidatesTags: ['ChamberMembers', 'ChamberSummary'],
    }),
    inviteMember: build.mutation<unknown, { companyId: number; email: string }>({
      query:
        ({ companyId, email }) =>
        (api) =>
          chamberMembersOf(api).invite(companyId, email),
    }),
    exportMembers: build.mutation<string, { chamberId: number; name: string; status: CompanyStatus | null; language: Language }>({
      query:
        ({ chamberId, name, status, language }) =>
        (api) =>
          chamberMembersOf(api).exportCsv(chamberId, { name, status }, language),
    }),
    /** `csv`: the file's bytes as they are (the service tells their encoding). */
    importMembers: build.mutation<MemberImportReport, { chamberId: number; csv: ArrayBuffer; dryRun: boolean }>({
      query:
        ({ chamberId, csv, dryRun }) =>
        (api) =>
          chamberMembersOf(api).importCsv(chamberId, csv, dryRun),
      invalidatesTags: (result) => (result?.applied ? ['ChamberMembers', 'ChamberSummary', 'Company'] : []),
    }),

    adminMember: build.query<Company, number>({
      query: (id) => (api) => companiesOf(api).get(id),
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    adminMemberSchedules: build.query<Schedule[], number>({
      query: (id) => (api) => companiesOf(api).schedules(id),
      providesTags: (_result, _error, id) => [{ type: 'Schedules', id }],
    }),
    adminMemberStatistics: build.query<MemberStatistics, number>({
      query: (id) => (api) => statisticsOf(api).memberStatistics(id),
      providesTags: (_result, _error, id) => [{ type: 'MemberStatistics', id }],
    }),
    moderationReviews: build.query<ModeratedRating[], number>({
      query: (companyId) => (api) => chamberMembersOf(api).reviews(companyId),
      providesTags: (_result, _error, companyId) => [{ type: 'Moderation', id: companyId }],
    }),
    setReviewHidden: build.mutation<ModeratedRating, { id: number; companyId: number; hidden: boolean }>({
      query:
        ({ id, hidden }) =>
        (api) =>
          chamberMembersOf(api).setReviewHidden(id, hidden),
      // A hidden review leaves the public list and the average at once.
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: 'Moderation', id: companyId },
        { type: 'Ratings', id: companyId },
        { type: 'Company', id: companyId },
      ],
    }),
    updateMember: build.mutation<Company, { id: number; form: CompanyForm }>({
      query:
        ({ id, form }) =>
        (api) =>
          companiesOf(api).update(id, form),
      invalidatesTags: ['ChamberMembers', 'ChamberSummary'],
    }),
  }),
});

export const {
  useChamberMembersQuery,
  useChamberSummaryQuery,
  useUpdateMemberStatusMutation,
  useCreateMemberMutation,
  useInviteMemberMutation,
  useExportMembersMutation,
  useImportMembersMutation,
  useAdminMemberQuery,
  useAdminMemberSchedulesQuery,
  useAdminMemberStatisticsQuery,
  useModerationReviewsQuery,
  useSetReviewHiddenMutation,
  useUpdateMemberMutation,
  useApproveApplicationMutation,
  useRefuseApplicationMutation,
} = adminMembersApi;
