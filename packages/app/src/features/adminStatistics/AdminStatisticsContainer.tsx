import type { StatisticsScope } from '@annuaire/api';
import { AdminStatisticsScreen, type StatisticsBlock, type StatisticsBlockState, type StatisticsPeriod } from '@annuaire/ui';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/directoryApi';
import { useAdminChamber } from '../../shared/useAdminChamber';
import { usePageMeta } from '../../shared/usePageMeta';
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
 * /statistics and /admin/statistics (spec admin §2-§9, issue "Back-office III"): the summary cards and four charts of
 * real figures, each block its own call (it loads, fails and retries alone), over the period picked (7, 30 or 90
 * days). A chamber administrator sees its chamber (the service scopes the calls to it); the network administrator
 * sees the network or the chamber it picks. Sector names in the current language, from the data.
 */
export default function AdminStatisticsContainer() {
  usePageMeta('app.page.adminStatistics.title', 'app.page.adminStatistics.description');
  const language = useAppSelector((state) => state.language.current);
  const { chambers } = useAdminChamber();
  const [period, setPeriod] = useState<StatisticsPeriod>(DEFAULT_PERIOD);
  const [pickedChamber, setPickedChamber] = useState<number | null>(null);

  // Only the network administrator names a chamber; a chamber administrator's calls are scoped to its own.
  const countryAmchamId = chambers ? pickedChamber : null;
  const scope: StatisticsScope = { days: period, countryAmchamId };
  const summary = useStatisticsSummaryQuery(scope);
  const visits = useDailyVisitsQuery(scope);
  const popular = usePopularSearchesQuery(scope);
  const sectors = useMembersBySectorQuery(countryAmchamId);
  const clicks = useBannerClicksQuery(scope);

  const retry = (block: StatisticsBlock) => {
    const query = { summary, visits, popularSearches: popular, membersBySector: sectors, bannerClicks: clicks }[block];
    void query.refetch();
  };

  return (
    <AdminStatisticsScreen
      period={period}
      onPeriodChange={setPeriod}
      chambers={chambers}
      chamberId={pickedChamber}
      onChamberChange={setPickedChamber}
      summary={blockState(summary, (data) => toStatisticsCards(data, sectors.currentData))}
      visits={blockState(visits, toDailyVisits)}
      popularSearches={blockState(popular, (data) => toPopularSearchItems(data, language))}
      membersBySector={blockState(sectors, (data) => toSectorItems(data, language))}
      bannerClicks={blockState(clicks, toBannerClickItems)}
      onRetry={retry}
    />
  );
}
