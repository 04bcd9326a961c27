import { ExternalLink, EyeOff, Eye, Pencil } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { CountryLabel } from '../../../components/CountryFlag';
import { Logo } from '../../../components/Logo';
import { MetricCard } from '../../../components/MetricCard';
import { Spinner } from '../../../components/Spinner';
import { StarRating } from '../../../components/StarRating';
import { StatusBadge } from '../../../components/StatusBadge';
import { useFormat } from '../../../format/useFormat';
import { sortOpeningHours } from '../../public/MemberDetailsScreen/model';
import type { OpeningHours } from '../../public/MemberDetailsScreen/model';
import type { MemberStatus } from '../types';
import * as styles from './AdminMemberViewScreen.css';

const dayMessage: Record<OpeningHours['dayOfWeek'], string> = {
  MONDAY: 'admin.memberView.day.MONDAY',
  TUESDAY: 'admin.memberView.day.TUESDAY',
  WEDNESDAY: 'admin.memberView.day.WEDNESDAY',
  THURSDAY: 'admin.memberView.day.THURSDAY',
  FRIDAY: 'admin.memberView.day.FRIDAY',
  SATURDAY: 'admin.memberView.day.SATURDAY',
  SUNDAY: 'admin.memberView.day.SUNDAY',
};

/** A member as the administrator's view shows it (the public profile's fields plus status and dates). */
export interface AdminMemberView {
  id: number;
  name: string;
  logoUrl?: string;
  sector: string;
  country: string;
  countryIcon?: string;
  status: MemberStatus;
  description: string;
  address: string;
  city?: string;
  phone?: string;
  email?: string;
  website?: string;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  averageRating?: number;
  ratingCount: number;
}

/** A review with its moderation state (hidden reviews leave the public list and the average). */
export interface ModeratedReview {
  id: number;
  author: string;
  score: number;
  comment: string;
  /** ISO 8601. */
  createdAt: string;
  hidden: boolean;
  hiddenBy?: string;
  hiddenAt?: string;
}

/** The member's statistics: profile views and contacts received, each over the week with its growth. */
export interface AdminMemberStatistics {
  views: { total: number; weeklyEvolution: number };
  contacts: { total: number; weeklyEvolution: number };
}

export type AdminMemberViewState =
  { status: 'loading' } | { status: 'notFound' } | { status: 'error'; message?: string } | { status: 'loaded'; member: AdminMemberView };

export interface AdminMemberViewScreenProps {
  state: AdminMemberViewState;
  onRetry?: () => void;
  /** /admin/membres/{id}/edit */
  editHref: string;
  /** The public page of the member (/membre/{id}), opened in a new tab. */
  publicHref: string;
  /** The statistics: undefined while they load; null when they could not be loaded. */
  statistics?: AdminMemberStatistics | null;
  schedules: readonly OpeningHours[];
  reviews: { status: 'loading' } | { status: 'error'; message?: string } | { status: 'loaded'; items: readonly ModeratedReview[] };
  /** Hides or shows a review. */
  onReviewVisibilityChange: (review: ModeratedReview, hidden: boolean) => void;
  /** Reviews whose change is on its way. */
  changingReviewIds?: ReadonlySet<number>;
  /** A moderation that failed, dismissible. */
  notice?: { message: string; onDismiss: () => void };
}

/**
 * /admin/membres/{id} (the profile as the public sees it plus status, creation and update dates, the member's
 * statistics with their week growth, its opening hours and its reviews with moderation: hide / show).
 */
