// Tag "partners": the partners of the home carousel. Reads are public; writes are for administrators.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireAdmin } from '../plugins/auth.js';
import { conflict, notFound } from '../plugins/errors.js';
import { readMultipart } from '../services/files.js';
import { fileOf, httpUrlField, requiredText } from '../services/forms.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, type Schemas } from './types.js';

type Partner = Schemas['Partner'];
const COLUMNS = `id, name, coalesce(link, '') AS link, logo`;

export function partnerRoutes(ctx: AppContext): RouteHandlers {
  const { database, files } = ctx;

  async function find(id: number): Promise<Partner> {
    const [partner] = await database.query<Partner>(`SELECT ${COLUMNS} FROM partners WHERE id = $1`, [id]);
    if (!partner) throw notFound('Partenaire non trouvé');
    return partner;
  }

  async function assertUnique(name: string, exceptId: number) {
    const [clash] = await database.query('SELECT 1 FROM partners WHERE lower(name) = lower($1) AND id <> $2', [name, exceptId]);
    // spec public §8 partner service: 409
    if (clash) throw conflict('Un partenaire avec ce nom existe déjà');
  }

  async function save(request: FastifyRequest, existing: Partner | null) {
    const form = await readMultipart(request);
    const name = requiredText(form, 'name', { max: 150 });
    const link = httpUrlField(form, 'link', true) ?? '';
    await assertUnique(name, existing?.id ?? 0);
    const upload = fileOf(form, 'logoFile');
    const logo = upload ? await files.saveImage(upload.data, 'partnerLogo') : (existing?.logo ?? null);
    try {
      const [row] = existing
        ? await database.query<Partner>(`UPDATE partners SET name = $2, link = $3, logo = $4 WHERE id = $1 RETURNING ${COLUMNS}`, [
            existing.id,
            name,
            link,
            logo,
          ])
        : await database.query<Partner>(`INSERT INTO partners (name, link, logo) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [name, link, logo]);
      if (upload && existing?.logo) await files.remove('files', existing.logo);
      return row as Partner;
    } catch (error) {
      if (upload) await files.remove('files', logo);
      throw error;
    }
  }

  return {
    async listPartners() {
      return database.query<Partner>(`SELECT ${COLUMNS} FROM partners ORDER BY name, id`);
    },
    async getPartner(request) {
      return find(paramsOf(request, 'getPartner').id);
    },
    async createPartner(request, reply) {
      requireAdmin(request);
      return reply.code(201).send(await save(request, null));
    },
    async updatePartner(request) {
      requireAdmin(request);
      const existing = await find(paramsOf(request, 'updatePartner').id);
      return save(request, existing);
    },
    async deletePartner(request, reply) {
      requireAdmin(request);
      const partner = await find(paramsOf(request, 'deletePartner').id);
      await database.query('DELETE FROM partners WHERE id = $1', [partner.id]);
      await files.remove('files', partner.logo);
      return reply.code(204).send();
    },
  };
}
