import type { MailsQuery } from '@annuaire/api';
import { ADMIN_MAILS_PAGE_SIZE, AdminMailsScreen, Alert } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useCurrentUserQuery } from '../../data/account';
import { apiErrorOf } from '../../data/serviceCall';
import { PageHead } from '../../shared/PageHead';
import { useMailsQuery } from './adminMailsApi';
import { mailsFiltersOfQuery, queryOfMailsFilters, toMailRow } from './mappers';

/**
 * /courriels and /admin/courriels: the outbox of the service's mails (invitations, password resets, sign-ups,
 * applications), newest first, with each delivery's state, attempts and last error. The network administrator's only:
 * a chamber administrator is told so and nothing is asked (the service would answer 403). The state filter and the page
 * live in the URL, so a reload keeps them; a new filter goes back to page 0. Asked again on each visit.
 */
export default function AdminMailsContainer() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { state, page } = useMemo(() => mailsFiltersOfQuery(params), [params]);
  const user = useCurrentUserQuery();
  const network = user.data?.profil === 'ADMIN_RESEAU';

  const args: MailsQuery | typeof skipToken = network ? { page, size: ADMIN_MAILS_PAGE_SIZE, state: state === '' ? null : state } : skipToken;
  const mails = useMailsQuery(args, { refetchOnMountOrArgChange: true });
  const shown = mails.currentData ?? mails.data;
  const rows = useMemo(() => (shown?.content ?? []).map(toMailRow), [shown]);

  if (user.data && !network)
    return (
      <>
        <PageHead />
        <Alert tone="info">{intl.formatMessage({ id: 'app.admin.mails.networkOnly' })}</Alert>
      </>
    );

  return (
    <>
      <PageHead />
      <AdminMailsScreen
        state={state}
        onStateChange={(next) => setParams(queryOfMailsFilters(next, 0), { replace: true })}
        list={
          mails.isError ? { status: 'error', message: apiErrorOf(mails.error)?.message } : shown === undefined ? { status: 'loading' } : { status: 'loaded' }
        }
        onRetry={() => void mails.refetch()}
        rows={rows}
        page={page}
        totalItems={shown?.totalElements ?? 0}
        onPageChange={(next) => setParams(queryOfMailsFilters(state, next), { replace: true })}
        pageLoading={mails.isFetching}
      />
    </>
  );
}
