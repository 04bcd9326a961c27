import { Alert, AdminMembersScreen, type AdminMemberRow, type AdminNoticeMessage, type MemberStatus, type MemberStatusFilter } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useDirectoryDispatch } from '../../data/directoryApi';
import { APPLICATIONS_FILTER, usePendingApplicationsQuery } from '../../data/applications';
import { apiErrorOf } from '../../data/serviceCall';
import { useAdminChamber } from '../../shared/useAdminChamber';
import { PageHead } from '../../shared/PageHead';
import {
  adminMembersApi,
  useChamberMembersQuery,
  useChamberSummaryQuery,
  useExportMembersMutation,
  useUpdateMemberStatusMutation,
  type ChamberMembersArgs,
} from './adminMembersApi';
import { ImportDialogContainer } from './ImportDialogContainer';
import { MembershipApplicationsContainer } from './MembershipApplicationsContainer';
import { exportFileName, toMemberRow, toSummaryCards } from './mappers';
import { useSettledSearch } from '../../shared/useSettledSearch';

// The new member's form (its validation schemas, the file input) loads when the dialog opens: the list's own code
// stays within the admin routes' budget.
const NewMemberDialogContainer = lazy(() => import('./NewMemberDialogContainer').then((module) => ({ default: module.NewMemberDialogContainer })));

