import { ArrowRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/Skeleton';
import { NewsCard } from '../NewsCard';
import type { Announcement } from '../types';
import * as styles from './NewsSection.css';

export const newsStatuses = ['loading', 'error', 'loaded'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export interface NewsSectionProps {
  announcements: readonly Announcement[];
  status?: NewsStatus;
  /** Overrides the catalogue's error text (e.g. the service's message). */
  errorMessage?: string;
  /** Anchor of the section (the home page's #annonces). */
  id?: string;
  /** The page with every announcement; no link when null. */
  allNewsHref: string | null;
}

/** News and events of the home page: loading, error, empty and grid states (spec public §2.3). */
export function NewsSection({ announcements, status = 'loaded', errorMessage, id = 'annonces', allNewsHref }: NewsSectionProps) {
  const intl = useIntl();
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} aria-busy={status === 'loading' || undefined} className={styles.section}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'public.news.title' })}
        </h2>
        {allNewsHref !== null ? (
          <ButtonLink href={allNewsHref} variant="link" trailingIcon={<ArrowRight size={16} />}>
            {intl.formatMessage({ id: 'public.news.all' })}
          </ButtonLink>
        ) : null}
      </div>
      <NewsList announcements={announcements} status={status} errorMessage={errorMessage} />
    </section>
  );
}

export interface NewsListProps {
  announcements: readonly Announcement[];
  status: NewsStatus;
  errorMessage?: string;
  /** Number of placeholder cards while loading. */
  placeholders?: number;
  /** Heading level of the cards' titles: 3 under the home section's h2, 2 under the news page's h1. */
  headingLevel?: 2 | 3;
}

/** The grid of announcement cards with its loading, error and empty states (home section and /actualites). */
export function NewsList({ announcements, status, errorMessage, placeholders = 3, headingLevel = 3 }: NewsListProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <ul className={styles.grid}>
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <Skeleton shape="rect" height="10rem" />
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton lines={2} />
          </li>
        ))}
      </ul>
    );
  }
  if (status === 'error') {
    return <Alert tone="error">{errorMessage ?? intl.formatMessage({ id: 'public.news.error' })}</Alert>;
  }
  if (announcements.length === 0) {
    return <EmptyState headingLevel={headingLevel} title={intl.formatMessage({ id: 'public.news.empty' })} />;
  }
  return (
    <ul className={styles.grid}>
      {announcements.map((announcement) => (
        <li key={announcement.id} className={styles.item}>
          <NewsCard announcement={announcement} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
