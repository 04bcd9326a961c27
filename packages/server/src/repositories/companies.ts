/**
 * The company aggregate: the company row, its gallery and logo names, its opening hours. Reads answer the
 * contract's `Company` shape: queries find ids first (cheap, index-driven), then `findViews` hydrates at most one
 * page of them with labels, rating and view counts. Those counts are the aggregates maintained on the company row
 * (migration 0003_company_aggregates): a company costs one row read whatever its number of views and ratings.
 */
import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, countries, schedules, sectors, type CompanyStatus, type NewCompany } from '../db/schema.js';
import type { MemberExportRow, MemberImportPlan } from '../domain/memberRows.js';
import { offsetOf, toPage, type Page, type PageRequest } from '../domain/paging.js';
import type { Schedule } from '../domain/schedules.js';
import { averageRating } from '../domain/stats.js';
import type { RepositoryEvents } from './changes.js';
import { containsFolded, equalsFolded, holdsEveryWord, isTypoCandidate, takenByAnother, typedWords } from './sql.js';

export interface CompanyView {
  id: number;
  name: string;
  description: string;
  sector: string;
  sectorNameEn: string;
  sectorId: number;
  country: string;
  countryIcon: string;
  countryId: number;
  countryAmcham: string;
  countryAmchamId: number;
  /** The chamber's IANA time zone: the member's opening hours are local times there. */
  timeZone: string;
  address: string;
  city: string | null;
  telephone: string;
  email: string;
  webLink: string | null;
  logo: string | null;
  pictures: string[];
  videoLink: string | null;
  lat: number | null;
  lon: number | null;
  status: CompanyStatus;
  averageRating: number | null;
  ratingCount: number;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
}

/** What authorization and file handling need of a company. */
export interface CompanyKeys {
  id: number;
  status: CompanyStatus;
  countryAmchamId: number;
  logo: string | null;
  pictures: string[];
}

export interface CompanyFilter {
  countryAmchamId?: number;
  sectorId?: number;
  countryId?: number;
  status?: CompanyStatus;
  /** Words of the name, in any order, accents and case ignored; a misspelt one read as the names' words like it. */
  name?: string;
  /** Only the companies whose membership application awaits an answer, oldest application first. */
  pendingApplication?: boolean;
}

/** The company's membership application awaiting an answer (migration 0020's pending rows). */
const pendingApplicationOf = sql`(SELECT a.submitted_at FROM applications a WHERE a.id = ${companies.id} AND a.decision IS NULL)`;

/** The columns a member's form writes. */
export type CompanyValues = Pick<
  NewCompany,
  | 'name'
  | 'description'
  | 'address'
  | 'city'
  | 'telephone'
  | 'email'
  | 'webLink'
  | 'sectorId'
  | 'countryId'
  | 'countryAmchamId'
  | 'videoLink'
  | 'lat'
  | 'lon'
  | 'logo'
  | 'pictures'
>;

/** What an update may change: the form's columns, and the status (administrators). */
export type CompanyChanges = Partial<CompanyValues> & { status?: CompanyStatus };

