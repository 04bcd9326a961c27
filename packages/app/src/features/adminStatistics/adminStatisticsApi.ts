import {
  statisticsOf,
  type AdClicks,
  type DailyVisit,
  type PopularSearch,
  type SectorShare,
  type StatisticsScope,
  type StatisticsSummary,
} from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/**
 * The statistics screen's calls (spec admin §7 statistics): one query per block, so each block
 * loads, fails and retries on its own; errors worded with the KPI catalogue (spec admin §8) by the api.
 */
const adminStatisticsApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    statisticsSummary: build.query<StatisticsSummary, StatisticsScope>({
      query: (scope) => (api) => statisticsOf(api).summary(scope),
    }),
    dailyVisits: build.query<DailyVisit[], StatisticsScope>({
      query: (scope) => (api) => statisticsOf(api).dailyVisits(scope),
    }),
    popularSearches: build.query<PopularSearch[], StatisticsScope>({
      query: (scope) => (api) => statisticsOf(api).popularSearches(scope),
    }),
    /** Today's members by sector: the chamber only, no period. */
    membersBySector: build.query<SectorShare[], number | null>({
      query: (countryAmchamId) => (api) => statisticsOf(api).companiesBySector(countryAmchamId),
    }),
    bannerClicks: build.query<AdClicks[], StatisticsScope>({
      query: (scope) => (api) => statisticsOf(api).topAdClicks(scope),
    }),
  }),
});

export const { useStatisticsSummaryQuery, useDailyVisitsQuery, usePopularSearchesQuery, useMembersBySectorQuery, useBannerClicksQuery } = adminStatisticsApi;
