/** Interface languages of the product (spec public §1): French by default, English. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/**
 * Every failure of a call reaches callers in this shape, its message in the current language.
 * `status` is the HTTP status, or 0 when the server never answered or the failure happened in the client.
 * `error` is the server's own error label (e.g. 'Conflict') when it sent one, else the client-side cause's text.
 * `fields` is the service's message for each refused field of a form, when it named one.
 */
export interface ApiError {
  readonly message: string;
  readonly status: number;
  readonly error: string;
  /** A form refused for a field (400): the field's own message by the service's field name, for under the field. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** Errors are values at the api boundary: a call gives either its data or an ApiError, never throws. */
export type ApiResult<T> = { readonly data: T; readonly error?: undefined } | { readonly data?: undefined; readonly error: ApiError };
