import { companiesOf, type Company, type CompanySearchPage, MEMBERS_PAGE_SIZE, type MemberSearchFilters } from '@annuaire/api';
import { pageApi } from '../../data/pageData';

interface MembersPageArgs {
  filters: MemberSearchFilters;
  page: number;
}

/** The pages of one search, appended (spec public §4 'See more'). */
export interface MembersList {
  content: Company[];
  totalElements: number;
  /** More pages exist while the last answer's `last` is false. */
  last: boolean;
  page: number;
  /** The translations of the keyword the search also matched ('banque' for 'bank'): the results heading names them. */
  alsoFor: string[];
}

/** Appends a next page to the list, or starts again with page 0 (spec public §4). */
export function mergeMembersPage(current: MembersList, incoming: MembersList): MembersList {
  if (incoming.page === 0) return incoming;
  const known = new Set(current.content.map((company) => company.id));
  return { ...incoming, content: [...current.content, ...incoming.content.filter((company) => !known.has(company.id))] };
}

/** /membres (spec public §2.4): pages of 9; one cache entry per search whose pages are appended. */
export const membersApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    membersPage: build.query<MembersList, MembersPageArgs>({
      query:
        ({ filters, page }) =>
        (api) =>
          companiesOf(api).search(filters, page, MEMBERS_PAGE_SIZE),
      transformResponse: (answer: CompanySearchPage, { page }): MembersList => ({
        content: answer.content,
        totalElements: answer.totalElements,
        last: answer.last,
        page,
        alsoFor: answer.alsoFor ?? [],
      }),
      serializeQueryArgs: ({ filters }) => filters,
      merge: mergeMembersPage,
      // Another page, or other filters (compared by value: the page a server rendered comes with its arguments as JSON,
      // and the browser's first render must find that answer rather than ask again).
      forceRefetch: ({ currentArg, previousArg }) =>
        currentArg.page !== previousArg.page || JSON.stringify(currentArg.filters) !== JSON.stringify(previousArg.filters),
    }),
  }),
});

export const { useMembersPageQuery } = membersApi;
