// Tag "audit": the audit trail (plugins/audit.ts writes it). The network administrator reads all of it, a chamber
// administrator its chamber's entries only.
import type { AppContext } from '../context.js';
import { isNetworkAdmin, requireAdmin } from '../plugins/auth.js';
import { forbidden } from '../plugins/errors.js';
import { auditRepository } from '../repositories/audit.js';
import { pageRequest, toPage } from '../domain/paging.js';
import type { RouteHandlers } from './index.js';
import { queryOf, type Schemas } from './types.js';

export function auditRoutes(ctx: AppContext): RouteHandlers {
  const audit = auditRepository(ctx.database);
  return {
    async listAuditEntries(request) {
      const admin = requireAdmin(request);
      const query = queryOf(request, 'listAuditEntries');
      let countryAmchamId = query.countryAmchamId ?? undefined;
      if (!isNetworkAdmin(admin)) {
        if (countryAmchamId !== undefined && countryAmchamId !== admin.countryAmchamId) throw forbidden();
        countryAmchamId = admin.countryAmchamId;
      }
      const paging = pageRequest(query);
      const { content, total } = await audit.page(
        { countryAmchamId, person: query.person?.trim() || undefined, kind: query.kind, from: query.from, to: query.to },
        paging,
      );
      const body = toPage(content, total, paging) as Schemas['AuditPage'];
      return body;
    },
  };
}
