import { ArrowLeft, MessageSquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Logo } from '../../../components/Logo';
import { Spinner } from '../../../components/Spinner';
import { StarRating } from '../../../components/StarRating';
import type { MemberDetails } from './model';
import * as styles from './MemberDetailsScreen.css';

export const memberDetailsStatuses = ['loading', 'notFound', 'loaded'] as const;
export type MemberDetailsStatus = (typeof memberDetailsStatuses)[number];

export interface MemberDetailsScreenProps {
  status: MemberDetailsStatus;
  member?: MemberDetails;
  // The parts after the member's heading (MemberDetailsSections.tsx), as elements: an app may load their code later.
  /** The contact details and the opening hours (MemberContactSections). */
  contact?: ReactNode;
  /** The gallery and the video (MemberMediaSections). */
  media?: ReactNode;
  /** The map, the address and the OpenStreetMap link (MemberMapSection). */
  location?: ReactNode;
  /** The reviews carousel (MemberReviewsSection). */
  reviews: ReactNode;
  /** Up to 3 similar members (SimilarMembersSection). */
  similar?: ReactNode;
  /** 'Donner un avis': the container opens the ReviewDialog. */
  onWriteReview: () => void;
  /** A visitor is about to use 'Donner un avis' (pointer over it, focus, touch): time to fetch the dialog's code. */
  onWriteReviewIntent?: () => void;
  /** The review was sent: the success banner shows (spec public §4: 3 s, then the details reload). */
  reviewSent?: boolean;
  /** The home page and the members page: the breadcrumb, and the way back when the member is not found. */
  homeHref: string;
  membersHref: string;
}

/** A member's public profile page /membre/{id} with its loading and not-found states (spec public §2.5). */
export function MemberDetailsScreen(props: MemberDetailsScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { status, member, membersHref } = props;

  if (status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner size="lg" label={t('public.memberDetails.loading')} showLabel />
      </div>
    );
  }

  if (status === 'notFound' || member === undefined) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={2}
          title={<span role="alert">{t('public.memberDetails.notFound')}</span>}
          description={t('public.memberDetails.notFoundHint')}
          action={
            <ButtonLink href={membersHref} leadingIcon={<ArrowLeft size={18} />}>
              {t('public.memberDetails.backToList')}
            </ButtonLink>
          }
        />
      </div>
    );
  }

  return <LoadedMember {...props} member={member} />;
}

function LoadedMember({
  member,
  contact,
  media,
  location,
  reviews,
  similar,
  onWriteReview,
  onWriteReviewIntent,
  reviewSent = false,
  homeHref,
  membersHref,
}: MemberDetailsScreenProps & { member: MemberDetails }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const meta = [member.sector, member.country].filter(Boolean).join(' · ');

  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[
          { label: t('public.memberDetails.breadcrumbHome'), href: homeHref },
          { label: t('public.memberDetails.breadcrumbMembers'), href: membersHref },
          { label: member.name },
        ]}
      />
      {reviewSent ? <Alert tone="success">{t('public.memberDetails.reviewSent')}</Alert> : null}
      <header className={styles.header}>
        <Logo name={member.name} src={member.logoUrl} size="xl" fallback="initial" loading="eager" />
        <div className={styles.identity}>
          <h1 className={styles.name}>{member.name}</h1>
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          <RatingSummary average={member.averageRating} count={member.reviewCount} />
        </div>
        <Button
          size="lg"
          leadingIcon={<MessageSquarePlus size={20} />}
          onClick={onWriteReview}
          onPointerEnter={onWriteReviewIntent}
          onFocus={onWriteReviewIntent}
          onTouchStart={onWriteReviewIntent}
        >
          {t('public.memberDetails.writeReview')}
        </Button>
      </header>
      <div className={styles.columns}>
        {contact}
        <div className={styles.main}>
          <section className={styles.panel} aria-labelledby="member-presentation">
            <h2 id="member-presentation" className={styles.panelTitle}>
              {t('public.memberDetails.presentationTitle')}
            </h2>
            <p className={styles.text}>{member.description || t('public.memberDetails.noDescription')}</p>
          </section>
          {media}
          {location}
          {reviews}
        </div>
      </div>
      {similar}
    </div>
  );
}

/** Average to one decimal and the number of reviews (spec public §9); a plain note before the first review. */
function RatingSummary({ average, count }: { average?: number; count?: number }) {
  const intl = useIntl();
  if (average === undefined || count === undefined || count === 0) {
    return <p className={styles.meta}>{intl.formatMessage({ id: 'public.memberDetails.noRating' })}</p>;
  }
  return <StarRating average={average} count={count} />;
}
