import { AdminMemberViewScreen, type AdminMemberViewState, type ModeratedReview } from '@annuaire/ui';
import { memberPath } from '../../shared/publicPaths';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/serviceCall';
import { PageHead } from '../../shared/PageHead';
import {
  useAdminMemberQuery,
  useAdminMemberSchedulesQuery,
  useAdminMemberStatisticsQuery,
  useModerationReviewsQuery,
  useSetReviewHiddenMutation,
} from './adminMembersApi';
import { toMemberView, toModeratedReview } from './mappers';
import { MemberOutOfScope, useMemberInScope } from './MemberOutOfScope';

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /admin/membres/{id}: the member's profile, status and dates, its statistics (views and
 * contacts with their week growth), its opening hours and its reviews with moderation (hide / show).
 */
export default function AdminMemberViewContainer() {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const id = parseId(useParams().id);
  const member = useAdminMemberQuery(id ?? skipToken);
  const inScope = useMemberInScope(member.currentData);
  // The member's statistics and its reviews under moderation are the chamber's: asked for once it is known to be ours.
  const scopedId = inScope && id !== null ? id : skipToken;
  const schedules = useAdminMemberSchedulesQuery(scopedId);
  const statistics = useAdminMemberStatisticsQuery(scopedId);
  const reviews = useModerationReviewsQuery(scopedId);
  const [setHidden] = useSetReviewHiddenMutation();
  const [changing, setChanging] = useState<ReadonlySet<number>>(() => new Set());
  const [notice, setNotice] = useState<string>();

  const memberError = apiErrorOf(member.error);
  const state: AdminMemberViewState =
    id === null || memberError?.status === 404
      ? { status: 'notFound' }
      : member.currentData
        ? { status: 'loaded', member: toMemberView(member.currentData, language) }
        : member.isError
          ? { status: 'error', message: memberError?.message }
          : { status: 'loading' };
  const items = useMemo(() => (reviews.currentData ?? []).map(toModeratedReview), [reviews.currentData]);

  const changeVisibility = async (review: ModeratedReview, hidden: boolean) => {
    if (id === null) return;
    setNotice(undefined);
    setChanging((ids) => new Set(ids).add(review.id));
    const result = await setHidden({ id: review.id, companyId: id, hidden });
    if ('error' in result) setNotice(apiErrorOf(result.error)?.message ?? intl.formatMessage({ id: 'app.admin.loadError' }));
    setChanging((ids) => {
      const next = new Set(ids);
      next.delete(review.id);
      return next;
    });
  };

  if (inScope === false)
    return (
      <>
        <PageHead values={{ name: member.currentData?.name ?? '' }} />
        <MemberOutOfScope />
      </>
    );
  return (
    <>
      <PageHead values={{ name: member.currentData?.name ?? '' }} />
      <AdminMemberViewScreen
        state={state}
        onRetry={() => void member.refetch()}
        editHref={`/admin/membres/${id ?? ''}/edit`}
        publicHref={memberPath({ id: id ?? '' })}
        statistics={
          statistics.isError ? null : statistics.currentData ? { views: statistics.currentData.views, contacts: statistics.currentData.contacts } : undefined
        }
        schedules={schedules.currentData ?? []}
        reviews={
          reviews.isError
            ? { status: 'error', message: apiErrorOf(reviews.error)?.message }
            : reviews.currentData
              ? { status: 'loaded', items }
              : { status: 'loading' }
        }
        onReviewVisibilityChange={(review, hidden) => void changeVisibility(review, hidden)}
        changingReviewIds={changing}
        notice={notice ? { message: notice, onDismiss: () => setNotice(undefined) } : undefined}
      />
    </>
  );
}
