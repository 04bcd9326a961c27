// Tag "partners": the partners of the home carousel. Reads are public; writes are for the network administrator.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireNetworkAdmin } from '../plugins/auth.js';
import { conflict, notFound } from '../plugins/errors.js';
import { uploadOf } from '../plugins/forms.js';
import type { PartnerRecord } from '../repositories/partners.js';
import { PARTNER_NAME_TAKEN } from '../domain/uniqueness.js';
import type { RouteHandlers } from './index.js';
import { formOf, paramsOf, type Schemas } from './types.js';

type Partner = Schemas['Partner'];

export function partnerRoutes(ctx: AppContext): RouteHandlers {
  const { repositories, files } = ctx;
  const { partners } = repositories;

  async function find(id: number): Promise<PartnerRecord> {
    const partner = await partners.find(id);
    if (!partner) throw notFound('Partenaire non trouvé');
    return partner;
  }

  async function save(request: FastifyRequest, existing: PartnerRecord | null): Promise<Partner> {
    const form = formOf(request, 'createPartner');
    // spec public §8 partner service: 409
    if (await partners.nameTaken(form.name, existing?.id)) throw conflict(PARTNER_NAME_TAKEN);
    return files.change(async (staged) => {
      const upload = uploadOf(request, 'logoFile');
      const values = { name: form.name, link: form.link, logo: upload ? await staged.saveImage(upload.data, 'partnerLogo') : (existing?.logo ?? null) };
      if (!existing) return ctx.transaction((tx) => tx.partners.create(values));
      if (upload) staged.replace('files', existing.logo);
      return ctx.transaction((tx) => tx.partners.update(existing.id, values));
    });
  }

  return {
    async listPartners() {
      const body: Partner[] = await partners.list();
      return body;
    },
    async getPartner(request) {
      return find(paramsOf(request, 'getPartner').id);
    },
    async createPartner(request, reply) {
      requireNetworkAdmin(request);
      return reply.code(201).send(await save(request, null));
    },
    async updatePartner(request) {
      requireNetworkAdmin(request);
      return save(request, await find(paramsOf(request, 'updatePartner').id));
    },
    async deletePartner(request, reply) {
      requireNetworkAdmin(request);
      const partner = await find(paramsOf(request, 'deletePartner').id);
      await files.change(async (staged) => {
        await ctx.transaction((tx) => tx.partners.delete(partner.id));
        staged.replace('files', partner.logo);
      });
      return reply.code(204).send();
    },
  };
}
