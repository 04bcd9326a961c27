// The banner aggregate (ads) and its click count.
import { and, count, desc, eq, isNull, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { ads } from '../db/schema.js';
import { offsetOf, type PageRequest } from '../services/paging.js';
import { anyRow, containsFolded, equalsIgnoringCase, takenByAnother } from './sql.js';

export interface AdRecord {
  id: number;
  title: string;
  description: string;
  link: string;
  permanent: boolean;
  /** yyyy-mm-dd */
  startDate: string;
  endDate: string | null;
  webImg: string | null;
  mobileImg: string | null;
  clicks: number;
  countryAmchamId: number | null;
}

export interface AdFilter {
  /** The banners of a chamber; null: the network-wide ones. */
  countryAmchamId?: number | null;
  /** Shown on the portal on this day (yyyy-mm-dd). */
  shownOn?: string;
  permanent?: boolean;
  /** Part of the title, accents and case ignored. */
  title?: string;
}

export type AdValues = Pick<AdRecord, 'title' | 'description' | 'link' | 'permanent' | 'startDate' | 'endDate' | 'webImg' | 'mobileImg'>;

const columns = {
  id: ads.id,
  title: ads.title,
  description: ads.description,
  link: ads.link,
  permanent: ads.permanent,
  startDate: ads.startDate,
  endDate: ads.endDate,
  webImg: ads.webImg,
  mobileImg: ads.mobileImg,
  // written out: drizzle leaves the columns of a one-table query unqualified, and `id` would be the click's
  clicks: sql<number>`(SELECT count(*)::int FROM ad_clicks k WHERE k.ad_id = ads.id)`.mapWith(Number),
  countryAmchamId: ads.countryAmchamId,
};
const newestFirst = [desc(ads.startDate), desc(ads.id)];

/** admin §4: shown on a day = permanent, or that day between the start and end dates (both inclusive). */
const shownOn = (day: string): SQL => or(eq(ads.permanent, true), and(lte(ads.startDate, day), or(isNull(ads.endDate), gte(ads.endDate, day)))) as SQL;

function filterOf(filter: AdFilter): SQL | undefined {
  const title = filter.title?.trim();
  return and(
    filter.countryAmchamId === undefined
      ? undefined
      : filter.countryAmchamId === null
        ? isNull(ads.countryAmchamId)
        : eq(ads.countryAmchamId, filter.countryAmchamId),
    filter.shownOn === undefined ? undefined : shownOn(filter.shownOn),
    filter.permanent === undefined ? undefined : eq(ads.permanent, filter.permanent),
    title ? containsFolded(ads.title, title) : undefined,
  );
}

export function createAdRepository({ db }: Executor) {
  return {
    async find(id: number): Promise<AdRecord | undefined> {
      const [ad] = await db.select(columns).from(ads).where(eq(ads.id, id));
      return ad;
    },

    exists: (id: number): Promise<boolean> => anyRow(db, ads, eq(ads.id, id)),

    /** The banners matching the filter, newest start first. */
    async list(filter: AdFilter): Promise<AdRecord[]> {
      return db
        .select(columns)
        .from(ads)
        .where(filterOf(filter))
        .orderBy(...newestFirst);
    },

    async page(filter: AdFilter, request: PageRequest): Promise<{ content: AdRecord[]; total: number }> {
      const where = filterOf(filter);
      const [total] = await db.select({ n: count() }).from(ads).where(where);
      const content = await db
        .select(columns)
        .from(ads)
        .where(where)
        .orderBy(...newestFirst)
        .limit(request.size)
        .offset(offsetOf(request));
      return { content, total: total?.n ?? 0 };
    },

    /** The web image of the banner the home page's hero shows first (the newest shown that day), or null. */
    async firstShownImage(day: string): Promise<string | null> {
      const [row] = await db
        .select({ webImg: ads.webImg })
        .from(ads)
        .where(shownOn(day))
        .orderBy(...newestFirst)
        .limit(1);
      return row?.webImg ?? null;
    },

    titleTaken: (title: string, exceptId?: number) => takenByAnother(db, ads, ads.id, equalsIgnoringCase(ads.title, title), exceptId),

    async create(values: AdValues & { countryAmchamId: number | null }): Promise<number> {
      const [row] = await db.insert(ads).values(values).returning({ id: ads.id });
      return (row as { id: number }).id;
    },

    async update(id: number, values: AdValues): Promise<void> {
      await db.update(ads).set(values).where(eq(ads.id, id));
    },

    /** Deletes the banner and its clicks (ON DELETE CASCADE). */
    async delete(id: number): Promise<void> {
      await db.delete(ads).where(eq(ads.id, id));
    },
  };
}

export type AdRepository = ReturnType<typeof createAdRepository>;
