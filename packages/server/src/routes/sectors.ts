// Tag "sectors": activity sectors (French and English names). Reads are public; writes are for administrators.
import type { AppContext } from '../context.js';
import { requireAdmin } from '../plugins/auth.js';
import { badRequest, conflict, notFound } from '../plugins/errors.js';
import { toPage, pageRequest } from '../services/paging.js';
import { searchServiceFor } from '../services/search.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, queryOf, type Schemas } from './types.js';

type Sector = Schemas['Sector'];
const COLUMNS = 'id, name_fr AS "nameFr", name_en AS "nameEn"';
// spec public §8 sector service: 409 'Une ressource avec ce nom existe déjà'
const DUPLICATE = 'Une ressource avec ce nom existe déjà';

/** Trims both names; admin §5: 'Le nom français est requis', 'Le nom anglais est requis'. */
export function sectorNames(body: { nameFr: string; nameEn: string }): { nameFr: string; nameEn: string } {
  const nameFr = body.nameFr.trim();
  const nameEn = body.nameEn.trim();
  if (nameFr.length === 0) throw badRequest('Le nom français est requis');
  if (nameEn.length === 0) throw badRequest('Le nom anglais est requis');
  return { nameFr, nameEn };
}

export function sectorRoutes(ctx: AppContext): RouteHandlers {
  const { database } = ctx;

  async function find(id: number): Promise<Sector> {
    const [sector] = await database.query<Sector>(`SELECT ${COLUMNS} FROM sectors WHERE id = $1`, [id]);
    if (!sector) throw notFound('Secteur non trouvé');
    return sector;
  }

  /** Either name already used by another sector, in either language, ignoring case and accents. */
  async function assertUnique(names: { nameFr: string; nameEn: string }, exceptId: number | null) {
    const [clash] = await database.query(
      `SELECT 1 FROM sectors
       WHERE id <> $3 AND (public.f_unaccent(lower(name_fr)) IN (public.f_unaccent(lower($1)), public.f_unaccent(lower($2)))
                        OR public.f_unaccent(lower(name_en)) IN (public.f_unaccent(lower($1)), public.f_unaccent(lower($2))))`,
      [names.nameFr, names.nameEn, exceptId ?? 0],
    );
    if (clash) throw conflict(DUPLICATE);
  }

  return {
    async listSectors(request) {
      const query = queryOf(request, 'listSectors');
      const page = pageRequest(query);
      const params: (string | number)[] = [];
      const clauses: string[] = [];
      const nameFr = query.nameFr?.trim();
      const nameEn = query.nameEn?.trim();
      if (nameFr) {
        params.push(nameFr);
        clauses.push(`public.f_unaccent(lower(name_fr)) LIKE '%' || public.f_unaccent(lower($${params.length})) || '%'`);
      }
      if (nameEn) {
        params.push(nameEn);
        clauses.push(`public.f_unaccent(lower(name_en)) LIKE '%' || public.f_unaccent(lower($${params.length})) || '%'`);
      }
      const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM sectors ${where}`, params);
      const rows = await database.query<Sector>(
        `SELECT ${COLUMNS} FROM sectors ${where} ORDER BY id LIMIT ${page.size} OFFSET ${page.page * page.size}`,
        params,
      );
      const body: Schemas['SectorPage'] = toPage(rows, count?.n ?? 0, page);
      return body;
    },
    async listAllSectors() {
      const rows: Sector[] = await database.query<Sector>(`SELECT ${COLUMNS} FROM sectors ORDER BY name_fr, id`);
      return rows;
    },
    async searchSectors(request) {
      const text = queryOf(request, 'searchSectors').query?.trim() ?? '';
      const rows: Sector[] = await database.query<Sector>(
        `SELECT ${COLUMNS} FROM sectors
         WHERE $1 = '' OR public.f_unaccent(lower(name_fr)) LIKE '%' || public.f_unaccent(lower($1)) || '%'
                     OR public.f_unaccent(lower(name_en)) LIKE '%' || public.f_unaccent(lower($1)) || '%'
         ORDER BY name_fr, id`,
        [text],
      );
      return rows;
    },
    async getSectorsTotal() {
      const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM sectors');
      return row?.n ?? 0;
    },
    async getSector(request) {
      return find(paramsOf(request, 'getSector').id);
    },
    async createSector(request, reply) {
      requireAdmin(request);
      const names = sectorNames(bodyOf(request, 'createSector'));
      await assertUnique(names, null);
      const [created] = await database.query<Sector>(`INSERT INTO sectors (name_fr, name_en) VALUES ($1, $2) RETURNING ${COLUMNS}`, [
        names.nameFr,
        names.nameEn,
      ]);
      return reply.code(201).send(created);
    },
    async updateSector(request) {
      requireAdmin(request);
      const { id } = paramsOf(request, 'updateSector');
      await find(id);
      const names = sectorNames(bodyOf(request, 'updateSector'));
      await assertUnique(names, id);
      const [updated] = await database.query<Sector>(`UPDATE sectors SET name_fr = $2, name_en = $3 WHERE id = $1 RETURNING ${COLUMNS}`, [
        id,
        names.nameFr,
        names.nameEn,
      ]);
      // the search documents of its companies carry the sector names
      searchServiceFor(database).invalidate();
      return updated;
    },
    async deleteSector(request, reply) {
      requireAdmin(request);
      const { id } = paramsOf(request, 'deleteSector');
      await find(id);
      const [used] = await database.query('SELECT 1 FROM companies WHERE sector_id = $1 LIMIT 1', [id]);
      if (used) throw conflict('Ce secteur compte encore des entreprises : déplacez-les d’abord.');
      await database.query('DELETE FROM sectors WHERE id = $1', [id]);
      searchServiceFor(database).invalidate();
      return reply.code(204).send();
    },
  };
}
