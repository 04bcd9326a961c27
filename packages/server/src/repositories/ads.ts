// The banner aggregate (ads) and its click count.
import { and, count, desc, eq, isNull, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { RepositoryEvents } from './changes.js';
import { ads } from '../db/schema.js';
import { offsetOf, type PageRequest } from '../domain/paging.js';
import { anyRow, containsFolded, equalsIgnoringCase, takenByAnother } from './sql.js';

export interface AdRecord {
  id: number;
  title: string;
  /** The title on English pages; null: they show `title`. */
  titleEn: string | null;
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
  /** The calendar day (yyyy-mm-dd) of the banner's chamber at the instant of the read (UTC for a network-wide one). */
  today: string;
}

export interface AdFilter {
  /** The banners of a chamber; null: the network-wide ones. */
  countryAmchamId?: number | null;
  /** With countryAmchamId a chamber: the network-wide banners too (the network administrator's back-office). */
  withNetworkWide?: boolean;
  /** Shown on the portal at this instant, each banner on its chamber's calendar day. */
  shownAt?: Date;
  permanent?: boolean;
  /** Part of the title, accents and case ignored. */
  title?: string;
}

export type AdValues = Pick<AdRecord, 'title' | 'titleEn' | 'description' | 'link' | 'permanent' | 'startDate' | 'endDate' | 'webImg' | 'mobileImg'>;

/**
 * The calendar day of the banner's chamber at an instant (its IANA time zone; UTC for a network-wide banner):
 * admin §4's status and the portal's selection both compare the banner's dates with this day.
 */
const chamberDay = (at: Date): SQL<string> =>
  sql<string>`(${at.toISOString()}::timestamptz AT TIME ZONE coalesce((SELECT c.time_zone FROM country_amchams c WHERE c.id = ${ads.countryAmchamId}), 'UTC'))::date`;

const columnsAt = (at: Date) => ({
  id: ads.id,
  title: ads.title,
  titleEn: ads.titleEn,
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
  today: sql<string>`to_char(${chamberDay(at)}, 'YYYY-MM-DD')`,
});
const newestFirst = [desc(ads.startDate), desc(ads.id)];

/** admin §4: shown on a day = permanent, or that day between the start and end dates (both inclusive). */
const shownOn = (day: SQL<string>): SQL => or(eq(ads.permanent, true), and(lte(ads.startDate, day), or(isNull(ads.endDate), gte(ads.endDate, day)))) as SQL;

function scopeOf(filter: AdFilter): SQL | undefined {
  if (filter.countryAmchamId === undefined) return undefined;
  if (filter.countryAmchamId === null) return isNull(ads.countryAmchamId);
  const chamber = eq(ads.countryAmchamId, filter.countryAmchamId);
  return filter.withNetworkWide ? or(chamber, isNull(ads.countryAmchamId)) : chamber;
}

function filterOf(filter: AdFilter): SQL | undefined {
  const title = filter.title?.trim();
  return and(
    scopeOf(filter),
    filter.shownAt === undefined ? undefined : shownOn(chamberDay(filter.shownAt)),
    filter.permanent === undefined ? undefined : eq(ads.permanent, filter.permanent),
    title ? containsFolded(ads.title, title) : undefined,
  );
}

export function createAdRepository({ db }: Executor, events: RepositoryEvents) {
  return {
    async find(id: number, at: Date): Promise<AdRecord | undefined> {
      const [ad] = await db.select(columnsAt(at)).from(ads).where(eq(ads.id, id));
      return ad;
    },

    exists: (id: number): Promise<boolean> => anyRow(db, ads, eq(ads.id, id)),

    /** The banners matching the filter, newest start first; `today` of each is its chamber's day at `at`. */
    async list(filter: AdFilter, at: Date): Promise<AdRecord[]> {
      return db
        .select(columnsAt(at))
        .from(ads)
        .where(filterOf(filter))
        .orderBy(...newestFirst);
    },

    async page(filter: AdFilter, request: PageRequest, at: Date): Promise<{ content: AdRecord[]; total: number }> {
      const where = filterOf(filter);
      const [total] = await db.select({ n: count() }).from(ads).where(where);
      const content = await db
        .select(columnsAt(at))
        .from(ads)
        .where(where)
        .orderBy(...newestFirst)
        .limit(request.size)
        .offset(offsetOf(request));
      return { content, total: total?.n ?? 0 };
    },

    titleTaken: (title: string, exceptId?: number) => takenByAnother(db, ads, ads.id, equalsIgnoringCase(ads.title, title), exceptId),

    async create(values: AdValues & { countryAmchamId: number | null }): Promise<number> {
      const [row] = await db.insert(ads).values(values).returning({ id: ads.id });
      // the home page's hero (its page hints, its server-rendered page) shows the banners
      events.directoryChanged('banners');
      return (row as { id: number }).id;
    },

    async update(id: number, values: AdValues): Promise<void> {
      await db.update(ads).set(values).where(eq(ads.id, id));
      events.directoryChanged('banners');
    },

    /** Deletes the banner and its clicks (ON DELETE CASCADE). */
    async delete(id: number): Promise<void> {
      await db.delete(ads).where(eq(ads.id, id));
      events.directoryChanged('banners');
    },
  };
}