/** Saves a text as a file the browser downloads (UTF-8 with its byte order mark, so that a spreadsheet reads accents right). */
function download(text: string, fileName: string) {
  const withBom = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([withBom], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * /members and /admin/members (spec admin §2-§9): the chamber's members with the summary
 * cards, the search (name, accents and case ignored, debounced, back to page 0), the status filter (sent as
 * `status`), pages of 10, the status changes persisted with the row changed at once and put back on failure, the
 * new-member modal, and the CSV export and import.
 */
export default function AdminMembersContainer() {
  const intl = useIntl();
  const dispatch = useDirectoryDispatch();
  const language = useAppSelector((state) => state.language.current);
  const { chamberId, chamber, network, scopeOf } = useAdminChamber();

  const [search, setSearch] = useState('');
  // 'Candidatures' lives in the URL, where the header's count of applications leads
  const [params, setParams] = useSearchParams();
  const applicationsOnly = params.get(APPLICATIONS_FILTER.param) === APPLICATIONS_FILTER.value;
  const [chosenStatus, setChosenStatus] = useState<MemberStatus | 'ALL'>('ALL');
  const statusFilter: MemberStatusFilter = applicationsOnly ? 'APPLICATIONS' : chosenStatus;
  const statusQuery = statusFilter === 'ALL' || statusFilter === 'APPLICATIONS' ? null : statusFilter;
  const [page, setPage] = useState(0);
  // spec admin §4: searching starts again at page 0
  const name = useSettledSearch(search, () => setPage(0));
  const [notice, setNotice] = useState<AdminNoticeMessage>();
  const [changing, setChanging] = useState<ReadonlySet<number>>(() => new Set());
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  const args: ChamberMembersArgs | typeof skipToken =
    chamberId === null ? skipToken : { chamberId, page, name, status: statusQuery, application: applicationsOnly ? 'pending' : null };
  const members = useChamberMembersQuery(args);
  // the applications left 30 days unanswered are marked in the list
  const applications = usePendingApplicationsQuery(chamberId ?? skipToken);
  const overdueIds = useMemo(
    () => new Set((applications.data?.content ?? []).filter((application) => application.overdue).map((application) => application.companyId)),
    [applications.data],
  );
  const summary = useChamberSummaryQuery(chamberId ?? skipToken);
  const [updateStatus] = useUpdateMemberStatusMutation();
  const [exportMembers, exporting] = useExportMembersMutation();

  const shown = members.currentData ?? members.data;
  const rows = useMemo(
    () => (shown?.content ?? []).map((company) => ({ ...toMemberRow(company, language), overdue: overdueIds.has(company.id) })),
    [shown, language, overdueIds],
  );
  const t = (id: string) => intl.formatMessage({ id });
  const cards = summary.data ? toSummaryCards(summary.data, t) : [];

  const changeStatus = async (row: AdminMemberRow, status: MemberStatus) => {
    if (args === skipToken) return;
    setNotice(undefined);
    setChanging((ids) => new Set(ids).add(row.id));
    // The row changes at once; a refusal puts it back and says why.
    const patch = dispatch(
      adminMembersApi.util.updateQueryData('chamberMembers', args, (draft) => {
        const company = draft.content.find((entry) => entry.id === row.id);
        if (company) company.status = status;
      }),
    );
    const result = await updateStatus({ id: row.id, status });
    if ('error' in result) {
      patch.undo();
      setNotice({ tone: 'error', message: apiErrorOf(result.error)?.message ?? t('app.admin.loadError') });
    }
    setChanging((ids) => {
      const next = new Set(ids);
      next.delete(row.id);
      return next;
    });
  };

  const exportCsv = async () => {
    if (chamberId === null) return;
    const result = await exportMembers({ chamberId, name, status: applicationsOnly ? 'PENDING' : statusQuery, language });
    if ('error' in result) setNotice({ tone: 'error', message: apiErrorOf(result.error)?.message ?? t('app.admin.loadError') });
    else download(result.data, exportFileName(chamber?.name, language));
  };

  const listError = apiErrorOf(members.error);
  // The whole network has no members list of its own: a chamber is picked in the header first.
  if (network)
    return (
      <>
        <PageHead />
        <Alert tone="info">{t('app.admin.members.pickChamber')}</Alert>
      </>
    );
  return (
    <>
      <PageHead />
      {chamberId !== null ? (
        <MembershipApplicationsContainer
          chamberId={chamberId}
          onDecided={setNotice}
          messages={{
            approved: (companyName) => intl.formatMessage({ id: 'app.admin.applications.approved' }, { name: companyName }),
            refused: (companyName) => intl.formatMessage({ id: 'app.admin.applications.refused' }, { name: companyName }),
            failed: t('app.admin.loadError'),
          }}
        />
      ) : null}
      <AdminMembersScreen
        summary={{ cards, loading: summary.isLoading }}
        search={search}
        onSearchChange={setSearch}
        statusFilter={statusFilter}
        onStatusFilterChange={(next) => {
          if (next === 'APPLICATIONS') setParams({ [APPLICATIONS_FILTER.param]: APPLICATIONS_FILTER.value }, { replace: true });
          else {
            setChosenStatus(next);
            if (applicationsOnly) setParams({}, { replace: true });
          }
          setPage(0);
        }}
        onAdd={() => setAdding(true)}
        onExport={() => void exportCsv()}
        exporting={exporting.isLoading}
        onImport={() => setImporting(true)}
        list={members.isError ? { status: 'error', message: listError?.message } : shown === undefined ? { status: 'loading' } : { status: 'loaded' }}
        onRetry={() => void members.refetch()}
        rows={rows}
        page={page}
        totalItems={shown?.totalElements ?? 0}
        onPageChange={setPage}
        pageLoading={members.isFetching}
        viewHref={(row) => `/admin/membres/${row.id}`}
        editHref={(row) => `/admin/membres/${row.id}/edit`}
        onStatusChange={(row, status) => void changeStatus(row, status)}
        changingIds={changing}
        notice={notice ? { ...notice, onDismiss: () => setNotice(undefined) } : undefined}
      />
      {chamberId !== null && adding ? (
        <Suspense fallback={null}>
          <NewMemberDialogContainer
            open={adding}
            onOpenChange={setAdding}
            chamberId={chamberId}
            chamberScope={scopeOf(chamberId)}
            onCreated={({ name: created, invited, inviteError }) =>
              setNotice(
                inviteError
                  ? { tone: 'error', message: intl.formatMessage({ id: 'app.admin.members.inviteFailed' }, { message: inviteError }) }
                  : {
                      tone: 'success',
                      message: [
                        intl.formatMessage({ id: 'app.admin.members.created' }, { name: created }),
                        invited ? intl.formatMessage({ id: 'app.admin.members.invited' }, { email: invited }) : '',
                      ]
                        .filter(Boolean)
                        .join(' '),
                    },
              )
            }
          />
        </Suspense>
      ) : null}
      {chamberId !== null && importing ? (
        <ImportDialogContainer open={importing} onOpenChange={setImporting} chamberId={chamberId} chamberScope={scopeOf(chamberId)} />
      ) : null}
    </>
  );
}