interface CompanyRow extends Record<string, unknown> {
  id: number;
  name: string;
  description: string;
  sector: string;
  sector_name_en: string;
  sector_id: number;
  country: string;
  country_icon: string;
  country_id: number;
  country_amcham: string;
  country_amcham_id: number;
  time_zone: string;
  address: string | null;
  city: string | null;
  telephone: string | null;
  email: string | null;
  web_link: string | null;
  logo: string | null;
  pictures: string[] | null;
  video_link: string | null;
  lat: number | null;
  lon: number | null;
  status: CompanyStatus;
  rating_average: number | null;
  rating_count: number;
  view_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const COMPANY_COLUMNS = `
  c.id, c.name, c.description, s.name_fr AS sector, s.name_en AS sector_name_en, c.sector_id,
  k.name AS country, k.icon AS country_icon, c.country_id, a.name AS country_amcham, c.country_amcham_id, a.time_zone,
  c.address, c.city, c.telephone, c.email, c.web_link, c.logo, c.pictures, c.video_link, c.lat, c.lon, c.status,
  c.rating_sum::float8 / NULLIF(c.rating_count, 0) AS rating_average, c.rating_count, c.view_count,
  c.created_at, c.updated_at`;

const COMPANY_FROM = `
  FROM companies c
  JOIN sectors s ON s.id = c.sector_id
  JOIN countries k ON k.id = c.country_id
  JOIN country_amchams a ON a.id = c.country_amcham_id`;

/**
 * The reads of company pages, prepared (Executor.queryPrepared): one id (`c.id = $1`), or a list of them (`= ANY`).
 * PostgreSQL's plan cache keeps a prepared statement's generic plan only where it costs less than the custom plans
 * made so far: a list parameter is estimated at 10 rows in the generic plan and at its length in a custom one, so a
 * list of 1 to 9 ids (every page of search results) was planned anew on every call (as `unnest($1)` joined to
 * companies too). A shorter list is therefore sent as 10 ids, its last one
 * repeated (an index scan reads a repeated key once): every call then has the generic plan's estimate, which PostgreSQL
 * keeps after its first five calls. Each row comes as one JSON value, the row's columns by name:
 * PGlite decodes every column of a row apart, and one JSON value costs it less than the row's columns.
 */
const VIEW_BY_ID = `SELECT row_to_json(v) AS company FROM (SELECT ${COMPANY_COLUMNS} ${COMPANY_FROM} WHERE c.id = $1) AS v`;
const VIEWS_BY_IDS = `SELECT row_to_json(v) AS company FROM (SELECT ${COMPANY_COLUMNS} ${COMPANY_FROM} WHERE c.id = ANY($1::int[])) AS v`;
/** The length of list VIEWS_BY_IDS is planned for: PostgreSQL's estimate for a list parameter in a generic plan. */
const PLANNED_LIST_LENGTH = 10;

/** The ids to ask VIEWS_BY_IDS for: at least PLANNED_LIST_LENGTH of them, the last one repeated (see above). */
function plannedIdList(ids: readonly number[]): number[] {
  const list = [...ids];
  const last = list.at(-1);
  while (last !== undefined && list.length < PLANNED_LIST_LENGTH) list.push(last);
  return list;
}

/**
 * The alphabetical order of companies in raw SQL over `c`: accents and case ignored ('École' among the E's, not
 * after 'Z'), then id so names equal but for accents keep a stable order. `companies_status_name_sort_idx` serves it.
 */
export const BY_NAME = 'c.name_sort, c.id';
const byName = [asc(companies.nameSort), asc(companies.id)];

/** The columns of an imported row as jsonb_to_recordset reads them (keys as the plan names them). */
const IMPORT_RECORD = `name text, description text, address text, city text, telephone text, email text, "webLink" text, "videoLink" text,
  lat double precision, lon double precision, "sectorId" integer, "countryId" integer, "countryAmchamId" integer, status company_status`;
/** Rows per statement of the bulk reads and writes of an import. */
const BATCH = 500;
function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += BATCH) yield items.slice(start, start + BATCH);
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function toCompanyView(row: CompanyRow): CompanyView {
  const ratingCount = Number(row.rating_count);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sector: row.sector,
    sectorNameEn: row.sector_name_en,
    sectorId: row.sector_id,
    country: row.country,
    countryIcon: row.country_icon,
    countryId: row.country_id,
    countryAmcham: row.country_amcham,
    countryAmchamId: row.country_amcham_id,
    timeZone: row.time_zone,
    address: row.address ?? '',
    city: row.city,
    telephone: row.telephone ?? '',
    email: row.email ?? '',
    webLink: row.web_link,
    logo: row.logo,
    pictures: row.pictures ?? [],
    videoLink: row.video_link,
    lat: row.lat,
    lon: row.lon,
    status: row.status,
    averageRating: averageRating(row.rating_average, ratingCount),
    ratingCount,
    viewCount: Number(row.view_count),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The most words of the names a misspelt word of the back-office's search is read as (the most similar first). */
const TYPO_WORDS = 3;

function filterOf(filter: CompanyFilter, nameMatch: SQL | undefined): SQL | undefined {
  return and(
    filter.countryAmchamId === undefined ? undefined : eq(companies.countryAmchamId, filter.countryAmchamId),
    filter.status === undefined ? undefined : eq(companies.status, filter.status),
    filter.sectorId === undefined ? undefined : eq(companies.sectorId, filter.sectorId),
    filter.countryId === undefined ? undefined : eq(companies.countryId, filter.countryId),
    filter.pendingApplication ? sql`${pendingApplicationOf} IS NOT NULL` : undefined,
    nameMatch,
  );
}

export function createCompanyRepository(executor: Executor, events: RepositoryEvents) {
  const { db } = executor;

  /**
   * The name filter of the back-office lists (the members of a chamber, their export): every typed word in the name,
   * in any order, accents and case ignored (typedWords). A word no company's name holds (name_words, migration 0014)
   * is a misspelling: it is read as the TYPO_WORDS words of the names most similar to it (pg_trgm `%`, similarity 0.3
   * or more, through name_words' trigram index), as the public search reads one (services/search.ts).
   */
  async function nameMatch(name: string | undefined): Promise<SQL | undefined> {
    const text = name?.trim();
    if (!text) return undefined;
    const words = typedWords(text);
    // only punctuation typed ('&'): the text as it is
    if (words.length === 0) return containsFolded(companies.name, text);
    const candidates = words.filter(isTypoCandidate);
    const rows =
      candidates.length === 0
        ? []
        : await executor.query<{ word: string; similar: string[] }>(
            `SELECT t.word, ARRAY(SELECT w.word FROM name_words w WHERE w.word % t.word ORDER BY similarity(w.word, t.word) DESC, w.word LIMIT ${TYPO_WORDS}) AS similar
               FROM unnest($1::text[]) AS t(word)
              WHERE NOT EXISTS (SELECT 1 FROM name_words w WHERE w.word LIKE '%' || t.word || '%')`,
            [candidates],
          );
    const corrections = new Map(rows.map((row) => [row.word, row.similar.filter((word) => /^[\p{L}\p{N}]+$/u.test(word))]));
    return holdsEveryWord(companies.nameSort, words, corrections);
  }

  /** The companies with these ids, in the order of the ids given (the order the search decided). */
  async function findViews(ids: readonly number[]): Promise<CompanyView[]> {
    if (ids.length === 0) return [];
    const rows = await executor.queryPrepared<{ company: CompanyRow }>(
      ids.length === 1 ? VIEW_BY_ID : VIEWS_BY_IDS,
      ids.length === 1 ? [...ids] : [plannedIdList(ids)],
    );
    const byId = new Map(rows.map(({ company }) => [company.id, toCompanyView(company)]));
    return ids.flatMap((id) => {
      const company = byId.get(id);
      return company ? [company] : [];
    });
  }

  return {
    findViews,

    async findView(id: number): Promise<CompanyView | null> {
      const [company] = await findViews([id]);
      return company ?? null;
    },

    async findKeys(id: number): Promise<CompanyKeys | undefined> {
      const [row] = await db
        .select({ id: companies.id, status: companies.status, countryAmchamId: companies.countryAmchamId, logo: companies.logo, pictures: companies.pictures })
        .from(companies)
        .where(eq(companies.id, id));
      return row;
    },

    /** The name of an ACTIVE company (the public may rate, view and contact those only). */
    async activeName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(and(eq(companies.id, id), eq(companies.status, 'ACTIVE')));
      return row?.name;
    },

    /** A page of the companies matching the filter, by name, with the exact count (lists of one sector, country or chamber). */
    async page(filter: CompanyFilter, request: PageRequest): Promise<Page<CompanyView>> {
      const where = filterOf(filter, await nameMatch(filter.name));
      const [total] = await db.select({ n: count() }).from(companies).where(where);
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(where)
        .orderBy(...(filter.pendingApplication ? [asc(pendingApplicationOf), asc(companies.id)] : byName))
        .limit(request.size)
        .offset(offsetOf(request));
      return toPage(await findViews(rows.map((row) => row.id)), total?.n ?? 0, request);
    },

    /** Every ACTIVE company, alphabetically. */
    async listActive(): Promise<CompanyView[]> {
      const rows = await executor.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} ${COMPANY_FROM} WHERE c.status = 'ACTIVE' ORDER BY ${BY_NAME}`);
      return rows.map(toCompanyView);
    },

    /** The newest ACTIVE companies. */
    async recent(limit: number): Promise<CompanyView[]> {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.status, 'ACTIVE'))
        .orderBy(desc(companies.createdAt), desc(companies.id))
        .limit(limit);
      return findViews(rows.map((row) => row.id));
    },

    /**
     * Up to 3 ACTIVE companies like this one: the same sector first (and, among those, the same country), then the
     * same country; never itself.
     */
    /**
     * The members alike to any company of this sector and country, best first: the first 4 by name of the same sector
     * and country, then 3 of the same sector elsewhere, then 3 of the same country in another sector. A company's own
     * similar members are these without itself, the first 3 (services/similarMembers.ts); one list serves every
     * company of the pair, so it can be cached by pair (4 of the first group: one of them may be the company).
     */
    async similarCandidates(pair: { sectorId: number; countryId: number }): Promise<CompanyView[]> {
      // The three groups read apart, each the first of an index range by name (migration 0012's indexes): one
      // ORDER BY over (sector OR country) sorted every match, tens of thousands of rows at 100,000 companies.
      const rows = await executor.query<{ id: number }>(
        `SELECT id FROM (
           (SELECT c.id, 0 AS rank, c.name_sort FROM companies c
            WHERE c.status = 'ACTIVE' AND c.sector_id = $1 AND c.country_id = $2 ORDER BY ${BY_NAME} LIMIT 4)
           UNION ALL
           (SELECT c.id, 1, c.name_sort FROM companies c
            WHERE c.status = 'ACTIVE' AND c.sector_id = $1 AND c.country_id <> $2 ORDER BY ${BY_NAME} LIMIT 3)
           UNION ALL
           (SELECT c.id, 2, c.name_sort FROM companies c
            WHERE c.status = 'ACTIVE' AND c.country_id = $2 AND c.sector_id <> $1 ORDER BY ${BY_NAME} LIMIT 3)
         ) alike ORDER BY rank, name_sort, id`,
        [pair.sectorId, pair.countryId],
      );
      return findViews(rows.map((row) => row.id));
    },

    /**
     * Another company has this name, accents and case ignored (the trigram index on f_unaccent(lower(name)) answers
     * it), among those a writer may see: the ACTIVE ones ('public'), also one chamber's (its administrator), or every
     * one ('all', the network administrator). A name is unique among the ACTIVE companies (the database's unique
     * index); a writer is never told of a clash with a company it may not see.
     */
    nameTaken: (name: string, among: 'public' | 'all' | { countryAmchamId: number }, exceptId?: number) =>
      takenByAnother(
        db,
        companies,
        companies.id,
        among === 'all'
          ? equalsFolded(companies.name, name)
          : (and(
              equalsFolded(companies.name, name),
              among === 'public' ? eq(companies.status, 'ACTIVE') : or(eq(companies.status, 'ACTIVE'), eq(companies.countryAmchamId, among.countryAmchamId)),
            ) as SQL),
        exceptId,
      ),

    /** A new company: ACTIVE (an administrator's), or PENDING (a membership application's). */
    async create(values: CompanyValues, status: 'ACTIVE' | 'PENDING' = 'ACTIVE'): Promise<number> {
      const [row] = await db
        .insert(companies)
        .values({ ...values, status })
        .returning({ id: companies.id });
      events.directoryChanged('companies');
      return (row as { id: number }).id;
    },

    /** Writes the given columns only, and the time of the change. */
    async update(id: number, changes: CompanyChanges): Promise<void> {
      await db
        .update(companies)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(companies.id, id));
      events.directoryChanged('companies');
    },

    async setStatus(id: number, status: CompanyStatus): Promise<void> {
      await db
        .update(companies)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(companies.id, id));
      events.directoryChanged('companies');
    },

    /** Deletes the company; its schedules, ratings and statistics go with it (ON DELETE CASCADE). */
    async delete(id: number): Promise<void> {
      await db.delete(companies).where(eq(companies.id, id));
      events.directoryChanged('companies');
    },

    /** The members matching the filter, by name, as the CSV export writes them (a chamber's list, unpaged). */
    async exportRows(filter: CompanyFilter): Promise<MemberExportRow[]> {
      const where = filterOf(filter, await nameMatch(filter.name));
      return db
        .select({
          id: companies.id,
          name: companies.name,
          status: companies.status,
          sectorFr: sectors.nameFr,
          sectorEn: sectors.nameEn,
          country: countries.name,
          description: companies.description,
          address: companies.address,
          city: companies.city,
          telephone: companies.telephone,
          email: companies.email,
          webLink: companies.webLink,
          videoLink: companies.videoLink,
          lat: companies.lat,
          lon: companies.lon,
          logo: companies.logo,
          createdAt: companies.createdAt,
        })
        .from(companies)
        .innerJoin(sectors, eq(sectors.id, companies.sectorId))
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(where)
        .orderBy(...byName);
    },

    /** The chamber of each of these companies that exists. */
    async chambersOf(ids: readonly number[]): Promise<Map<number, number>> {
      const found = new Map<number, number>();
      for (const batch of batches(ids)) {
        const rows = await db.select({ id: companies.id, countryAmchamId: companies.countryAmchamId }).from(companies).where(inArray(companies.id, batch));
        for (const row of rows) found.set(row.id, row.countryAmchamId);
      }
      return found;
    },

    /** Names folded as the database folds them for uniqueness and sorting: f_unaccent(lower(name)). */
    async foldNames(names: readonly string[]): Promise<string[]> {
      const folded: string[] = [];
      for (const batch of batches(names)) {
        const rows = await executor.query<{ folded: string }>(
          'SELECT public.f_unaccent(lower(n)) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS u(n, i) ORDER BY i',
          [[...batch]],
        );
        folded.push(...rows.map((row) => row.folded));
      }
      return folded;
    },

    /** The company holding each of these folded names (name_sort), when one does: its id, chamber and status. */
    async holdersOf(foldedNames: readonly string[]): Promise<Map<string, { id: number; countryAmchamId: number; status: CompanyStatus }>> {
      const holders = new Map<string, { id: number; countryAmchamId: number; status: CompanyStatus }>();
      for (const batch of batches(foldedNames)) {
        // a name is unique among the ACTIVE companies only (companies_active_name_lower_key): a pending or inactive
        // company's name is free to take, and saying it is held would tell the caller of a company it may not see
        const rows = await executor.query<{ id: number; name_sort: string; country_amcham_id: number; status: CompanyStatus }>(
          `SELECT id, name_sort, country_amcham_id, status FROM companies WHERE status = 'ACTIVE' AND name_sort = ANY($1::text[])`,
          [[...batch]],
        );
        for (const row of rows) holders.set(row.name_sort, { id: row.id, countryAmchamId: row.country_amcham_id, status: row.status });
      }
      return holders;
    },

    /**
     * Writes a planned CSV import into the chamber: the rows to create, then the rows to update (the columns of
     * the file only), a few hundred rows per statement. Run it in a transaction: all of it or nothing.
     */
    async importMembers(countryAmchamId: number, plan: Pick<MemberImportPlan, 'creates' | 'updates' | 'columns'>): Promise<void> {
      for (const batch of batches(plan.creates)) {
        const rows = batch.map((row) => ({ ...row, countryAmchamId }));
        await executor.query(
          `INSERT INTO companies (name, description, address, city, telephone, email, web_link, video_link, lat, lon, sector_id, country_id, country_amcham_id, status)
           SELECT v.name, v.description, v.address, v.city, v.telephone, v.email, v."webLink", v."videoLink", v.lat, v.lon, v."sectorId", v."countryId", v."countryAmchamId", v.status
           FROM jsonb_to_recordset($1::jsonb) AS v(${IMPORT_RECORD})`,
          [JSON.stringify(rows)],
        );
      }
      const columns = new Set(plan.columns);
      // a nullable column the file has is written as it is (blank clears it); the others keep their value when blank
      const assignments = [
        ...(['name', 'description', 'address', 'telephone', 'email'] as const)
          .filter((key) => columns.has(key))
          .map((key) => `${key} = coalesce(v.${key}, c.${key})`),
        ...(
          [
            ['city', 'city'],
            ['webLink', 'web_link'],
            ['videoLink', 'video_link'],
            ['lat', 'lat'],
            ['lon', 'lon'],
          ] as const
        )
          .filter(([key]) => columns.has(key))
          .map(([key, column]) => `${column} = v."${key}"`),
        'sector_id = coalesce(v."sectorId", c.sector_id)',
        'country_id = coalesce(v."countryId", c.country_id)',
        'status = coalesce(v.status, c.status)',
        'updated_at = now()',
      ];
      for (const batch of batches(plan.updates)) {
        await executor.query(
          `UPDATE companies c SET ${assignments.join(', ')}
           FROM jsonb_to_recordset($1::jsonb) AS v(id integer, ${IMPORT_RECORD})
           WHERE c.id = v.id AND c.country_amcham_id = $2`,
          [JSON.stringify(batch), countryAmchamId],
        );
      }
      if (plan.creates.length > 0 || plan.updates.length > 0) events.directoryChanged('companies');
    },

    /** The opening hours, Monday first, as HH:MM (PostgreSQL answers times as HH:MM:SS). */
    async schedules(companyId: number): Promise<Schedule[]> {
      const rows = await db
        .select({ dayOfWeek: schedules.dayOfWeek, closed: schedules.closed, openingTime: schedules.openingTime, closingTime: schedules.closingTime })
        .from(schedules)
        .where(eq(schedules.companyId, companyId))
        .orderBy(asc(schedules.dayOfWeek));
      return rows.map((row) => ({
        dayOfWeek: row.dayOfWeek,
        closed: row.closed,
        openingTime: row.closed || row.openingTime === null ? null : row.openingTime.slice(0, 5),
        closingTime: row.closed || row.closingTime === null ? null : row.closingTime.slice(0, 5),
      }));
    },

    /** Replaces the whole week (days not given are deleted) and touches the company: all of it or nothing. */
    replaceSchedules(companyId: number, week: readonly Schedule[]): Promise<void> {
      return executor.transaction(async ({ db: tx }) => {
        const days = week.map((schedule) => schedule.dayOfWeek);
        await tx.delete(schedules).where(and(eq(schedules.companyId, companyId), days.length > 0 ? notInArray(schedules.dayOfWeek, days) : undefined));
        if (week.length > 0) {
          await tx
            .insert(schedules)
            .values(week.map((schedule) => ({ companyId, ...schedule })))
            .onConflictDoUpdate({
              target: [schedules.companyId, schedules.dayOfWeek],
              set: { closed: sql`excluded.closed`, openingTime: sql`excluded.opening_time`, closingTime: sql`excluded.closing_time` },
            });
        }
        await tx
          .update(companies)
          .set({ updatedAt: sql`now()` })
          .where(eq(companies.id, companyId));
      });
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
