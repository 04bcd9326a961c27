// Tag "companies": the directory (search, details, lists), opening hours, and the profile, media and status
// writes of members and administrators (spec public §7, DESIGN.md's additions).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { SqlParam } from '../db/client.js';
import { requireAdmin, requireChamberAdmin, requireCompanyOwner } from '../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../plugins/errors.js';
import { BY_NAME, loadCompanies, loadCompany, loadCompaniesWhere, type CompanyView } from '../services/companies.js';
import { readMultipart, type MultipartForm } from '../services/files.js';
import {
  emailField,
  fileOf,
  filesOf,
  idField,
  listField,
  numberField,
  requiredText,
  telephoneField,
  textField,
  webLinkField,
} from '../services/forms.js';
import { offsetOf, pageRequest, toPage, type PageRequest } from '../services/paging.js';
import { validateSchedules } from '../services/schedules.js';
import { criteriaFrom, searchServiceFor } from '../services/search.js';
import { isBot } from '../services/tracking.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, queryOf, type Schemas } from './types.js';

// spec public §8 company service: 409
export const DUPLICATE_COMPANY = 'Une entreprise avec ce nom existe déjà';
const MAX_PICTURES = 50;

interface CompanyKeys extends Record<string, unknown> {
  id: number;
  status: string;
  country_amcham_id: number;
  logo: string | null;
  pictures: string[] | null;
}

