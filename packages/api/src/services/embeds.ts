import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { amchamErrors } from '../errors/amcham';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';

export type EmbedSettings = components['schemas']['EmbedSettings'];
export type EmbedOptions = components['schemas']['EmbedOptions'];
export type EmbedStatistics = components['schemas']['EmbedStatistics'];

/** A chamber's embedded directory: its settings ("Intégration"), the options its page reads, its counts per source. */
export function createEmbedsService(core: DirectoryCore) {
  const { http, language } = core;
  const path = (id: number) => ({ params: { path: { id } } });
  return {
    settings: (chamberId: number) => settle(amchamErrors, language, () => http.GET('/api/country-amchams/{id}/embed', path(chamberId))),
    save: (chamberId: number, settings: EmbedSettings) =>
      settle(amchamErrors, language, () => http.PUT('/api/country-amchams/{id}/embed', { ...path(chamberId), body: settings })),
    /** Public: what the embedded page shows (no token is needed, none is sent by the embed). */
    options: (chamberId: number) => settle(amchamErrors, language, () => http.GET('/api/country-amchams/{id}/embed/options', path(chamberId))),
    statistics: (chamberId: number, days?: 7 | 30 | 90) =>
      settle(amchamErrors, language, () =>
        http.GET('/api/country-amchams/{id}/embed/statistics', { params: { path: { id: chamberId }, query: days === undefined ? {} : { days } } }),
      ),
  };
}

export type EmbedsService = ReturnType<typeof createEmbedsService>;

/** The embeds service of a client core (tree-shakable: see serviceOf). */
export const embedsOf = /* @__PURE__ */ serviceOf(createEmbedsService);
