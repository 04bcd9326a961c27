import type { UnknownAction } from '@reduxjs/toolkit';
import { actionCreator } from '../actionCreator';
import { patchedPart } from '../patched';

/** The search filters of the home page and of the members page (spec public §4). */
export interface SearchFilters {
  keyword: string;
  countryId: number | null;
  sectorId: number | null;
  page: number;
  searchActive: boolean;
}

type FilterScope = 'home' | 'members';

export interface FiltersState {
  home: SearchFilters;
  members: SearchFilters;
}

export const emptyFilters: SearchFilters = { keyword: '', countryId: null, sectorId: null, page: 0, searchActive: false };

export const initialFiltersState: FiltersState = { home: emptyFilters, members: emptyFilters };

/** Which page's filters an action changes. */
type Scoped<T = object> = { scope: FilterScope } & T;

// A plain reducer, not Redux Toolkit's createSlice, which is in the module that brings immer (actionCreator.ts); the
// action types are the ones createSlice gave, `filters/<name>`, which other code may match on.
const keywordChanged = actionCreator<Scoped<{ keyword: string }>>('filters/keywordChanged');
const countryChanged = actionCreator<Scoped<{ countryId: number | null }>>('filters/countryChanged');
const sectorChanged = actionCreator<Scoped<{ sectorId: number | null }>>('filters/sectorChanged');
/** spec public §4: Search makes the search active and starts again from page 0. */
const searchSubmitted = actionCreator<Scoped>('filters/searchSubmitted');
/** spec public §4: 'See more' increments the page. */
const pageAdvanced = actionCreator<Scoped>('filters/pageAdvanced');
/** spec public §4: Reset clears keyword, country and sector and goes back to page 0. */
const filtersReset = actionCreator<Scoped>('filters/filtersReset');

export const filtersActions = { keywordChanged, countryChanged, sectorChanged, searchSubmitted, pageAdvanced, filtersReset };

export function filtersReducer(state: FiltersState = initialFiltersState, action: UnknownAction): FiltersState {
  if (keywordChanged.match(action)) return patchedPart(state, action.payload.scope, { keyword: action.payload.keyword });
  if (countryChanged.match(action)) return patchedPart(state, action.payload.scope, { countryId: action.payload.countryId });
  if (sectorChanged.match(action)) return patchedPart(state, action.payload.scope, { sectorId: action.payload.sectorId });
  if (searchSubmitted.match(action)) return patchedPart(state, action.payload.scope, { searchActive: true, page: 0 });
  if (pageAdvanced.match(action)) return patchedPart(state, action.payload.scope, { page: state[action.payload.scope].page + 1 });
  if (filtersReset.match(action)) return patchedPart(state, action.payload.scope, emptyFilters);
  return state;
}

/** Any filter set: the members page shows its 'Active filters' banner (spec public §2.4). */
export function hasActiveFilter(f: SearchFilters): boolean {
  return f.keyword.trim() !== '' || f.countryId !== null || f.sectorId !== null;
}
