import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { announcementErrors } from '../errors/announcement';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import { multipart } from './multipart';
import { ADMIN_PAGE_SIZE, FIRST_PAGE, selectedId, textFilter } from './rules';

/** The back-office announcements filter (openapi EventPeriod). */
export type EventPeriod = components['schemas']['EventPeriod'];

export interface EventsQuery {
  readonly page?: number;
  readonly size?: number;
  readonly categoryId?: number | string | null;
  readonly title?: string | null;
}

/** An announcement save (multipart, spec admin §7); text values trimmed (spec admin §5). */
export interface EventForm {
  readonly title: string;
  /** The English title: blank clears it; null or absent keeps the stored one. */
  readonly titleEn?: string | null;
  readonly description: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly address: string;
  readonly categoryId: number;
  readonly imageFile?: Blob | null;
  /** A new announcement's chamber (the network administrator's pick); none: the administrator's own scope. Ignored on update. */
  readonly countryAmchamId?: number | null;
}

function eventFields(form: EventForm) {
  return {
    title: form.title.trim(),
    titleEn: form.titleEn?.trim(),
    description: form.description.trim(),
    startDate: form.startDate,
    endDate: form.endDate,
    startTime: form.startTime,
    endTime: form.endTime,
    address: form.address.trim(),
    categoryId: form.categoryId,
    imageFile: form.imageFile,
    countryAmchamId: form.countryAmchamId ?? undefined,
  };
}

function listQuery(query: EventsQuery) {
  return {
    page: query.page ?? FIRST_PAGE,
    size: query.size ?? ADMIN_PAGE_SIZE,
    categoryId: selectedId(query.categoryId),
    title: textFilter(query.title),
  };
}

export function createEventsService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** Upcoming announcements; the admin list asks pages of 10 (spec admin §9). The home's 3 are `home.announcements`. */
    listUpcoming: (query: EventsQuery = {}) =>
      settle(announcementErrors, language, () => http.GET('/api/events/upcoming', { params: { query: listQuery(query) } })),
    /** The back-office list of a chamber: upcoming by default, past or all; pages of 10. */
    listForChamber: (query: EventsQuery & { readonly countryAmchamId?: number | null; readonly period?: EventPeriod }) =>
      settle(announcementErrors, language, () =>
        http.GET('/api/events/admin', {
          params: { query: { ...listQuery(query), countryAmchamId: query.countryAmchamId ?? undefined, period: query.period ?? 'upcoming' } },
        }),
      ),
    list: (query: EventsQuery = {}) => settle(announcementErrors, language, () => http.GET('/api/events', { params: { query: listQuery(query) } })),
    listByCategory: (categoryId: number, page: number = FIRST_PAGE, size: number = ADMIN_PAGE_SIZE) =>
      settle(announcementErrors, language, () => http.GET('/api/events/category/{id}', { params: { path: { id: categoryId }, query: { page, size } } })),
    get: (id: number) => settle(announcementErrors, language, () => http.GET('/api/events/{id}', { params: { path: { id } } })),
    create: (form: EventForm) =>
      settle(announcementErrors, language, () => http.POST('/api/events/save', multipart<components['schemas']['EventForm']>(eventFields(form)))),
    update: (id: number, form: EventForm) =>
      settle(announcementErrors, language, () =>
        http.PUT('/api/events/{id}', { params: { path: { id } }, ...multipart<components['schemas']['EventForm']>(eventFields(form)) }),
      ),
    remove: (id: number) => settle(announcementErrors, language, () => http.DELETE('/api/events/{id}', { params: { path: { id } } })),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

/** The events service of a client core (tree-shakable: see serviceOf). */
export const eventsOf = /* @__PURE__ */ serviceOf(createEventsService);
