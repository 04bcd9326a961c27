import { describeFailure, type BilingualCatalogue, type CallFailure } from '../errors/catalogue';
import type { ApiResult, Language } from '../types';

/** Thrown by the client's fetch when the server never answered (offline, DNS, refused): status 0 in the catalogues. */
export class NoAnswerError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'NoAnswerError';
  }
}

export type FetchFunction = (request: Request) => Promise<Response>;

/** Marks fetch failures as "no answer" so they are told apart from errors inside the client. */
export function detectNoAnswer(fetchFunction: FetchFunction): FetchFunction {
  return async (request) => {
    try {
      return await fetchFunction(request);
    } catch (error) {
      // A caller's own abort is not a server that failed to answer.
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw error instanceof NoAnswerError ? error : new NoAnswerError(error);
    }
  };
}

function failureOf(thrown: unknown): CallFailure {
  return thrown instanceof NoAnswerError ? { kind: 'no-answer', cause: thrown.cause } : { kind: 'client', cause: thrown };
}

/** What an openapi-fetch call resolves to, reduced to what the mapping needs. */
export interface RawOutcome<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * Runs one call and turns its outcome into a value: its data, or `{ message, status, error }` worded by the
 * service's catalogue in the current language. Never throws.
 */
export async function settle<T>(catalogue: BilingualCatalogue, language: () => Language, call: () => Promise<RawOutcome<T>>): Promise<ApiResult<T>> {
  let outcome: RawOutcome<T>;
  try {
    outcome = await call();
  } catch (thrown) {
    return { error: describeFailure(catalogue, failureOf(thrown), language()) };
  }
  if (!outcome.response.ok) {
    return { error: describeFailure(catalogue, { kind: 'http', status: outcome.response.status, body: outcome.error }, language()) };
  }
  // openapi-fetch gives undefined data for empty answers (204); operations without content are typed void.
  return { data: outcome.data as T };
}
