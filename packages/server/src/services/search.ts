/**
 * Directory search (spec public §7 GET /api/companies/search): counting, ranking, paging and caching the matches of
 * what searchPlanning.ts plans; searchRecording.ts records the searches, searchCaching.ts keeps the company pages.
 *
 * - Accent- and case-insensitive French full-text over the maintained `companies.search_vector` (name, sector
 *   names FR and EN, city, country, description; migration 0002_search), every typed word as a prefix, matched
 *   through the exact indexed words it begins (search_lexemes, migration 0013: the same matches, see #fullText).
 * - Typo tolerance from the names' words: when the full-text query finds nothing because a typed word is no word of
 *   any document (search_lexemes: a misspelling, not well-spelt words that no member has together), each such word is
 *   read as the TYPO_WORDS words of the members' names most similar to it (name_words, migration 0014: pg_trgm `%`,
 *   similarity 0.3 or more, through its trigram index) and the search runs again with them as if they had been typed
 *   (any of them, each a prefix; counted, ranked and paged as any search). Never a similarity scan of the names.
 * - Order: relevance (ts_rank, name matches weigh most) then name (accents and case ignored) then id, so equal
 *   ranks keep a stable order.
 *   Ranking a broad match set costs a rank computation per match, and so does sorting it by name (every match
 *   fetched, or a walk of the name index that skips every non-matching name before the first match). Above RANK_LIMIT matches
 *   the page lists the newest members first (id descending): a stable order that walks the primary key and
 *   stops after one page, since a broad match is spread over the whole table.
 * - Counting: `totalElements` is exact up to COUNT_CAP matches, counted through a LIMIT subquery; beyond it the
 *   answer says COUNT_CAP (and paging stops there, page 111 at 9 a page): exact counts of huge match sets read
 *   thousands of heap pages for a common word, many times the cost of the page itself. A count that reaches
 *   the cap is not ranked either (it may stand for any number of matches).
 * - Results are cached per query and page, and match counts per query (LRU, short TTL); both caches are
 *   dropped on every write that can change them (companies, sectors, chambers).
 * - Page 0 of each search is recorded for the statistics (searchRecording.ts).
 */
import type { Database, Executor, SqlParam } from '../db/client.js';
import { toPage, type Page, type PageRequest } from '../domain/paging.js';
import { foldText, searchTerms } from '../domain/searchQuery.js';
import { BY_NAME, createCompanyRepository, type CompanyRepository, type CompanyView } from '../repositories/companies.js';
import { LruCache } from './cache.js';
import { CompanyPages } from './searchCaching.js';
import { baseFilter, keywordFilter, SearchPlanner, type Filter, type FullText, type Rank, type SearchCriteria } from './searchPlanning.js';
import { SearchRecording, type SearchClient, type SearchRecorder } from './searchRecording.js';
import type { VisitorGate } from './sharedState.js';
import type { EventSource } from '../db/schema.js';

const COUNT_CAP = 1_000;
const RANK_LIMIT = 1_000;
/**
 * PostgreSQL's statement timeout (ms) of the search whose cost the plan cannot bound: the newest-first walk of an
 * estimated match set (counted instead when it runs out). The embedded database has no timer to stop a statement: it
 * runs whole there.
 */
const WALK_TIMEOUT_MS = 150;
/**
 * The same walk within a sector or a country. The planner takes the words and the filters as independent: a city with
 * another country, or a sector's name with another sector, is estimated at thousands of matches and has none, and
 * the walk reads the whole table until it runs out. Where the estimate is right the walk reads a
 * few pages' worth of rows, far less than counting instead through the GIN index over the words and the filters
 * (which builds every match before counting).
 */
const FILTERED_WALK_TIMEOUT_MS = 40;
/** A keyword count the planner estimates at this many times COUNT_CAP or more is taken as capped (see #count). */
const ESTIMATE_FACTOR = 2;
/**
 * The newest-first walk of an estimated match set reads the newest ids only, this many times the share of the ids in
 * which the estimated matches would fill the page (see #walk). The planner's estimate of a word that its statistics do
 * not list (a word of few members: 'banque' at 1,000,000 companies) is a fixed share of the table, thousands of rows,
 * and so is a city within another country: the walk then found nothing in the whole table.
 */
