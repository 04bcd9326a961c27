import { MemberDetailsScreen } from '@annuaire/ui';
import { PUBLIC_PATHS } from '../../shared/publicPaths';
import { Suspense, lazy, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { ChunkBoundary } from '../../shared/ChunkBoundary';
import { countedByService } from '../../shared/landing';
import { PageHead } from '../../shared/PageHead';
import { useRecordViewMutation } from '../../data/tracking';
import { useViewportReport } from '../../shared/useCarouselTimers';
import { deferred } from '../../shared/deferred';
import { PublicPage } from '../../shared/PublicPage';
import { memberPageSummary, toMemberDetails } from './mappers';
import { useMemberDetailsQuery } from './memberDetailsApi';

const REVIEW_SENT_MS = 3000; // spec public §9: success message duration

// The review form (its form state, Yup, the dialog) loads on demand: fetched when a visitor is about to use
// 'Donner un avis' (pointer over it, focus, touch), rendered on first use. Not with the page: its parsing would only
// add to the page's blocking time on a phone.
const loadReviewForm = () => import('./ReviewFormDialog');
const ReviewFormDialog = lazy(loadReviewForm);

// After the member's heading: rendered by the server, hydrated once their code has arrived, each in a task of its own
// (initial JavaScript and blocking time of /membre/{id}). They read the member from the store by its id.
const MemberContact = deferred(() => import('./belowTheFold').then((parts) => parts.MemberContact));
const MemberMedia = deferred(() => import('./belowTheFold').then((parts) => parts.MemberMedia));
const MemberLocation = deferred(() => import('./belowTheFold').then((parts) => parts.MemberLocation));
const MemberReviews = deferred(() => import('./belowTheFold').then((parts) => parts.MemberReviews));
const SimilarMembers = deferred(() => import('./belowTheFold').then((parts) => parts.SimilarMembers));

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /membre/{id} (spec public §2.5, §4, §5): the member's profile, its reviews and the review modal. */
export default function MemberDetailsContainer() {
  const params = useParams();
  const id = parseId(params.id);
  const navigate = useNavigate();
  const language = useAppSelector((state) => state.language.current);

  // `currentData`, not `data`: following a similar member must not show the previous member as loaded.
  const details = useMemberDetailsQuery(id ?? 0, { skip: id === null });
  const current = details.currentData;
  // spec public §4: similar members and ratings load once the details and schedules are there (their parts render then).
  const loaded = current !== undefined && !details.isError;
  const [recordView] = useRecordViewMutation();

  const company = current?.company;

  // A profile view is recorded once per visit; the page the service rendered for this load, it counted as it served it
  // (shared/landing.ts).
  const viewed = useRef<number | null>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (id === null || viewed.current === id) return;
    viewed.current = id;
    if (!countedByService(pathname)) void recordView(id);
  }, [id, pathname, recordView]);

  useViewportReport();

  // spec public §4: a first-load failure shows 'Member not found'; if a later reload of the details fails, the user is
  // taken to /membres. "Later" is per member: the members this visit has already shown.
  const [shownIds, setShownIds] = useState<ReadonlySet<number>>(() => new Set());
  if (id !== null && loaded && !shownIds.has(id)) setShownIds(new Set(shownIds).add(id));
  const shownBefore = id !== null && shownIds.has(id);
  useEffect(() => {
    if (details.isError && shownBefore) navigate(PUBLIC_PATHS.members, { replace: true });
  }, [details.isError, shownBefore, navigate]);

  const [dialogOpen, setDialogOpen] = useState(false);
  // Each opening of the review form is a new form (spec public §4: open -> form reset); 0 until first used.
  const [dialogOpenings, setDialogOpenings] = useState(0);
  const [reviewSent, setReviewSent] = useState(false);

  // spec public §4: the success state lasts 3 s, then the member details reload (the sent review refreshed the
  // member's ratings already: memberDetailsApi.ts).
  const reload = useEffectEvent(() => void details.refetch());
  useEffect(() => {
    if (!reviewSent) return undefined;
    const timer = window.setTimeout(() => {
      setReviewSent(false);
      reload();
    }, REVIEW_SENT_MS);
    return () => window.clearTimeout(timer);
  }, [reviewSent]);

  const view = useMemo(() => (company ? toMemberDetails(company, language) : undefined), [company, language]);

  const openDialog = (open: boolean) => {
    if (open) setDialogOpenings((openings) => openings + 1);
    setDialogOpen(open);
  };

  return (
    <PublicPage>
      <PageHead values={{ name: company?.name ?? '' }} named={company !== undefined} summary={company ? memberPageSummary(company, language) : undefined} />
      <MemberDetailsScreen
        homeHref={PUBLIC_PATHS.home}
        membersHref={PUBLIC_PATHS.members}
        status={id === null || (details.isError && !shownBefore) ? 'notFound' : view ? 'loaded' : 'loading'}
        member={view}
        contact={id === null ? null : <MemberContact companyId={id} />}
        media={id === null ? null : <MemberMedia companyId={id} />}
        location={id === null ? null : <MemberLocation companyId={id} />}
        reviews={id === null ? null : <MemberReviews companyId={id} />}
        similar={id === null ? null : <SimilarMembers companyId={id} />}
        onWriteReview={() => openDialog(true)}
        onWriteReviewIntent={() => void loadReviewForm().catch(() => undefined)}
        reviewSent={reviewSent}
      />
      {view && id !== null && dialogOpenings > 0 ? (
        <ChunkBoundary floating>
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
        </ChunkBoundary>
      ) : null}
    </PublicPage>
  );
}
