// The state of /actualites in its address: the category (`categorie`, an id) and the page (`page`, 0-based like
// /membres's: absent for the first). The server renders the page an address names, the pager's pages and the
// category's form lead to other addresses, so the page reads without JavaScript and back/forward walk its history.

export const NEWS_PATH = '/actualites';
export const NEWS_CATEGORY_PARAM = 'categorie';
const MAX_PAGE = 10_000;

export interface NewsAddress {
  /** A category id, '' for every category. */
  categoryId: string;
  /** 0-based. */
  page: number;
}

/** What an address of /actualites names; every category's first page for a bare or unreadable one. */
export function newsAddressFromQuery(query: URLSearchParams): NewsAddress {
  const category = query.get(NEWS_CATEGORY_PARAM) ?? '';
  const page = Number(query.get('page'));
  return {
    categoryId: /^[1-9]\d{0,9}$/.test(category) ? category : '',
    page: Number.isInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0,
  };
}

/** The address of a page of /actualites. */
export function newsHref({ categoryId, page }: NewsAddress): string {
  const query = new URLSearchParams();
  if (categoryId !== '') query.set(NEWS_CATEGORY_PARAM, categoryId);
  if (page > 0) query.set('page', String(page));
  const search = query.toString();
  return search === '' ? NEWS_PATH : `${NEWS_PATH}?${search}`;
}
