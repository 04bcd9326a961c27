import { ArrowLeft, ArrowRight, Globe, Mail, MapPin, MessageSquarePlus, Phone } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Badge } from '../../../components/Badge';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Logo } from '../../../components/Logo';
import { osmLinkUrl } from '../../../components/MemberMap/tiles';
import { Spinner } from '../../../components/Spinner';
import { StarRating } from '../../../components/StarRating';
import { VideoEmbed } from '../../../components/VideoEmbed';
import { cx } from '../../../styles/cx';
import { MemberCard, displayWebsite } from '../MemberCard';
import type { MemberSummary } from '../types';
import { sortOpeningHours } from './model';
import type { MemberDetails, MemberReview, OpeningHours, Weekday } from './model';
import { ReviewsCarousel } from './ReviewsCarousel';
import type { ReviewsCarouselProps } from './ReviewsCarousel';
import * as styles from './MemberDetailsScreen.css';

// The map is drawn in the browser only, once the tile server is known (never in a server render): its wrapper is
// fetched then, not with the page (issue 13: initial JavaScript of /membre/{id}); Leaflet follows when it nears the screen.
const MemberMap = lazy(() => import('../../../components/MemberMap/MemberMap').then((module) => ({ default: module.MemberMap })));

export const memberDetailsStatuses = ['loading', 'notFound', 'loaded'] as const;
export type MemberDetailsStatus = (typeof memberDetailsStatuses)[number];

/** The ways to reach a member; the app records each as a contact (DESIGN.md: channel email, phone, website). */
export const contactChannels = ['email', 'phone', 'website'] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** Spec public §9: similar members, at most 3. */
export const SIMILAR_MEMBERS_MAX = 3;

const dayMessage: Record<Weekday, string> = {
  MONDAY: 'public.memberDetails.day.MONDAY',
  TUESDAY: 'public.memberDetails.day.TUESDAY',
  WEDNESDAY: 'public.memberDetails.day.WEDNESDAY',
  THURSDAY: 'public.memberDetails.day.THURSDAY',
  FRIDAY: 'public.memberDetails.day.FRIDAY',
  SATURDAY: 'public.memberDetails.day.SATURDAY',
  SUNDAY: 'public.memberDetails.day.SUNDAY',
};

export interface MemberDetailsScreenProps {
  status: MemberDetailsStatus;
  member?: MemberDetails;
  /** Opening hours; the panel shows only when there are some (spec public §2.5). */
  schedules?: readonly OpeningHours[];
  /** Computed by the container from the schedules and the current time; no badge when undefined. */
  openNow?: boolean;
  /** The ratings, already repeated to fill 3 or replaced by `placeholderReview` (spec public §4). */
  reviews: readonly MemberReview[];
  /** The carousel's controlled state (the app's carousel slice: index, items per view, autoplay). */
  reviewsCarousel: Omit<ReviewsCarouselProps, 'reviews'>;
  similarMembers: readonly MemberSummary[];
  /** 'Donner un avis': the container opens the ReviewDialog. */
  onWriteReview: () => void;
  /** A visitor is about to use 'Donner un avis' (pointer over it, focus, touch): time to fetch the dialog's code. */
  onWriteReviewIntent?: () => void;
  /** A contact link was used (to record the contact; the link still opens). */
  onContactChannel?: (channel: ContactChannel) => void;
  onContactMember?: (member: MemberSummary) => void;
  /** The review was sent: the success banner shows (spec public §4: 3 s, then the details reload). */
  reviewSent?: boolean;
  homeHref?: string;
  membersHref?: string;
  /** The tile server of the map (the app's configuration, once known); without it only the address and the link show. */
  mapTiles?: { url: string; attribution: string };
}

