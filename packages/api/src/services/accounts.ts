import type { DirectoryCore } from '../core';
import { accountsErrors } from '../errors/accounts';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import { textFilter } from './rules';
import { serviceOf } from './serviceOf';

type Profil = components['schemas']['Profil'];
type AccountState = components['schemas']['AccountState'];

/** The filters of the back-office's Accounts; an empty filter is not sent. */
export interface AccountsQuery {
  readonly page: number;
  readonly size: number;
  /** One chamber (the network administrator's choice); a chamber administrator always reads its own. */
  readonly countryAmchamId?: number | null;
  readonly profil?: Profil | null;
  readonly state?: AccountState | null;
  /** Part of the e-mail. */
  readonly email?: string | null;
}

export interface AdministratorInvitationInput {
  readonly email: string;
  /** The network administrator names the chamber; a chamber administrator invites into its own. */
  readonly countryAmchamId?: number | null;
  readonly language: 'fr' | 'en';
}

/** The back-office "Comptes": the accounts an administrator looks after, invited, disabled and enabled again. */
export function createAccountsService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** A page of accounts, by e-mail. */
    list: (query: AccountsQuery) =>
      settle(accountsErrors, language, () =>
        http.GET('/api/accounts', {
          params: {
            query: {
              page: query.page,
              size: query.size,
              countryAmchamId: query.countryAmchamId ?? undefined,
              profil: query.profil ?? undefined,
              state: query.state ?? undefined,
              email: textFilter(query.email),
            },
          },
        }),
      ),
    /** Creates a chamber administrator's account and mails its invitation (or mails it again). */
    inviteAdministrator: (input: AdministratorInvitationInput) =>
      settle(accountsErrors, language, () =>
        http.POST('/api/accounts/administrators', {
          body: { email: input.email.trim(), language: input.language, ...(input.countryAmchamId ? { countryAmchamId: input.countryAmchamId } : {}) },
        }),
      ),
    /** The account can no longer sign in; its sessions end at once. */
    disable: (id: number) => settle(accountsErrors, language, () => http.POST('/api/accounts/{id}/disable', { params: { path: { id } } })),
    enable: (id: number) => settle(accountsErrors, language, () => http.POST('/api/accounts/{id}/enable', { params: { path: { id } } })),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** The accounts service of a client core (tree-shakable: see serviceOf). */
export const accountsOf = /* @__PURE__ */ serviceOf(createAccountsService);
