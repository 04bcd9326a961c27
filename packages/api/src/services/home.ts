import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { homeErrors } from '../errors/home';
import { settle } from '../middleware/errors';
import type { CompanyTotals } from '../models';
import type { ApiError } from '../types';
import { memberSearchQuery, type MemberSearchFilters } from './companies';
import { FIRST_PAGE, HOME_EVENTS_PAGE_SIZE, HOME_MEMBERS_PAGE_SIZE, RECENT_ITEMS_LIMIT } from './rules';

/** The home statistics strip (spec public §2.3): each part 0 when its call failed. */
export interface HomeStats {
  readonly contacts: number;
  readonly companies: CompanyTotals;
  readonly sectors: number;
  /** The failures, for logging only (spec public §8: home stats failures are only logged). */
  readonly failures: readonly ApiError[];
}

const NO_COMPANIES: CompanyTotals = { totalCompanies: 0, percentageChange: 0, monthlyStats: [] };

export function createHomeService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** The home members list and search: page 0, size 6 (spec public §7, §9). */
    searchMembers: (filters: MemberSearchFilters = {}) =>
      settle(homeErrors, language, () =>
        http.GET('/api/companies/search', { params: { query: memberSearchQuery(filters, FIRST_PAGE, HOME_MEMBERS_PAGE_SIZE) } }),
      ),

    /** The home news and events: upcoming announcements, page 0, size 3 (spec public §7). */
    announcements: () =>
      settle(homeErrors, language, () => http.GET('/api/events/upcoming', { params: { query: { page: FIRST_PAGE, size: HOME_EVENTS_PAGE_SIZE } } })),

    /** spec public §7: the combined home statistics tolerate the failure of any of their three parts, defaulting it to zero. */
    stats: async (): Promise<{ readonly data: HomeStats }> => {
      const [contacts, companies, sectors] = await Promise.all([
        settle(homeErrors, language, () => http.GET('/api/companies/contacts/kpi/global')),
        settle(homeErrors, language, () => http.GET('/api/companies/total/kpi')),
        settle(homeErrors, language, () => http.GET('/api/sectors/total/kpi')),
      ]);
      const failures = [contacts.error, companies.error, sectors.error].filter((error): error is ApiError => error !== undefined);
      return {
        data: {
          contacts: contacts.data ?? 0,
          companies: companies.data ?? NO_COMPANIES,
          sectors: sectors.data ?? 0,
          failures,
        },
      };
    },

    recentStats: () => settle(homeErrors, language, () => http.GET('/api/home/recent-stats')),
    /** Recent lists, 5 by default (spec public §9). */
    recentCompanies: (limit: number = RECENT_ITEMS_LIMIT) =>
      settle(homeErrors, language, () => http.GET('/api/home/recent-companies', { params: { query: { limit } } })),
    recentAnnouncements: (limit: number = RECENT_ITEMS_LIMIT) =>
      settle(homeErrors, language, () => http.GET('/api/home/recent-announcements', { params: { query: { limit } } })),
  };
}

export type HomeService = ReturnType<typeof createHomeService>;

/** The home service of a client core (tree-shakable: see serviceOf). */
export const homeOf = /* @__PURE__ */ serviceOf(createHomeService);
