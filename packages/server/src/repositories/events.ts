// The event aggregate (announcements and events: the contract's Event) with its category's names.
import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { categories, events } from '../db/schema.js';
import { offsetOf, type PageRequest } from '../services/paging.js';
import { containsFolded, equalsIgnoringCase, takenByAnother } from './sql.js';

export interface EventRecord {
  id: number;
  title: string;
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
}

export interface EventFilter {
  categoryId?: number;
  /** Part of the title, accents and case ignored. */
  title?: string;
  /** Ending on this day (yyyy-mm-dd) or later. */
  endingFrom?: string;
  /** The announcements of this chamber only. */
  countryAmchamId?: number;
}

/** 'soonest': upcoming lists; 'newest': every announcement, newest start first. */
export type EventOrder = 'soonest' | 'newest';

export type EventValues = Pick<EventRecord, 'title' | 'description' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'address' | 'image'> & {
  categoryId: number;
};

const columns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startDate: events.startDate,
  endDate: events.endDate,
  startTime: events.startTime,
  endTime: events.endTime,
  address: events.address,
  image: events.image,
  category: { id: categories.id, nameFr: categories.nameFr, nameEn: categories.nameEn },
  countryAmchamId: events.countryAmchamId,
};

const ORDERS = {
  soonest: [asc(events.startDate), asc(events.startTime), asc(events.id)],
  newest: [desc(events.startDate), desc(events.startTime), desc(events.id)],
};

function filterOf(filter: EventFilter): SQL | undefined {
  const title = filter.title?.trim();
  return and(
    filter.endingFrom === undefined ? undefined : gte(events.endDate, filter.endingFrom),
    filter.categoryId === undefined ? undefined : eq(events.categoryId, filter.categoryId),
    filter.countryAmchamId === undefined ? undefined : eq(events.countryAmchamId, filter.countryAmchamId),
    title ? containsFolded(events.title, title) : undefined,
  );
}

export function createEventRepository({ db }: Executor) {
  const select = () => db.select(columns).from(events).innerJoin(categories, eq(categories.id, events.categoryId));

  return {
    async find(id: number): Promise<EventRecord | undefined> {
      const [announcement] = await select().where(eq(events.id, id));
      return announcement;
    },

    async page(filter: EventFilter, order: EventOrder, request: PageRequest): Promise<{ content: EventRecord[]; total: number }> {
      const where = filterOf(filter);
      const [total] = await db.select({ n: count() }).from(events).where(where);
      const content = await select()
        .where(where)
        .orderBy(...ORDERS[order])
        .limit(request.size)
        .offset(offsetOf(request));
      return { content, total: total?.n ?? 0 };
    },

    /** The most recently created events (home page). */
    async recent(limit: number): Promise<EventRecord[]> {
      return select().orderBy(desc(events.createdAt), desc(events.id)).limit(limit);
    },

    titleTaken: (title: string, exceptId?: number) => takenByAnother(db, events, events.id, equalsIgnoringCase(events.title, title), exceptId),

    async create(values: EventValues & { countryAmchamId: number | null }): Promise<number> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return (row as { id: number }).id;
    },

    async update(id: number, values: EventValues): Promise<void> {
      await db.update(events).set(values).where(eq(events.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(events).where(eq(events.id, id));
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;
