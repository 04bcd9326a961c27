import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { companyErrors } from '../errors/company';
import { homeErrors } from '../errors/home';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import type { Company, CompanyStatus, Schedule } from '../models';
import type { ApiResult } from '../types';
import { multipart } from './multipart';
import { ADMIN_PAGE_SIZE, DEFAULT_COUNTRY_AMCHAM_ID, FIRST_PAGE, MEMBERS_PAGE_SIZE, SIMILAR_MEMBERS_MAX, selectedId, selectedIds, textFilter } from './rules';

/** The three filters of the home and members searches (spec public §2.3, §2.4). */
export interface MemberSearchFilters {
  readonly keyword?: string | null;
  readonly sectorId?: number | string | null;
  /**
   * Several sectors, any of which a member may be in (the embedded directory's 'Tous les secteurs' over the sectors its
   * chamber offers); the service refuses it with `sectorId`.
   */
  readonly sectorIds?: readonly (number | string)[] | null;
  readonly countryId?: number | string | null;
}

/** Where a search, view or contact comes from, for the statistics per source: the portal or the embedded directory. */
export type EventSource = 'portal' | 'embed';

/** The admin members list of one chamber (DESIGN.md: status is sent as `status`, not as `sector`). */
export interface ChamberMembersQuery {
  readonly countryAmchamId?: number;
  readonly page?: number;
  readonly size?: number;
  readonly name?: string | null;
  readonly sectorId?: number | string | null;
  readonly status?: CompanyStatus | null;
  /** 'pending': only the companies whose membership application awaits the chamber's answer, oldest first. */
  readonly application?: 'pending' | null;
}

type TextFields = Omit<components['schemas']['CompanyUpdateForm'], 'logoFile' | 'pictures' | 'removedPictures'>;

/** A company save (multipart): text fields as the contract names them, files as files. */
export type CompanyForm = { readonly [K in keyof TextFields]?: TextFields[K] | null } & {
  readonly logoFile?: Blob | null;
  /** Gallery photos to add. */
  readonly pictures?: readonly Blob[];
  /** File names of gallery photos to remove. */
  readonly removedPictures?: readonly string[];
};

/** Query of the member search: keyword trimmed and sent only if non-empty, ids only when selected (spec public §5). */
export function memberSearchQuery(filters: MemberSearchFilters, page: number, size: number) {
  return {
    page,
    size,
    keyword: textFilter(filters.keyword),
    sectorId: selectedId(filters.sectorId),
    sectorIds: selectedIds(filters.sectorIds),
    countryId: selectedId(filters.countryId),
  };
}

export function createCompaniesService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /**
     * The members page search (spec public §2.4): pages of 9. The home's own search is `home.searchMembers`. `source`
     * 'embed' counts it for the directory embedded on a chamber's site (the portal's by default).
     */
    search: (filters: MemberSearchFilters = {}, page: number = FIRST_PAGE, size: number = MEMBERS_PAGE_SIZE, source?: EventSource) =>
      settle(homeErrors, language, () =>
        http.GET('/api/companies/search', { params: { query: { ...memberSearchQuery(filters, page, size), ...(source ? { source } : {}) } } }),
      ),

    /** The members of one country chamber (admin members screen); default chamber 1 (spec public §9). */
    listByCountryAmcham: (query: ChamberMembersQuery = {}) =>
      settle(companyErrors, language, () =>
        http.GET('/api/companies/country-amcham/{id}', {
          params: {
            path: { id: query.countryAmchamId ?? DEFAULT_COUNTRY_AMCHAM_ID },
            query: {
              page: query.page ?? FIRST_PAGE,
              size: query.size ?? ADMIN_PAGE_SIZE,
              name: textFilter(query.name),
              sectorId: selectedId(query.sectorId),
              status: query.status ?? undefined,
              application: query.application ?? undefined,
            },
          },
        }),
      ),

    listAll: () => settle(companyErrors, language, () => http.GET('/api/companies/all')),

    get: (id: number) => settle(companyErrors, language, () => http.GET('/api/companies/{id}', { params: { path: { id } } })),

    /** Similar members, at most 3 (spec public §2.5, §9). */
    similar: async (id: number): Promise<ApiResult<Company[]>> => {
      const result = await settle(companyErrors, language, () => http.GET('/api/companies/{id}/similar', { params: { path: { id } } }));
      return result.error ? result : { data: result.data.slice(0, SIMILAR_MEMBERS_MAX) };
    },

    schedules: (id: number) => settle(companyErrors, language, () => http.GET('/api/companies/{id}/schedules', { params: { path: { id } } })),

    updateSchedules: (id: number, schedules: readonly Schedule[]) =>
      settle(companyErrors, language, () => http.PUT('/api/companies/{id}/schedules', { params: { path: { id } }, body: { schedules: [...schedules] } })),

    listBySector: (sectorId: number, page: number = FIRST_PAGE, size: number = MEMBERS_PAGE_SIZE) =>
      settle(companyErrors, language, () => http.GET('/api/companies/sector/{id}', { params: { path: { id: sectorId }, query: { page, size } } })),

    listByCountry: (countryId: number, page: number = FIRST_PAGE, size: number = MEMBERS_PAGE_SIZE) =>
      settle(companyErrors, language, () => http.GET('/api/companies/country/{id}', { params: { path: { id: countryId }, query: { page, size } } })),

    create: (form: CompanyForm) =>
      settle(companyErrors, language, () => http.POST('/api/companies/save', multipart<components['schemas']['CompanyCreateForm']>(form))),

    /** Member profile and media save (spec public §7): text fields, logo, photos added and removed, video link. */
    update: (id: number, form: CompanyForm) =>
      settle(companyErrors, language, () =>
        http.PUT('/api/companies/{id}', { params: { path: { id } }, ...multipart<components['schemas']['CompanyUpdateForm']>(form) }),
      ),

    remove: (id: number) => settle(companyErrors, language, () => http.DELETE('/api/companies/{id}', { params: { path: { id } } })),

    /** Persisted member status (DESIGN.md corrects the original's local-only toggle). */
    updateStatus: (id: number, status: CompanyStatus) =>
      settle(companyErrors, language, () => http.PATCH('/api/companies/{id}/status', { params: { path: { id } }, body: { status } })),
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/** The companies service of a client core (tree-shakable: see serviceOf). */
export const companiesOf = /* @__PURE__ */ serviceOf(createCompaniesService);
