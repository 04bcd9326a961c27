import type { Mail } from '@annuaire/api';
import { mailStates, type MailRow, type MailState } from '@annuaire/ui';

export function toMailRow(mail: Mail): MailRow {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    language: mail.language,
    state: mail.state,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt,
    nextAttemptAt: mail.nextAttemptAt,
    sentAt: mail.sentAt,
  };
}

function isState(value: string): value is MailState {
  return (mailStates as readonly string[]).includes(value);
}

/** The state filter and page of the URL's query (a reload keeps them); anything malformed is no filter. */
export function mailsFiltersOfQuery(params: URLSearchParams): { state: MailState | ''; page: number } {
  const state = params.get('state') ?? '';
  const page = Number(params.get('page') ?? '0');
  return { state: isState(state) ? state : '', page: Number.isInteger(page) && page > 0 ? page : 0 };
}

/** The URL's query of the state filter and page: only what is set. */
export function queryOfMailsFilters(state: MailState | '', page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (state !== '') params.set('state', state);
  if (page > 0) params.set('page', String(page));
  return params;
}
