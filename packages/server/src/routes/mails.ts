// Tag "mails": the outbox of the service's mails (services/mailOutbox.ts delivers it), read by the network
// administrator: what was sent, what waits for another attempt and why, what was given up.
import type { AppContext } from '../context.js';
import { requireNetworkAdmin } from '../plugins/auth.js';
import { createMailRepository } from '../repositories/mails.js';
import { pageRequest, toPage } from '../domain/paging.js';
import type { RouteHandlers } from './index.js';
import { queryOf, type Schemas } from './types.js';

export function mailRoutes(ctx: AppContext): RouteHandlers {
  const mails = createMailRepository(ctx.database);
  return {
    async listMails(request) {
      requireNetworkAdmin(request);
      const query = queryOf(request, 'listMails');
      const paging = pageRequest(query);
      const { content, total } = await mails.page({ state: query.state }, paging);
      return toPage(content, total, paging) as Schemas['MailPage'];
    },
  };
}
