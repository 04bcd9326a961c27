// Tag "country-amchams": the country chambers of commerce, one per country. Reads are public; writes are for
// administrators (admin spec: the Amcham page).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireAdmin } from '../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../plugins/errors.js';
import { readMultipart } from '../services/files.js';
import { emailField, fileOf, idField, textField } from '../services/forms.js';
import { searchServiceFor } from '../services/search.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, queryOf, type Schemas } from './types.js';

type CountryAmcham = Schemas['CountryAmcham'];
const SELECT = `
  SELECT a.id, a.country_id AS "countryId", k.name AS "countryName", k.icon AS "countryIcon", a.name,
         coalesce(a.address, '') AS address, coalesce(a.telephone, '') AS telephone, coalesce(a.email, '') AS email,
         a.website, a.logo
  FROM country_amchams a JOIN countries k ON k.id = a.country_id`;
// admin §8 Amcham service: 409
const DUPLICATE = 'Un pays AMCHAM avec ce nom existe déjà';

export function countryAmchamRoutes(ctx: AppContext): RouteHandlers {
  const { database, files } = ctx;

  async function find(id: number): Promise<CountryAmcham> {
    const [chamber] = await database.query<CountryAmcham>(`${SELECT} WHERE a.id = $1`, [id]);
    if (!chamber) throw notFound('Chambre de commerce non trouvée');
    return chamber;
  }

  async function save(request: FastifyRequest, existing: CountryAmcham | null): Promise<CountryAmcham> {
    const form = await readMultipart(request);
    const countryId = idField(form, 'countryId', true) as number;
    // admin §5 Amcham form messages
    const name = textField(form, 'name', { required: true, min: 3, max: 150, requiredMessage: 'Le nom est requis (min. 3 caractères)' }) as string;
    const address = textField(form, 'address', { required: true, max: 300, requiredMessage: "L'adresse est requise" }) as string;
    const telephone = textField(form, 'telephone', { required: true, max: 30, requiredMessage: 'Le téléphone est requis' }) as string;
    const email = emailField(form, 'email', true) as string;
    const website = textField(form, 'website', { max: 500 }) || null;
    if (website !== null && !/^https?:\/\/.+/.test(website)) throw badRequest('URL valide requise (http:// ou https://)');
    const [country] = await database.query('SELECT 1 FROM countries WHERE id = $1', [countryId]);
    if (!country) throw badRequest('Le pays est requis');
    const [clash] = await database.query('SELECT 1 FROM country_amchams WHERE (lower(name) = lower($1) OR country_id = $2) AND id <> $3', [
      name,
      countryId,
      existing?.id ?? 0,
    ]);
    if (clash) throw conflict(DUPLICATE);
    const upload = fileOf(form, 'logoFile');
    const logo = upload ? await files.saveImage(upload.data, 'amchamLogo') : (existing?.logo ?? null);
    try {
      const params = [countryId, name, address, telephone, email, website, logo];
      const [row] = existing
        ? await database.query<{ id: number }>(
            `UPDATE country_amchams SET country_id = $1, name = $2, address = $3, telephone = $4, email = $5, website = $6, logo = $7
             WHERE id = $8 RETURNING id`,
            [...params, existing.id],
          )
        : await database.query<{ id: number }>(
            `INSERT INTO country_amchams (country_id, name, address, telephone, email, website, logo)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            params,
          );
      if (upload && existing?.logo) await files.remove('files', existing.logo);
      // companies in search results carry their chamber's name
      searchServiceFor(database).invalidate();
      return find((row as { id: number }).id);
    } catch (error) {
      if (upload) await files.remove('files', logo);
      throw error;
    }
  }

  return {
    async listCountryAmchams() {
      const body: Schemas['CountryAmchamList'] = { content: await database.query<CountryAmcham>(`${SELECT} ORDER BY a.name, a.id`) };
      return body;
    },
    async searchCountryAmchams(request) {
      const text = queryOf(request, 'searchCountryAmchams').query?.trim() ?? '';
      const content = await database.query<CountryAmcham>(
        `${SELECT}
         WHERE $1 = '' OR public.f_unaccent(lower(a.name)) LIKE '%' || public.f_unaccent(lower($1)) || '%'
                     OR public.f_unaccent(lower(k.name)) LIKE '%' || public.f_unaccent(lower($1)) || '%'
                     OR lower(coalesce(a.email, '')) LIKE '%' || lower($1) || '%'
         ORDER BY a.name, a.id`,
        [text],
      );
      const body: Schemas['CountryAmchamList'] = { content };
      return body;
    },
    async getCountryAmcham(request) {
      return find(paramsOf(request, 'getCountryAmcham').id);
    },
    async createCountryAmcham(request, reply) {
      requireAdmin(request);
      return reply.code(201).send(await save(request, null));
    },
    async updateCountryAmcham(request) {
      requireAdmin(request);
      return save(request, await find(paramsOf(request, 'updateCountryAmcham').id));
    },
    async deleteCountryAmcham(request, reply) {
      const admin = requireAdmin(request);
      const chamber = await find(paramsOf(request, 'deleteCountryAmcham').id);
      if (admin.countryAmchamId === chamber.id) throw forbidden('Vous ne pouvez pas supprimer votre propre chambre');
      const [used] = await database.query(
        `SELECT 1 FROM companies WHERE country_amcham_id = $1 UNION ALL SELECT 1 FROM users WHERE country_amcham_id = $1 LIMIT 1`,
        [chamber.id],
      );
      if (used) throw conflict('Cette chambre compte encore des membres ou des utilisateurs : déplacez-les d’abord.');
      await database.query('DELETE FROM country_amchams WHERE id = $1', [chamber.id]);
      await files.remove('files', chamber.logo);
      return reply.code(204).send();
    },
  };
}
