/** The paged answer of every list call: content, totalElements, totalPages, last, number, size. */

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  last: boolean;
  number: number;
  size: number;
}

export interface PageRequest {
  page: number;
  size: number;
}

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

/** Reads page and size from query values the validator already typed, with the contract's defaults and bounds. */
export function pageRequest(query: { page?: number | string | null; size?: number | string | null }): PageRequest {
  const page = Number(query.page ?? 0);
  const size = Number(query.size ?? DEFAULT_PAGE_SIZE);
  return {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    size: Number.isInteger(size) && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
}

export function offsetOf(request: PageRequest): number {
  return request.page * request.size;
}

/** A page past the end is empty and `last`; an empty result is one empty last page (totalPages 0). */
export function toPage<T>(content: T[], totalElements: number, request: PageRequest): Page<T> {
  const totalPages = Math.ceil(totalElements / request.size);
  return {
    content,
    totalElements,
    totalPages,
    last: request.page >= totalPages - 1,
    number: request.page,
    size: request.size,
  };
}
