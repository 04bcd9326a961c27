import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/Button';
import { osmLinkUrl } from '../../../components/MemberMap/tiles';
import { VideoEmbed } from '../../../components/VideoEmbed';
import { MemberCard } from '../MemberCard';
import type { MemberSummary } from '../types';
import type { MemberDetails, MemberReview } from './model';
import { ReviewsCarousel, type ReviewsCarouselProps } from './ReviewsCarousel';
import * as styles from './MemberDetailsScreen.css';

// The parts of a member's page below its first screen (spec public §2.5), apart from the screen so that an app can
// load their code after the page's (initial JavaScript and blocking time of /membre/{id}); the screen
// takes them as elements, like the home screen its news and partners. How to reach the member is in
// MemberContactSections.tsx (the embedded directory shows that part only).

// The map is drawn in the browser only, once the tile server is known (never in a server render): its wrapper is
// fetched then; Leaflet follows when it nears the screen.
const MemberMap = lazy(() => import('../../../components/MemberMap/MemberMap').then((module) => ({ default: module.MemberMap })));

/** Spec public §9: similar members, at most 3. */
export const SIMILAR_MEMBERS_MAX = 3;

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
