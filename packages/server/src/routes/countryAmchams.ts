// Tag "country-amchams": the country chambers of commerce, one per country. Reads are public; the network
// administrator creates and deletes chambers, a chamber's administrator edits its own (admin spec: the Amcham page).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireChamberAdmin, requireNetworkAdmin } from '../plugins/auth.js';
import { Conflict } from '../domain/errors.js';
import { badRequest, conflict, forbidden, inUse, notFound } from '../plugins/errors.js';
import { uploadOf } from '../plugins/forms.js';
import type { ChamberRecord } from '../repositories/chambers.js';
import { CHAMBER_NAME_TAKEN, COUNTRY_TAKEN } from '../domain/uniqueness.js';
import type { RouteHandlers } from './index.js';
import { formOf, paramsOf, queryOf, type Schemas } from './types.js';

type CountryAmcham = Schemas['CountryAmcham'];

export function countryAmchamRoutes(ctx: AppContext): RouteHandlers {
  const { repositories, files } = ctx;
  const { chambers, countries } = repositories;

  async function find(id: number): Promise<ChamberRecord> {
    const chamber = await chambers.find(id);
    if (!chamber) throw notFound('Chambre de commerce non trouvée');
    return chamber;
  }

  async function save(request: FastifyRequest, existing: ChamberRecord | null): Promise<CountryAmcham> {
    const form = formOf(request, 'createCountryAmcham');
    if (!(await countries.find(form.countryId))) throw badRequest('Le pays est requis');
    if (await chambers.countryTaken(form.countryId, existing?.id)) throw new Conflict(COUNTRY_TAKEN, 'COUNTRY_TAKEN');
    if (await chambers.nameTaken(form.name, existing?.id)) throw conflict(CHAMBER_NAME_TAKEN);
    const id = await files.change(async (staged) => {
      const upload = uploadOf(request, 'logoFile');
      const values = {
        countryId: form.countryId,
        name: form.name,
        address: form.address,
        telephone: form.telephone,
        email: form.email,
        website: form.website || null,
        logo: upload ? await staged.saveImage(upload.data, 'amchamLogo') : (existing?.logo ?? null),
      };
      if (!existing) return ctx.transaction((tx) => tx.chambers.create(values));
      await ctx.transaction((tx) => tx.chambers.update(existing.id, values));
      if (upload) staged.replace('files', existing.logo);
      return existing.id;
    });
    return find(id);
  }

  return {
    async listCountryAmchams() {
      const body: Schemas['CountryAmchamList'] = { content: await chambers.list() };
      return body;
    },
    async searchCountryAmchams(request) {
      const body: Schemas['CountryAmchamList'] = { content: await chambers.search(queryOf(request, 'searchCountryAmchams').query?.trim() ?? '') };
      return body;
    },
    async getCountryAmcham(request) {
      return find(paramsOf(request, 'getCountryAmcham').id);
    },
    async createCountryAmcham(request, reply) {
      requireNetworkAdmin(request);
      return reply.code(201).send(await save(request, null));
    },
    async updateCountryAmcham(request) {
      const { id } = paramsOf(request, 'updateCountryAmcham');
      const admin = requireChamberAdmin(request, id);
      const chamber = await find(id);
      // moving a chamber to another country changes the network: the network administrator's decision
      if (admin.profil !== 'ADMIN_RESEAU' && formOf(request, 'updateCountryAmcham').countryId !== chamber.countryId) throw forbidden();
      return save(request, chamber);
    },
    async deleteCountryAmcham(request, reply) {
      requireNetworkAdmin(request);
      const chamber = await find(paramsOf(request, 'deleteCountryAmcham').id);
      // its own words and code (IN_USE), not the duplicate-name message the catalogue gives a bare 409
      if (await chambers.inUse(chamber.id)) throw inUse('Cette chambre compte encore des membres ou des utilisateurs : déplacez-les d’abord.');
      await files.change(async (staged) => {
        await ctx.transaction((tx) => tx.chambers.delete(chamber.id));
        staged.replace('files', chamber.logo);
      });
      return reply.code(204).send();
    },
  };
}
