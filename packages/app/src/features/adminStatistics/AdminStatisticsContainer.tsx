import type { StatisticsScope } from '@annuaire/api';
import { AdminStatisticsScreen, type StatisticsBlock, type StatisticsBlockState, type StatisticsPeriod } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/serviceCall';
import { useAdminChamber } from '../../shared/useAdminChamber';
import { PageHead } from '../../shared/PageHead';
import { useBannerClicksQuery, useDailyVisitsQuery, useMembersBySectorQuery, usePopularSearchesQuery, useStatisticsSummaryQuery } from './adminStatisticsApi';
import { toBannerClickItems, toDailyVisits, toPopularSearchItems, toSectorItems, toStatisticsCards } from './mappers';

/** The period the screen opens on. */
const DEFAULT_PERIOD: StatisticsPeriod = 30;

interface QueryLike<T> {
  currentData?: T;
  isError: boolean;
  error?: unknown;
}

/** A block's state from its query: the catalogue's message on failure, loading until the answer of these arguments. */
function blockState<T, V>(query: QueryLike<T>, map: (data: T) => V): StatisticsBlockState<V> {
  if (query.isError) return { status: 'error', message: apiErrorOf(query.error)?.message };
  if (query.currentData === undefined) return { status: 'loading' };
  return { status: 'loaded', data: map(query.currentData) };
}

/**
 * /statistics and /admin/statistics (spec admin §2-§9): the summary cards and four charts of
 * real figures, each block its own call (it loads, fails and retries alone), over the period picked (7, 30 or 90
 * days). A chamber administrator sees its chamber (the service scopes the calls to it); the network administrator
 * sees the network or the chamber it picks. Sector names in the current language, from the data.
 */
export default function AdminStatisticsContainer() {
  const language = useAppSelector((state) => state.language.current);
  // The scope is the back-office's one chamber context (the header's, in the URL): the scope picker changes it too.
  const { chambers, chamberId, choose, ready } = useAdminChamber();
  const [period, setPeriod] = useState<StatisticsPeriod>(DEFAULT_PERIOD);

  // Only the network administrator names a chamber; a chamber administrator's calls are scoped to its own.
  const countryAmchamId = chambers ? chamberId : null;
  // Asked once the context is known: the network administrator's first chamber is not the whole network.
  const scope: StatisticsScope | typeof skipToken = ready ? { days: period, countryAmchamId } : skipToken;
  const summary = useStatisticsSummaryQuery(scope);
  const visits = useDailyVisitsQuery(scope);
  const popular = usePopularSearchesQuery(scope);
  const sectors = useMembersBySectorQuery(ready ? countryAmchamId : skipToken);
  const clicks = useBannerClicksQuery(scope);

  const retry = (block: StatisticsBlock) => {
    const query = { summary, visits, popularSearches: popular, membersBySector: sectors, bannerClicks: clicks }[block];
    void query.refetch();
  };

  return (
    <>
      <PageHead />
      <AdminStatisticsScreen
        period={period}
        onPeriodChange={setPeriod}
        chambers={chambers}
        chamberId={countryAmchamId}
        onChamberChange={choose}
        summary={blockState(summary, (data) => toStatisticsCards(data, sectors.currentData))}
        visits={blockState(visits, toDailyVisits)}
        popularSearches={blockState(popular, (data) => toPopularSearchItems(data, language))}
        membersBySector={blockState(sectors, (data) => toSectorItems(data, language))}
        bannerClicks={blockState(clicks, toBannerClickItems)}
        onRetry={retry}
      />
    </>
  );
}
