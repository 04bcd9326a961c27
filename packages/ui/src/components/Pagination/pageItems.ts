/** One slot of a numbered pager: a 0-based page index or a gap. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The pages a numbered pager shows: always the first and the last, the current one with `siblings` on each side,
 * and an ellipsis for each gap of two pages or more, so the number of slots stays constant (2 * siblings + 5)
 * while the user moves. Pages are 0-based (admin §9: first page index 0).
 */
export function getPageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(current, 0), pageCount - 1);
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(0, pageCount - 1);

  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, pageCount - 2);
  const gapStart = left > 2;
  const gapEnd = right < pageCount - 3;
  const edgeCount = siblings * 2 + 3;

  if (!gapStart && gapEnd) return [...range(0, edgeCount - 1), 'ellipsis-end', pageCount - 1];
  if (gapStart && !gapEnd) return [0, 'ellipsis-start', ...range(pageCount - edgeCount, pageCount - 1)];
  return [0, 'ellipsis-start', ...range(left, right), 'ellipsis-end', pageCount - 1];
}

/** 1-based first and last item numbers of a page, for 'Affichage de {from} à {to} sur {total} résultats'. */
export function getPageRange(page: number, pageSize: number, totalItems: number): { from: number; to: number } {
  if (totalItems <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const from = page * pageSize + 1;
  return { from: Math.min(from, totalItems), to: Math.min((page + 1) * pageSize, totalItems) };
}
