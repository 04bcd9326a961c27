// The similar members of a member page (GET /api/companies/{id}/similar, asked for by every server-rendered
// /membre/{id}). They depend on the company's sector and country only, less the company itself: one list per
// (sector, country) pair serves every company of the pair (repositories/companies.ts similarCandidates), so it is
// cached by pair. Uncached, a member page asked for 3 index ranges and 3 company views each time, a noticeable part
// of its render on the embedded database; there are a few hundred pairs at most.
// Dropped with the other caches of the public reads on every write to the directory (wiring/caches.ts), and after 30 s.
import type { CompanyView, CompanyRepository } from '../repositories/companies.js';
import { LruCache } from './cache.js';

/** How many similar members a page shows. */
const SIMILAR_SHOWN = 3;

export interface SimilarMembersOptions {
  /** Pairs kept (0: no cache, every call reads); 1,000 by default. */
  cacheEntries?: number;
  cacheTtlMs?: number;
}

export class SimilarMembers {
  readonly #companies: Pick<CompanyRepository, 'similarCandidates'>;
  readonly #cache: LruCache<CompanyView[]>;
  /** Moves on every invalidate: a read that started before it is answered but not kept. */
  #generation = 0;

  constructor(companies: Pick<CompanyRepository, 'similarCandidates'>, options: SimilarMembersOptions = {}) {
    this.#companies = companies;
    this.#cache = new LruCache({ maxEntries: options.cacheEntries ?? 1_000, ttlMs: options.cacheTtlMs ?? 30_000, name: 'similar-members' });
  }

  /** The company's similar members: the same sector and country first, then the same sector, then the same country. */
  async of(company: { id: number; sectorId: number; countryId: number }): Promise<CompanyView[]> {
    const key = `${company.sectorId} ${company.countryId}`;
    let candidates = this.#cache.get(key);
    if (!candidates) {
      const generation = this.#generation;
      candidates = await this.#companies.similarCandidates(company);
      if (generation === this.#generation) this.#cache.set(key, candidates);
    }
    return candidates.filter((candidate) => candidate.id !== company.id).slice(0, SIMILAR_SHOWN);
  }

  invalidate(): void {
    this.#generation += 1;
    this.#cache.invalidate();
  }
}
