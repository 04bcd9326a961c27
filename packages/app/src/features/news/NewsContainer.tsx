import { NewsScreen } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../shared/usePageMeta';
import { PublicPage } from '../../shared/PublicPage';
import { toAnnouncement } from '../../shared/announcementMappers';
import { NEWS_PAGE_SIZE, useCategoriesQuery, useUpcomingAnnouncementsQuery } from './newsApi';

/** /actualites: every upcoming announcement, paged, filtered by category (DESIGN.md routes; spec public §2.1). */
export default function NewsContainer() {
  usePageMeta('app.page.news.title', 'app.page.news.description');
  const language = useAppSelector((state) => state.language.current);
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(0);
  const categories = useCategoriesQuery();
  const news = useUpcomingAnnouncementsQuery({ page, size: NEWS_PAGE_SIZE, categoryId: categoryId === '' ? null : categoryId });

  const categoryChoices = useMemo(
    () =>
      (categories.data ?? [])
        .map((category) => ({ value: String(category.id), label: language === 'en' ? category.nameEn : category.nameFr }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [categories.data, language],
  );

  return (
    <PublicPage>
      <NewsScreen
        announcements={(news.data?.content ?? []).map(toAnnouncement)}
        status={news.isFetching ? 'loading' : news.isError ? 'error' : 'loaded'}
        errorMessage={news.error?.message}
        categories={categoryChoices}
        categoryId={categoryId}
        onCategoryChange={(next) => {
          setCategoryId(next);
          setPage(0);
        }}
        page={page}
        pageSize={NEWS_PAGE_SIZE}
        total={news.data?.totalElements ?? 0}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </PublicPage>
  );
}
