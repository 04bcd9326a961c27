import type { ApiError, Language } from '../types';

/**
 * One service's error texts in one language (spec public §8, admin §8). Templates use `{status}` and `{message}`.
 * - `byStatus`: the fixed text of each listed HTTP status.
 * - `serverMessageOn400`: 400 shows the server's message when it sent one ("the server message or ...").
 * - `noAnswer`: the text when the server never answered (status 0); absent means the `other` row applies.
 * - `other`: every status the catalogue does not list.
 * - `clientError`: a failure inside the client (not an HTTP answer); absent means it is treated as no answer.
 * - `fallback`: the service's default text, used when a client-side failure carries no message of its own.
 * - `reconnect`: a suffix appended for some statuses (the Amcham service's ' - Veuillez vous reconnecter.').
 * - `byCode`: the text of an answer carrying this `code` (the contract's Error.code), before `byStatus`: a 409
 *   IN_USE (still referenced) must not read as the 409 duplicate-name text.
 */
export interface ErrorCatalogue {
  readonly byStatus: Readonly<Partial<Record<number, string>>>;
  readonly byCode?: Readonly<Partial<Record<string, string>>>;
  readonly serverMessageOn400: boolean;
  readonly noAnswer?: string;
  readonly other: string;
  readonly clientError?: string;
  readonly fallback?: string;
  readonly reconnect?: { readonly statuses: readonly number[]; readonly suffix: string };
}

export type BilingualCatalogue = Readonly<Record<Language, ErrorCatalogue>>;

/** How a call failed, before it is put in words. */
export type CallFailure =
  | { readonly kind: 'http'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'no-answer'; readonly cause: unknown }
  | { readonly kind: 'client'; readonly cause: unknown };

export function fillTemplate(template: string, values: { status?: number; message?: string }): string {
  return template.replaceAll('{status}', values.status === undefined ? '' : String(values.status)).replaceAll('{message}', values.message ?? '');
}

function causeMessage(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  return '';
}

function serverField(body: unknown, field: 'message' | 'error' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The contract's Error.fields: each refused field's message; undefined when the answer names none. */
function serverFields(body: unknown): Readonly<Record<string, string>> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = (body as Record<string, unknown>).fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const REASON_PHRASES: Readonly<Partial<Record<number, string>>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/**
 * A refused file: 413 (too large: bytes or pixels) and 415 (not an accepted type). The service's message names the
 * field's own rule ('Seuls les fichiers PNG et JPG sont autorisés.'), so the French screens show it as it is; the
 * service writes French, so English shows these texts where its catalogue has none ('Connection error' would be false).
 */
const FILE_REFUSED_STATUSES: readonly number[] = [413, 415];
const FILE_REFUSALS: Readonly<Record<Language, Readonly<Record<number, string>>>> = {
  fr: { 413: 'Fichier trop volumineux', 415: 'Type de fichier non supporté' },
  en: { 413: 'File too large', 415: 'Unsupported file type' },
};

function httpMessage(catalogue: ErrorCatalogue, status: number, body: unknown, language: Language): string {
  if (status === 400 && catalogue.serverMessageOn400) {
    const fromServer = serverField(body, 'message');
    if (fromServer !== undefined) return fromServer;
  }
  if (language === 'fr' && FILE_REFUSED_STATUSES.includes(status)) {
    const fromServer = serverField(body, 'message');
    if (fromServer !== undefined) return fromServer;
  }
  const code = serverField(body, 'code');
  const byCode = code === undefined ? undefined : catalogue.byCode?.[code];
  const base = byCode ?? catalogue.byStatus[status] ?? FILE_REFUSALS[language][status] ?? fillTemplate(catalogue.other, { status });
  const reconnect = catalogue.reconnect;
  return reconnect !== undefined && reconnect.statuses.includes(status) ? base + reconnect.suffix : base;
}

function noAnswerMessage(catalogue: ErrorCatalogue, cause: unknown): string {
  if (catalogue.noAnswer === undefined) return fillTemplate(catalogue.other, { status: 0 });
  if (!catalogue.noAnswer.includes('{message}')) return catalogue.noAnswer;
  const message = causeMessage(cause);
  return message === '' ? (catalogue.fallback ?? fillTemplate(catalogue.other, { status: 0 })) : fillTemplate(catalogue.noAnswer, { message });
}

/** Puts a failure in the words of a service's catalogue, in the given language. */
export function describeFailure(catalogues: BilingualCatalogue, failure: CallFailure, language: Language): ApiError {
  const catalogue = catalogues[language];
  switch (failure.kind) {
    case 'http':
      const fields = serverFields(failure.body);
      return {
        message: httpMessage(catalogue, failure.status, failure.body, language),
        status: failure.status,
        error: serverField(failure.body, 'error') ?? REASON_PHRASES[failure.status] ?? `HTTP ${failure.status}`,
        ...(fields ? { fields } : {}),
      };
    case 'no-answer':
      return { message: noAnswerMessage(catalogue, failure.cause), status: 0, error: causeMessage(failure.cause) || 'No answer' };
    case 'client': {
      const message = causeMessage(failure.cause);
      if (catalogue.clientError === undefined) {
        return { message: noAnswerMessage(catalogue, failure.cause), status: 0, error: message || 'Client error' };
      }
      const text = message === '' ? (catalogue.fallback ?? fillTemplate(catalogue.other, { status: 0 })) : fillTemplate(catalogue.clientError, { message });
      return { message: text, status: 0, error: message || 'Client error' };
    }
  }
}