/** A member's public profile page /membre/{id} with its loading and not-found states (spec public §2.5). */
export function MemberDetailsScreen(props: MemberDetailsScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { status, member, membersHref = '/membres' } = props;

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
  schedules = [],
  openNow,
  reviews,
  reviewsCarousel,
  similarMembers,
  onWriteReview,
  onWriteReviewIntent,
  onContactChannel,
  onContactMember,
  reviewSent = false,
  homeHref = '/',
  membersHref = '/membres',
  mapTiles,
}: MemberDetailsScreenProps & { member: MemberDetails }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const meta = [member.sector, member.country].filter(Boolean).join(' · ');
  const hours = sortOpeningHours(schedules);
  const hasMap = member.latitude !== undefined && member.latitude !== null && member.longitude !== undefined && member.longitude !== null;
  const similar = similarMembers.slice(0, SIMILAR_MEMBERS_MAX);

  const contacts: Array<{ key: string; icon: ReactNode; label: string; content: ReactNode }> = [];
  if (member.phone) {
    contacts.push({
      key: 'phone',
      icon: <Phone size={18} />,
      label: t('public.memberDetails.phone'),
      content: (
        <a className={styles.link} href={`tel:${member.phone.replace(/[^\d+]/g, '')}`} onClick={() => onContactChannel?.('phone')}>
          {member.phone}
        </a>
      ),
    });
  }
  if (member.email) {
    contacts.push({
      key: 'email',
      icon: <Mail size={18} />,
      label: t('public.memberDetails.email'),
      content: (
        <a className={styles.link} href={`mailto:${member.email}`} onClick={() => onContactChannel?.('email')}>
          {member.email}
        </a>
      ),
    });
  }
  if (member.address) contacts.push({ key: 'address', icon: <MapPin size={18} />, label: t('public.memberDetails.address'), content: member.address });
  if (member.website) {
    contacts.push({
      key: 'website',
      icon: <Globe size={18} />,
      label: t('public.memberDetails.website'),
      content: (
        <a className={styles.link} href={member.website} target="_blank" rel="noopener noreferrer" onClick={() => onContactChannel?.('website')}>
          {displayWebsite(member.website)}
          <span className={styles.closed}> {t('public.memberDetails.newTab')}</span>
        </a>
      ),
    });
  }

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
        <aside className={styles.aside} aria-label={t('public.memberDetails.contactTitle')}>
          <section className={styles.panel} aria-labelledby="member-contact">
            <h2 id="member-contact" className={styles.panelTitle}>
              {t('public.memberDetails.contactTitle')}
            </h2>
            {contacts.length > 0 ? (
              <ul className={styles.contactList}>
                {contacts.map((contact) => (
                  <li key={contact.key} className={styles.contactItem}>
                    <span className={styles.contactIcon} role="img" aria-label={contact.label}>
                      {contact.icon}
                    </span>
                    <span>{contact.content}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.text}>{t('public.memberDetails.noContact')}</p>
            )}
            {onContactMember ? (
              <Button variant="secondary" leadingIcon={<Mail size={18} />} onClick={() => onContactMember(member)}>
                {t('public.memberDetails.contact')}
              </Button>
            ) : null}
          </section>
          {hours.length > 0 ? (
            <section className={styles.panel} aria-labelledby="member-hours">
              <div className={styles.panelHead}>
                <h2 id="member-hours" className={styles.panelTitle}>
                  {t('public.memberDetails.hoursTitle')}
                </h2>
                {openNow === undefined ? null : (
                  <Badge tone={openNow ? 'success' : 'neutral'}>{t(openNow ? 'public.memberDetails.openNow' : 'public.memberDetails.closedNow')}</Badge>
                )}
              </div>
              <table className={styles.hoursTable}>
                <caption className={styles.hoursCaption}>{t('public.memberDetails.hoursCaption')}</caption>
                <tbody>
                  {hours.map((day) => (
                    <tr key={day.dayOfWeek} className={styles.hoursRow}>
                      <th scope="row" className={styles.hoursDay}>
                        {t(dayMessage[day.dayOfWeek])}
                      </th>
                      <td className={cx(styles.hoursTime, day.closed && styles.closed)}>
                        {day.closed || !day.openingTime || !day.closingTime
                          ? t('public.memberDetails.closed')
                          : t('public.memberDetails.timeRange', { from: day.openingTime, to: day.closingTime })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </aside>
        <div className={styles.main}>
          <section className={styles.panel} aria-labelledby="member-presentation">
            <h2 id="member-presentation" className={styles.panelTitle}>
              {t('public.memberDetails.presentationTitle')}
            </h2>
            <p className={styles.text}>{member.description || t('public.memberDetails.noDescription')}</p>
          </section>
          {member.pictures && member.pictures.length > 0 ? (
            <section className={styles.panel} aria-labelledby="member-gallery">
              <h2 id="member-gallery" className={styles.panelTitle}>
                {t('public.memberDetails.galleryTitle')}
              </h2>
              <ul className={styles.gallery}>
                {member.pictures.map((picture, index) => (
                  <li key={picture}>
                    <img
                      className={styles.galleryImage}
                      src={picture}
                      alt={t('public.memberDetails.pictureAlt', { n: index + 1, name: member.name })}
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {member.videoEmbedUrl ? (
            <section className={styles.panel} aria-labelledby="member-video">
              <h2 id="member-video" className={styles.panelTitle}>
                {t('public.memberDetails.videoTitle')}
              </h2>
              <VideoEmbed url={member.videoEmbedUrl} title={t('public.memberDetails.videoFrameTitle', { name: member.name })} />
            </section>
          ) : null}
          {hasMap ? (
            <section className={styles.panel} aria-labelledby="member-map">
              <h2 id="member-map" className={styles.panelTitle}>
                {t('public.memberDetails.mapTitle')}
              </h2>
              {/* drawn in the browser only; without JavaScript or tiles, the address and the link below stand for it */}
              {mapTiles ? (
                <Suspense fallback={null}>
                  <MemberMap
                    points={[{ id: member.id, name: member.name, lat: member.latitude ?? 0, lon: member.longitude ?? 0 }]}
                    label={t('ui.memberMap.titleOf', { place: member.name })}
                    fallback={null}
                    tileUrl={mapTiles.url}
                    attribution={mapTiles.attribution}
                    height={320}
                  />
                </Suspense>
              ) : null}
              {member.address ? <p className={styles.text}>{member.address}</p> : null}
              <a className={styles.mapLink} href={osmLinkUrl(member.latitude ?? 0, member.longitude ?? 0)} target="_blank" rel="noreferrer noopener">
                {t('ui.memberMap.openOsm')}
              </a>
            </section>
          ) : null}
          <section className={styles.panel} aria-labelledby="member-reviews">
            <h2 id="member-reviews" className={styles.panelTitle}>
              {t('public.memberDetails.reviewsTitle')}
            </h2>
            <ReviewsCarousel reviews={reviews} {...reviewsCarousel} />
          </section>
        </div>
      </div>
      {similar.length > 0 ? (
        <section className={styles.panel} aria-labelledby="member-similar">
          <div className={styles.panelHead}>
            <h2 id="member-similar" className={styles.panelTitle}>
              {t('public.memberDetails.similarTitle')}
            </h2>
            <ButtonLink href={membersHref} variant="link" trailingIcon={<ArrowRight size={16} />}>
              {t('public.memberDetails.seeAllMembers')}
            </ButtonLink>
          </div>
          <ul className={styles.similarGrid}>
            {similar.map((similarMember) => (
              <li key={similarMember.id} className={styles.similarItem}>
                <MemberCard member={similarMember} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
