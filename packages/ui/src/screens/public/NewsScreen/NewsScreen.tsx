import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Pagination } from '../../../components/Pagination';
import { Select } from '../../../components/Select';
import { NewsList } from '../NewsSection';
import type { NewsStatus } from '../NewsSection';
import type { Announcement, FilterOption } from '../types';
import * as styles from './NewsScreen.css';

export interface NewsScreenProps {
  /** The announcements of the current page. */
  announcements: readonly Announcement[];
  status: NewsStatus;
  errorMessage?: string;
  /** Categories in the current language; '' means all categories. */
  categories: readonly FilterOption[];
  categoryId: string;
  onCategoryChange: (categoryId: string) => void;
  /** 0-based page, its size and the total number of announcements (paged answer's totalElements). */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The address of a page of the current category: the pager's pages are links (they read without JavaScript). */
  pageHref?: (page: number) => string;
  /**
   * The category filter as a form sent by GET to `action` with the category in `name` (without JavaScript, a button
   * sends it; with JavaScript, choosing a category calls onCategoryChange at once).
   */
  categoryForm?: { action: string; name: string };
}

/** /actualites: every upcoming announcement, filtered by category, page by page, with the home page's card. */
export function NewsScreen({
  announcements,
  status,
  errorMessage,
  categories,
  categoryId,
  onCategoryChange,
  page,
  pageSize,
  total,
  onPageChange,
  pageHref,
  categoryForm,
}: NewsScreenProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const categorySelect = (name?: string) => (
    <Select
      className={styles.filter}
      name={name}
      label={t('public.newsPage.category')}
      allOption={t('public.newsPage.allCategories')}
      options={categories}
      value={categoryId}
      onValueChange={onCategoryChange}
    />
  );
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <header>
          <h1 className={styles.title}>{t('public.newsPage.title')}</h1>
          <p className={styles.subtitle}>{t('public.newsPage.subtitle')}</p>
        </header>
        {categoryForm ? (
          <form method="get" action={categoryForm.action} className={styles.filterForm}>
            {categorySelect(categoryForm.name)}
            <noscript>
              <Button type="submit" variant="secondary">
                {t('public.newsPage.applyCategory')}
              </Button>
            </noscript>
          </form>
        ) : (
          categorySelect()
        )}
      </div>
      <section aria-label={t('public.newsPage.title')} aria-busy={status === 'loading' || undefined}>
        <NewsList announcements={announcements} status={status} errorMessage={errorMessage} placeholders={Math.min(pageSize, 6)} headingLevel={2} />
      </section>
      {status !== 'error' ? (
        <Pagination page={page} pageSize={pageSize} totalItems={total} onPageChange={onPageChange} loading={status === 'loading'} hrefOf={pageHref} />
      ) : null}
    </div>
  );
}