const WALK_MARGIN = 4;
/** The most points one map answer holds (searchCompanyLocations; the newest members first, `truncated` beyond). */
const LOCATIONS_LIMIT = 5_000;

export interface SearchOptions {
  /** Above this many matches the page is not ranked (default RANK_LIMIT). */
  rankLimit?: number;
  /** Counting stops here (default COUNT_CAP). */
  countCap?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
  /** How long recorded searches wait before they are written (ms). */
  recordDelayMs?: number;
  onRecordError?: (error: unknown) => void;
  /** Who has been counted today (default: this process's memory; services/sharedState.ts shares it on PostgreSQL). */
  visitors?: VisitorGate;
  /** Where searches are recorded when the service reads from a replica (DATABASE_READ_URL): the primary. */
  recordTo?: Database;
}

/** A search's matches, up to the counting cap. */
interface Matches {
  /** Exact below the cap; the cap when there are that many or more (counted, or estimated by the planner). */
  total: number;
  /** Every match in the search's ranked order, when they were counted with their ranks and are fewer than the cap (see #count). */
  ranked?: readonly number[];
  /** Taken from the planner's estimate (never kept: a short page has it counted). */
  estimated?: true;
  /** The planner's estimate of the matches, when `total` was taken from it. */
  expected?: number;
}

// a type, not an interface: database rows are records
type CompanyLocation = {
  id: number;
  name: string;
  lat: number;
  lon: number;
  sectorId: number;
};

/** A page of search results, with the translations of the typed words it also matched (see #translated). */
export type SearchPage = Page<CompanyView> & { alsoFor?: string[] };

export interface Locations {
  points: CompanyLocation[];
  limit: number;
  truncated: boolean;
}

/**
 * What a search's cached answers are kept under: the folded keyword and the filters, the sectors of a search of several
 * sorted (the same sectors in any order are one search; a list of one is criteriaFrom's sectorId, so `sectorIds=1` is
 * `sectorId=1`, and never `sectorIds=1&sectorIds=2`).
 */
function criteriaKey(criteria: SearchCriteria): unknown[] {
  const sectorIds = criteria.sectorIds === undefined ? null : [...criteria.sectorIds].sort((a, b) => a - b);
  return [criteria.keyword === null ? null : foldText(criteria.keyword), criteria.sectorId, sectorIds, criteria.countryId];
}

export class SearchService {
  readonly #database: Database;
  readonly #companies: CompanyRepository;
  readonly #cache: LruCache<SearchPage>;
  /** Match counts by query, so the later pages of a search ('See more') do not count again. */
  readonly #totals: LruCache<Matches>;
  /** Counts under way, by query: the pages of one search asked for at once count once (see #count). */
  readonly #counting = new Map<string, Promise<Matches>>();
  /** Moves on every invalidate(): a count or ranking that a write overtook is answered but not kept. */
  #generation = 0;
  readonly #rankLimit: number;
  readonly #countCap: number;
  readonly #recording: SearchRecording;
  /** Map answers by query, dropped with the other caches. */
  readonly #locations = new LruCache<Locations>({ maxEntries: 200, ttlMs: 30_000, name: 'map-locations' });
  readonly #companyPages: CompanyPages;
  readonly #planner: SearchPlanner;

