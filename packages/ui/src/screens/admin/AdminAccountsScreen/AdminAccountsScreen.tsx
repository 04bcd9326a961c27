import type { FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogError, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { FieldMessageLines } from '../../../components/FormField';
import { Select } from '../../../components/Select';
import type { TableColumn } from '../../../components/Table';
import { TextField } from '../../../components/TextField';
import { AdminListFrame } from '../AdminListFrame';
import type { AdminDeleteConfirmation, AdminNotice, AdminPagedListData } from '../AdminListFrame';
import type { AdminChamber } from '../types';
import * as styles from './AdminAccountsScreen.css';

/** The Accounts screen lists 20 accounts per page. */
export const ADMIN_ACCOUNTS_PAGE_SIZE = 20;

/** The contract's profiles: the network administrator, a chamber administrator, a member's representative. */
export const accountRoles = ['ADMIN_RESEAU', 'ADMIN_AMCHAM', 'MEMBER'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** active: signs in; disabled: an administrator disabled it. */
export const accountStates = ['active', 'disabled'] as const;
export type AccountState = (typeof accountStates)[number];

/** A row of the Accounts screen. */
export interface AccountRow {
  id: number;
  email: string;
  role: AccountRole;
  /** The account's chamber (a member's: its company's); null for the network administrator. */
  chamberName: string | null;
  /** A member's company. */
  companyName: string | null;
  state: AccountState;
  /** ISO 8601 instant of the last sign-in; null before the first (an invitation not yet used). */
  lastSignInAt: string | null;
  /** The caller may disable or enable it (never its own account). */
  canChangeState: boolean;
  /** The caller may send its invitation again (an account that never signed in). */
  canInviteAgain: boolean;
}

/** The Accounts screen's filters; '' is no filter. */
export interface AccountFilters {
  /** Part of the e-mail. */
  search: string;
  role: AccountRole | '';
  state: AccountState | '';
  /** The network administrator's chamber filter ('' is every chamber). */
  chamberId: string;
}

export const noAccountFilters: AccountFilters = { search: '', role: '', state: '', chamberId: '' };

/** The invitation of a chamber administrator. */
export const inviteAdministratorFields = ['email', 'chamberId', 'language'] as const;
export type InviteAdministratorField = (typeof inviteAdministratorFields)[number];
export interface InviteAdministratorValues {
  email: string;
  /** The network administrator picks the chamber; a chamber administrator invites into its own. */
  chamberId: string;
  /** The invitation mail's language. */
  language: 'fr' | 'en';
}
export type InviteAdministratorErrors = Partial<Record<InviteAdministratorField, string>>;

/** The invitation dialog, open while given. */
export interface InviteAdministratorForm {
  values: InviteAdministratorValues;
  /** The errors of touched fields. */
  errors?: InviteAdministratorErrors;
  onChange: (field: InviteAdministratorField, value: string) => void;
  onBlur?: (field: InviteAdministratorField) => void;
  submitDisabled?: boolean;
  saving?: boolean;
  /** The invitation failed: the catalogue's message (409 'Un utilisateur avec cet email existe déjà'). */
  serverError?: string;
  onSubmit: () => void;
  onClose: () => void;
}

export interface AdminAccountsScreenProps extends AdminPagedListData<AccountRow> {
  filters: AccountFilters;
  onFiltersChange: (filters: AccountFilters) => void;
  /** The roles the caller looks after, in the role filter (a chamber administrator never sees the network's). */
  roles?: readonly AccountRole[];
  /** The network administrator's chambers: the chamber filter and the invitation's chamber picker (omitted for a chamber administrator). */
  chambers?: readonly AdminChamber[];
  /** "Inviter un administrateur": opens the invitation (the container gives `invite`). */
  onInvite: () => void;
  invite?: InviteAdministratorForm;
  onDisable: (row: AccountRow) => void;
  onEnable: (row: AccountRow) => void;
  onInviteAgain: (row: AccountRow) => void;
  /** The row whose action is running: its buttons are busy. */
  busyRowId?: number;
  /** Disabling asks first, naming the account's e-mail as `subject`; open while given. */
  confirmDisable?: AdminDeleteConfirmation;
  /** The outcome of the last action ('Invitation envoyée', a refusal). */
  notice?: AdminNotice;
}

const roleMessage: Record<AccountRole, string> = {
  ADMIN_RESEAU: 'admin.accounts.role.network',
  ADMIN_AMCHAM: 'admin.accounts.role.chamber',
  MEMBER: 'admin.accounts.role.member',
};

const stateMessage: Record<AccountState, string> = {
  active: 'admin.accounts.state.active',
  disabled: 'admin.accounts.state.disabled',
};

const languageMessage: Record<InviteAdministratorValues['language'], string> = {
  fr: 'admin.accounts.invite.language.fr',
  en: 'admin.accounts.invite.language.en',
};

const chamberLabel = (chamber: AdminChamber) => (chamber.countryIcon ? `${chamber.countryIcon} ${chamber.name}` : chamber.name);

/**
 * The back-office Accounts: the accounts the administrator looks after (the network administrator: every chamber's
 * administrators and the network's; a chamber administrator: its chamber's administrators and its members'
 * representatives), filtered by e-mail, role, state and chamber, paged; each row disabled or enabled again (disabling
 * asks first), or invited again while it never signed in; "Inviter un administrateur" opens the invitation. Loading,
 * empty and error (with Retry) states.
 */
export function AdminAccountsScreen({
  filters,
  onFiltersChange,
  roles = accountRoles,
  chambers,
  list,
  onRetry,
  rows,
  page,
  totalItems,
  onPageChange,
  pageLoading = false,
  onInvite,
  invite,
  onDisable,
  onEnable,
  onInviteAgain,
  busyRowId,
  confirmDisable,
  notice,
}: AdminAccountsScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const change = (patch: Partial<AccountFilters>) => onFiltersChange({ ...filters, ...patch });
  const filtered = filters.search !== '' || filters.role !== '' || filters.state !== '' || filters.chamberId !== '';
  const networkView = chambers !== undefined && chambers.length > 0;

  const columns: Array<TableColumn<AccountRow>> = [
    {
      key: 'email',
      header: t('admin.accounts.column.email'),
      cell: (row) => (
        <div className={styles.stack}>
          <span className={styles.email}>{row.email}</span>
          {row.companyName ? <span className={styles.muted}>{row.companyName}</span> : null}
        </div>
      ),
    },
    { key: 'role', header: t('admin.accounts.column.role'), cell: (row) => t(roleMessage[row.role]) },
    { key: 'chamber', header: t('admin.accounts.column.chamber'), cell: (row) => row.chamberName ?? '—' },
    {
      key: 'state',
      header: t('admin.accounts.column.state'),
      cell: (row) => (
        <Badge tone={row.state === 'active' ? 'success' : 'neutral'} data-state={row.state}>
          {t(stateMessage[row.state])}
        </Badge>
      ),
    },
    {
      key: 'lastSignInAt',
      header: t('admin.accounts.column.lastSignIn'),
      cell: (row) => (row.lastSignInAt ? <time dateTime={row.lastSignInAt}>{when(row.lastSignInAt)}</time> : t('admin.accounts.never')),
    },
  ];

  const rowActions = (row: AccountRow) => {
    const busy = busyRowId === row.id;
    return (
      <div className={styles.actions}>
        {row.canInviteAgain && row.state === 'active' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onInviteAgain(row)}
            aria-label={t('admin.accounts.action.inviteAgainFor', { email: row.email })}
          >
            {t('admin.accounts.action.inviteAgain')}
          </Button>
        ) : null}
        {row.canChangeState && row.state === 'active' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onDisable(row)}
            aria-label={t('admin.accounts.action.disableFor', { email: row.email })}
          >
            {t('admin.accounts.action.disable')}
          </Button>
        ) : null}
        {row.canChangeState && row.state === 'disabled' ? (
          <Button
            size="sm"
            variant="secondary"
            busy={busy}
            busyLabel={t('admin.accounts.action.enabling')}
            onClick={() => onEnable(row)}
            aria-label={t('admin.accounts.action.enableFor', { email: row.email })}
          >
            {t('admin.accounts.action.enable')}
          </Button>
        ) : null}
      </div>
    );
  };

  const submitInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite && !invite.submitDisabled && !invite.saving) invite.onSubmit();
  };

  return (
    <AdminListFrame
      toolbarClassName={styles.toolbar}
      toolbar={
        <>
          <div className={styles.filters} role="search" aria-label={t('admin.accounts.filters')}>
            <TextField
              label={t('admin.accounts.filter.search')}
              placeholder={t('admin.accounts.filter.searchPlaceholder')}
              type="search"
              value={filters.search}
              onChange={(event) => change({ search: event.target.value })}
            />
            <Select
              label={t('admin.accounts.filter.role')}
              value={filters.role}
              allOption={t('admin.accounts.filter.allRoles')}
              options={roles.map((role) => ({ value: role, label: t(roleMessage[role]) }))}
              onValueChange={(value) => change({ role: value as AccountRole | '' })}
            />
            <Select
              label={t('admin.accounts.filter.state')}
              value={filters.state}
              allOption={t('admin.accounts.filter.allStates')}
              options={accountStates.map((state) => ({ value: state, label: t(stateMessage[state]) }))}
              onValueChange={(value) => change({ state: value as AccountState | '' })}
            />
            {networkView ? (
              <Select
                label={t('admin.accounts.filter.chamber')}
                value={filters.chamberId}
                allOption={t('admin.accounts.filter.allChambers')}
                options={chambers.map((chamber) => ({ value: String(chamber.id), label: chamberLabel(chamber) }))}
                onValueChange={(value) => change({ chamberId: value })}
              />
            ) : null}
          </div>
          <Button leadingIcon={<UserPlus size={16} />} onClick={onInvite}>
            {t('admin.accounts.invite.open')}
          </Button>
        </>
      }
      notice={notice}
      list={list}
      errorMessage={t('admin.accounts.error')}
      onRetry={onRetry}
      caption={t('admin.accounts.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      rowActions={rowActions}
      emptyState={
        <EmptyState
          headingLevel={3}
          title={t(filtered ? 'admin.accounts.empty.filteredTitle' : 'admin.accounts.empty.title')}
          description={t(filtered ? 'admin.accounts.empty.filtered' : 'admin.accounts.empty.description')}
        />
      }
      pager={{ page, pageSize: ADMIN_ACCOUNTS_PAGE_SIZE, totalItems, onPageChange, loading: pageLoading }}
      confirmationText={{
        title: t('admin.accounts.disable.title', { email: confirmDisable?.subject ?? '' }),
        message: t('admin.accounts.disable.message'),
        confirmLabel: t('admin.accounts.disable.confirm'),
        busyLabel: t('admin.accounts.disable.busy'),
      }}
      confirmation={confirmDisable}
    >
      <Dialog open={invite !== undefined} onOpenChange={(open) => (open || invite?.saving ? undefined : invite?.onClose())}>
        <DialogContent size="sm">
          <form noValidate onSubmit={submitInvite} aria-busy={invite?.saving || undefined}>
            <DialogTitle>{t('admin.accounts.invite.title')}</DialogTitle>
            <DialogDescription>{t('admin.accounts.invite.description')}</DialogDescription>
            <DialogBody className={styles.dialogBody}>
              <FieldMessageLines>
                <TextField
                  label={t('admin.accounts.invite.email')}
                  type="email"
                  autoComplete="off"
                  required
                  value={invite?.values.email ?? ''}
                  error={invite?.errors?.email}
                  disabled={invite?.saving}
                  onChange={(event) => invite?.onChange('email', event.target.value)}
                  onBlur={() => invite?.onBlur?.('email')}
                />
                {networkView ? (
                  <Select
                    label={t('admin.accounts.invite.chamber')}
                    required
                    placeholder={t('admin.accounts.invite.chamberPlaceholder')}
                    value={invite?.values.chamberId ?? ''}
                    error={invite?.errors?.chamberId}
                    disabled={invite?.saving}
                    options={chambers.map((chamber) => ({ value: String(chamber.id), label: chamberLabel(chamber) }))}
                    onValueChange={(value) => {
                      invite?.onChange('chamberId', value);
                      invite?.onBlur?.('chamberId');
                    }}
                  />
                ) : null}
                <Select
                  label={t('admin.accounts.invite.language')}
                  value={invite?.values.language ?? 'fr'}
                  disabled={invite?.saving}
                  options={(['fr', 'en'] as const).map((language) => ({ value: language, label: t(languageMessage[language]) }))}
                  onValueChange={(value) => invite?.onChange('language', value)}
                />
              </FieldMessageLines>
              {invite?.serverError ? <DialogError>{invite.serverError}</DialogError> : null}
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="secondary" disabled={invite?.saving} onClick={() => invite?.onClose()}>
                {t('admin.accounts.invite.cancel')}
              </Button>
              <Button type="submit" busy={invite?.saving} busyLabel={t('admin.accounts.invite.sending')} disabled={invite?.submitDisabled}>
                {t('admin.accounts.invite.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </AdminListFrame>
  );
}
