// Tag "accounts": the back-office "Comptes". The network administrator looks after every account; a chamber
// administrator after its own chamber's administrators and its members' representatives (never a network
// administrator's, never another chamber's). Disabling ends the account's sessions at once (services/auth.ts).
import type { AppContext } from '../context.js';
import { requireAdmin, type Administrator } from '../plugins/auth.js';
import { badRequest, forbidden, notFound } from '../plugins/errors.js';
import type { AccountSummaryRecord } from '../repositories/accounts.js';
import { pageRequest, toPage } from '../domain/paging.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, queryOf, type Schemas } from './types.js';

/** The caller looks after this account: the network administrator any; a chamber administrator its chamber's, not the network's. */
const looksAfter = (admin: Administrator, account: Pick<AccountSummaryRecord, 'profil' | 'countryAmchamId'>) =>
  admin.profil === 'ADMIN_RESEAU' || (account.profil !== 'ADMIN_RESEAU' && account.countryAmchamId === admin.countryAmchamId);

export function accountRoutes(ctx: AppContext): RouteHandlers {
  const { accounts, chambers } = ctx.repositories;

  /** The account of the path, once the caller may act on it (404 unknown, 403 not the caller's to look after). */
  async function accountInScope(admin: Administrator, id: number): Promise<AccountSummaryRecord> {
    const account = await accounts.summary(id);
    if (!account) throw notFound('Utilisateur non trouvé');
    if (!looksAfter(admin, account)) throw forbidden();
    return account;
  }

  const answer = async (id: number): Promise<Schemas['AccountSummary']> => (await accounts.summary(id)) as AccountSummaryRecord;

  return {
    async listAccounts(request) {
      const admin = requireAdmin(request);
      const query = queryOf(request, 'listAccounts');
      const network = admin.profil === 'ADMIN_RESEAU';
      if (!network && query.countryAmchamId !== undefined && query.countryAmchamId !== admin.countryAmchamId) throw forbidden();
      const paging = pageRequest(query);
      const { content, total } = await accounts.page(
        {
          countryAmchamId: network ? query.countryAmchamId : admin.countryAmchamId,
          withoutNetwork: !network,
          profil: query.profil,
          state: query.state,
          email: query.email,
        },
        paging,
      );
      return toPage(content, total, paging) as Schemas['AccountPage'];
    },

    async inviteAdministrator(request, reply) {
      const admin = requireAdmin(request);
      const { email, countryAmchamId, language } = bodyOf(request, 'inviteAdministrator');
      const chamberId = countryAmchamId ?? (admin.profil === 'ADMIN_AMCHAM' ? admin.countryAmchamId : undefined);
      if (chamberId === undefined) throw badRequest('countryAmchamId : Ce champ est obligatoire.');
      if (admin.profil === 'ADMIN_AMCHAM' && chamberId !== admin.countryAmchamId) throw forbidden();
      const chamber = await chambers.find(chamberId);
      if (!chamber) throw notFound('Chambre non trouvée');
      const { id } = await ctx.auth.inviteAdministrator({ id: chamber.id, name: chamber.name, logo: chamber.logo }, email, admin, language ?? 'fr');
      return reply.code(201).send(await answer(id));
    },

    async disableAccount(request) {
      const admin = requireAdmin(request);
      const { id } = paramsOf(request, 'disableAccount');
      const account = await accountInScope(admin, id);
      await ctx.auth.disableAccount(admin, account);
      return answer(id);
    },

    async enableAccount(request) {
      const admin = requireAdmin(request);
      const { id } = paramsOf(request, 'enableAccount');
      await accountInScope(admin, id);
      await ctx.auth.enableAccount({ id });
      return answer(id);
    },
  };
}
