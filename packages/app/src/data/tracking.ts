import { type ContactChannel, trackingOf } from '@annuaire/api';
import { pageApi } from './pageData';

/**
 * The events that feed the statistics (DESIGN.md): page visits, profile views, contacts and banner clicks. Only
 * the path, the company, the channel or the banner is sent: nothing personal.
 */
const trackingApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    recordVisit: build.mutation<null, string>({ query: (path) => (api) => trackingOf(api).visit(path) }),
    recordView: build.mutation<null, number>({ query: (companyId) => (api) => trackingOf(api).companyView(companyId) }),
    recordContact: build.mutation<null, { companyId: number; channel: ContactChannel }>({
      query:
        ({ companyId, channel }) =>
        (api) =>
          trackingOf(api).companyContact(companyId, channel),
    }),
    recordAdClick: build.mutation<null, number>({ query: (adId) => (api) => trackingOf(api).adClick(adId) }),
  }),
});

export const { useRecordVisitMutation, useRecordViewMutation, useRecordContactMutation, useRecordAdClickMutation } = trackingApi;
