import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

type Scoped<T> = PayloadAction<{ scope: FilterScope } & T>;

const filtersSlice = createSlice({
  name: 'filters',
  initialState: initialFiltersState,
  reducers: {
    keywordChanged(state, action: Scoped<{ keyword: string }>) {
      state[action.payload.scope].keyword = action.payload.keyword;
    },
    countryChanged(state, action: Scoped<{ countryId: number | null }>) {
      state[action.payload.scope].countryId = action.payload.countryId;
    },
    sectorChanged(state, action: Scoped<{ sectorId: number | null }>) {
      state[action.payload.scope].sectorId = action.payload.sectorId;
    },
    /** spec public §4: Search makes the search active and starts again from page 0. */
    searchSubmitted(state, action: Scoped<object>) {
      const f = state[action.payload.scope];
      f.searchActive = true;
      f.page = 0;
    },
    /** spec public §4: 'See more' increments the page. */
    pageAdvanced(state, action: Scoped<object>) {
      state[action.payload.scope].page += 1;
    },
    /** spec public §4: Reset clears keyword, country and sector and goes back to page 0. */
    filtersReset(state, action: Scoped<object>) {
      state[action.payload.scope] = emptyFilters;
    },
  },
});

/** Any filter set: the members page shows its 'Active filters' banner (spec public §2.4). */
export function hasActiveFilter(f: SearchFilters): boolean {
  return f.keyword.trim() !== '' || f.countryId !== null || f.sectorId !== null;
}

export const filtersActions = filtersSlice.actions;
export const filtersReducer = filtersSlice.reducer;
