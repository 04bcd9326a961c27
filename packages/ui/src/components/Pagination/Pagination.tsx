import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '../../format/useFormat';
import { cx } from '../../styles/cx';
import * as styles from './Pagination.css';
import { getPageItems, getPageRange } from './pageItems';

export const paginationVariants = ['numbered', 'simple'] as const;
export type PaginationVariant = (typeof paginationVariants)[number];

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Current page, 0-based (admin §9: first page index 0). */
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** Numbered pages with ellipsis, or only previous / next (admin §2 sectors footer). */
  variant?: PaginationVariant;
  /** While a page loads, previous and next are disabled (admin §2). */
  loading?: boolean;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Spec: the pager shows only when there is more than one page; set to keep it for a single page. */
  showWhenSinglePage?: boolean;
  /** Hide the 'Affichage de X à Y sur Z résultats' line. */
  hideSummary?: boolean;
}

export function Pagination({
  page,
  pageSize,
  totalItems,
  onPageChange,
  variant = 'numbered',
  loading = false,
  siblings = 1,
  showWhenSinglePage = false,
  hideSummary = false,
  className,
  ...rest
}: PaginationProps) {
  const intl = useIntl();
  const format = useFormat();
  const pageCount = pageSize > 0 ? Math.ceil(totalItems / pageSize) : 0;
  if (pageCount <= 1 && !showWhenSinglePage) return null;

  const { from, to } = getPageRange(page, pageSize, totalItems);
  const isFirst = page <= 0;
  const isLast = page >= pageCount - 1;
  const go = (target: number) => {
    if (!loading && target !== page && target >= 0 && target < pageCount) onPageChange(target);
  };

  return (
    <nav
      {...rest}
      aria-label={intl.formatMessage({ id: 'ui.pagination.label' })}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={cx(styles.root, className)}
    >
      {hideSummary ? null : (
        <p className={styles.summary} aria-live="polite">
          {intl.formatMessage({ id: 'ui.pagination.summary' }, { from: format.number(from), to: format.number(to), total: format.number(totalItems) })}
        </p>
      )}
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.stepButton} disabled={isFirst || loading} onClick={() => go(page - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
            {intl.formatMessage({ id: 'ui.pagination.previous' })}
          </button>
        </li>
        {variant === 'numbered'
          ? getPageItems(page, pageCount, siblings).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    className={styles.pageButton}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={intl.formatMessage({ id: 'ui.pagination.page' }, { page: item + 1 })}
                    disabled={loading && item !== page}
                    onClick={() => go(item)}
                  >
                    {item + 1}
                  </button>
                </li>
              ) : (
                <li key={item} className={styles.ellipsis} aria-hidden="true">
                  …
                </li>
              ),
            )
          : null}
        <li>
          <button type="button" className={styles.stepButton} disabled={isLast || loading} onClick={() => go(page + 1)}>
            {intl.formatMessage({ id: 'ui.pagination.next' })}
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
