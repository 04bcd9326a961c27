import type { ApiError, ApiResult, DirectoryCore } from '@annuaire/api';
import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';

/**
 * What the store's thunks and queries receive: the client core of the directory service. Endpoints reach its services
 * through the api's accessors (`companiesOf(api).get(id)`), so the app ships only the services it calls.
 */
export interface AppExtra {
  client: DirectoryCore;
}

/** A call of the directory service as an endpoint names it: the client core in, its result (errors are values) out. */
type ServiceCall = (api: DirectoryCore) => Promise<ApiResult<unknown>>;

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
 * In the server bundle (entry-server.tsx), a query hook starts its request while the page renders (RTK Query's
 * documented option for server rendering: effects never run there); the server awaits the requests and renders again
 * with the answers. The browser build keeps the default (requests start in effects).
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

/**
 * The one data mechanism of the app (DESIGN.md data flow step 4): RTK Query over the api services. Shared calls live
 * in src/data; a screen's own calls live with its feature (`directoryApi.injectEndpoints`).
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

/** The ApiError of a failed query, if the failure came from the api (RTK Query may also give a SerializedError). */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, status } = error as Partial<ApiError>;
  return typeof message === 'string' && typeof status === 'number' ? (error as ApiError) : undefined;
}
