import { MemberContactSections, MemberMapSection, MemberMediaSections, MemberReviewsSection, SimilarMembersSection } from '@annuaire/ui';
import { PUBLIC_PATHS, memberPath } from '../../shared/publicPaths';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMemberRatingsQuery } from '../../data/carouselFeeds';
import { useMapTilesQuery } from '../../data/map';
import { useRecordContactMutation } from '../../data/tracking';
import { toMemberSummary } from '../../shared/memberMappers';
import { useIsClient } from '../../shared/siteOrigin';
import { useContactMember } from '../../shared/useContactMember';
import { useCarouselTick } from '../../shared/useCarouselTimers';
import { RATINGS_INTERVAL_MS, ratingItems } from '../../state/carousels/carouselRules';
import { carouselsActions, ratingsIndex } from '../../state/carousels/carouselsSlice';
import { isOpenAt, toMemberDetails, toOpeningHours, toRatingItem, toReview } from './mappers';
import { useMemberDetailsQuery, useSimilarMembersQuery } from './memberDetailsApi';

// The member page's parts below its first screen: a chunk of their own, loaded after the page's code
// (shared/deferred.tsx). Each takes the member's id only and reads the rest from the store, so that nothing new
// reaches a part while it waits dehydrated for its code (the page's details are in the cache when they render).

interface MemberPartProps {
  companyId: number;
}

/** The member as the screen shows it, from the page's cached details. */
function useMember(companyId: number) {
  const language = useAppSelector((state) => state.language.current);
  const company = useMemberDetailsQuery(companyId).currentData?.company;
  return useMemo(() => (company ? toMemberDetails(company, language) : undefined), [company, language]);
}

const NO_SCHEDULES: never[] = [];

/** Phone, e-mail, address, website (each use recorded as a contact) and the opening hours. */
export function MemberContact({ companyId }: MemberPartProps) {
  const member = useMember(companyId);
  const schedules = useMemberDetailsQuery(companyId).currentData?.schedules ?? NO_SCHEDULES;
  const hours = useMemo(() => schedules.map(toOpeningHours), [schedules]);
  const [recordContact] = useRecordContactMutation();
  const contactMember = useContactMember();
  // The time now: not the server's render time (the page may be cached), so shown once the page runs in the browser.
  const isClient = useIsClient();
  const timeZone = useMemberDetailsQuery(companyId).currentData?.company.timeZone;
  if (!member) return null;
  return (
    <MemberContactSections
      member={member}
      schedules={hours}
      openNow={isClient && timeZone ? isOpenAt(schedules, new Date(), timeZone) : undefined}
      onContactChannel={(channel) => void recordContact({ companyId, channel })}
      onContactMember={contactMember}
    />
  );
}

export function MemberMedia({ companyId }: MemberPartProps) {
  const member = useMember(companyId);
  return member ? <MemberMediaSections member={member} /> : null;
}

export function MemberLocation({ companyId }: MemberPartProps) {
  const member = useMember(companyId);
  // the map is drawn in the browser only, so the tile server is asked there (never during a server
  // render), and only for a member that has a place on it
  const located = typeof member?.latitude === 'number' && typeof member.longitude === 'number';
  const tiles = useMapTilesQuery(undefined, { skip: import.meta.env.SSR || !located });
  return member ? <MemberMapSection member={member} mapTiles={tiles.data} /> : null;
}

/** The ratings carousel shows this member's ratings (placeholder when none or on failure: spec public §4). */
export function MemberReviews({ companyId }: MemberPartProps) {
  const dispatch = useAppDispatch();
  const carousel = useAppSelector((state) => state.carousels.ratings);
  const ratings = useMemberRatingsQuery(companyId);
  const shown = ratings.currentData !== undefined || ratings.isError;
  const items = useMemo(
    () => (shown ? ratingItems(ratings.currentData?.map(toRatingItem), ratings.isError) : []),
    [shown, ratings.currentData, ratings.isError],
  );
  const playing = items.length > 0 && !carousel.paused;
  useCarouselTick(RATINGS_INTERVAL_MS, () => dispatch(carouselsActions.ratingsTick({ companyId, count: items.length })), playing);
  return (
    <MemberReviewsSection
      reviews={items.map(toReview)}
      carousel={{
        index: ratingsIndex(carousel, companyId, items.length),
        itemsPerView: carousel.perView,
        onIndexChange: (index) => dispatch(carouselsActions.ratingsGoTo({ companyId, index, count: items.length })),
        playing,
        onPlayingChange: (next) => dispatch(carouselsActions.autoplayPaused({ carousel: 'ratings', paused: !next })),
      }}
    />
  );
}

export function SimilarMembers({ companyId }: MemberPartProps) {
  const language = useAppSelector((state) => state.language.current);
  const similar = useSimilarMembersQuery(companyId);
  const members = useMemo(() => (similar.data ?? []).map((company) => toMemberSummary(company, language)), [similar.data, language]);
  return <SimilarMembersSection members={members} memberHref={memberPath} membersHref={PUBLIC_PATHS.members} />;
}
