import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { homeErrors } from '../errors/home';
import { settle } from '../middleware/errors';
import type { ContactChannel } from '../models';
import type { EventSource } from './companies';

/** The events that feed the statistics (DESIGN.md); no personal data is sent. Failures are for logging only. */
export function createTrackingService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    companyView: (companyId: number, source?: EventSource) =>
      settle(homeErrors, language, () => http.POST('/api/companies/{id}/views', { params: { path: { id: companyId }, query: source ? { source } : {} } })),
    companyContact: (companyId: number, channel: ContactChannel, source?: EventSource) =>
      settle(homeErrors, language, () =>
        http.POST('/api/companies/{id}/contacts', { params: { path: { id: companyId }, query: source ? { source } : {} }, body: { channel } }),
      ),
    adClick: (adId: number) => settle(homeErrors, language, () => http.POST('/api/ads/{id}/clicks', { params: { path: { id: adId } } })),
    visit: (path: string) => settle(homeErrors, language, () => http.POST('/api/visits', { body: { path } })),
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;

/** The tracking service of a client core (tree-shakable: see serviceOf). */
export const trackingOf = /* @__PURE__ */ serviceOf(createTrackingService);
