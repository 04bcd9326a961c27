import { describe, expect, it } from 'vitest';
import type { CompanyView } from '../repositories/companies.js';
import { SimilarMembers } from './similarMembers.js';

const view = (id: number) => ({ id }) as CompanyView;

/** A repository whose candidates are given per pair, counting its reads. */
function fakeCompanies(candidates: Record<string, number[]>) {
  const reads: string[] = [];
  return {
    reads,
    repository: {
      async similarCandidates(pair: { sectorId: number; countryId: number }) {
        const key = `${pair.sectorId} ${pair.countryId}`;
        reads.push(key);
        return (candidates[key] ?? []).map(view);
      },
    },
  };
}

describe('SimilarMembers', () => {
  it('answers the first 3 candidates of the pair other than the company itself', async () => {
    const fake = fakeCompanies({ '1 2': [10, 11, 12, 13, 20, 30] });
    const similar = new SimilarMembers(fake.repository);
    expect((await similar.of({ id: 11, sectorId: 1, countryId: 2 })).map((c) => c.id)).toEqual([10, 12, 13]);
    expect((await similar.of({ id: 99, sectorId: 1, countryId: 2 })).map((c) => c.id)).toEqual([10, 11, 12]);
  });

  it('reads a pair once for every company of it, and again after an invalidation', async () => {
    const fake = fakeCompanies({ '1 2': [10, 11, 12, 13], '1 3': [14] });
    const similar = new SimilarMembers(fake.repository);
    await similar.of({ id: 10, sectorId: 1, countryId: 2 });
    await similar.of({ id: 12, sectorId: 1, countryId: 2 });
    await similar.of({ id: 14, sectorId: 1, countryId: 3 });
    expect(fake.reads).toEqual(['1 2', '1 3']);
    similar.invalidate();
    await similar.of({ id: 13, sectorId: 1, countryId: 2 });
    expect(fake.reads).toEqual(['1 2', '1 3', '1 2']);
  });

  it('does not keep a read overtaken by an invalidation', async () => {
    let finish!: () => void;
    const reads: number[] = [];
    const similar = new SimilarMembers({
      similarCandidates: async () => {
        reads.push(reads.length);
        if (reads.length === 1) await new Promise<void>((resolve) => (finish = resolve));
        return [view(10)];
      },
    });
    const first = similar.of({ id: 1, sectorId: 1, countryId: 2 });
    await Promise.resolve();
    similar.invalidate();
    finish();
    expect((await first).map((c) => c.id)).toEqual([10]);
    await similar.of({ id: 1, sectorId: 1, countryId: 2 });
    expect(reads).toEqual([0, 1]);
  });

  it('reads every time without a cache (SEARCH_CACHE=off)', async () => {
    const fake = fakeCompanies({ '1 2': [10] });
    const similar = new SimilarMembers(fake.repository, { cacheEntries: 0 });
    await similar.of({ id: 1, sectorId: 1, countryId: 2 });
    await similar.of({ id: 1, sectorId: 1, countryId: 2 });
    expect(fake.reads).toEqual(['1 2', '1 2']);
  });
});
