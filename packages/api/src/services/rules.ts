// Business constants of spec public §9 and admin §9 that shape requests.
export const HOME_MEMBERS_PAGE_SIZE = 6;
export const MEMBERS_PAGE_SIZE = 9;
export const HOME_ADS_PAGE_SIZE = 10;
export const HOME_EVENTS_PAGE_SIZE = 3;
export const ADMIN_PAGE_SIZE = 10;
export const SECTORS_PAGE_SIZE = 10;
export const DEFAULT_COUNTRY_AMCHAM_ID = 1;
export const RECENT_ITEMS_LIMIT = 5;
export const SIMILAR_MEMBERS_MAX = 3;
export const POPULAR_SEARCHES_MAX = 6;
export const FIRST_PAGE = 0;
/** The longest keyword the member search accepts: the contract's maxLength of `keyword` (searchCompanies). */
export const SEARCH_KEYWORD_MAX_LENGTH = 200;

/**
 * A host allowed to show a chamber's embedded directory (the contract's EmbedOrigin): an origin in lower case,
 * https, or http on 127.0.0.1 or localhost; no path, not even a trailing slash.
 */
export const EMBED_ORIGIN_PATTERN = /^(https:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?|http:\/\/(127\.0\.0\.1|localhost)(:[0-9]{1,5})?)$/;
/** At most so many hosts, and an embedded page shows between so many members (EmbedSettings). */
export const EMBED_MAX_ORIGINS = 20;
export const EMBED_PER_PAGE = { min: 6, max: 48 } as const;

/** spec public §5: a text filter is trimmed and sent only if non-empty. */
export function textFilter(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** spec public §5: an id filter is sent only when something is selected ('all' is null, undefined or ''). */
export function selectedId(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Several id filters: each as `selectedId`, duplicates once; sent only when one at least is selected. */
export function selectedIds(values: readonly (number | string)[] | null | undefined): number[] | undefined {
  const ids = [...new Set((values ?? []).map(selectedId).filter((id) => id !== undefined))];
  return ids.length > 0 ? ids : undefined;
}
