import type { ApiError, ApiResult, DirectoryClient } from '@annuaire/api';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';

/** What the thunks and queries of the app receive: the typed client of the directory service. */
export interface AppExtra {
  client: DirectoryClient;
}

/** Turns a service result (errors are values) into RTK Query's `{ data } | { error }`. */
export async function fromResult<T>(call: Promise<ApiResult<T>>): Promise<{ data: T } | { error: ApiError }> {
  const result = await call;
  return result.error ? { error: result.error } : { data: result.data };
}

/**
 * The one data mechanism of the app (DESIGN.md data flow step 4): RTK Query over the api services.
 * Features add their endpoints with `directoryApi.injectEndpoints`, so each screen's calls live with its feature.
 */
export const directoryApi = createApi({
  reducerPath: 'directoryApi',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: ['Company', 'Ratings', 'Schedules', 'CurrentUser', 'MemberStatistics'],
  endpoints: () => ({}),
});
