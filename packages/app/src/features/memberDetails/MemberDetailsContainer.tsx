import { MemberDetailsScreen, type ContactChannel } from '@annuaire/ui';
import { Suspense, lazy, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../shared/usePageMeta';
import { useMemberRatingsQuery } from '../../data/carouselFeeds';
import { useRecordContactMutation, useRecordViewMutation } from '../../data/tracking';
import { useCarouselTick, useViewportReport } from '../../shared/useCarouselTimers';
import { RATINGS_INTERVAL_MS, ratingItems } from '../../state/carousels/carouselRules';
import { carouselsActions, ratingsIndex } from '../../state/carousels/carouselsSlice';
import { PublicPage } from '../../shared/PublicPage';
import { toMemberSummary } from '../../shared/memberMappers';
import { useContactMember } from '../../shared/useContactMember';
import { useIsClient, useSiteOrigin } from '../../shared/siteOrigin';
import { isOpenAt, localBusinessJsonLd, toMemberDetails, toOpeningHours, toRatingItem, toReview } from './mappers';
import { useMemberDetailsQuery, useSimilarMembersQuery } from './memberDetailsApi';
import { useMapTilesQuery } from '../../data/map';

const REVIEW_SENT_MS = 3000; // spec public §9: success message duration

// The review form (Formik, Yup, the dialog: about 45 KB gzip) loads on demand: fetched when a visitor is about to use
// 'Donner un avis' (pointer over it, focus, touch), rendered on first use. Not with the page: its parsing would only
// add to the page's blocking time on a phone (issue 13).
const loadReviewForm = () => import('./ReviewFormDialog');
const ReviewFormDialog = lazy(loadReviewForm);

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /membre/{id} (spec public §2.5, §4, §5): the member's profile, its reviews and the review modal. */
export default function MemberDetailsContainer() {
  const params = useParams();
  const id = parseId(params.id);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const ratingsCarousel = useAppSelector((state) => state.carousels.ratings);

  // `currentData`, not `data`: following a similar member must not show the previous member as loaded.
  const details = useMemberDetailsQuery(id ?? 0, { skip: id === null });
  // issue 13: the map is drawn in the browser only, so the tile server is asked there (never during a server render),
  // and only for a member that has a place on it
  const located = typeof details.data?.company.lat === 'number' && typeof details.data.company.lon === 'number';
  const tiles = useMapTilesQuery(undefined, { skip: import.meta.env.SSR || !located });
  const current = details.currentData;
  // spec public §4: similar members and ratings load once the details and schedules are there.
  const loaded = current !== undefined && !details.isError;
  const similar = useSimilarMembersQuery(id ?? 0, { skip: id === null || !loaded });
  const ratings = useMemberRatingsQuery(id ?? 0, { skip: id === null || !loaded });
  const [recordView] = useRecordViewMutation();
  const [recordContact] = useRecordContactMutation();
  const contactMember = useContactMember();
  const origin = useSiteOrigin();
  const isClient = useIsClient();

  const company = current?.company;
  usePageMeta(
    company ? 'app.page.member.title' : 'app.page.memberLoading.title',
    company ? 'app.page.member.description' : 'app.page.memberLoading.description',
    {
      name: company?.name ?? '',
    },
  );

  // A profile view is recorded once per visit.
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || viewed.current === id) return;
    viewed.current = id;
    void recordView(id);
  }, [id, recordView]);

  // The ratings carousel shows this member's ratings (placeholder when none or on failure: spec public §4).
  const ratingsShown = ratings.currentData !== undefined || ratings.isError;
  const reviewItems = useMemo(
    () => (ratingsShown ? ratingItems(ratings.currentData?.map(toRatingItem), ratings.isError) : []),
    [ratingsShown, ratings.currentData, ratings.isError],
  );
  const reviewIndex = id === null ? 0 : ratingsIndex(ratingsCarousel, id, reviewItems.length);
  useViewportReport();
  useCarouselTick(
    RATINGS_INTERVAL_MS,
    () => id !== null && dispatch(carouselsActions.ratingsTick({ companyId: id, count: reviewItems.length })),
    reviewItems.length > 0,
  );

  // spec public §4: a first-load failure shows 'Member not found'; if a later reload of the details fails, the user is
  // taken to /membres. "Later" is per member: the members this visit has already shown.
  const [shownIds, setShownIds] = useState<ReadonlySet<number>>(() => new Set());
  if (id !== null && loaded && !shownIds.has(id)) setShownIds(new Set(shownIds).add(id));
  const shownBefore = id !== null && shownIds.has(id);
  useEffect(() => {
    if (details.isError && shownBefore) navigate('/membres', { replace: true });
  }, [details.isError, shownBefore, navigate]);

  const [dialogOpen, setDialogOpen] = useState(false);
  // Each opening of the review form is a new form (spec public §4: open -> form reset); 0 until first used.
  const [dialogOpenings, setDialogOpenings] = useState(0);
  const [reviewSent, setReviewSent] = useState(false);

  // spec public §4: the success state lasts 3 s, then the member details reload (the ratings with them).
  const reload = useEffectEvent(() => {
    void details.refetch();
    if (!ratings.isUninitialized) void ratings.refetch();
  });
  useEffect(() => {
    if (!reviewSent) return undefined;
    const timer = window.setTimeout(() => {
      setReviewSent(false);
      reload();
    }, REVIEW_SENT_MS);
    return () => window.clearTimeout(timer);
  }, [reviewSent]);

  const view = useMemo(() => (company ? toMemberDetails(company, language) : undefined), [company, language]);
  const schedules = current?.schedules ?? [];
  const similarMembers = useMemo(() => (similar.data ?? []).map((c) => toMemberSummary(c, language)), [similar.data, language]);
  const jsonLd = company && id !== null ? localBusinessJsonLd(company, schedules, `${origin}/membre/${id}`) : null;

  const openDialog = (open: boolean) => {
    if (open) setDialogOpenings((openings) => openings + 1);
    setDialogOpen(open);
  };

  return (
    <PublicPage>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} /> : null}
      <MemberDetailsScreen
        status={id === null || (details.isError && !shownBefore) ? 'notFound' : view ? 'loaded' : 'loading'}
        member={view}
        schedules={schedules.map(toOpeningHours)}
        // The visitor's clock: not known to the server, so shown once the page runs in the browser.
        openNow={isClient ? isOpenAt(schedules, new Date()) : undefined}
        reviews={reviewItems.map(toReview)}
        reviewsCarousel={{
          index: reviewIndex,
          itemsPerView: ratingsCarousel.perView,
          onIndexChange: (index) => id !== null && dispatch(carouselsActions.ratingsGoTo({ companyId: id, index, count: reviewItems.length })),
        }}
        similarMembers={similarMembers}
        mapTiles={tiles.data}
        onWriteReview={() => openDialog(true)}
        onWriteReviewIntent={() => void loadReviewForm().catch(() => undefined)}
        onContactChannel={(channel: ContactChannel) => {
          if (id !== null) void recordContact({ companyId: id, channel });
        }}
        onContactMember={contactMember}
        reviewSent={reviewSent}
      />
      {view && id !== null && dialogOpenings > 0 ? (
        <Suspense fallback={null}>
          <ReviewFormDialog
            key={dialogOpenings}
            open={dialogOpen}
            onOpenChange={openDialog}
            companyId={id}
            memberName={view.name}
            onSent={() => setReviewSent(true)}
          />
        </Suspense>
      ) : null}
    </PublicPage>
  );
}
