import type { AccountSummary } from '@annuaire/api';
import { accountRoles, accountStates, noAccountFilters, type AccountFilters, type AccountRole, type AccountRow, type AccountState } from '@annuaire/ui';

/**
 * A row of the Accounts screen. Its own account is never disabled by anyone (the service answers 409): no action on it.
 * An account that never signed in may get its invitation again (a representative needs its company).
 */
export function toAccountRow(account: AccountSummary, selfId: number | undefined): AccountRow {
  const own = account.id === selfId;
  return {
    id: account.id,
    email: account.email,
    role: account.profil,
    chamberName: account.chamberName,
    companyName: account.companyName,
    state: account.state,
    lastSignInAt: account.lastSignInAt,
    canChangeState: !own,
    canInviteAgain:
      !own &&
      account.lastSignInAt === null &&
      (account.profil === 'ADMIN_AMCHAM' ? account.countryAmchamId !== null : account.profil === 'MEMBER' && account.companyId !== null),
  };
}

const isRole = (value: string): value is AccountRole => (accountRoles as readonly string[]).includes(value);
const isState = (value: string): value is AccountState => (accountStates as readonly string[]).includes(value);

/** The filters and page of the URL's query (a reload keeps them); anything malformed is no filter. */
export function accountFiltersOfQuery(params: URLSearchParams): { filters: AccountFilters; page: number } {
  const role = params.get('role') ?? '';
  const state = params.get('state') ?? '';
  const chamber = params.get('chamber') ?? '';
  const page = Number(params.get('page') ?? '0');
  return {
    filters: {
      ...noAccountFilters,
      search: params.get('q') ?? '',
      role: isRole(role) ? role : '',
      state: isState(state) ? state : '',
      chamberId: /^[1-9][0-9]*$/.test(chamber) ? chamber : '',
    },
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The URL's query of the filters and page: only what is set. */
export function queryOfAccountFilters(filters: AccountFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('q', filters.search.trim());
  if (filters.role !== '') params.set('role', filters.role);
  if (filters.state !== '') params.set('state', filters.state);
  if (filters.chamberId !== '') params.set('chamber', filters.chamberId);
  if (page > 0) params.set('page', String(page));
  return params;
}
