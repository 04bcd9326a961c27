import {
  companiesOf,
  embedsOf,
  trackingOf,
  type Company,
  type CompanySearchPage,
  type ContactChannel,
  type EmbedOptions,
  type MemberSearchFilters,
  type Schedule,
} from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** The pages of one search, appended ('Voir plus'). */
interface EmbedMembersList {
  content: Company[];
  totalElements: number;
  last: boolean;
  page: number;
}

/** A member opened in the embedded directory: its details and opening hours. */
interface EmbedMember {
  company: Company;
  schedules: Schedule[];
}

/** Appends a next page to the list, or starts again with page 0. */
function mergeEmbedPage(current: EmbedMembersList, incoming: EmbedMembersList): EmbedMembersList {
  if (incoming.page === 0) return incoming;
  const known = new Set(current.content.map((company) => company.id));
  return { ...incoming, content: [...current.content, ...incoming.content.filter((company) => !known.has(company.id))] };
}

interface EmbedPageArgs {
  filters: MemberSearchFilters;
  page: number;
  perPage: number;
}

/**
 * The directory embedded on a chamber's site: its options (public), its searches, and the views and contacts it
 * makes, each counted under the source 'embed' (the chamber's statistics per source).
 */
export const embedApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    embedOptions: build.query<EmbedOptions, number>({ query: (chamberId) => (api) => embedsOf(api).options(chamberId) }),
    embedMembersPage: build.query<EmbedMembersList, EmbedPageArgs>({
      query:
        ({ filters, page, perPage }) =>
        (api) =>
          companiesOf(api).search(filters, page, perPage, 'embed'),
      transformResponse: (answer: CompanySearchPage, _meta, { page }): EmbedMembersList => ({
        content: answer.content,
        totalElements: answer.totalElements,
        last: answer.last,
        page,
      }),
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${JSON.stringify([queryArgs.filters, queryArgs.perPage])})`,
      merge: (current, incoming) => mergeEmbedPage(current, incoming),
      forceRefetch: ({ currentArg, previousArg }) => JSON.stringify(currentArg) !== JSON.stringify(previousArg),
    }),
    embedMember: build.query<EmbedMember, number>({
      query: (id) => async (api) => {
        const [company, schedules] = await Promise.all([companiesOf(api).get(id), companiesOf(api).schedules(id)]);
        return company.error ? company : { data: { company: company.data, schedules: schedules.data ?? [] } };
      },
    }),
    recordEmbedView: build.mutation<null, number>({ query: (companyId) => (api) => trackingOf(api).companyView(companyId, 'embed') }),
    recordEmbedContact: build.mutation<null, { companyId: number; channel: ContactChannel }>({
      query:
        ({ companyId, channel }) =>
        (api) =>
          trackingOf(api).companyContact(companyId, channel, 'embed'),
    }),
  }),
});

export const { useEmbedOptionsQuery, useEmbedMembersPageQuery, useEmbedMemberQuery, useRecordEmbedViewMutation, useRecordEmbedContactMutation } = embedApi;
