import { NewsScreen } from '@annuaire/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { PageHead } from '../../shared/PageHead';
import { PublicPage } from '../../shared/PublicPage';
import { toAnnouncement } from '../../shared/announcementMappers';
import { NEWS_CATEGORY_PARAM, NEWS_PATH, newsAddressFromQuery, newsHref } from './newsAddress';
import { NEWS_PAGE_SIZE, useCategoriesQuery, useUpcomingAnnouncementsQuery } from './newsApi';

/**
 * /actualites: every upcoming announcement, paged, filtered by category (DESIGN.md routes; spec public §2.1). The
 * category and page are the address's (newsAddress.ts): each choice is a new entry of the history.
 */
export default function NewsContainer() {
  const language = useAppSelector((state) => state.language.current);
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { categoryId, page } = newsAddressFromQuery(query);
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
      <PageHead />
      <NewsScreen
        announcements={(news.data?.content ?? []).map((event) => toAnnouncement(event, language))}
        status={news.isFetching ? 'loading' : news.isError ? 'error' : 'loaded'}
        errorMessage={news.error?.message}
        categories={categoryChoices}
        categoryId={categoryId}
        onCategoryChange={(next) => void navigate(newsHref({ categoryId: next, page: 0 }))}
        categoryForm={{ action: NEWS_PATH, name: NEWS_CATEGORY_PARAM }}
        page={page}
        pageSize={NEWS_PAGE_SIZE}
        total={news.data?.totalElements ?? 0}
        pageHref={(next) => newsHref({ categoryId, page: next })}
        onPageChange={(next) => {
          void navigate(newsHref({ categoryId, page: next }));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </PublicPage>
  );
}
