/**
 * Directory search (spec public §7 GET /api/companies/search).
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
 * - Page 0 of each search is recorded in `searches` (keyword, sector, country, the chambers whose members the
 *   page showed, time: no personal data), buffered and written in batches so recording never sits on the
 *   request's path; migration 0006's trigger adds it to the daily counters the statistics read. A client counts
 *   once a day for the same search and at most SEARCHES_PER_ADDRESS searches a day (otherwise one client's
 *   repeated searches would make its sector the top popular search).
 */
import type { Database, Executor, SqlParam } from '../db/client.js';
import { BatchReader } from './batchReads.js';
import { BilingualDictionary, bilingualTsQuery, businessTerms, dictionaryWords, formKey, translatedForms, type BilingualQuery } from './bilingual.js';
import { LruCache } from './cache.js';
import { BY_NAME, createCompanyRepository, type CompanyRepository, type CompanyView } from '../repositories/companies.js';
import { toPage, type Page, type PageRequest } from '../domain/paging.js';
import {
  alternativesTsQuery,
  exactWordsTsQuery,
  foldText,
  normaliseKeyword,
  PREFIX_WORDS_MAX,
  prefixAlternativesTsQuery,
  prefixTsQuery,
  searchTerms,
  type WordExpansion,
} from '../domain/searchQuery.js';
import type { VisitorGate } from './sharedState.js';
import { VisitorCounter } from './tracking.js';

export const COUNT_CAP = 1_000;
export const RANK_LIMIT = 1_000;
/** The most words of the names a misspelt word is read as (the most similar first). */
export const TYPO_WORDS = 3;
/**
 * PostgreSQL's statement timeout (ms) of the search whose cost the plan cannot bound: the newest-first walk of an
 * estimated match set (counted instead when it runs out). The embedded database has no timer to stop a statement: it
 * runs whole there.
 */
export const WALK_TIMEOUT_MS = 150;
/**
 * The same walk within a sector or a country. The planner takes the words and the filters as independent: a city with
 * another country, or a sector's name with another sector, is estimated at thousands of matches and has none, and
 * the walk reads the whole table until it runs out. Where the estimate is right the walk reads a
 * few pages' worth of rows, far less than counting instead through the GIN index over the words and the filters
 * (which builds every match before counting).
 */
export const FILTERED_WALK_TIMEOUT_MS = 40;
/** A keyword count the planner estimates at this many times COUNT_CAP or more is taken as capped (see #count). */
const ESTIMATE_FACTOR = 2;
/** Searches one address may have counted a day (a person searching all day stays under it). */
export const SEARCHES_PER_ADDRESS = 30;
/** The most points one map answer holds (searchCompanyLocations; the newest members first, `truncated` beyond). */
export const LOCATIONS_LIMIT = 5_000;

export interface SearchCriteria {
  keyword: string | null;
  sectorId: number | null;
  countryId: number | null;
}

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

interface Filter {
  where: string;
  params: SqlParam[];
}

/** A search's matches, up to the counting cap. */
interface Matches {
  /** Exact below the cap; the cap when there are that many or more (counted, or estimated by the planner). */
  total: number;
  /** Every match in the search's ranked order, when they were counted with their ranks and are fewer than the cap (see #count). */
  ranked?: readonly number[];
  /** Taken from the planner's estimate (never kept: a short page has it counted). */
  estimated?: true;
}

/**
 * The full-text condition of a keyword: `value` as a parameter, `sql(placeholder)` the condition on `c.search_vector`.
 * `rank` is the prefix query ts_rank orders by (the same ranks as before the exact-words form).
 */
interface FullText {
  sql: (placeholder: string) => string;
  value: string;
  rank: Rank;
  /**
   * Whether the names' typo tolerance applies when it matches nothing: not when every typed word is a word of some
   * document (nothing is misspelt: no member has those words together, or none within the filters).
   */
  typoWhenEmpty: boolean;
  /** The translations the condition also matches (the dictionary of business terms, see #translated), for the results page. */
  alsoFor?: readonly string[];
}

/** How matches are ranked before their name: `order(placeholders)` over parameters holding `values`. */
interface Rank {
  values: readonly string[];
  order: (placeholders: readonly string[]) => string;
}

/** The ranks of a prefix query (to_tsquery under the French configuration), as every search ranked before translations. */
const frenchRank = (prefix: string): Rank => ({ values: [prefix], order: ([p]) => `ts_rank(c.search_vector, to_tsquery('french', ${p})) DESC` });

