import type { DirectoryCore } from '../core';
import { kpiErrors } from '../errors/kpi';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import { serviceOf } from './serviceOf';

type MailState = components['schemas']['MailState'];

/** The page and state filter of the back-office's Mails; no state is every state. */
export interface MailsQuery {
  readonly page: number;
  readonly size: number;
  readonly state?: MailState | null;
}

/** The outbox of the service's mails and their delivery: the network administrator's only (403 for anyone else). */
export function createMailsService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** A page of mails, newest first. */
    list: (query: MailsQuery) =>
      settle(kpiErrors, language, () => http.GET('/api/mails', { params: { query: { page: query.page, size: query.size, state: query.state ?? undefined } } })),
  };
}

export type MailsService = ReturnType<typeof createMailsService>;

/** The mails service of a client core (tree-shakable: see serviceOf). */
export const mailsOf = /* @__PURE__ */ serviceOf(createMailsService);
