import type { ApiError, ApiResult, DirectoryCore } from '@annuaire/api';

/**
 * What the store's thunks and queries receive: the client core of the directory service. Endpoints reach its services
 * through the api's accessors (`companiesOf(api).get(id)`), so the app ships only the services it calls.
 */
export interface AppExtra {
  client: DirectoryCore;
}

/** A call of the directory service as an endpoint names it: the client core in, its result (errors are values) out. */
export type ServiceCall<T = unknown> = (api: DirectoryCore) => Promise<ApiResult<T>>;

/** The ApiError of a failed call, if the failure came from the api (RTK Query may also give a SerializedError). */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, status } = error as Partial<ApiError>;
  return typeof message === 'string' && typeof status === 'number' ? (error as ApiError) : undefined;
}
