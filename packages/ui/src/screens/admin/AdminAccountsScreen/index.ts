export { ADMIN_ACCOUNTS_PAGE_SIZE, AdminAccountsScreen, accountRoles, accountStates, inviteAdministratorFields, noAccountFilters } from './AdminAccountsScreen';
export type {
  AccountFilters,
  AccountRole,
  AccountRow,
  AccountState,
  AdminAccountsScreenProps,
  InviteAdministratorErrors,
  InviteAdministratorField,
  InviteAdministratorForm,
  InviteAdministratorValues,
} from './AdminAccountsScreen';
