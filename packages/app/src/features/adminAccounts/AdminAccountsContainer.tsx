import type { AccountsQuery } from '@annuaire/api';
import { ADMIN_ACCOUNTS_PAGE_SIZE, AdminAccountsScreen, type AccountFilters, type AccountRow, type InviteAdministratorValues } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useCurrentUserQuery } from '../../data/account';
import { apiErrorOf } from '../../data/serviceCall';
import { translator } from '../../i18n/messages';
import { useAdminChamber } from '../../shared/useAdminChamber';
import { useAppForm } from '../../shared/useAppForm';
import { PageHead } from '../../shared/PageHead';
import { inviteAdministratorSchema } from '../../validation/adminReference';
import {
  useAccountsQuery,
  useDisableAccountMutation,
  useEnableAccountMutation,
  useInviteAdministratorMutation,
  useInviteRepresentativeAgainMutation,
} from './adminAccountsApi';
import { accountFiltersOfQuery, queryOfAccountFilters, toAccountRow } from './mappers';

/** The search waits for a pause in typing before it asks (one call per pause, not per keystroke). */
const SEARCH_DEBOUNCE_MS = 300;

type Notice = { tone: 'success' | 'error'; message: string };

/**
 * /comptes and /admin/comptes: the accounts the administrator looks after. The network administrator reads every
 * account (or one chamber's) and invites a chamber administrator into a chamber it picks; a chamber administrator reads
 * its chamber's administrators and its members' representatives and invites into its own chamber (the service scopes
 * both). Each account is disabled (after a confirmation) or enabled again; one that never signed in gets its invitation
 * again. The filters and the page live in the URL; the list is asked again after each change.
 */
export default function AdminAccountsContainer() {
  const language = useAppSelector((state) => state.language.current);
  const t = useMemo(() => translator(language), [language]);
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => accountFiltersOfQuery(params), [params]);
  const [search, setSearch] = useState(filters.search);
  const user = useCurrentUserQuery();
  const { chambers } = useAdminChamber();
  const network = user.data?.profil === 'ADMIN_RESEAU';
  const [notice, setNotice] = useState<Notice | undefined>();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<AccountRow | undefined>();
  const [busyRowId, setBusyRowId] = useState<number | undefined>();
  const [invite] = useInviteAdministratorMutation();
  const [inviteAgain] = useInviteRepresentativeAgainMutation();
  const [disable, disabling] = useDisableAccountMutation();
  const [enable] = useEnableAccountMutation();

  const show = (next: AccountFilters, nextPage: number) => setParams(queryOfAccountFilters(next, nextPage), { replace: true });

  useEffect(() => {
    const typed = search.trim();
    if (typed === filters.search) return undefined;
    const timer = setTimeout(() => setParams(queryOfAccountFilters({ ...filters, search: typed }, 0), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters, setParams]);

  const args: AccountsQuery | typeof skipToken = user.data
    ? {
        page,
        size: ADMIN_ACCOUNTS_PAGE_SIZE,
        // only the network administrator names a chamber; a chamber administrator's list is its own chamber's
        countryAmchamId: network && filters.chamberId !== '' ? Number(filters.chamberId) : null,
        profil: filters.role === '' ? null : filters.role,
        state: filters.state === '' ? null : filters.state,
        email: filters.search,
      }
    : skipToken;
  const accounts = useAccountsQuery(args, { refetchOnMountOrArgChange: true });
  const shown = accounts.currentData ?? accounts.data;
  const selfId = user.data?.id;
  const rows = useMemo(() => (shown?.content ?? []).map((account) => toAccountRow(account, selfId)), [shown, selfId]);

  const schema = useMemo(() => inviteAdministratorSchema(t, network), [t, network]);
  const initialValues: InviteAdministratorValues = useMemo(() => ({ email: '', chamberId: '', language }), [language]);
  const form = useAppForm<InviteAdministratorValues>({
    initialValues,
    schema,
    onSubmit: async (values, helpers) => {
      const result = await invite({
        email: values.email,
        language: values.language,
        countryAmchamId: network ? Number(values.chamberId) : null,
      });
      if ('error' in result) {
        helpers.fail(result.error, t('app.admin.accounts.failed'));
        return;
      }
      helpers.reset();
      setInviting(false);
      setNotice({ tone: 'success', message: t('app.admin.accounts.invited') });
    },
  });

  const closeInvite = () => {
    form.reset();
    setInviting(false);
  };

  async function act(row: AccountRow, call: () => Promise<{ error?: unknown }>, done: string) {
    setBusyRowId(row.id);
    const result = await call();
    setBusyRowId(undefined);
    setNotice(
      'error' in result && result.error
        ? { tone: 'error', message: apiErrorOf(result.error)?.message ?? t('app.admin.accounts.failed') }
        : { tone: 'success', message: done },
    );
  }

  const listError = apiErrorOf(accounts.error);

  return (
    <>
      <PageHead />
      <AdminAccountsScreen
        filters={{ ...filters, search }}
        onFiltersChange={(next) => {
          // typing in the search waits for the pause (above); any other change, or clearing, shows at once
          const typing = next.search !== search && next.search !== '';
          setSearch(next.search);
          if (!typing) show({ ...next, search: next.search.trim() }, 0);
        }}
        roles={network ? undefined : ['ADMIN_AMCHAM', 'MEMBER']}
        chambers={network ? chambers : undefined}
        list={accounts.isError ? { status: 'error', message: listError?.message } : shown === undefined ? { status: 'loading' } : { status: 'loaded' }}
        onRetry={() => void accounts.refetch()}
        rows={rows}
        page={page}
        totalItems={shown?.totalElements ?? 0}
        onPageChange={(next) => show({ ...filters, search: search.trim() }, next)}
        pageLoading={accounts.isFetching}
        onInvite={() => {
          setNotice(undefined);
          setInviting(true);
        }}
        invite={
          inviting
            ? {
                values: form.values,
                errors: form.visibleErrors,
                onChange: (field, value) => form.setValue(field, value),
                onBlur: (field) => form.blur(field),
                submitDisabled: form.submitDisabled,
                saving: form.submitting,
                serverError: form.serverError,
                onSubmit: () => void form.submit(),
                onClose: closeInvite,
              }
            : undefined
        }
        onDisable={(row) => {
          setNotice(undefined);
          setConfirming(row);
        }}
        confirmDisable={
          confirming
            ? {
                subject: confirming.email,
                busy: disabling.isLoading,
                onCancel: () => setConfirming(undefined),
                onConfirm: () => void act(confirming, () => disable(confirming.id), t('app.admin.accounts.disabled')).then(() => setConfirming(undefined)),
              }
            : undefined
        }
        onEnable={(row) => void act(row, () => enable(row.id), t('app.admin.accounts.enabled'))}
        onInviteAgain={(row) => {
          const account = shown?.content.find((candidate) => candidate.id === row.id);
          if (!account) return;
          void act(
            row,
            () =>
              account.profil === 'MEMBER' && account.companyId !== null
                ? inviteAgain({ companyId: account.companyId, email: account.email })
                : invite({ email: account.email, language, countryAmchamId: account.countryAmchamId }),
            t('app.admin.accounts.invited'),
          );
        }}
        busyRowId={busyRowId}
        notice={notice ? { ...notice, onDismiss: () => setNotice(undefined) } : undefined}
      />
    </>
  );
}