/** The most translations the results page names. */
export const ALSO_FOR_MAX = 3;

/**
 * The full-text condition of a bilingual query: the documents that match the words as typed rank first (the typed
 * language; among them a name match first, a name's weight the highest), then the others, each by ts_rank.
 */
function translatedText(query: BilingualQuery): FullText {
  const rank: Rank =
    query.primary === null
      ? { values: [query.value], order: ([v]) => `ts_rank(c.search_vector, ${v}::tsquery) DESC` }
      : {
          values: [query.primary, query.value],
          order: ([p, v]) => `(c.search_vector @@ ${p}::tsquery) DESC, ts_rank(c.search_vector, ${v}::tsquery) DESC`,
        };
  return { sql: (p) => `c.search_vector @@ ${p}::tsquery`, value: query.value, rank, typoWhenEmpty: false, alsoFor: query.alsoFor.slice(0, ALSO_FOR_MAX) };
}

function baseFilter(criteria: SearchCriteria): Filter {
  const params: SqlParam[] = [];
  const clauses = [`c.status = 'ACTIVE'`];
  if (criteria.sectorId !== null) {
    params.push(criteria.sectorId);
    clauses.push(`c.sector_id = $${params.length}`);
  }
  if (criteria.countryId !== null) {
    params.push(criteria.countryId);
    clauses.push(`c.country_id = $${params.length}`);
  }
  return { where: clauses.join(' AND '), params };
}

/** Merges the two keyword parameters of the contract (`keyword`, `name`): both must match when both are given. */
export function criteriaFrom(query: {
  keyword?: string | null;
  name?: string | null;
  sectorId?: number | null;
  sector?: number | null;
  countryId?: number | null;
  country?: number | null;
}): SearchCriteria {
  const words = [normaliseKeyword(query.keyword), normaliseKeyword(query.name)].filter((word): word is string => word !== null);
  return {
    keyword: normaliseKeyword(words.join(' ')),
    sectorId: query.sectorId ?? query.sector ?? null,
    countryId: query.countryId ?? query.country ?? null,
  };
}

interface SearchRecord {
  keyword: string | null;
  sectorId: number | null;
  countryId: number | null;
  /** The chambers whose members the first page showed. */
  chamberIds: number[];
  /** The companies the first page showed (a member's weekly digest counts the searches that showed it). */
  companyIds: number[];
  at: Date;
}

/** Who searched, to count a client once (never stored: services/tracking.ts). */
export interface SearchClient {
  address: string;
  userAgent?: string | undefined;
}

/** Buffers search records and writes them in one INSERT per batch. */
export class SearchRecorder {
  readonly #database: Database;
  readonly #delayMs: number;
  readonly #onError: (error: unknown) => void;
  #buffer: SearchRecord[] = [];
  #timer: NodeJS.Timeout | null = null;
  #pending: Promise<void> = Promise.resolve();
  /** Records still waiting for the shared counters' answer (PostgreSQL): flush() waits for them. */
  readonly #admitting = new Set<Promise<void>>();

  constructor(database: Database, delayMs: number, onError: (error: unknown) => void) {
    this.#database = database;
    this.#delayMs = delayMs;
    this.#onError = onError;
  }

