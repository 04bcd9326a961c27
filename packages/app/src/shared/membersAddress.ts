import { SEARCH_KEYWORD_MAX_LENGTH } from '@annuaire/api';
import { emptyFilters, hasActiveFilter, type SearchFilters } from '../state/filters/filtersSlice';

// The search of /membres in its address (keyword, country, sector, page): the server renders the search it names,
// and the page's 'See more' is a real link to the next page, so it reads without JavaScript too.

const MAX_PAGE = 10_000;

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** The members search an address names; the empty search for a bare /membres. */
export function membersSearchFromQuery(query: URLSearchParams): SearchFilters {
  const page = Number(query.get('page'));
  const filters: SearchFilters = {
    ...emptyFilters,
    // the longest keyword the search accepts (an address kept from before, or typed)
    keyword: (query.get('keyword') ?? '').slice(0, SEARCH_KEYWORD_MAX_LENGTH),
    countryId: positiveId(query.get('country')),
    sectorId: positiveId(query.get('sector')),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0,
  };
  return { ...filters, searchActive: hasActiveFilter(filters) };
}

/** The address of a page of a members search. */
export function membersSearchHref(filters: Pick<SearchFilters, 'keyword' | 'countryId' | 'sectorId'>, page: number): string {
  const query = new URLSearchParams();
  if (filters.keyword.trim() !== '') query.set('keyword', filters.keyword.trim());
  if (filters.countryId !== null) query.set('country', String(filters.countryId));
  if (filters.sectorId !== null) query.set('sector', String(filters.sectorId));
  if (page > 0) query.set('page', String(page));
  const search = query.toString();
  return search === '' ? '/membres' : `/membres?${search}`;
}
