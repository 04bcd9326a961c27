import { embedsOf, type EmbedSettings, type EmbedStatistics } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** The "Intégration" screen's calls: a chamber's embed settings, their save, its searches, views and contacts per source. */
const adminEmbedApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    embedSettings: build.query<EmbedSettings, number>({
      query: (chamberId) => (api) => embedsOf(api).settings(chamberId),
    }),
    saveEmbedSettings: build.mutation<EmbedSettings, { chamberId: number; settings: EmbedSettings }>({
      query:
        ({ chamberId, settings }) =>
        (api) =>
          embedsOf(api).save(chamberId, settings),
      // the saved settings are the ones to show: no second call
      async onQueryStarted({ chamberId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(adminEmbedApi.util.upsertQueryData('embedSettings', chamberId, data));
      },
    }),
    embedStatistics: build.query<EmbedStatistics, { chamberId: number; days: 7 | 30 | 90 }>({
      query:
        ({ chamberId, days }) =>
        (api) =>
          embedsOf(api).statistics(chamberId, days),
    }),
  }),
});

export const { useEmbedSettingsQuery, useSaveEmbedSettingsMutation, useEmbedStatisticsQuery } = adminEmbedApi;
