export { Pagination, paginationVariants } from './Pagination';
export type { PaginationProps, PaginationVariant } from './Pagination';
export { getPageItems, getPageRange } from './pageItems';
export type { PageItem } from './pageItems';
