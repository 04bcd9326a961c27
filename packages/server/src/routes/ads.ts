// Tag "ads": advertising banners (home hero slides; back-office Banners screen).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { SqlParam } from '../db/client.js';
import { requireAdmin, requireChamberAdmin } from '../plugins/auth.js';
import { badRequest, conflict, notFound } from '../plugins/errors.js';
import { adStatus } from '../services/ads.js';
import { formatServiceDate, toIsoDate } from '../services/dates.js';
import { readMultipart } from '../services/files.js';
import { booleanField, dateField, fileOf, httpUrlField, requiredText, textField } from '../services/forms.js';
import { offsetOf, pageRequest, toPage } from '../services/paging.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, queryOf, type Schemas } from './types.js';

type Ad = Schemas['Ad'];

interface AdRow extends Record<string, unknown> {
  id: number;
  title: string;
  description: string | null;
  link: string;
  permanent: boolean;
  start_date: string;
  end_date: string | null;
  web_img: string | null;
  mobile_img: string | null;
  clicks: number;
  country_amcham_id: number | null;
}

const SELECT = `SELECT a.id, a.title, a.description, a.link, a.permanent, a.start_date, a.end_date, a.web_img, a.mobile_img,
  (SELECT count(*)::int FROM ad_clicks k WHERE k.ad_id = a.id) AS clicks, a.country_amcham_id FROM ads a`;
// admin §4: shown now = permanent, or today between the start and end dates (both inclusive)
const SHOWN_NOW = `(a.permanent OR (a.start_date <= $1::date AND (a.end_date IS NULL OR a.end_date >= $1::date)))`;
const NEWEST_FIRST = 'ORDER BY a.start_date DESC, a.id DESC';

/** The web image of the banner the home page's hero shows first (the newest shown today), or null. */
export async function firstPortalAdImage(database: AppContext['database'], day: string): Promise<string | null> {
  const [row] = await database.query<{ web_img: string | null }>(`SELECT a.web_img FROM ads a WHERE ${SHOWN_NOW} ${NEWEST_FIRST} LIMIT 1`, [day]);
  return row?.web_img ?? null;
}

function toAd(row: AdRow, today: string): Ad {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    permanent: row.permanent,
    startDate: formatServiceDate(row.start_date) ?? '',
    endDate: row.permanent ? null : formatServiceDate(row.end_date),
    webImg: row.web_img,
    mobileImg: row.mobile_img,
    status: adStatus({ permanent: row.permanent, startDate: row.start_date, endDate: row.end_date }, today),
    clicks: Number(row.clicks),
    countryAmchamId: row.country_amcham_id,
  };
}

