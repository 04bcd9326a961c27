import { describe, expect, it } from 'vitest';
import { deepFrozen } from '../../testing/deepFrozen';
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

describe('the filters reducer', () => {
  it('keeps the action types of the filters slice', () => {
    expect(Object.values(a).map((action) => action.type)).toEqual([
      'filters/keywordChanged',
      'filters/countryChanged',
      'filters/sectorChanged',
      'filters/searchSubmitted',
      'filters/pageAdvanced',
      'filters/filtersReset',
    ]);
  });
  it('never changes the state it is given; the other page’s filters stay the same object', () => {
    const start = deepFrozen(reduce(initialFiltersState, a.keywordChanged({ scope: 'members', keyword: 'banque' })));
    const actions = [
      a.keywordChanged({ scope: 'members', keyword: 'assurance' }),
      a.countryChanged({ scope: 'members', countryId: 2 }),
      a.sectorChanged({ scope: 'members', sectorId: 3 }),
      a.searchSubmitted({ scope: 'members' }),
      a.pageAdvanced({ scope: 'members' }),
      a.filtersReset({ scope: 'members' }),
    ];
    for (const action of actions) {
      const next = reduce(start, action);
      expect(next).not.toBe(start);
      expect(next.home).toBe(start.home);
    }
    expect(start.members).toEqual({ ...emptyFilters, keyword: 'banque' });
  });
  it('gives the same state for an action that changes nothing', () => {
    const start = deepFrozen(reduce(initialFiltersState, a.countryChanged({ scope: 'home', countryId: 4 })));
    expect(reduce(start, a.countryChanged({ scope: 'home', countryId: 4 }))).toBe(start);
    expect(reduce(start, a.filtersReset({ scope: 'members' }))).toBe(start);
    expect(reduce(start, { type: 'language/languageChanged', payload: 'en' })).toBe(start);
  });
});
