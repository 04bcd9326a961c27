/**
 * The searches recorded for the statistics (spec public §7): page 0 of each search is written to `searches` (keyword,
 * sector, country, the chambers and companies the page showed, time: no personal data), buffered and written in
 * batches so recording never sits on the request's path; migration 0006's trigger adds it to the daily counters the
 * statistics read. A client counts once a day for the same search and at most SEARCHES_PER_ADDRESS searches a day
 * (otherwise one client's repeated searches would make its sector the top popular search).
 */
import type { Database, SqlParam } from '../db/client.js';
import type { EventSource } from '../db/schema.js';
import { foldText } from '../domain/searchQuery.js';
import type { SearchCriteria } from './searchPlanning.js';
import type { VisitorGate } from './sharedState.js';
import { VisitorCounter } from './tracking.js';

/** Searches one address may have counted a day (a person searching all day stays under it). */
export const SEARCHES_PER_ADDRESS = 30;

interface SearchRecord {
  keyword: string | null;
  sectorId: number | null;
  countryId: number | null;
  /** The chambers whose members the first page showed. */
  chamberIds: number[];
  /** The companies the first page showed (a member's weekly digest counts the searches that showed it). */
  companyIds: number[];
  /** The portal, or the directory embedded on a chamber's site. */
  source: EventSource;
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
      params.push(entry.keyword, entry.sectorId, entry.countryId, entry.chamberIds, entry.companyIds, entry.source, entry.at);
      const n = params.length;
      return `($${n - 6}::text, $${n - 5}::int, $${n - 4}::int, $${n - 3}::int[], $${n - 2}::int[], $${n - 1}::varchar, $${n}::timestamptz)`;
    });
    // Unknown sector or country ids (a filter naming nothing) are kept as null rather than failing the batch.
    await this.#database.query(
      `INSERT INTO searches (keyword, sector_id, country_id, chamber_ids, company_ids, source, at)
       SELECT v.keyword, s.id, k.id, v.chamber_ids, v.company_ids, v.source, v.at
       FROM (VALUES ${values.join(', ')}) AS v(keyword, sector_id, country_id, chamber_ids, company_ids, source, at)
       LEFT JOIN sectors s ON s.id = v.sector_id
       LEFT JOIN countries k ON k.id = v.country_id`,
      params,
    );
  }
}

export interface SearchRecordingOptions {
  /** How long recorded searches wait before they are written (ms). */
  delayMs?: number;
  onError?: (error: unknown) => void;
  /** Who has been counted today (default: this process's memory; services/sharedState.ts shares it on PostgreSQL). */
  visitors?: VisitorGate;
}

/** Which searches count, and their records on their way to the database. */
export class SearchRecording {
  readonly recorder: SearchRecorder;
  readonly #counted: VisitorGate;

  constructor(database: Database, options: SearchRecordingOptions = {}) {
    this.recorder = new SearchRecorder(database, options.delayMs ?? 250, options.onError ?? (() => undefined));
    this.#counted = options.visitors ?? new VisitorCounter({ perAddress: SEARCHES_PER_ADDRESS });
  }

  /**
   * Records one search for the statistics (the route skips bots and pages after the first), with the chambers of
   * the members its first page showed; a repeat of the same search by the same client today, or a search past the
   * client's daily cap, is not recorded.
   */
  record(criteria: SearchCriteria, client: SearchClient, shown: readonly { id: number; countryAmchamId: number }[] = [], source: EventSource = 'portal'): void {
    // the same search from the portal and from an embed counts once for each (the key of a portal search is unchanged);
    // a search of several sectors is another search than the same words without them
    const key = [
      criteria.keyword === null ? null : foldText(criteria.keyword),
      criteria.sectorId,
      criteria.countryId,
      ...(criteria.sectorIds === undefined ? [] : [[...criteria.sectorIds].sort((a, b) => a - b)]),
    ];
    const same = JSON.stringify(source === 'portal' ? key : [...key, source]);
    const admitted = this.#counted.admit(client, same);
    const at = new Date();
    const entry = () => ({
      keyword: criteria.keyword === null ? null : criteria.keyword.slice(0, 200),
      // a search of several sectors names none of them (the popular searches count it for the sector its keyword names)
      sectorId: criteria.sectorId,
      countryId: criteria.countryId,
      chamberIds: [...new Set(shown.map((company) => company.countryAmchamId))],
      companyIds: shown.map((company) => company.id),
      source,
      at,
    });
    // in memory the answer is immediate; on PostgreSQL the search is recorded once it comes, off the request's path
    if (typeof admitted === 'boolean') {
      if (admitted) this.recorder.record(entry());
    } else this.recorder.recordOnceAdmitted(admitted, entry);
  }
}
