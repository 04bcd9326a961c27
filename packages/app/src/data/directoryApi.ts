import type { ApiError } from '@annuaire/api';
import type { ThunkDispatch, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import { addDirectoryApi, type RootState } from '../app/store';
import type { AppExtra, ServiceCall } from './serviceCall';

/**
 * RTK Query's custom base query over @annuaire/api (RTK's documented pattern for an SDK): an endpoint's `query` gives
 * the service call, this runs it with the store's client and turns `{ data } | { error }` into RTK's result. A call
 * that answers nothing (204) gives null, so the cache holds a value.
 */
const serviceQuery: BaseQueryFn<ServiceCall, unknown, ApiError> = async (call, { extra }) => {
  const result = await call((extra as AppExtra).client);
  return result.error ? { error: result.error } : { data: result.data ?? null };
};

/**
 * In the server bundle, a query hook starts its request while the page renders (RTK Query's documented option for
 * server rendering: effects never run there); the render passes (ssr/renderPasses.ts) wait for it and render again
 * with the answer. The browser build keeps the default (requests start in effects).
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

/**
 * The data of the member space, the back-office and the forms (DESIGN.md data flow step 4): RTK Query over the api
 * services, in the chunks of those pages. The public pages and what the app's first chunk shows read through the page
 * layer (pageData.ts) instead, so that a visitor's first page does not download RTK Query; their shared calls live in
 * src/data. A screen's own calls live with its feature (`directoryApi.injectEndpoints`). The portal's pages the server
 * renders use the page layer only; the embedded directory's render (embed/render.tsx) still asks through RTK Query.
 */
export const directoryApi = createApi({
  reducerPath: 'directoryApi',
  baseQuery: serviceQuery,
  tagTypes: [
    'Company',
    'Ratings',
    'Schedules',
    'CurrentUser',
    'MemberStatistics',
    'Chambers',
    'ChamberMembers',
    'ChamberSummary',
    'Applications',
    'Moderation',
    'SectorPage',
    'SectorCount',
    'Categories',
    'Ads',
    'Events',
    'Account',
  ],
  endpoints: () => ({}),
});

// Its reducer and middleware join the stores as this module loads, before any module defining an endpoint (and its
// hooks) can run; a write completed here marks the page layer's entries stale (pageData.ts).
addDirectoryApi(directoryApi);

/** The store's dispatch as the modules using RTK Query see it: with RTK Query's part of the state (for its thunks). */
export const useDirectoryDispatch = useDispatch.withTypes<ThunkDispatch<RootState & WithSlice<typeof directoryApi>, AppExtra, UnknownAction>>();