export function adRoutes(ctx: AppContext): RouteHandlers {
  const { database, files } = ctx;
  const today = () => toIsoDate(new Date());

  async function list(where: string, params: SqlParam[]): Promise<Ad[]> {
    const rows = await database.query<AdRow>(`${SELECT} WHERE ${where} ${NEWEST_FIRST}`, params);
    const day = today();
    return rows.map((row) => toAd(row, day));
  }

  async function find(id: number): Promise<AdRow> {
    const [row] = await database.query<AdRow>(`${SELECT} WHERE a.id = $1`, [id]);
    if (!row) throw notFound('Bannière non trouvée');
    return row;
  }

  /** The banner's own chamber administrator; a network-wide banner (no chamber) any administrator. */
  function requireAdOwner(request: FastifyRequest, ad: AdRow) {
    return ad.country_amcham_id === null ? requireAdmin(request) : requireChamberAdmin(request, ad.country_amcham_id);
  }

  async function save(request: FastifyRequest, existing: AdRow | null, countryAmchamId: number | null): Promise<Ad> {
    const form = await readMultipart(request);
    const title = requiredText(form, 'title', { max: 200 });
    const description = textField(form, 'description', { max: 2000 }) ?? existing?.description ?? '';
    const link = httpUrlField(form, 'link', true) as string;
    const startDate = dateField(form, 'startDate', true) as string;
    const permanent = booleanField(form, 'permanent') ?? false;
    // admin §5: the end date is required only when permanent is off
    const endDate = permanent ? null : dateField(form, 'endDate', true) as string;
    if (endDate !== null && endDate < startDate) throw badRequest("endDate : La date de fin doit suivre la date de début.");
    const [clash] = await database.query('SELECT 1 FROM ads WHERE lower(title) = lower($1) AND id <> $2', [title, existing?.id ?? 0]);
    if (clash) throw conflict('Une bannière avec ce titre existe déjà');
    const stored: string[] = [];
    try {
      const webUpload = fileOf(form, 'webImg');
      const mobileUpload = fileOf(form, 'mobileImg');
      const webImg = webUpload ? await files.saveImage(webUpload.data, 'adImage') : (existing?.web_img ?? null);
      if (webUpload && webImg) stored.push(webImg);
      const mobileImg = mobileUpload ? await files.saveImage(mobileUpload.data, 'adImage') : (existing?.mobile_img ?? null);
      if (mobileUpload && mobileImg) stored.push(mobileImg);
      const params: SqlParam[] = [title, description, link, permanent, startDate, endDate, webImg, mobileImg];
      const [row] = existing
        ? await database.query<{ id: number }>(
            `UPDATE ads SET title = $1, description = $2, link = $3, permanent = $4, start_date = $5::date, end_date = $6::date,
             web_img = $7, mobile_img = $8 WHERE id = $9 RETURNING id`,
            [...params, existing.id],
          )
        : await database.query<{ id: number }>(
            `INSERT INTO ads (title, description, link, permanent, start_date, end_date, web_img, mobile_img, country_amcham_id)
             VALUES ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9) RETURNING id`,
            [...params, countryAmchamId],
          );
      if (existing) await files.remove('ads', ...(webUpload ? [existing.web_img] : []), ...(mobileUpload ? [existing.mobile_img] : []));
      return toAd(await find((row as { id: number }).id), today());
    } catch (error) {
      await files.remove('ads', ...stored);
      throw error;
    }
  }

  return {
    async listPortalAds(request) {
      const page = pageRequest(queryOf(request, 'listPortalAds'));
      const day = today();
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ads a WHERE ${SHOWN_NOW}`, [day]);
      const rows = await database.query<AdRow>(`${SELECT} WHERE ${SHOWN_NOW} ${NEWEST_FIRST} LIMIT ${page.size} OFFSET ${offsetOf(page)}`, [day]);
      const body: Schemas['AdPage'] = toPage(rows.map((row) => toAd(row, day)), count?.n ?? 0, page);
      return body;
    },
    async searchAds(request) {
      const admin = requireAdmin(request);
      const query = queryOf(request, 'searchAds');
      const page = pageRequest(query);
      const params: SqlParam[] = [admin.countryAmchamId];
      const clauses = ['a.country_amcham_id = $1'];
      const title = query.title?.trim();
      if (title) {
        params.push(title);
        clauses.push(`public.f_unaccent(lower(a.title)) LIKE '%' || public.f_unaccent(lower($${params.length})) || '%'`);
      }
      if (query.permanent !== undefined) {
        params.push(query.permanent);
        clauses.push(`a.permanent = $${params.length}`);
      }
      const where = clauses.join(' AND ');
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ads a WHERE ${where}`, params);
      const rows = await database.query<AdRow>(`${SELECT} WHERE ${where} ${NEWEST_FIRST} LIMIT ${page.size} OFFSET ${offsetOf(page)}`, params);
      const day = today();
      const body: Schemas['AdPage'] = toPage(rows.map((row) => toAd(row, day)), count?.n ?? 0, page);
      return body;
    },
    async listAllAds(request) {
      const admin = requireAdmin(request);
      return list('a.country_amcham_id = $1', [admin.countryAmchamId]);
    },
    async listActiveAds() {
      return list(SHOWN_NOW, [today()]);
    },
    async listPermanentAds() {
      return list('a.permanent', []);
    },
    async getAd(request) {
      return toAd(await find(paramsOf(request, 'getAd').id), today());
    },
    async createAd(request, reply) {
      const admin = requireAdmin(request);
      return reply.code(201).send(await save(request, null, admin.countryAmchamId));
    },
    async updateAd(request) {
      const ad = await find(paramsOf(request, 'updateAd').id);
      requireAdOwner(request, ad);
      return save(request, ad, ad.country_amcham_id);
    },
    async deleteAd(request, reply) {
      const ad = await find(paramsOf(request, 'deleteAd').id);
      requireAdOwner(request, ad);
      await database.query('DELETE FROM ads WHERE id = $1', [ad.id]);
      await files.remove('ads', ad.web_img, ad.mobile_img);
      return reply.code(204).send();
    },
  };
}
