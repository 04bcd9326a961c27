// Tag "events": announcements and events (home news, /actualites, back-office Announcements screen).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { SqlParam } from '../db/client.js';
import { requireAdmin, requireChamberAdmin } from '../plugins/auth.js';
import { badRequest, conflict, notFound } from '../plugins/errors.js';
import { formatServiceDate, toIsoDate } from '../services/dates.js';
import { readMultipart } from '../services/files.js';
import { dateField, fileOf, idField, textField, timeField } from '../services/forms.js';
import { offsetOf, pageRequest, toPage, type PageRequest } from '../services/paging.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, queryOf, type Schemas } from './types.js';

type Event = Schemas['Event'];

interface EventRow extends Record<string, unknown> {
  id: number;
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  address: string;
  image: string | null;
  category_id: number;
  name_fr: string;
  name_en: string;
  country_amcham_id: number | null;
}

const SELECT = `SELECT e.id, e.title, e.description, e.start_date, e.end_date, e.start_time::text AS start_time,
  e.end_time::text AS end_time, e.address, e.image, e.category_id, g.name_fr, g.name_en, e.country_amcham_id
  FROM events e JOIN categories g ON g.id = e.category_id`;

export function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: formatServiceDate(row.start_date) ?? '',
    endDate: formatServiceDate(row.end_date) ?? '',
    // PostgreSQL answers times as HH:MM:SS; the contract speaks HH:MM
    startTime: row.start_time.slice(0, 5),
    endTime: row.end_time.slice(0, 5),
    address: row.address,
    image: row.image,
    category: { id: row.category_id, nameFr: row.name_fr, nameEn: row.name_en },
    countryAmchamId: row.country_amcham_id,
  };
}

export async function recentEvents(database: AppContext['database'], limit: number): Promise<Event[]> {
  const rows = await database.query<EventRow>(`${SELECT} ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`);
  return rows.map(toEvent);
}

export function eventRoutes(ctx: AppContext): RouteHandlers {
  const { database, files } = ctx;

  async function page(clauses: string[], params: SqlParam[], orderBy: string, request: PageRequest): Promise<Schemas['EventPage']> {
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM events e ${where}`, params);
    const rows = await database.query<EventRow>(`${SELECT} ${where} ORDER BY ${orderBy} LIMIT ${request.size} OFFSET ${offsetOf(request)}`, params);
    return toPage(rows.map(toEvent), count?.n ?? 0, request);
  }

  function filters(query: { categoryId?: number; title?: string }, clauses: string[] = [], params: SqlParam[] = []) {
    if (query.categoryId !== undefined) {
      params.push(query.categoryId);
      clauses.push(`e.category_id = $${params.length}`);
    }
    const title = query.title?.trim();
    if (title) {
      params.push(title);
      clauses.push(`public.f_unaccent(lower(e.title)) LIKE '%' || public.f_unaccent(lower($${params.length})) || '%'`);
    }
    return { clauses, params };
  }

  async function find(id: number): Promise<EventRow> {
    const [row] = await database.query<EventRow>(`${SELECT} WHERE e.id = $1`, [id]);
    if (!row) throw notFound('Annonce non trouvée');
    return row;
  }

  function requireEventOwner(request: FastifyRequest, event: EventRow) {
    return event.country_amcham_id === null ? requireAdmin(request) : requireChamberAdmin(request, event.country_amcham_id);
  }

  async function save(request: FastifyRequest, existing: EventRow | null, countryAmchamId: number | null): Promise<Event> {
    const form = await readMultipart(request);
    // admin §5 announcement form: every field required, text trimmed
    const title = textField(form, 'title', { required: true, max: 200, requiredMessage: 'Le titre est requis' }) as string;
    const description = textField(form, 'description', { required: true, max: 5000 }) as string;
    const startDate = dateField(form, 'startDate', true) as string;
    const endDate = dateField(form, 'endDate', true) as string;
    if (endDate < startDate) throw badRequest('endDate : La date de fin doit suivre la date de début.');
    const startTime = timeField(form, 'startTime', true) as string;
    const endTime = timeField(form, 'endTime', true) as string;
    const address = textField(form, 'address', { required: true, max: 300 }) as string;
    const categoryId = idField(form, 'categoryId', true) as number;
    const [category] = await database.query('SELECT 1 FROM categories WHERE id = $1', [categoryId]);
    if (!category) throw badRequest('categoryId : Champ invalide.');
    const [clash] = await database.query('SELECT 1 FROM events WHERE lower(title) = lower($1) AND id <> $2', [title, existing?.id ?? 0]);
    if (clash) throw conflict('Une annonce avec ce titre existe déjà');
    const upload = fileOf(form, 'imageFile');
    const image = upload ? await files.saveImage(upload.data, 'eventImage') : (existing?.image ?? null);
    try {
      const params: SqlParam[] = [title, description, startDate, endDate, startTime, endTime, address, categoryId, image];
      const [row] = existing
        ? await database.query<{ id: number }>(
            `UPDATE events SET title = $1, description = $2, start_date = $3::date, end_date = $4::date, start_time = $5::time,
             end_time = $6::time, address = $7, category_id = $8, image = $9 WHERE id = $10 RETURNING id`,
            [...params, existing.id],
          )
        : await database.query<{ id: number }>(
            `INSERT INTO events (title, description, start_date, end_date, start_time, end_time, address, category_id, image, country_amcham_id)
             VALUES ($1, $2, $3::date, $4::date, $5::time, $6::time, $7, $8, $9, $10) RETURNING id`,
            [...params, countryAmchamId],
          );
      if (upload && existing?.image) await files.remove('files', existing.image);
      return toEvent(await find((row as { id: number }).id));
    } catch (error) {
      if (upload) await files.remove('files', image);
      throw error;
    }
  }

  return {
    async listUpcomingEvents(request) {
      const query = queryOf(request, 'listUpcomingEvents');
      const { clauses, params } = filters(query, ['e.end_date >= $1::date'], [toIsoDate(new Date())]);
      return page(clauses, params, 'e.start_date, e.start_time, e.id', pageRequest(query));
    },
    async listEvents(request) {
      const query = queryOf(request, 'listEvents');
      const { clauses, params } = filters(query);
      return page(clauses, params, 'e.start_date DESC, e.start_time DESC, e.id DESC', pageRequest(query));
    },
    async listEventsByCategory(request) {
      const { id } = paramsOf(request, 'listEventsByCategory');
      const [category] = await database.query('SELECT 1 FROM categories WHERE id = $1', [id]);
      if (!category) throw notFound('Catégorie non trouvée');
      return page(['e.category_id = $1'], [id], 'e.start_date DESC, e.start_time DESC, e.id DESC', pageRequest(queryOf(request, 'listEventsByCategory')));
    },
    async getEvent(request) {
      return toEvent(await find(paramsOf(request, 'getEvent').id));
    },
    async createEvent(request, reply) {
      const admin = requireAdmin(request);
      return reply.code(201).send(await save(request, null, admin.countryAmchamId));
    },
    async updateEvent(request) {
      const event = await find(paramsOf(request, 'updateEvent').id);
      requireEventOwner(request, event);
      return save(request, event, event.country_amcham_id);
    },
    async deleteEvent(request, reply) {
      const event = await find(paramsOf(request, 'deleteEvent').id);
      requireEventOwner(request, event);
      await database.query('DELETE FROM events WHERE id = $1', [event.id]);
      await files.remove('files', event.image);
      return reply.code(204).send();
    },
  };
}