  constructor(database: Database, options: SearchOptions = {}) {
    this.#database = database;
    this.#companies = createCompanyRepository(database, { directoryChanged: () => this.invalidate() });
    const caches = {
      ...(options.cacheEntries === undefined ? {} : { cacheEntries: options.cacheEntries }),
      ...(options.cacheTtlMs === undefined ? {} : { cacheTtlMs: options.cacheTtlMs }),
    };
    this.#companyPages = new CompanyPages(database, this.#companies, caches);
    this.#rankLimit = options.rankLimit ?? RANK_LIMIT;
    this.#countCap = options.countCap ?? COUNT_CAP;
    this.#cache = new LruCache({ maxEntries: options.cacheEntries ?? 500, ttlMs: options.cacheTtlMs ?? 30_000, name: 'search-results' });
    this.#totals = new LruCache({ maxEntries: options.cacheEntries ?? 500, ttlMs: options.cacheTtlMs ?? 30_000, name: 'search-counts' });
    this.#planner = new SearchPlanner(database, caches);
    this.#recording = new SearchRecording(options.recordTo ?? database, {
      ...(options.recordDelayMs === undefined ? {} : { delayMs: options.recordDelayMs }),
      ...(options.onRecordError ? { onError: options.onRecordError } : {}),
      ...(options.visitors ? { visitors: options.visitors } : {}),
    });
  }

  /** The recorded searches on their way to the database (flush() before counting them). */
  get recorder(): SearchRecorder {
    return this.#recording.recorder;
  }

  /** Drops cached results: call after any write to companies, sectors or countries. */
  invalidate(): void {
    this.#generation++;
    this.#cache.invalidate();
    this.#totals.invalidate();
    this.#counting.clear();
    this.#locations.invalidate();
    this.#companyPages.invalidate();
    this.#planner.invalidate();
  }

  /** A company's page, from the cache when it is an ACTIVE company read in the last 30 s; null when unknown. */
  company(id: number): Promise<CompanyView | null> {
    return this.#companyPages.read(id);
  }

  /** Drops one company's cached page: its view count or rating moved (writes to the directory drop every cache). */
  forgetCompany(id: number): void {
    this.#companyPages.forget(id);
  }

  /**
   * Records one search for the statistics (the route skips bots and pages after the first), with the chambers of
   * the members its first page showed; a repeat of the same search by the same client today, or a search past the
   * client's daily cap, is not recorded.
   */
  record(criteria: SearchCriteria, client: SearchClient, shown: readonly { id: number; countryAmchamId: number }[] = [], source: EventSource = 'portal'): void {
    this.#recording.record(criteria, client, shown, source);
  }

  async search(criteria: SearchCriteria, request: PageRequest): Promise<SearchPage> {
    const key = JSON.stringify([criteriaKey(criteria), request.page, request.size]);
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const { ids, total, alsoFor } = await this.#findIds(criteria, request);
    const page: SearchPage = toPage(await this.#companies.findViews(ids), total, request);
    if (alsoFor !== undefined) page.alsoFor = [...alsoFor];
    this.#cache.set(key, page);
    return page;
  }

  /**
   * The located members a search matches (the map of a search): the filter of `search` (status, sector,
   * country, then the full-text query, or the typo-tolerant names when it finds nothing) and both coordinates, at
   * most `limit` points, newest first (a stable order that walks the primary key), `truncated` when more match.
   * Cached per query like the pages, and dropped with them.
   */
  async locations(criteria: SearchCriteria, limit = LOCATIONS_LIMIT): Promise<Locations> {
    const key = JSON.stringify([criteriaKey(criteria), limit]);
    const cached = this.#locations.get(key);
    if (cached) return cached;
    const filter = baseFilter(criteria);
    const located = `${filter.where} AND c.lat IS NOT NULL AND c.lon IS NOT NULL`;
    const select = (where: string, params: SqlParam[], executor: Executor = this.#database) =>
      executor.query<CompanyLocation>(
        `SELECT c.id, c.name, c.lat, c.lon, c.sector_id AS "sectorId" FROM companies c WHERE ${where} ORDER BY c.id DESC LIMIT ${limit + 1}`,
        params,
      );
    let rows: CompanyLocation[] = [];
    if (criteria.keyword === null) rows = await select(located, filter.params);
    else {
      const terms = searchTerms(criteria.keyword);
      let text = await this.#planner.fullText(terms);
      // as `search`: the typo tolerance only when the full-text query matches nothing at all, for a misspelt word
      const params = (t: FullText) => [...filter.params, t.value];
      const anyMatch = async (t: FullText) =>
        (await this.#database.query(`SELECT 1 FROM companies c WHERE ${filter.where} AND ${t.sql(`$${filter.params.length + 1}`)} LIMIT 1`, params(t))).length >
        0;
      if (text === null) text = await this.#planner.corrected(terms);
      else if (!(await anyMatch(text))) text = text.typoWhenEmpty ? await this.#planner.corrected(terms) : null;
      if (text !== null) rows = await select(`${located} AND ${text.sql(`$${filter.params.length + 1}`)}`, params(text));
    }
    const answer: Locations = {
      points: rows.slice(0, limit).map((row) => ({ ...row, lat: Number(row.lat), lon: Number(row.lon) })),
      limit,
      truncated: rows.length > limit,
    };
    this.#locations.set(key, answer);
    return answer;
  }

  async #findIds(criteria: SearchCriteria, request: PageRequest): Promise<{ ids: number[]; total: number; alsoFor?: readonly string[] }> {
    const filter = baseFilter(criteria);
    const offset = request.page * request.size;
    // Paging stops at the counting cap: past it there is nothing to show.
    if (offset >= this.#countCap) return { ids: [], total: (await this.#count(filter.where, filter.params)).total };
    if (criteria.keyword === null) return this.#byName(filter.where, filter.params, request, offset);

    const terms = searchTerms(criteria.keyword);
    const within = keywordFilter(criteria);
    const text = await this.#planner.fullText(terms);
    if (text !== null) {
      const found = await this.#matching(criteria, within, text, request, offset);
      // the translations are named when the search found something with them
      if (found.total > 0 && text.alsoFor !== undefined) return { ...found, alsoFor: text.alsoFor };
      if (found.total > 0 || !text.typoWhenEmpty) return found;
    }
    // Typo tolerance: only when the full-text query found nothing because a typed word is no word of any document (a
    // misspelling). Well-spelt words that no member has together (or none within the filters) answer nothing.
    const corrected = await this.#planner.corrected(terms);
    if (corrected === null) return { ids: [], total: 0 };
    return this.#matching(criteria, within, corrected, request, offset);
  }

  /** The page of the matches of a full-text condition within the filters, and their number (see the header). */
  async #matching(criteria: SearchCriteria, filter: Filter, text: FullText, request: PageRequest, offset: number): Promise<{ ids: number[]; total: number }> {
    const params = [...filter.params, text.value];
    const where = `${filter.where} AND ${text.sql(`$${params.length}`)}`;
    let matches = await this.#count(where, params, { estimate: true, rank: text.rank });
    let { total } = matches;
    if (total > this.#rankLimit || total >= this.#countCap) {
      // The newest first: a walk of the primary key that stops after the page while matches are common. A total the
      // planner estimated may stand for few matches (words common alone but rare together or within the filters,
      // e.g. a city with another country: the walk would read the whole table), so the walk
      // is bounded, and counted when it runs out (exact up to the cap: the ranked page below when under it).
      const filtered = criteria.sectorId !== null || criteria.sectorIds !== undefined || criteria.countryId !== null;
      const walked = await this.#walk(where, params, request, offset, matches.expected, filtered ? FILTERED_WALK_TIMEOUT_MS : WALK_TIMEOUT_MS);
      if (walked !== undefined && walked.whole) return { ids: walked.ids, total: (await this.#count(where, params)).total };
      if (walked !== undefined) return { ids: walked.ids, total };
      // the estimate was wrong: count them, ranked when they are few (the page, and the later ones, are slices of them)
      matches = await this.#count(where, params, { rank: text.rank });
      total = matches.total;
      if (total > this.#rankLimit || total >= this.#countCap) return { ids: await this.#ids(where, params, 'c.id DESC', request, offset), total };
    }
    // every match was ranked with the count: this page is a slice of them
    if (matches.ranked !== undefined) return { ids: matches.ranked.slice(offset, offset + Math.min(request.size, this.#countCap - offset)), total };
    if (total === 0) return { ids: [], total: 0 };
    const placeholders = text.rank.values.map((value) => `$${params.push(value)}`);
    const rank = `${text.rank.order(placeholders)}, ${BY_NAME}`;
    return { ids: await this.#ids(where, params, rank, request, offset), total };
  }

  /**
   * The page of the newest matches (id descending) of a match set the planner estimated at `expected` (undefined: it
   * was counted), or undefined when the walk cannot tell the page (the estimate was wrong): `whole` when the walk saw
   * every match (a short page: they are counted). An estimated walk reads only the newest ids where WALK_MARGIN times
   * the estimated matches of the page would be (the matches of a broad word are spread over the whole table), so
   * that a wrong estimate costs a few thousand rows, not the table: a full page there is the page a walk of every id
   * finds. An unbounded walk (a counted total, or a page deep enough that the share is the whole table) runs under a
   * statement timeout of `ms`.
   */
  async #walk(
    where: string,
    params: SqlParam[],
    request: PageRequest,
    offset: number,
    expected: number | undefined,
    ms: number,
  ): Promise<{ ids: number[]; whole: boolean } | undefined> {
    const wanted = Math.min(request.size, this.#countCap - offset);
    const share = expected === undefined || expected <= 0 ? 1 : (WALK_MARGIN * (offset + wanted)) / expected;
    if (share < 1) {
      const bounded = [...params, 1 - share];
      // the newest ids' range, from the highest id (the primary key's last entry)
      const within = `${where} AND c.id > (SELECT floor(max(m.id) * $${bounded.length}::float8)::int FROM companies m)`;
      const ids = await this.#ids(within, bounded, 'c.id DESC', request, offset);
      return ids.length < wanted ? undefined : { ids, whole: false };
    }
    const ids = await this.#bounded(ms, (executor) => this.#ids(where, params, 'c.id DESC', request, offset, executor));
    return ids === undefined ? undefined : { ids, whole: ids.length < wanted };
  }

  /**
   * `work` under a statement timeout of `ms` on PostgreSQL, undefined when it ran out; on the embedded database (no
   * timer stops a statement there) `work` runs whole.
   */
  async #bounded<T>(ms: number, work: (executor: Executor) => Promise<T>): Promise<T | undefined> {
    if (this.#database.kind !== 'postgres') return work(this.#database);
    try {
      return await this.#database.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${ms}`);
        return work(tx);
      });
    } catch (error) {
      // query_canceled: the statement timeout
      if ((error as { code?: unknown }).code === '57014') return undefined;
      throw error;
    }
  }

  /**
   * Filters only (no keyword): the count and the page by name are prepared statements (Executor.queryPrepared: one
   * text per combination of filters, and for the page per size and offset too, see #ids), where a keyword's are not
   * (the plan of a full-text condition depends on its words).
   */
  async #byName(where: string, params: SqlParam[], request: PageRequest, offset: number) {
    const [matches, ids] = await Promise.all([
      this.#count(where, params, { prepared: true }),
      this.#ids(where, params, BY_NAME, request, offset, this.#database, true),
    ]);
    return { ids, total: matches.total };
  }

  /**
   * The number of matches, up to the cap. With `estimate`, a keyword whose matches the planner puts at ESTIMATE_FACTOR
   * times the cap or more is taken as capped without counting: the full-text index builds the bitmap of every match
   * before a count can stop (a frequent word at 1,000,000 companies, or a filtered word
   * with many rows, costs hundreds of milliseconds), while the plan's estimate (the lexeme statistics of ANALYZE) costs a planning. Estimates of exact words
   * are close (7,157 for 6,622 'groupe tropicale'); a wrong one shows as a short page, which is then counted.
   * With `rank` (a keyword, the prefix query its ranks are of), a count the planner expects under the cap (any count, without
   * `estimate`: the walk found the estimate wrong, see #walk) ranks the
   * matches as it counts them and keeps them in the search's order (relevance, then name, then id): the page, and the
   * later pages of the search, are slices of them (otherwise a keyword within a sector
   * or a country searches its index once to count and again for each ranked page; ranking the counted rows costs
   * little more than the count). A count that reaches the cap keeps no order.
   * The pages of one search asked for at once share one count; a count that a write overtook is not kept.
   */
  async #count(where: string, params: SqlParam[], options: { estimate?: boolean; rank?: Rank; prepared?: boolean } = {}): Promise<Matches> {
    const key = JSON.stringify([where, params, options.rank === undefined ? null : [options.rank.values, options.rank.order(['?'])]]);
    const known = this.#totals.get(key);
    if (known !== undefined) return known;
    // an estimate under way is no answer for an exact count
    const flight = JSON.stringify([key, options.estimate === true]);
    const pending = this.#counting.get(flight);
    if (pending) return pending;
    const generation = this.#generation;
    const counting = this.#countNow(where, params, options);
    this.#counting.set(flight, counting);
    try {
      const matches = await counting;
      if (this.#generation === generation && !matches.estimated) this.#totals.set(key, matches);
      return matches;
    } finally {
      if (this.#counting.get(flight) === counting) this.#counting.delete(flight);
    }
  }

  async #countNow(where: string, params: SqlParam[], options: { estimate?: boolean; rank?: Rank; prepared?: boolean }): Promise<Matches> {
    let expected = Infinity;
    if (options.estimate) {
      const [plan] = await this.#database.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        `EXPLAIN (FORMAT JSON) SELECT 1 FROM companies c WHERE ${where}`,
        params,
      );
      expected = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
      if (expected >= ESTIMATE_FACTOR * this.#countCap) return { total: this.#countCap, estimated: true, expected };
    }
    if (options.rank !== undefined && (!options.estimate || expected < this.#countCap)) {
      const rows = await this.#database.query<{ id: number }>(
        `SELECT c.id FROM (SELECT c.id, c.search_vector, c.name_sort FROM companies c WHERE ${where} LIMIT ${this.#countCap}) AS c
         ORDER BY ${options.rank.order(options.rank.values.map((_, i) => `$${params.length + 1 + i}`))}, ${BY_NAME}`,
        [...params, ...options.rank.values],
      );
      const total = rows.length;
      return total >= this.#countCap ? { total } : { total, ranked: rows.map((row) => row.id) };
    }
    const count = `SELECT count(*)::int AS n FROM (SELECT 1 FROM companies c WHERE ${where} LIMIT ${this.#countCap}) AS matches`;
    const [row] = await (options.prepared ? this.#database.queryPrepared<{ n: number }>(count, params) : this.#database.query<{ n: number }>(count, params));
    return { total: Number(row?.n ?? 0) };
  }

  async #ids(
    where: string,
    params: SqlParam[],
    orderBy: string,
    request: PageRequest,
    offset: number,
    executor: Executor = this.#database,
    prepared = false,
  ): Promise<number[]> {
    const size = Math.min(request.size, this.#countCap - offset);
    // the size and offset written in the text: with them as parameters PostgreSQL's plan cache never keeps the generic
    // plan (its estimate of a LIMIT parameter is 10 % of the matches) and plans every call anew (180 µs for the page
    // of a sector in PGlite, 70 µs so: a text for each page asked, MAX_PREPARED at most, see Executor.queryPrepared)
    const text = `SELECT c.id FROM companies c WHERE ${where} ORDER BY ${orderBy} LIMIT ${size} OFFSET ${offset}`;
    const rows = prepared ? await executor.queryPrepared<{ id: number }>(text, params) : await executor.query<{ id: number }>(text, params);
    return rows.map((row) => row.id);
  }
}

const services = new WeakMap<Database, SearchService>();

/** One search service (cache and recorder) per database, shared by every route module of an app. */
export function searchServiceFor(database: Database, options?: SearchOptions): SearchService {
  let service = services.get(database);
  if (!service) {
    service = new SearchService(database, options);
    services.set(database, service);
  }
  return service;
}
