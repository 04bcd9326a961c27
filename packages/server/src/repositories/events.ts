// The event aggregate (announcements and events: the contract's Event) with its category's names.
import { and, asc, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { RepositoryEvents } from './changes.js';
import { categories, events } from '../db/schema.js';
import { offsetOf, type PageRequest } from '../domain/paging.js';
import { containsFolded, equalsIgnoringCase, takenByAnother } from './sql.js';

export interface EventRecord {
  id: number;
  title: string;
  /** The title on English pages; null: they show `title`. */
  titleEn: string | null;
  description: string;
  /** yyyy-mm-dd */
  startDate: string;
  endDate: string;
  /** HH:MM:SS */
  startTime: string;
  endTime: string;
  address: string;
  image: string | null;
  category: { id: number; nameFr: string; nameEn: string };
  countryAmchamId: number | null;
  /** Ended before its chamber's calendar day at the instant of the read (UTC for a network-wide one). */
  past: boolean;
}

/** The back-office filter: upcoming (ending on the chamber's day or later), past, or all. */
type EventPeriod = 'upcoming' | 'past' | 'all';

export interface EventFilter {
  categoryId?: number;
  /** Part of the title, accents and case ignored. */
  title?: string;
  /** Ending on this day (yyyy-mm-dd) or later. */
  endingFrom?: string;
  /** The announcements of this chamber only; null: the network-wide ones. */
  countryAmchamId?: number | null;
  /** With countryAmchamId a chamber: the network-wide announcements too (the network administrator's back-office). */
  withNetworkWide?: boolean;
  /** Upcoming or past on each announcement's chamber day at `at` (the back-office). */
  period?: EventPeriod;
}

/** 'soonest': upcoming lists; 'newest': every announcement, newest start first. */
export type EventOrder = 'soonest' | 'newest';

export type EventValues = Pick<EventRecord, 'title' | 'titleEn' | 'description' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'address' | 'image'> & {
  categoryId: number;
};

/** The calendar day of the announcement's chamber at an instant (its IANA time zone; UTC without a chamber). */
const chamberDay = (at: Date): SQL<string> =>
  sql<string>`(${at.toISOString()}::timestamptz AT TIME ZONE coalesce((SELECT c.time_zone FROM country_amchams c WHERE c.id = ${events.countryAmchamId}), 'UTC'))::date`;

const columnsAt = (at: Date) => ({
  id: events.id,
  title: events.title,
  titleEn: events.titleEn,
  description: events.description,
  startDate: events.startDate,
  endDate: events.endDate,
  startTime: events.startTime,
  endTime: events.endTime,
  address: events.address,
  image: events.image,
  category: { id: categories.id, nameFr: categories.nameFr, nameEn: categories.nameEn },
  countryAmchamId: events.countryAmchamId,
  past: sql<boolean>`(${lt(events.endDate, chamberDay(at))})`.mapWith(Boolean),
});

const ORDERS = {
  soonest: [asc(events.startDate), asc(events.startTime), asc(events.id)],
  newest: [desc(events.startDate), desc(events.startTime), desc(events.id)],
};

function scopeOf(filter: EventFilter): SQL | undefined {
  if (filter.countryAmchamId === undefined) return undefined;
  if (filter.countryAmchamId === null) return isNull(events.countryAmchamId);
  const chamber = eq(events.countryAmchamId, filter.countryAmchamId);
  return filter.withNetworkWide ? or(chamber, isNull(events.countryAmchamId)) : chamber;
}

function periodOf(period: EventPeriod | undefined, at: Date): SQL | undefined {
  if (period === 'upcoming') return gte(events.endDate, chamberDay(at));
  if (period === 'past') return lt(events.endDate, chamberDay(at));
  return undefined;
}

function filterOf(filter: EventFilter, at: Date): SQL | undefined {
  const title = filter.title?.trim();
  return and(
    filter.endingFrom === undefined ? undefined : gte(events.endDate, filter.endingFrom),
    filter.categoryId === undefined ? undefined : eq(events.categoryId, filter.categoryId),
    scopeOf(filter),
    periodOf(filter.period, at),
    title ? containsFolded(events.title, title) : undefined,
  );
}

/** `changes`: the home page and /actualites show the announcements (their server-rendered pages are dropped on a write). */
export function createEventRepository({ db }: Executor, changes: RepositoryEvents) {
  const select = (at: Date) => db.select(columnsAt(at)).from(events).innerJoin(categories, eq(categories.id, events.categoryId));

  return {
    async find(id: number, at: Date = new Date()): Promise<EventRecord | undefined> {
      const [announcement] = await select(at).where(eq(events.id, id));
      return announcement;
    },

    async page(filter: EventFilter, order: EventOrder, request: PageRequest, at: Date = new Date()): Promise<{ content: EventRecord[]; total: number }> {
      const where = filterOf(filter, at);
      const [total] = await db.select({ n: count() }).from(events).where(where);
      const content = await select(at)
        .where(where)
        .orderBy(...ORDERS[order])
        .limit(request.size)
        .offset(offsetOf(request));
      return { content, total: total?.n ?? 0 };
    },

    /** The most recently created events (home page). */
    async recent(limit: number): Promise<EventRecord[]> {
      return select(new Date()).orderBy(desc(events.createdAt), desc(events.id)).limit(limit);
    },

    titleTaken: (title: string, exceptId?: number) => takenByAnother(db, events, events.id, equalsIgnoringCase(events.title, title), exceptId),

    async create(values: EventValues & { countryAmchamId: number | null }): Promise<number> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      changes.directoryChanged('announcements');
      return (row as { id: number }).id;
    },

    async update(id: number, values: EventValues): Promise<void> {
      await db.update(events).set(values).where(eq(events.id, id));
      changes.directoryChanged('announcements');
    },

    async delete(id: number): Promise<void> {
      await db.delete(events).where(eq(events.id, id));
      changes.directoryChanged('announcements');
    },
  };
}
