// Tag "events": announcements and events (home news, /actualites, back-office Announcements screen).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { chamberScope, isNetworkAdmin, newContentScope, requireAdmin, requireContentAdmin } from '../plugins/auth.js';
import { badRequest, conflict, notFound } from '../plugins/errors.js';
import { isoDateOf, uploadOf } from '../plugins/forms.js';
import type { EventFilter, EventOrder, EventRecord } from '../repositories/events.js';
import { formatServiceDate, toIsoDate } from '../domain/dates.js';
import { pageRequest, toPage } from '../domain/paging.js';
import { ANNOUNCEMENT_TITLE_TAKEN } from '../domain/uniqueness.js';
import type { RouteHandlers } from './index.js';
import { formOf, paramsOf, queryOf, type Schemas } from './types.js';

type Event = Schemas['Event'];

export function toEvent(event: EventRecord): Event {
  return {
    ...event,
    startDate: formatServiceDate(event.startDate) ?? '',
    endDate: formatServiceDate(event.endDate) ?? '',
    // PostgreSQL answers times as HH:MM:SS; the contract speaks HH:MM
    startTime: event.startTime.slice(0, 5),
    endTime: event.endTime.slice(0, 5),
  };
}

export function eventRoutes(ctx: AppContext): RouteHandlers {
  const { repositories, files } = ctx;
  const { events, categories } = repositories;

  async function page(filter: EventFilter, order: EventOrder, query: { page?: number; size?: number }) {
    const paging = pageRequest(query);
    const { content, total } = await events.page(filter, order, paging, new Date());
    const body: Schemas['EventPage'] = toPage(content.map(toEvent), total, paging);
    return body;
  }

  async function find(id: number): Promise<EventRecord> {
    const event = await events.find(id);
    if (!event) throw notFound('Annonce non trouvée');
    return event;
  }

  async function save(request: FastifyRequest, existing: EventRecord | null, countryAmchamId: number | null): Promise<Event> {
    const form = formOf(request, 'createEvent');
    const startDate = isoDateOf('startDate', form.startDate);
    const endDate = isoDateOf('endDate', form.endDate);
    if (endDate < startDate) throw badRequest('endDate : La date de fin doit suivre la date de début.');
    if (!(await categories.find(form.categoryId))) throw badRequest('categoryId : Champ invalide.');
    if (await events.titleTaken(form.title, existing?.id)) throw conflict(ANNOUNCEMENT_TITLE_TAKEN);
    const id = await files.change(async (staged) => {
      const upload = uploadOf(request, 'imageFile');
      const image = upload ? await staged.saveImage(upload.data, 'eventImage') : (existing?.image ?? null);
      const { title, description, startTime, endTime, address, categoryId } = form;
      // the English title: absent keeps the stored one (a form without the field), blank clears it
      const titleEn = form.titleEn === undefined ? (existing?.titleEn ?? null) : form.titleEn || null;
      const values = { title, titleEn, description, startDate, endDate, startTime, endTime, address, categoryId, image };
      if (!existing) return ctx.transaction((tx) => tx.events.create({ ...values, countryAmchamId }));
      await ctx.transaction((tx) => tx.events.update(existing.id, values));
      if (upload) staged.replace('files', existing.image);
      return existing.id;
    });
    return toEvent(await find(id));
  }

  return {
    async listUpcomingEvents(request) {
      const query = queryOf(request, 'listUpcomingEvents');
      return page({ ...query, endingFrom: toIsoDate(new Date()) }, 'soonest', query);
    },
    /**
     * The back-office list: a chamber administrator's chamber, never another's; the network
     * administrator the chamber it names and the network-wide announcements, or only those when it names none.
     * Upcoming (soonest first) by default, past or all (newest first), on each announcement's chamber day.
     */
    async listChamberEvents(request) {
      const admin = requireAdmin(request);
      const { countryAmchamId: requested, period = 'upcoming', ...query } = queryOf(request, 'listChamberEvents');
      const countryAmchamId = chamberScope(admin, requested);
      const filter: EventFilter = { ...query, countryAmchamId, withNetworkWide: isNetworkAdmin(admin), period };
      return page(filter, period === 'upcoming' ? 'soonest' : 'newest', query);
    },
    async listEvents(request) {
      const query = queryOf(request, 'listEvents');
      return page(query, 'newest', query);
    },
    async listEventsByCategory(request) {
      const { id } = paramsOf(request, 'listEventsByCategory');
      if (!(await categories.find(id))) throw notFound('Catégorie non trouvée');
      return page({ categoryId: id }, 'newest', queryOf(request, 'listEventsByCategory'));
    },
    async getEvent(request) {
      return toEvent(await find(paramsOf(request, 'getEvent').id));
    },
    async createEvent(request, reply) {
      const admin = requireAdmin(request);
      const countryAmchamId = await newContentScope(request, admin, formOf(request, 'createEvent').countryAmchamId);
      return reply.code(201).send(await save(request, null, countryAmchamId));
    },
    async updateEvent(request) {
      const event = await find(paramsOf(request, 'updateEvent').id);
      requireContentAdmin(request, event);
      return save(request, event, event.countryAmchamId);
    },
    async deleteEvent(request, reply) {
      const event = await find(paramsOf(request, 'deleteEvent').id);
      requireContentAdmin(request, event);
      await files.change(async (staged) => {
        await ctx.transaction((tx) => tx.events.delete(event.id));
        staged.replace('files', event.image);
      });
      return reply.code(204).send();
    },
  };
}
