import { ArrowRight, Globe, Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { osmLinkUrl } from '../../../components/MemberMap/tiles';
import { VideoEmbed } from '../../../components/VideoEmbed';
import { cx } from '../../../styles/cx';
import { MemberCard, displayWebsite } from '../MemberCard';
import type { MemberSummary } from '../types';
import { sortOpeningHours } from './model';
import type { MemberDetails, MemberReview, OpeningHours, Weekday } from './model';
import { ReviewsCarousel, type ReviewsCarouselProps } from './ReviewsCarousel';
import * as styles from './MemberDetailsScreen.css';

// The parts of a member's page below its first screen (spec public §2.5), apart from the screen so that an app can
// load their code after the page's (initial JavaScript and blocking time of /membre/{id}); the screen
// takes them as elements, like the home screen its news and partners.

// The map is drawn in the browser only, once the tile server is known (never in a server render): its wrapper is
// fetched then; Leaflet follows when it nears the screen.
const MemberMap = lazy(() => import('../../../components/MemberMap/MemberMap').then((module) => ({ default: module.MemberMap })));

/** Spec public §9: similar members, at most 3. */
export const SIMILAR_MEMBERS_MAX = 3;

/** The ways to reach a member; the app records each as a contact (DESIGN.md: channel email, phone, website). */
export const contactChannels = ['email', 'phone', 'website'] as const;
export type ContactChannel = (typeof contactChannels)[number];

const dayMessage: Record<Weekday, string> = {
  MONDAY: 'public.memberDetails.day.MONDAY',
  TUESDAY: 'public.memberDetails.day.TUESDAY',
  WEDNESDAY: 'public.memberDetails.day.WEDNESDAY',
  THURSDAY: 'public.memberDetails.day.THURSDAY',
  FRIDAY: 'public.memberDetails.day.FRIDAY',
  SATURDAY: 'public.memberDetails.day.SATURDAY',
  SUNDAY: 'public.memberDetails.day.SUNDAY',
};

export interface MemberContactSectionsProps {
  member: MemberDetails;
  /** Opening hours; the panel shows only when there are some (spec public §2.5). */
  schedules?: readonly OpeningHours[];
  /** Computed by the container from the schedules and the current time; no badge when undefined. */
  openNow?: boolean;
  /** A contact link was used (to record the contact; the link still opens). */
  onContactChannel?: (channel: ContactChannel) => void;
  onContactMember?: (member: MemberSummary) => void;
}

/** How to reach the member (phone, e-mail, address, website, 'Contacter') and its opening hours. */
export function MemberContactSections({ member, schedules = [], openNow, onContactChannel, onContactMember }: MemberContactSectionsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const hours = sortOpeningHours(schedules);
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
  );
}

export interface MemberMediaSectionsProps {
  member: Pick<MemberDetails, 'name' | 'pictures' | 'videoEmbedUrl'>;
}

/** The gallery and the presentation video, each when the member has one. */
export function MemberMediaSections({ member }: MemberMediaSectionsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
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
    </>
  );
}

export interface MemberMapSectionProps {
  member: Pick<MemberDetails, 'id' | 'name' | 'address' | 'latitude' | 'longitude'>;
  /** The tile server of the map (the app's configuration, once known); without it only the address and the link show. */
  mapTiles?: { url: string; attribution: string };
}

/** Where the member is: the map (browser only), the address and a link to OpenStreetMap; nothing without coordinates. */
export function MemberMapSection({ member, mapTiles }: MemberMapSectionProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (member.latitude === undefined || member.latitude === null || member.longitude === undefined || member.longitude === null) return null;
  return (
    <section className={styles.panel} aria-labelledby="member-map">
      <h2 id="member-map" className={styles.panelTitle}>
        {t('public.memberDetails.mapTitle')}
      </h2>
      {/* drawn in the browser only; without JavaScript or tiles, the address and the link below stand for it */}
      {mapTiles ? (
        <Suspense fallback={null}>
          <MemberMap
            points={[{ id: member.id, name: member.name, lat: member.latitude, lon: member.longitude }]}
            label={t('ui.memberMap.titleOf', { place: member.name })}
            fallback={null}
            tileUrl={mapTiles.url}
            attribution={mapTiles.attribution}
            height={320}
          />
        </Suspense>
      ) : null}
      {member.address ? <p className={styles.text}>{member.address}</p> : null}
      <a className={styles.mapLink} href={osmLinkUrl(member.latitude, member.longitude)} target="_blank" rel="noreferrer noopener">
        {t('ui.memberMap.openOsm')}
      </a>
    </section>
  );
}

export interface MemberReviewsSectionProps {
  /** The ratings, already repeated to fill 3 or replaced by `placeholderReview` (spec public §4). */
  reviews: readonly MemberReview[];
  /** The carousel's controlled state (the app's carousel slice: index, items per view, autoplay). */
  carousel: Omit<ReviewsCarouselProps, 'reviews'>;
}

/** The visitors' reviews, a few at a time. */
export function MemberReviewsSection({ reviews, carousel }: MemberReviewsSectionProps) {
  const intl = useIntl();
  return (
    <section className={styles.panel} aria-labelledby="member-reviews">
      <h2 id="member-reviews" className={styles.panelTitle}>
        {intl.formatMessage({ id: 'public.memberDetails.reviewsTitle' })}
      </h2>
      <ReviewsCarousel reviews={reviews} {...carousel} />
    </section>
  );
}

export interface SimilarMembersSectionProps {
  members: readonly MemberSummary[];
  /** Where a member's page is (the app's route table: the kit knows no path). */
  memberHref: (member: Pick<MemberSummary, 'id'>) => string;
  /** The members page, 'Voir tous les membres'. */
  membersHref: string;
}

/** Up to 3 members like this one and a link to the whole list; nothing when there are none. */
export function SimilarMembersSection({ members, memberHref, membersHref }: SimilarMembersSectionProps) {
  const intl = useIntl();
  const similar = members.slice(0, SIMILAR_MEMBERS_MAX);
  if (similar.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="member-similar">
      <div className={styles.panelHead}>
        <h2 id="member-similar" className={styles.panelTitle}>
          {intl.formatMessage({ id: 'public.memberDetails.similarTitle' })}
        </h2>
        <ButtonLink href={membersHref} variant="link" trailingIcon={<ArrowRight size={16} />}>
          {intl.formatMessage({ id: 'public.memberDetails.seeAllMembers' })}
        </ButtonLink>
      </div>
      <ul className={styles.similarGrid}>
        {similar.map((similarMember) => (
          <li key={similarMember.id} className={styles.similarItem}>
            <MemberCard member={similarMember} detailsHref={memberHref(similarMember)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
