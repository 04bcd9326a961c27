import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersActions as a, filtersReducer as reduce, hasActiveFilter, initialFiltersState } from './filtersSlice';

describe('search filters (spec public §4)', () => {
  it('Search makes the search active and resets the page to 0', () => {
    let s = reduce(initialFiltersState, a.pageAdvanced({ scope: 'members' }));
    s = reduce(s, a.keywordChanged({ scope: 'members', keyword: 'societe' }));
    s = reduce(s, a.searchSubmitted({ scope: 'members' }));
    expect(s.members).toMatchObject({ keyword: 'societe', page: 0, searchActive: true });
  });
  it('Reset clears keyword, country and sector, and the search is no longer active', () => {
    let s = reduce(initialFiltersState, a.keywordChanged({ scope: 'home', keyword: 'x' }));
    s = reduce(s, a.countryChanged({ scope: 'home', countryId: 2 }));
    s = reduce(s, a.sectorChanged({ scope: 'home', sectorId: 3 }));
    s = reduce(s, a.searchSubmitted({ scope: 'home' }));
    s = reduce(s, a.filtersReset({ scope: 'home' }));
    expect(s.home).toEqual(emptyFilters);
  });
  it('See more increments the page', () => {
    const s = reduce(initialFiltersState, a.pageAdvanced({ scope: 'members' }));
    expect(s.members.page).toBe(1);
  });
  it('home and members pages keep separate filters', () => {
    const s = reduce(initialFiltersState, a.keywordChanged({ scope: 'home', keyword: 'banque' }));
    expect(s.members.keyword).toBe('');
  });
  it('any filter set is an active filter; a blank keyword is not', () => {
    expect(hasActiveFilter(emptyFilters)).toBe(false);
    expect(hasActiveFilter({ ...emptyFilters, keyword: '   ' })).toBe(false);
    expect(hasActiveFilter({ ...emptyFilters, sectorId: 1 })).toBe(true);
    expect(hasActiveFilter({ ...emptyFilters, countryId: 4 })).toBe(true);
  });
});
