// The directory embedded on a chamber's own website (tag country-amchams): its settings ("Intégration"), read and
// saved by the chamber's administrator or the network administrator; the options the embedded page reads (public:
// no token, the allowed hosts left out); the chamber's searches, views and contacts per source (portal or embed).
import type { AppContext } from '../context.js';
import { requireChamberAdmin } from '../plugins/auth.js';
import { badRequest, notFound } from '../plugins/errors.js';
import type { EmbedSettingsRecord } from '../repositories/embeds.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, queryOf, type Schemas } from './types.js';

const DAY_MS = 24 * 3600 * 1000;

export function embedRoutes(ctx: AppContext): RouteHandlers {
  const { chambers, embeds, sectors, statistics } = ctx.repositories;

  async function chamberOrNotFound(id: number) {
    const chamber = await chambers.find(id);
    if (!chamber) throw notFound('Chambre de commerce non trouvée');
    return chamber;
  }

  return {
    async getEmbedSettings(request) {
      const { id } = paramsOf(request, 'getEmbedSettings');
      requireChamberAdmin(request, id);
      const chamber = await chamberOrNotFound(id);
      const body: Schemas['EmbedSettings'] = { ...(await embeds.find(id)), chamberName: chamber.name, countryId: chamber.countryId };
      return body;
    },

    async updateEmbedSettings(request) {
      const { id } = paramsOf(request, 'updateEmbedSettings');
      requireChamberAdmin(request, id);
      const chamber = await chamberOrNotFound(id);
      const input = bodyOf(request, 'updateEmbedSettings');
      // the contract has checked each origin's form and that none repeats; sectors must exist
      for (const sectorId of input.sectorIds) {
        if (!(await sectors.find(sectorId))) throw badRequest('sectorIds : Secteur inconnu.');
      }
      const values: EmbedSettingsRecord = {
        allowedOrigins: input.allowedOrigins,
        language: input.language,
        scope: input.scope,
        sectorIds: input.sectorIds,
        accent: input.accent === null ? null : input.accent.toLowerCase(),
        font: input.font,
        perPage: input.perPage,
      };
      const saved = await ctx.transaction((tx) => tx.embeds.save(id, values));
      const body: Schemas['EmbedSettings'] = { ...saved, chamberName: chamber.name, countryId: chamber.countryId };
      return body;
    },

    async getEmbedOptions(request) {
      const { id } = paramsOf(request, 'getEmbedOptions');
      const chamber = await chamberOrNotFound(id);
      const { allowedOrigins: _hosts, ...options } = await embeds.find(id);
      const body: Schemas['EmbedOptions'] = { ...options, chamberName: chamber.name, countryId: chamber.countryId };
      return body;
    },

    async getEmbedStatistics(request) {
      const { id } = paramsOf(request, 'getEmbedStatistics');
      requireChamberAdmin(request, id);
      await chamberOrNotFound(id);
      const days = queryOf(request, 'getEmbedStatistics').days ?? 30;
      // today and the days before, UTC
      const today = new Date(new Date().toISOString().slice(0, 10));
      const from = new Date(today.getTime() - (days - 1) * DAY_MS);
      await ctx.search.recorder.flush();
      const body: Schemas['EmbedStatistics'] = await statistics.perSource(id, from);
      return body;
    },
  };
}
