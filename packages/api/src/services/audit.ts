import type { DirectoryCore } from '../core';
import { kpiErrors } from '../errors/kpi';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import { textFilter } from './rules';
import { serviceOf } from './serviceOf';

type AuditKind = components['schemas']['AuditKind'];

/** The filters of the back-office's Journal (the audit trail); an empty filter is not sent. */
export interface AuditQuery {
  readonly page: number;
  readonly size: number;
  /** One chamber (the network administrator's choice); a chamber administrator always reads its own. */
  readonly countryAmchamId?: number | null;
  /** Part of the e-mail of who made the write. */
  readonly person?: string | null;
  readonly kind?: AuditKind | null;
  /** First and last day, yyyy-mm-dd, inclusive. */
  readonly from?: string | null;
  readonly to?: string | null;
}

/** The audit trail: who changed what, when, before and after. A service of its own, back-office only. */
export function createAuditService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** A page of entries, newest first. */
    list: (query: AuditQuery) =>
      settle(kpiErrors, language, () =>
        http.GET('/api/audit', {
          params: {
            query: {
              page: query.page,
              size: query.size,
              countryAmchamId: query.countryAmchamId ?? undefined,
              person: textFilter(query.person),
              kind: query.kind ?? undefined,
              from: textFilter(query.from),
              to: textFilter(query.to),
            },
          },
        }),
      ),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/** The audit service of a client core (tree-shakable: see serviceOf). */
export const auditOf = /* @__PURE__ */ serviceOf(createAuditService);
