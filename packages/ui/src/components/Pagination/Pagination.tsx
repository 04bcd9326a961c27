import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
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
  /**
   * The address of a page: the pages, previous and next become links to it (they read without JavaScript, open in a
   * new tab); a plain click still calls onPageChange.
   */
  hrefOf?: (page: number) => string;
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
  hrefOf,
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
  /** A link to a page when the pager has addresses and the page can be gone to, else a button. */
  const control = (target: number, className: string, disabled: boolean, children: ReactNode, label?: string, current?: boolean) =>
    hrefOf && !disabled ? (
      <a
        className={cx(className, styles.link)}
        href={hrefOf(target)}
        aria-current={current ? 'page' : undefined}
        aria-label={label}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          // a click that opens another tab or window is the browser's
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          go(target);
        }}
      >
        {children}
      </a>
    ) : (
      <button type="button" className={className} aria-current={current ? 'page' : undefined} aria-label={label} disabled={disabled} onClick={() => go(target)}>
        {children}
      </button>
    );

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
          {control(
            page - 1,
            styles.stepButton,
            isFirst || loading,
            <>
              <ChevronLeft size={16} aria-hidden="true" />
              {intl.formatMessage({ id: 'ui.pagination.previous' })}
            </>,
          )}
        </li>
        {variant === 'numbered'
          ? getPageItems(page, pageCount, siblings).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  {control(
                    item,
                    styles.pageButton,
                    loading && item !== page,
                    item + 1,
                    intl.formatMessage({ id: 'ui.pagination.page' }, { page: item + 1 }),
                    item === page,
                  )}
                </li>
              ) : (
                <li key={item} className={styles.ellipsis} aria-hidden="true">
                  …
                </li>
              ),
            )
          : null}
        <li>
          {control(
            page + 1,
            styles.stepButton,
            isLast || loading,
            <>
              {intl.formatMessage({ id: 'ui.pagination.next' })}
              <ChevronRight size={16} aria-hidden="true" />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