  record(entry: SearchRecord): void {
    this.#buffer.push(entry);
    if (this.#buffer.length >= 500) {
      void this.flush();
      return;
    }
    if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.#delayMs);
      this.#timer.unref();
    }
  }

  /** Records `entry` once `admitted` says so (a record decided elsewhere, see SearchService.record). */
  recordOnceAdmitted(admitted: Promise<boolean>, entry: () => SearchRecord): void {
    const decided: Promise<void> = admitted.then(
      (yes) => {
        if (yes) this.record(entry());
      },
      (error: unknown) => this.#onError(error),
    );
    this.#admitting.add(decided);
    void decided.finally(() => this.#admitting.delete(decided));
  }

  /** Writes what is buffered; resolves once every earlier write is done. */
  flush(): Promise<void> {
    if (this.#admitting.size > 0) return Promise.all(this.#admitting).then(() => this.flush());
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const batch = this.#buffer;
    this.#buffer = [];
    if (batch.length > 0) {
      this.#pending = this.#pending.then(() => this.#write(batch)).catch(this.#onError);
    }
    return this.#pending;
  }

  async #write(batch: SearchRecord[]): Promise<void> {
    const params: SqlParam[] = [];
    const values = batch.map((entry) => {
      params.push(entry.keyword, entry.sectorId, entry.countryId, entry.chamberIds, entry.companyIds, entry.at);
      const n = params.length;
      return `($${n - 5}::text, $${n - 4}::int, $${n - 3}::int, $${n - 2}::int[], $${n - 1}::int[], $${n}::timestamptz)`;
    });
    // Unknown sector or country ids (a filter naming nothing) are kept as null rather than failing the batch.
    await this.#database.query(
      `INSERT INTO searches (keyword, sector_id, country_id, chamber_ids, company_ids, at)
       SELECT v.keyword, s.id, k.id, v.chamber_ids, v.company_ids, v.at
       FROM (VALUES ${values.join(', ')}) AS v(keyword, sector_id, country_id, chamber_ids, company_ids, at)
       LEFT JOIN sectors s ON s.id = v.sector_id
       LEFT JOIN countries k ON k.id = v.country_id`,
      params,
    );
  }
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
  readonly recorder: SearchRecorder;
  readonly #counted: VisitorGate;
  /** Map answers by query, dropped with the other caches. */
  readonly #locations = new LruCache<Locations>({ maxEntries: 200, ttlMs: 30_000, name: 'map-locations' });
  /**
   * Company pages (GET /api/companies/{id}) of ACTIVE companies by id (the most read call), dropped with
   * the other caches on every write to the directory, and one by one when a company's counters move (a view or a
   * rating recorded, see forgetCompany).
   */
  readonly #companyPages: LruCache<CompanyView>;
  /** Company page reads under way, by id (see company). */
  readonly #companyReads = new Map<number, Promise<CompanyView | null>>();
  /** Company page reads asked together, read together (batchReads.ts). */
  readonly #companyBatches: BatchReader<number, CompanyView>;
  /** What typed words stand for (searchQuery.ts exactWordsTsQuery), by folded keyword; dropped with the other caches. */
  readonly #expansions: LruCache<WordExpansion[]>;
  /** The full-text condition of typed words with their translations (null: none), by folded keyword; dropped with the other caches. */
  readonly #translations: LruCache<{ text: FullText | null }>;
  /** The dictionary of business terms, stemmed (see #dictionary). */
  #bilingual: Promise<BilingualDictionary> | undefined;

  constructor(database: Database, options: SearchOptions = {}) {
    this.#database = database;
    this.#companies = createCompanyRepository(database, { directoryChanged: () => this.invalidate() });
    // the embedded database has one connection: two reads keep it busy; PostgreSQL's pool serves the searches too
    this.#companyBatches = new BatchReader(async (ids) => new Map((await this.#companies.findViews(ids)).map((company) => [company.id, company])), {
      maxInFlight: database.kind === 'pglite' ? 2 : 4,
    });
    this.#rankLimit = options.rankLimit ?? RANK_LIMIT;
    this.#countCap = options.countCap ?? COUNT_CAP;
    this.#cache = new LruCache({ maxEntries: options.cacheEntries ?? 500, ttlMs: options.cacheTtlMs ?? 30_000, name: 'search-results' });
    this.#totals = new LruCache({ maxEntries: options.cacheEntries ?? 500, ttlMs: options.cacheTtlMs ?? 30_000, name: 'search-counts' });
    this.#companyPages = new LruCache({
      maxEntries: options.cacheEntries === undefined ? 5_000 : options.cacheEntries * 10,
      ttlMs: options.cacheTtlMs ?? 30_000,
      name: 'company-pages',
    });
    this.#expansions = new LruCache({ maxEntries: options.cacheEntries ?? 500, ttlMs: options.cacheTtlMs ?? 30_000, name: 'search-words' });
    this.#translations = new LruCache({ maxEntries: options.cacheEntries ?? 500, ttlMs: options.cacheTtlMs ?? 30_000, name: 'search-translations' });
    this.recorder = new SearchRecorder(options.recordTo ?? database, options.recordDelayMs ?? 250, options.onRecordError ?? (() => undefined));
    this.#counted = options.visitors ?? new VisitorCounter({ perAddress: SEARCHES_PER_ADDRESS });
  }

  /** Drops cached results: call after any write to companies, sectors or countries. */
  invalidate(): void {
    this.#generation++;
    this.#cache.invalidate();
    this.#totals.invalidate();
    this.#counting.clear();
    this.#locations.invalidate();
    this.#companyPages.invalidate();
    this.#companyReads.clear();
    this.#expansions.invalidate();
    this.#translations.invalidate();
  }

  /** A company's page, from the cache when it is an ACTIVE company read in the last 30 s; null when unknown. */
  async company(id: number): Promise<CompanyView | null> {
    const key = String(id);
    const cached = this.#companyPages.get(key);
    if (cached) return cached;
    // one read for the calls that ask meanwhile (a member page asks for the company, its hours, similar members and
    // ratings at once, each checking the company first); under load, with other companies' reads (batchReads.ts)
    const reading = this.#companyReads.get(id);
    if (reading) return reading;
    const read = this.#companyBatches.load(id).then((found) => {
      const company = found ?? null;
      // the other statuses are seen by their member and administrators only: read from the database every time; a
      // read overtaken by a write (the cache dropped meanwhile) is answered but not kept
      if (company?.status === 'ACTIVE' && this.#companyReads.get(id) === read) this.#companyPages.set(key, company);
      return company;
    });
    this.#companyReads.set(id, read);
    try {
      return await read;
    } finally {
      if (this.#companyReads.get(id) === read) this.#companyReads.delete(id);
    }
  }

  /** Drops one company's cached page: its view count or rating moved (writes to the directory drop every cache). */
  forgetCompany(id: number): void {
    this.#companyPages.delete(String(id));
    this.#companyReads.delete(id);
  }

  /**
   * Records one search for the statistics (the route skips bots and pages after the first), with the chambers of
   * the members its first page showed; a repeat of the same search by the same client today, or a search past the
   * client's daily cap, is not recorded.
   */
  record(criteria: SearchCriteria, client: SearchClient, shown: readonly { id: number; countryAmchamId: number }[] = []): void {
    const same = JSON.stringify([criteria.keyword === null ? null : foldText(criteria.keyword), criteria.sectorId, criteria.countryId]);
    const admitted = this.#counted.admit(client, same);
    const at = new Date();
    const entry = () => ({
      keyword: criteria.keyword === null ? null : criteria.keyword.slice(0, 200),
      sectorId: criteria.sectorId,
      countryId: criteria.countryId,
      chamberIds: [...new Set(shown.map((company) => company.countryAmchamId))],
      companyIds: shown.map((company) => company.id),
      at,
    });
    // in memory the answer is immediate; on PostgreSQL the search is recorded once it comes, off the request's path
    if (typeof admitted === 'boolean') {
      if (admitted) this.recorder.record(entry());
    } else this.recorder.recordOnceAdmitted(admitted, entry);
  }

  async search(criteria: SearchCriteria, request: PageRequest): Promise<SearchPage> {
    const key = JSON.stringify([
      criteria.keyword === null ? null : foldText(criteria.keyword),
      criteria.sectorId,
      criteria.countryId,
      request.page,
      request.size,
    ]);
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
    const key = JSON.stringify([criteria.keyword === null ? null : foldText(criteria.keyword), criteria.sectorId, criteria.countryId, limit]);
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
      let text = await this.#fullText(terms);
      // as `search`: the typo tolerance only when the full-text query matches nothing at all, for a misspelt word
      const params = (t: FullText) => [...filter.params, t.value];
      const anyMatch = async (t: FullText) =>
        (await this.#database.query(`SELECT 1 FROM companies c WHERE ${filter.where} AND ${t.sql(`$${filter.params.length + 1}`)} LIMIT 1`, params(t))).length >
        0;
      if (text === null) text = await this.#corrected(terms);
      else if (!(await anyMatch(text))) text = text.typoWhenEmpty ? await this.#corrected(terms) : null;
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
    const text = await this.#fullText(terms);
    if (text !== null) {
      const found = await this.#matching(criteria, filter, text, request, offset);
      // the translations are named when the search found something with them
      if (found.total > 0 && text.alsoFor !== undefined) return { ...found, alsoFor: text.alsoFor };
      if (found.total > 0 || !text.typoWhenEmpty) return found;
    }
    // Typo tolerance: only when the full-text query found nothing because a typed word is no word of any document (a
    // misspelling). Well-spelt words that no member has together (or none within the filters) answer nothing.
    const corrected = await this.#corrected(terms);
    if (corrected === null) return { ids: [], total: 0 };
    return this.#matching(criteria, filter, corrected, request, offset);
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
      const filtered = criteria.sectorId !== null || criteria.countryId !== null;
      const timeout = filtered ? FILTERED_WALK_TIMEOUT_MS : WALK_TIMEOUT_MS;
      const ids = await this.#bounded(timeout, (executor) => this.#ids(where, params, 'c.id DESC', request, offset, executor));
      // a short page under an estimated total: the estimate was wrong, count them
      const counted = () => this.#count(where, params);
      if (ids !== undefined && ids.length < Math.min(request.size, this.#countCap - offset)) return { ids, total: (await counted()).total };
      if (ids !== undefined) return { ids, total };
      matches = await counted();
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

  /** What typed words stand for (stems and the indexed words they begin), one query for all, cached per list. */
  async #expand(words: readonly string[]): Promise<WordExpansion[]> {
    const key = words.join(' ');
    const known = this.#expansions.get(key);
    if (known) return known;
    const rows = await this.#database.query<{ stems: string[]; words: string[]; english: string[] }>(
      `SELECT v.stems, tsvector_to_array(to_tsvector('english', t.word)) AS english, ARRAY(
         SELECT l.lexeme FROM search_lexemes l
         WHERE l.lexeme >= v.stems[1] AND l.lexeme < v.stems[1] || chr(1114111) AND starts_with(l.lexeme, v.stems[1])
         ORDER BY l.lexeme LIMIT ${PREFIX_WORDS_MAX + 1}) AS words
       FROM unnest($1::text[]) WITH ORDINALITY AS t(word, n)
       CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector('french', t.word)) AS stems) AS v
       ORDER BY t.n`,
      [[...words]],
    );
    this.#expansions.set(key, rows);
    return rows;
  }

  /**
   * The typo tolerance: the typed words, each misspelt one (a word that begins no indexed word) read as the
   * TYPO_WORDS words of the members' names most similar to it (name_words, migration 0014: trigram similarity 0.3 or
   * more, through its trigram index), as the full-text condition of those words typed instead, any of them matching.
   * Null when no word is misspelt, or a misspelt word is like no name's word. It replaces a strict word similarity
   * of the typed words to every name (`<<%` on the names' trigram index): a misspelt
   * common word read a large share of the names (and found nothing under a statement timeout) and a swap
   * of two letters in a short word ('soicete') was below its 0.5 threshold: found nothing, where this finds 'societe'.
   */
  async #corrected(terms: string[]): Promise<FullText | null> {
    if (terms.length === 0) return null;
    const expansions = await this.#expand(terms);
    const misspelt = terms.filter((_, i) => {
      const expansion = expansions[i];
      return expansion !== undefined && expansion.stems.length > 0 && expansion.words.length === 0;
    });
    if (misspelt.length === 0) return null;
    const rows = await this.#database.query<{ word: string; similar: string[] }>(
      `SELECT t.word, ARRAY(
         SELECT w.word FROM name_words w WHERE w.word % t.word ORDER BY similarity(w.word, t.word) DESC, w.word LIMIT ${TYPO_WORDS}) AS similar
       FROM unnest($1::text[]) AS t(word)`,
      [misspelt],
    );
    // letters and digits only, as typed words are (nothing reaches the tsquery parser unescaped)
    const similar = new Map(rows.map((row) => [row.word, row.similar.filter((word) => /^[\p{L}\p{N}]+$/u.test(word))]));
    const positions = terms.map((term) => similar.get(term) ?? [term]);
    if (positions.some((words) => words.length === 0)) return null;
    const words = [...new Set(positions.flat())];
    const expanded = new Map((await this.#expand(words)).map((expansion, i) => [words[i] as string, expansion]));
    const exact = alternativesTsQuery(positions.map((alternatives) => alternatives.map((word) => expanded.get(word) ?? { stems: [], words: [] })));
    const prefix = prefixAlternativesTsQuery(positions);
    if (exact === null || prefix === null) return null;
    if (exact === undefined)
      return { sql: (p) => `c.search_vector @@ to_tsquery('french', ${p})`, value: prefix, rank: frenchRank(prefix), typoWhenEmpty: false };
    return { sql: (p) => `c.search_vector @@ ${p}::tsquery`, value: exact, rank: frenchRank(prefix), typoWhenEmpty: false };
  }

  /**
   * The full-text condition of the typed words, null when no document can match them. Every word matches as a prefix
   * (prefixTsQuery: 'compagnie:* & savane:*'), written as the exact indexed words each prefix stands for when the
   * dictionary of indexed words (search_lexemes, migration 0013) lists few enough: the same matches, but the full-text
   * index no longer builds the whole list of rows of every prefix before intersecting them (at 1,000,000 companies on
   * PostgreSQL, a several-word company name otherwise costs hundreds of milliseconds).
   * One query finds the stems (the French configuration, as to_tsquery) and their words; cached per keyword.
   */
  async #fullText(terms: string[]): Promise<FullText | null> {
    const prefix = prefixTsQuery(terms);
    if (prefix === null) return null;
    const expansions = await this.#expand(terms);
    const translated = await this.#translated(terms, expansions);
    if (translated !== null) return translated;
    const exact = exactWordsTsQuery(expansions);
    if (exact === null) return null;
    if (exact === undefined)
      return { sql: (p) => `c.search_vector @@ to_tsquery('french', ${p})`, value: prefix, rank: frenchRank(prefix), typoWhenEmpty: true };
    return { sql: (p) => `c.search_vector @@ ${p}::tsquery`, value: exact, rank: frenchRank(prefix), typoWhenEmpty: false };
  }

  /** The dictionary of business terms, its words stemmed by the database once (both configurations, as typed words are). */
  #dictionary(): Promise<BilingualDictionary> {
    this.#bilingual ??= (async () => {
      const pairs = businessTerms();
      const rows = await this.#database.query<{ word: string; fr: string[]; en: string[] }>(
        `SELECT t.word, tsvector_to_array(to_tsvector('french', t.word)) AS fr, tsvector_to_array(to_tsvector('english', t.word)) AS en
         FROM unnest($1::text[]) AS t(word)`,
        [dictionaryWords(pairs)],
      );
      return new BilingualDictionary(pairs, new Map(rows.map((row) => [row.word, { fr: row.fr, en: row.en }])));
    })();
    // a failed read is tried again by the next search
    this.#bilingual.catch(() => (this.#bilingual = undefined));
    return this.#bilingual;
  }

  /**
   * The full-text condition of the typed words and their translations (the dictionary of business terms, bilingual.ts),
   * null when no typed word has a translation that some document holds (then the words are searched as typed).
   * Each run of typed words the dictionary knows matches as typed OR as any of its translations: a French
   * translation by the exact stems of its words ('banque': 'banqu', not the 'banquet' a prefix would find), an English
   * one by its English stems as prefixes ('bank': 'bank', 'banking', 'banks' in a document stemmed the French way);
   * a run read as English also matches its own English stems ('banking': 'bank'). The other typed words match as
   * usual (#fullText). Ranked: the documents matching the words as typed first (the typed language; a name match
   * first among them, its weight the highest), then the others, by ts_rank of the whole condition. A translation no
   * document holds is left out (one query over search_lexemes); `alsoFor` names the ones kept.
   */
  async #translated(terms: readonly string[], expansions: readonly WordExpansion[]): Promise<FullText | null> {
    const key = terms.join(' ');
    const known = this.#translations.get(key);
    if (known) return known.text;
    const dictionary = await this.#dictionary();
    const typed = expansions.map((expansion) => ({ fr: expansion.stems, en: expansion.english ?? [] }));
    const matches = dictionary.match(terms, typed);
    let text: FullText | null = null;
    if (matches.length > 0) {
      // which translated forms some document holds: one query for all of them
      const forms = [...new Map(matches.flatMap((m) => m.translations.flatMap(translatedForms)).map((form) => [formKey(form), form])).values()];
      const rows = await this.#database.query<{ found: boolean }>(
        `SELECT CASE WHEN left(t.form, 1) = '*'
           THEN EXISTS (SELECT 1 FROM search_lexemes l WHERE l.lexeme >= f.lexeme AND l.lexeme < f.lexeme || chr(1114111) AND starts_with(l.lexeme, f.lexeme))
           ELSE EXISTS (SELECT 1 FROM search_lexemes l WHERE l.lexeme = f.lexeme) END AS found
         FROM unnest($1::text[]) WITH ORDINALITY AS t(form, n) CROSS JOIN LATERAL (SELECT substr(t.form, 2) AS lexeme) AS f ORDER BY t.n`,
        [forms.map(formKey)],
      );
      const held = new Set(forms.filter((_, i) => rows[i]?.found === true).map(formKey));
      const query = bilingualTsQuery(expansions, matches, held);
      if (query !== null) text = translatedText(query);
    }
    this.#translations.set(key, { text });
    return text;
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
   * With `rank` (a keyword, the prefix query its ranks are of), a count the planner expects under the cap ranks the
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
      if (expected >= ESTIMATE_FACTOR * this.#countCap) return { total: this.#countCap, estimated: true };
    }
    if (options.rank !== undefined && expected < this.#countCap) {
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
