import { MemberStatisticsScreen, type MemberLoadState, type MemberStatistics as StatisticsView } from '@annuaire/ui';
import type { Company, MemberStatistics } from '@annuaire/api';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { directoryApi } from '../../data/directoryApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageHead } from '../../shared/PageHead';
import { useMemberStatisticsQuery } from './memberSpaceApi';
import { apiErrorOf } from '../../data/serviceCall';
import { useMemberLoad } from './useMemberLoad';

/** The screen's view of the four statistics calls; the last update is the company's (unknown when it failed). */
function toStatisticsView(statistics: MemberStatistics, company: Company | undefined): StatisticsView {
  return {
    profileViews: { total: statistics.views.total, weeklyEvolution: statistics.views.weeklyEvolution },
    contacts: { total: statistics.contacts.total, weeklyEvolution: statistics.contacts.weeklyEvolution },
    lastUpdate: company?.updatedAt ?? null,
    dailyViews: statistics.dailyViews.map((point) => ({ date: point.date, count: point.count })),
    contactsByPeriod: { ...statistics.contactTimeline },
  };
}

/** /statistique: the company's views and contacts (spec public §2.7, §4, §7, §9). */
export default function MemberStatisticsContainer() {
  const dispatch = useAppDispatch();
  // spec public §7: a failure of the company call is tolerated here.
  const member = useMemberLoad({ tolerateCompanyError: true });
  // spec public §7: the statistics load in parallel with the user call, with the stored user's company until the
  // user record answers (a different companyId there switches to it; a failed session never shows them).
  const storedCompanyId = useAppSelector((state) => state.session.user?.companyId ?? null);
  const statisticsCompanyId = member.load.status === 'loading' && member.user === undefined ? (member.companyId ?? storedCompanyId) : member.companyId;
  const statisticsQuery = useMemberStatisticsQuery(statisticsCompanyId ?? skipToken);

  const load: MemberLoadState =
    member.load.status !== 'ready'
      ? member.load
      : statisticsQuery.isFetching || statisticsQuery.isUninitialized
        ? { status: 'loading' }
        : statisticsQuery.isError
          ? // spec public §7: any statistics failure fails the load with the statistics catalogue's message.
            { status: 'error', message: apiErrorOf(statisticsQuery.error)?.message }
          : member.load;

  const { companyId } = member;
  // spec public §4: refresh clears all data and reloads (the user, the company and the statistics).
  const reload = useCallback(() => {
    dispatch(
      directoryApi.util.invalidateTags([
        'CurrentUser',
        ...(companyId === null
          ? []
          : [
              { type: 'Company' as const, id: companyId },
              { type: 'MemberStatistics' as const, id: companyId },
            ]),
      ]),
    );
  }, [dispatch, companyId]);

  const statistics = useMemo(
    () => (statisticsQuery.data && !statisticsQuery.isError ? toStatisticsView(statisticsQuery.data, member.company) : undefined),
    [statisticsQuery.data, statisticsQuery.isError, member.company],
  );

  return (
    <>
      <PageHead />
      <MemberStatisticsScreen
        load={load}
        onRetry={member.load.status === 'error' ? member.retry : reload}
        statistics={load.status === 'ready' ? statistics : undefined}
        onRefresh={reload}
      />
    </>
  );
}