export function AdminMemberViewScreen({
  state,
  onRetry,
  editHref,
  publicHref,
  statistics,
  schedules,
  reviews,
  onReviewVisibilityChange,
  changingReviewIds,
  notice,
}: AdminMemberViewScreenProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (state.status === 'loading') return <Spinner label={t('admin.memberView.loading')} showLabel />;
  if (state.status === 'notFound') return <EmptyState headingLevel={2} title={t('admin.memberView.notFound')} />;
  if (state.status === 'error') {
    return (
      <Alert tone="error" title={state.message ?? t('admin.memberView.error')}>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('admin.memberView.retry')}
          </Button>
        ) : null}
      </Alert>
    );
  }
  const { member } = state;
  const hours = sortOpeningHours(schedules);

  return (
    <div className={styles.screen}>
      <Card as="section" padding="lg">
        <div className={styles.identity}>
          <Logo name={member.name} src={member.logoUrl} size="lg" loading="eager" />
          <div className={styles.names}>
            <h2 className={styles.name}>{member.name}</h2>
            <p className={styles.meta}>
              {member.sector} · {member.countryIcon ? <CountryLabel icon={member.countryIcon}>{member.country}</CountryLabel> : member.country}
            </p>
            <p className={styles.meta}>
              {t('admin.memberView.dates', { created: format.serviceDate(member.createdAt), updated: format.serviceDate(member.updatedAt) })}
            </p>
          </div>
          <div className={styles.status}>
            <StatusBadge status={member.status} />
            {member.averageRating !== undefined && member.ratingCount > 0 ? <StarRating average={member.averageRating} count={member.ratingCount} /> : null}
          </div>
        </div>
        <div className={styles.actions}>
          <ButtonLink href={editHref} leadingIcon={<Pencil size={16} />}>
            {t('admin.memberView.edit')}
          </ButtonLink>
          <ButtonLink href={publicHref} variant="secondary" target="_blank" rel="noopener noreferrer" leadingIcon={<ExternalLink size={16} />}>
            {t('admin.memberView.publicPage')}
          </ButtonLink>
        </div>
      </Card>

      <section className={styles.statistics} aria-label={t('admin.memberView.statistics.title')}>
        {statistics === null ? (
          <Alert tone="error">{t('admin.memberView.statistics.error')}</Alert>
        ) : (
          <>
            <MetricCard
              label={t('admin.memberView.statistics.views')}
              value={statistics?.views.total ?? 0}
              growth={statistics?.views.weeklyEvolution}
              caption={t('admin.memberView.statistics.vsLastWeek')}
              loading={statistics === undefined}
            />
            <MetricCard
              label={t('admin.memberView.statistics.contacts')}
              value={statistics?.contacts.total ?? 0}
              growth={statistics?.contacts.weeklyEvolution}
              caption={t('admin.memberView.statistics.vsLastWeek')}
              loading={statistics === undefined}
            />
          </>
        )}
      </section>

      <div className={styles.columns}>
        <Card as="section" padding="lg" headingLevel={2} title={t('admin.memberView.profile.title')}>
          <p className={styles.description}>{member.description}</p>
          <dl className={styles.facts}>
            <dt>{t('admin.memberView.profile.address')}</dt>
            <dd>{[member.address, member.city].filter(Boolean).join(', ')}</dd>
            {member.phone ? (
              <>
                <dt>{t('admin.memberView.profile.phone')}</dt>
                <dd>
                  <a href={`tel:${member.phone}`}>{member.phone}</a>
                </dd>
              </>
            ) : null}
            {member.email ? (
              <>
                <dt>{t('admin.memberView.profile.email')}</dt>
                <dd>
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </dd>
              </>
            ) : null}
            {member.website ? (
              <>
                <dt>{t('admin.memberView.profile.website')}</dt>
                <dd>
                  <a href={member.website} target="_blank" rel="noopener noreferrer">
                    {member.website}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </Card>
        <Card as="section" padding="lg" headingLevel={2} title={t('admin.memberView.hours.title')}>
          {hours.length === 0 ? (
            <p className={styles.muted}>{t('admin.memberView.hours.none')}</p>
          ) : (
            <table className={styles.hours}>
              <caption className={styles.hoursCaption}>{t('admin.memberView.hours.title')}</caption>
              <tbody>
                {hours.map((entry) => (
                  <tr key={entry.dayOfWeek}>
                    <th scope="row">{t(dayMessage[entry.dayOfWeek])}</th>
                    <td>{entry.closed ? t('admin.memberView.hours.closed') : `${entry.openingTime ?? ''} – ${entry.closingTime ?? ''}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>

      <Card as="section" padding="lg" headingLevel={2} title={t('admin.memberView.reviews.title')} subtitle={t('admin.memberView.reviews.subtitle')}>
        {notice ? (
          <Alert tone="error" dismissible onDismiss={notice.onDismiss}>
            {notice.message}
          </Alert>
        ) : null}
        {reviews.status === 'loading' ? <Spinner label={t('admin.memberView.reviews.loading')} showLabel /> : null}
        {reviews.status === 'error' ? <Alert tone="error">{reviews.message ?? t('admin.memberView.reviews.error')}</Alert> : null}
        {reviews.status === 'loaded' && reviews.items.length === 0 ? <p className={styles.muted}>{t('admin.memberView.reviews.none')}</p> : null}
        {reviews.status === 'loaded' && reviews.items.length > 0 ? (
          <ul className={styles.reviews}>
            {reviews.items.map((review) => (
              <li key={review.id} className={styles.review} data-hidden={review.hidden}>
                <div className={styles.reviewHeader}>
                  <StarRating average={review.score} size="sm" />
                  <span className={styles.author}>{review.author}</span>
                  <span className={styles.muted}>{format.serviceDate(review.createdAt)}</span>
                  {review.hidden ? <Badge tone="neutral">{t('admin.memberView.reviews.hidden')}</Badge> : null}
                </div>
                <p className={styles.comment}>{review.comment}</p>
                {review.hidden && review.hiddenBy ? (
                  <p className={styles.muted}>
                    {t('admin.memberView.reviews.hiddenBy', { by: review.hiddenBy, on: review.hiddenAt ? format.serviceDate(review.hiddenAt) : '' })}
                  </p>
                ) : null}
                <Button
                  variant="secondary"
                  size="sm"
                  leadingIcon={review.hidden ? <Eye size={16} /> : <EyeOff size={16} />}
                  busy={changingReviewIds?.has(review.id)}
                  onClick={() => onReviewVisibilityChange(review, !review.hidden)}
                  aria-label={t(review.hidden ? 'admin.memberView.reviews.showOf' : 'admin.memberView.reviews.hideOf', { author: review.author })}
                >
                  {t(review.hidden ? 'admin.memberView.reviews.show' : 'admin.memberView.reviews.hide')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </div>
  );
}
