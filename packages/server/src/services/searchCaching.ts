/**
 * The company pages of the search service (GET /api/companies/{id}, the most read call): ACTIVE companies by id, read
 * once for the calls that ask meanwhile and together with other companies' reads under load (batchReads.ts), kept a
 * short time, dropped on every write to the directory and one by one when a company's counters move.
 */
import type { Database } from '../db/client.js';
import type { CompanyRepository, CompanyView } from '../repositories/companies.js';
import { BatchReader } from './batchReads.js';
import { LruCache } from './cache.js';

export class CompanyPages {
  /**
   * Company pages of ACTIVE companies by id, dropped with the other caches on every write to the directory, and one
   * by one when a company's counters move (a view or a rating recorded, see forget).
   */
  readonly #companyPages: LruCache<CompanyView>;
  /** Company page reads under way, by id (see read). */
  readonly #companyReads = new Map<number, Promise<CompanyView | null>>();
  /** Company page reads asked together, read together (batchReads.ts). */
  readonly #companyBatches: BatchReader<number, CompanyView>;

  constructor(database: Database, companies: CompanyRepository, options: { cacheEntries?: number; cacheTtlMs?: number } = {}) {
    // the embedded database has one connection: two reads keep it busy; PostgreSQL's pool serves the searches too
    this.#companyBatches = new BatchReader(async (ids) => new Map((await companies.findViews(ids)).map((company) => [company.id, company])), {
      maxInFlight: database.kind === 'pglite' ? 2 : 4,
    });
    this.#companyPages = new LruCache({
      maxEntries: options.cacheEntries === undefined ? 5_000 : options.cacheEntries * 10,
      ttlMs: options.cacheTtlMs ?? 30_000,
      name: 'company-pages',
    });
  }

  /** Drops every page: the directory changed. */
  invalidate(): void {
    this.#companyPages.invalidate();
    this.#companyReads.clear();
  }

  /** A company's page, from the cache when it is an ACTIVE company read in the last 30 s; null when unknown. */
  async read(id: number): Promise<CompanyView | null> {
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
  forget(id: number): void {
    this.#companyPages.delete(String(id));
    this.#companyReads.delete(id);
  }
}
