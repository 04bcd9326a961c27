// Tag "sectors": activity sectors (French and English names). Reads are public; writes are for the network administrator.
import type { AppContext } from '../context.js';
import { SECTOR_NAME_TAKEN } from '../domain/uniqueness.js';
import { requireNetworkAdmin } from '../plugins/auth.js';
import { badRequest, conflict, inUse, notFound } from '../plugins/errors.js';
import type { Names } from '../repositories/names.js';
import type { SectorRecord } from '../repositories/sectors.js';
import { pageRequest, toPage } from '../domain/paging.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, queryOf, type Schemas } from './types.js';

/** Trims both names; admin §5: 'Le nom français est requis', 'Le nom anglais est requis'. */
export function sectorNames(body: Names): Names {
  const nameFr = body.nameFr.trim();
  const nameEn = body.nameEn.trim();
  if (nameFr.length === 0) throw badRequest('Le nom français est requis');
  if (nameEn.length === 0) throw badRequest('Le nom anglais est requis');
  return { nameFr, nameEn };
}

export function sectorRoutes(ctx: AppContext): RouteHandlers {
  const { sectors } = ctx.repositories;

  async function find(id: number): Promise<SectorRecord> {
    const sector = await sectors.find(id);
    if (!sector) throw notFound('Secteur non trouvé');
    return sector;
  }

  /** Either name already used by another sector, in either language, ignoring case and accents: 409. */
  async function assertFree(names: Names, exceptId?: number) {
    if (await sectors.namesTaken(names, exceptId)) throw conflict(SECTOR_NAME_TAKEN);
  }

  return {
    async listSectors(request) {
      const query = queryOf(request, 'listSectors');
      const paging = pageRequest(query);
      const { content, total } = await sectors.page({ nameFr: query.nameFr?.trim(), nameEn: query.nameEn?.trim() }, paging);
      const body: Schemas['SectorPage'] = toPage(content, total, paging);
      return body;
    },
    async listAllSectors() {
      const body: Schemas['Sector'][] = await sectors.search('');
      return body;
    },
    async searchSectors(request) {
      const body: Schemas['Sector'][] = await sectors.search(queryOf(request, 'searchSectors').query?.trim() ?? '');
      return body;
    },
    async getSectorsTotal() {
      return sectors.count();
    },
    async getSector(request) {
      return find(paramsOf(request, 'getSector').id);
    },
    async createSector(request, reply) {
      requireNetworkAdmin(request);
      const names = sectorNames(bodyOf(request, 'createSector'));
      await assertFree(names);
      return reply.code(201).send(await ctx.transaction((tx) => tx.sectors.create(names)));
    },
    async updateSector(request) {
      requireNetworkAdmin(request);
      const { id } = paramsOf(request, 'updateSector');
      await find(id);
      const names = sectorNames(bodyOf(request, 'updateSector'));
      await assertFree(names, id);
      return ctx.transaction((tx) => tx.sectors.update(id, names));
    },
    async deleteSector(request, reply) {
      requireNetworkAdmin(request);
      const { id } = paramsOf(request, 'deleteSector');
      await find(id);
      if (await sectors.inUse(id)) throw inUse('Ce secteur compte encore des entreprises : déplacez-les d’abord.');
      await ctx.transaction((tx) => tx.sectors.delete(id));
      return reply.code(204).send();
    },
  };
}