export function companyRoutes(ctx: AppContext): RouteHandlers {
  const { database, files } = ctx;
  const search = searchServiceFor(database, { onRecordError: (error) => ctx.log.error({ err: error }, 'recording searches failed') });

  async function keysOf(id: number): Promise<CompanyKeys | undefined> {
    const [row] = await database.query<CompanyKeys>('SELECT id, status, country_amcham_id, logo, pictures FROM companies WHERE id = $1', [id]);
    return row;
  }

  /** A page of companies matching `where` (over `c`), by name; exact count (lists of one sector, country or chamber). */
  async function pageWhere(where: string, params: SqlParam[], request: PageRequest) {
    const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM companies c WHERE ${where}`, params);
    const rows = await database.query<{ id: number }>(
      `SELECT c.id FROM companies c WHERE ${where} ORDER BY ${BY_NAME} LIMIT ${request.size} OFFSET ${offsetOf(request)}`,
      params,
    );
    const content = await loadCompanies(database, rows.map((row) => row.id));
    const body: Schemas['CompanyPage'] = toPage(content, count?.n ?? 0, request);
    return body;
  }

  /** Non-ACTIVE companies are visible to their member and their chamber's administrator only (else 404). */
  function canSeeHidden(request: FastifyRequest, company: Pick<CompanyView, 'id' | 'countryAmchamId'>): boolean {
    const user = request.user;
    if (!user) return false;
    if (user.profil === 'MEMBER') return user.companyId === company.id;
    return user.countryAmchamId === company.countryAmchamId;
  }

  async function assertNameFree(name: string, exceptId: number) {
    // the trigram index on f_unaccent(lower(name)) answers this equality (pg_trgm >= 1.6)
    const [clash] = await database.query(
      'SELECT 1 FROM companies c WHERE public.f_unaccent(lower(c.name)) = public.f_unaccent(lower($1)) AND c.id <> $2 LIMIT 1',
      [name, exceptId],
    );
    if (clash) throw conflict(DUPLICATE_COMPANY);
  }

  async function assertExists(table: 'sectors' | 'countries' | 'country_amchams', id: number, field: string) {
    const [row] = await database.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    if (!row) throw badRequest(`${field} : Champ invalide.`);
  }

  /** Stores uploaded images; on failure removes what was stored before rethrowing. */
  async function storeImages(form: MultipartForm) {
    const stored: string[] = [];
    try {
      const logoUpload = fileOf(form, 'logoFile');
      const logo = logoUpload ? await files.saveImage(logoUpload.data, 'companyLogo') : undefined;
      if (logo) stored.push(logo);
      const pictures: string[] = [];
      for (const upload of filesOf(form, 'pictures')) {
        const name = await files.saveImage(upload.data, 'companyPicture');
        stored.push(name);
        pictures.push(name);
      }
      return { logo, pictures, stored };
    } catch (error) {
      await files.remove('companies', ...stored);
      throw error;
    }
  }

  function uniqueViolation(error: unknown): boolean {
    for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
      if ((e as { code?: unknown }).code === '23505') return true;
    }
    return false;
  }

  return {
    async searchCompanies(request) {
      const query = queryOf(request, 'searchCompanies');
      const criteria = criteriaFrom(query);
      const page = pageRequest(query);
      const result = await search.search(criteria, page);
      // contract: each call for page 0 counts as one search; 'See more' pages and bots do not
      if (page.page === 0 && !isBot(request.headers['user-agent'])) search.record(criteria);
      const body: Schemas['CompanyPage'] = result;
      return body;
    },

    async listCompaniesByCountryAmcham(request) {
      const { id } = paramsOf(request, 'listCompaniesByCountryAmcham');
      const query = queryOf(request, 'listCompaniesByCountryAmcham');
      const [chamber] = await database.query('SELECT 1 FROM country_amchams WHERE id = $1', [id]);
      if (!chamber) throw notFound('Chambre de commerce non trouvée');
      const user = request.user;
      const isChamberAdmin = user?.profil === 'ADMIN_AMCHAM' && user.countryAmchamId === id;
      if (query.status && query.status !== 'ACTIVE' && !isChamberAdmin) throw user ? forbidden() : unauthorized();
      const params: SqlParam[] = [id];
      const clauses = ['c.country_amcham_id = $1'];
      const status = query.status ?? (isChamberAdmin ? null : 'ACTIVE');
      if (status) {
        params.push(status);
        clauses.push(`c.status = $${params.length}::company_status`);
      }
      const sectorId = query.sectorId ?? query.sector;
      if (sectorId !== undefined) {
        params.push(sectorId);
        clauses.push(`c.sector_id = $${params.length}`);
      }
      const name = query.name?.trim();
      if (name) {
        params.push(name);
        clauses.push(`public.f_unaccent(lower(c.name)) LIKE '%' || public.f_unaccent(lower($${params.length})) || '%'`);
      }
      return pageWhere(clauses.join(' AND '), params, pageRequest(query));
    },

    async listAllCompanies() {
      const body: Schemas['Company'][] = await loadCompaniesWhere(database, `c.status = 'ACTIVE'`);
      return body;
    },

    async listCompaniesBySector(request) {
      const { id } = paramsOf(request, 'listCompaniesBySector');
      const [sector] = await database.query('SELECT 1 FROM sectors WHERE id = $1', [id]);
      if (!sector) throw notFound('Secteur non trouvé');
      return pageWhere(`c.status = 'ACTIVE' AND c.sector_id = $1`, [id], pageRequest(queryOf(request, 'listCompaniesBySector')));
    },

    async listCompaniesByCountry(request) {
      const { id } = paramsOf(request, 'listCompaniesByCountry');
      const [country] = await database.query('SELECT 1 FROM countries WHERE id = $1', [id]);
      if (!country) throw notFound('Pays non trouvé');
      return pageWhere(`c.status = 'ACTIVE' AND c.country_id = $1`, [id], pageRequest(queryOf(request, 'listCompaniesByCountry')));
    },

    async getCompany(request) {
      const company = await loadCompany(database, paramsOf(request, 'getCompany').id);
      if (!company || (company.status !== 'ACTIVE' && !canSeeHidden(request, company))) throw notFound();
      const body: Schemas['Company'] = company;
      return body;
    },

    async getSimilarCompanies(request) {
      const { id } = paramsOf(request, 'getSimilarCompanies');
      const [company] = await database.query<{ sector_id: number; country_id: number }>(
        `SELECT sector_id, country_id FROM companies WHERE id = $1 AND status = 'ACTIVE'`,
        [id],
      );
      if (!company) throw notFound();
      // same sector first (and, among those, the same country), then the same country; never itself; up to 3
      const rows = await database.query<{ id: number }>(
        `SELECT c.id FROM companies c
         WHERE c.status = 'ACTIVE' AND c.id <> $1 AND (c.sector_id = $2 OR c.country_id = $3)
         ORDER BY (c.sector_id = $2) DESC, (c.country_id = $3) DESC, ${BY_NAME}
         LIMIT 3`,
        [id, company.sector_id, company.country_id],
      );
      const body: Schemas['Company'][] = await loadCompanies(database, rows.map((row) => row.id));
      return body;
    },

    async getCompanySchedules(request) {
      const { id } = paramsOf(request, 'getCompanySchedules');
      const company = await keysOf(id);
      if (!company || (company.status !== 'ACTIVE' && !canSeeHidden(request, { id, countryAmchamId: company.country_amcham_id }))) {
        throw notFound();
      }
      return schedulesOf(id);
    },

    async updateCompanySchedules(request) {
      const { id } = paramsOf(request, 'updateCompanySchedules');
      await requireCompanyOwner(request, id);
      const result = validateSchedules(bodyOf(request, 'updateCompanySchedules').schedules);
      if (!result.ok) throw badRequest(result.message);
      const days = result.schedules.map((schedule) => schedule.dayOfWeek);
      // the week is replaced whole or not at all
      await database.transaction(async (tx) => {
        await tx.query('DELETE FROM schedules WHERE company_id = $1 AND NOT (day_of_week::text = ANY($2::text[]))', [id, days]);
        for (const schedule of result.schedules) {
          await tx.query(
            `INSERT INTO schedules (company_id, day_of_week, closed, opening_time, closing_time)
             VALUES ($1, $2::day_of_week, $3, $4::time, $5::time)
             ON CONFLICT (company_id, day_of_week)
             DO UPDATE SET closed = EXCLUDED.closed, opening_time = EXCLUDED.opening_time, closing_time = EXCLUDED.closing_time`,
            [id, schedule.dayOfWeek, schedule.closed, schedule.openingTime, schedule.closingTime],
          );
        }
        await tx.query('UPDATE companies SET updated_at = now() WHERE id = $1', [id]);
      });
      return schedulesOf(id);
    },

    async createCompany(request, reply) {
      const admin = requireAdmin(request);
      const form = await readMultipart(request);
      const name = requiredText(form, 'name', { min: 2, max: 150 });
      const description = requiredText(form, 'description', { max: 500 });
      const address = requiredText(form, 'address', { min: 10, max: 300 });
      const city = textField(form, 'city', { max: 100 }) || null;
      const telephone = telephoneField(form, 'telephone', true) as string;
      const email = emailField(form, 'email', true) as string;
      const webLink = webLinkField(form, 'webLink') || null;
      const sectorId = idField(form, 'sectorId', true) as number;
      const countryAmchamId = idField(form, 'countryAmchamId') ?? admin.countryAmchamId;
      // admin spec §3: the new-member form sends countryAmchamId 1 by default; only the admin's own chamber is allowed
      if (countryAmchamId !== admin.countryAmchamId) throw forbidden();
      const videoLink = textField(form, 'videoLink', { max: 500 }) || null;
      const lat = numberField(form, 'lat', -90, 90) ?? null;
      const lon = numberField(form, 'lon', -180, 180) ?? null;
      await assertExists('sectors', sectorId, 'sectorId');
      const [chamber] = await database.query<{ country_id: number }>('SELECT country_id FROM country_amchams WHERE id = $1', [countryAmchamId]);
      if (!chamber) throw badRequest('countryAmchamId : Champ invalide.');
      const countryId = idField(form, 'country') ?? chamber.country_id;
      await assertExists('countries', countryId, 'country');
      await assertNameFree(name, 0);
      const images = await storeImages(form);
      try {
        const [row] = await database.query<{ id: number }>(
          `INSERT INTO companies (name, description, address, city, telephone, email, web_link, sector_id, country_id,
                                  country_amcham_id, video_link, lat, lon, logo, pictures, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text[], 'ACTIVE') RETURNING id`,
          [name, description, address, city, telephone, email, webLink, sectorId, countryId, countryAmchamId, videoLink, lat, lon,
            images.logo ?? null, images.pictures],
        );
        search.invalidate();
        return reply.code(201).send(await loadCompany(database, (row as { id: number }).id));
      } catch (error) {
        await files.remove('companies', ...images.stored);
        if (uniqueViolation(error)) throw conflict(DUPLICATE_COMPANY);
        throw error;
      }
    },

    async updateCompany(request) {
      const { id } = paramsOf(request, 'updateCompany');
      await requireCompanyOwner(request, id);
      const current = (await keysOf(id)) as CompanyKeys;
      const form = await readMultipart(request);
      const sets: string[] = [];
      const params: SqlParam[] = [id];
      const set = (column: string, value: SqlParam, cast = '') => {
        params.push(value);
        sets.push(`${column} = $${params.length}${cast}`);
      };
      const name = textField(form, 'name', { min: 2, max: 150, required: 'name' in form.fields });
      if (name !== undefined) {
        await assertNameFree(name, id);
        set('name', name);
      }
      // spec public §5: the profile form's description is 50 to 500 characters
      const description = textField(form, 'description', { min: 50, max: 500, required: 'description' in form.fields });
      if (description !== undefined) set('description', description);
      const address = textField(form, 'address', { min: 10, max: 300, required: 'address' in form.fields });
      if (address !== undefined) set('address', address);
      const city = textField(form, 'city', { max: 100 });
      if (city !== undefined) set('city', city || null);
      const telephone = telephoneField(form, 'telephone', 'telephone' in form.fields);
      if (telephone !== undefined) set('telephone', telephone);
      const email = emailField(form, 'email', 'email' in form.fields);
      if (email !== undefined) set('email', email);
      const webLink = webLinkField(form, 'webLink');
      if (webLink !== undefined) set('web_link', webLink || null);
      const videoLink = textField(form, 'videoLink', { max: 500 });
      if (videoLink !== undefined) set('video_link', videoLink || null);
      const lat = numberField(form, 'lat', -90, 90);
      if (lat !== undefined) set('lat', lat);
      const lon = numberField(form, 'lon', -180, 180);
      if (lon !== undefined) set('lon', lon);
      const sectorId = idField(form, 'sectorId');
      if (sectorId !== undefined) {
        await assertExists('sectors', sectorId, 'sectorId');
        set('sector_id', sectorId);
      }
      const countryId = idField(form, 'country') ?? idField(form, 'countryId');
      if (countryId !== undefined) {
        await assertExists('countries', countryId, 'country');
        set('country_id', countryId);
      }
      const countryAmchamId = idField(form, 'countryAmchamId');
      // moving a company to another chamber needs an administrator of both; a user is tied to one chamber
      if (countryAmchamId !== undefined && countryAmchamId !== current.country_amcham_id) throw forbidden();

      const gallery = current.pictures ?? [];
      const removed = listField(form, 'removedPictures');
      for (const picture of removed) {
        if (!gallery.includes(picture)) throw badRequest(`removedPictures : ${picture} n'est pas dans la galerie.`);
      }
      const kept = gallery.filter((picture) => !removed.includes(picture));
      if (kept.length + filesOf(form, 'pictures').length > MAX_PICTURES) {
        throw badRequest(`pictures : Maximum ${MAX_PICTURES} photos par galerie.`);
      }
      const images = await storeImages(form);
      if (images.logo) set('logo', images.logo);
      if (removed.length > 0 || images.pictures.length > 0) set('pictures', [...kept, ...images.pictures], '::text[]');
      try {
        if (sets.length > 0) {
          await database.query(`UPDATE companies SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
        }
      } catch (error) {
        await files.remove('companies', ...images.stored);
        if (uniqueViolation(error)) throw conflict(DUPLICATE_COMPANY);
        throw error;
      }
      // replaced or removed files are deleted once the row no longer names them
      await files.remove('companies', ...(images.logo ? [current.logo] : []), ...removed);
      search.invalidate();
      return loadCompany(database, id);
    },

    async deleteCompany(request, reply) {
      const { id } = paramsOf(request, 'deleteCompany');
      const company = await keysOf(id);
      if (!company) throw notFound();
      requireChamberAdmin(request, company.country_amcham_id);
      await database.query('DELETE FROM companies WHERE id = $1', [id]);
      await files.remove('companies', company.logo, ...(company.pictures ?? []));
      search.invalidate();
      return reply.code(204).send();
    },

    async updateCompanyStatus(request) {
      const { id } = paramsOf(request, 'updateCompanyStatus');
      const company = await keysOf(id);
      if (!company) throw notFound();
      requireChamberAdmin(request, company.country_amcham_id);
      const { status } = bodyOf(request, 'updateCompanyStatus');
      await database.query('UPDATE companies SET status = $2::company_status, updated_at = now() WHERE id = $1', [id, status]);
      search.invalidate();
      return loadCompany(database, id);
    },
  };

  async function schedulesOf(companyId: number): Promise<Schemas['Schedule'][]> {
    const rows = await database.query<{ day: Schemas['DayOfWeek']; closed: boolean; opening: string | null; closing: string | null }>(
      `SELECT day_of_week AS day, closed, opening_time::text AS opening, closing_time::text AS closing
       FROM schedules WHERE company_id = $1 ORDER BY day_of_week`,
      [companyId],
    );
    // PostgreSQL answers times as HH:MM:SS; the contract speaks HH:MM
    return rows.map((row) => ({
      dayOfWeek: row.day,
      closed: row.closed,
      openingTime: row.closed || row.opening === null ? null : row.opening.slice(0, 5),
      closingTime: row.closed || row.closing === null ? null : row.closing.slice(0, 5),
    }));
  }
}

