import { MemberDetailsScreen, type ContactChannel } from '@annuaire/ui';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/usePageMeta';
import { useCarouselTimers } from '../../app/useCarouselTimers';
import { carouselsActions } from '../carousels/carouselsSlice';
import { useRecordContactMutation } from '../home/homeApi';
import { PublicPage } from '../layout/PublicPage';
import { toMemberSummary } from '../members/mappers';
import { useContactMember } from '../members/useContactMember';
import { isOpenAt, localBusinessJsonLd, toMemberDetails, toOpeningHours, toRatingItem, toReview } from './mappers';
import {
  useMemberDetailsQuery,
  useMemberRatingsQuery,
  useRecordViewMutation,
  useSimilarMembersQuery,
} from './memberDetailsApi';

export const REVIEW_SENT_MS = 3000; // spec public §9: success message duration

// The review form (Formik, Yup, the dialog) loads on demand: fetched once the page is shown, rendered on first use.
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
  useCarouselTimers('ratings');

  const details = useMemberDetailsQuery(id ?? 0, { skip: id === null });
  // spec public §4: similar members and ratings load once the details and schedules are there.
  const loaded = details.data !== undefined && !details.isError;
  const similar = useSimilarMembersQuery(id ?? 0, { skip: id === null || !loaded });
  const ratings = useMemberRatingsQuery(id ?? 0, { skip: id === null || !loaded });
  const [recordView] = useRecordViewMutation();
  const [recordContact] = useRecordContactMutation();
  const contactMember = useContactMember();

  const company = details.data?.company;
  usePageMeta(company ? 'app.page.member.title' : 'app.page.memberLoading.title', company ? 'app.page.member.description' : 'app.page.memberLoading.description', {
    name: company?.name ?? '',
  });

  // A profile view is recorded once per visit.
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || viewed.current === id) return;
    viewed.current = id;
    void recordView(id);
  }, [id, recordView]);

  // The ratings carousel shows this member's ratings (placeholder when none or on failure: spec public §4).
  useEffect(() => {
    if (ratings.data) dispatch(carouselsActions.ratingsLoaded(ratings.data.map(toRatingItem)));
    else if (ratings.isError) dispatch(carouselsActions.ratingsFailed());
  }, [ratings.data, ratings.isError, dispatch]);

  // spec public §4: if a later reload of the details fails, the user is taken to /membres.
  const everLoaded = useRef(false);
  useEffect(() => {
    if (details.data && !details.isError) everLoaded.current = true;
    if (details.isError && everLoaded.current) navigate('/membres', { replace: true });
  }, [details.data, details.isError, navigate]);

  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const [reviewSent, setReviewSent] = useState(false);

  // spec public §4: the success state lasts 3 s, then the member details reload (the ratings with them).
  const reload = useRef(() => undefined as void);
  reload.current = () => {
    void details.refetch();
    if (!ratings.isUninitialized) void ratings.refetch();
  };
  useEffect(() => {
    if (!reviewSent) return undefined;
    const timer = window.setTimeout(() => {
      setReviewSent(false);
      reload.current();
    }, REVIEW_SENT_MS);
    return () => window.clearTimeout(timer);
  }, [reviewSent]);

  const view = useMemo(() => (company ? toMemberDetails(company, language) : undefined), [company, language]);
  const schedules = details.data?.schedules ?? [];
  const similarMembers = useMemo(() => (similar.data ?? []).map((c) => toMemberSummary(c, language)), [similar.data, language]);
  const jsonLd = company && id !== null ? localBusinessJsonLd(company, schedules, `${window.location.origin}/membre/${id}`) : null;

  const openDialog = (open: boolean) => {
    if (open) setDialogUsed(true);
    setDialogOpen(open);
  };

  // Warm the review form's chunk once the member is shown, so that 'Donner un avis' answers at once.
  const shown = view !== undefined;
  useEffect(() => {
    if (shown) void loadReviewForm();
  }, [shown]);

  return (
    <PublicPage>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} /> : null}
      <MemberDetailsScreen
        status={id === null || (details.isError && !everLoaded.current) ? 'notFound' : view ? 'loaded' : 'loading'}
        member={view}
        schedules={schedules.map(toOpeningHours)}
        openNow={isOpenAt(schedules, new Date())}
        reviews={ratingsCarousel.items.map(toReview)}
        reviewsCarousel={{
          index: ratingsCarousel.index,
          itemsPerView: ratingsCarousel.perView,
          onIndexChange: (index) => dispatch(carouselsActions.ratingsGoTo(index)),
        }}
        similarMembers={similarMembers}
        onWriteReview={() => openDialog(true)}
        onContactChannel={(channel: ContactChannel) => {
          if (id !== null) void recordContact({ companyId: id, channel });
        }}
        onContactMember={contactMember}
        reviewSent={reviewSent}
      />
      {view && id !== null && dialogUsed ? (
        <Suspense fallback={null}>
          <ReviewFormDialog open={dialogOpen} onOpenChange={openDialog} companyId={id} memberName={view.name} onSent={() => setReviewSent(true)} />
        </Suspense>
      ) : null}
    </PublicPage>
  );
}
