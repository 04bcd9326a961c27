import { Check, Download, Eye, Pencil, Plus, Power, Upload, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { CountryLabel } from '../../../components/CountryFlag';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import { Logo } from '../../../components/Logo';
import { StatusBadge } from '../../../components/StatusBadge';
import type { TableColumn } from '../../../components/Table';
import { useFormat } from '../../../format/useFormat';
import { AdminListFilter, AdminListFrame, AdminListSearch } from '../AdminListFrame';
import type { AdminNotice, AdminPagedListData } from '../AdminListFrame';
import { SummaryCards } from '../SummaryCards';
import { memberStatuses } from '../types';
import type { AdminMemberRow, AdminSummaryCard, MemberStatus } from '../types';
import * as styles from './AdminMembersScreen.css';

/** spec admin §9: members are listed 10 per page, from page 0. */
export const ADMIN_MEMBERS_PAGE_SIZE = 10;

/**
 * The status filter: every status, or one (spec admin §2; sent as `status`, DESIGN.md), or the membership
 * applications awaiting an answer ('Candidatures': oldest first, those 30 days old marked).
 */
export type MemberStatusFilter = MemberStatus | 'ALL' | 'APPLICATIONS';

export interface AdminMembersScreenProps extends AdminPagedListData<AdminMemberRow> {
  /** The summary cards: real figures only (DESIGN.md). */
  summary: { cards: readonly AdminSummaryCard[]; loading?: boolean };
  search: string;
  onSearchChange: (value: string) => void;
  statusFilter: MemberStatusFilter;
  onStatusFilterChange: (status: MemberStatusFilter) => void;
  onAdd: () => void;
  onExport: () => void;
  exporting?: boolean;
  onImport: () => void;
  /** Where a member's view and edit pages are (spec admin §2: /admin/membres/{id} and /admin/membres/{id}/edit). */
  viewHref: (row: AdminMemberRow) => string;
  editHref: (row: AdminMemberRow) => string;
  /**
   * Actif <-> Inactif; an En attente member is approved (Actif) or refused (Inactif). Deactivating or refusing is
   * asked for first: the member leaves the public directory.
   */
  onStatusChange: (row: AdminMemberRow, status: MemberStatus) => void;
  /** Members whose status change is on its way. */
  changingIds?: ReadonlySet<number>;
  /** A message above the table, dismissible: a status change that failed, a member created, an invitation sent. */
  notice?: AdminNotice;
}

const statusMessage: Record<MemberStatus, string> = {
  ACTIVE: 'admin.members.status.active',
  INACTIVE: 'admin.members.status.inactive',
  PENDING: 'admin.members.status.pending',
};

/**
 * The members screen (spec admin §2, §3, §4, §9): summary cards; search, status filter, add, CSV export and import;
 * the table (name with logo and sector, country, status badge, creation date dd-mm-yyyy, actions view / edit /
 * status); the pager of 10, shown with more than one page; loading, error (with Retry) and empty states.
 */
export function AdminMembersScreen({
  summary,
  search,
  onSearchChange,
  statusFilter,
  onStatusFilterChange,
  onAdd,
  onExport,
  exporting = false,
  onImport,
  list,
  onRetry,
  rows,
  page,
  totalItems,
  onPageChange,
  pageLoading = false,
  viewHref,
  editHref,
  onStatusChange,
  changingIds,
  notice,
}: AdminMembersScreenProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // The member whose deactivation (or refused application) waits for the administrator's confirmation.
  const [confirming, setConfirming] = useState<AdminMemberRow | null>(null);

  const columns: Array<TableColumn<AdminMemberRow>> = [
    {
      key: 'name',
      header: t('admin.members.column.name'),
      cell: (row) => (
        <div className={styles.identity}>
          <Logo name={row.name} src={row.logoUrl} size="sm" />
          <div className={styles.names}>
            <span className={styles.name}>{row.name}</span>
            <span className={styles.sector}>{row.sector}</span>
          </div>
        </div>
      ),
    },
    {
      key: 'country',
      header: t('admin.members.column.country'),
      cell: (row) => (row.countryIcon ? <CountryLabel icon={row.countryIcon}>{row.country}</CountryLabel> : row.country),
    },
    {
      key: 'status',
      header: t('admin.members.column.status'),
      cell: (row) =>
        row.overdue ? (
          <span className={styles.statusCell}>
            <StatusBadge status={row.status} />
            <Badge tone="danger">{t('admin.applications.overdue')}</Badge>
          </span>
        ) : (
          <StatusBadge status={row.status} />
        ),
    },
    { key: 'createdAt', header: t('admin.members.column.date'), cell: (row) => format.serviceDate(row.createdAt) },
  ];

  const statusActions = (row: AdminMemberRow): ReactNode => {
    const busy = changingIds?.has(row.id) ?? false;
    if (row.status === 'PENDING') {
      return (
        <>
          <IconButton
            size="sm"
            variant="ghost"
            label={t('admin.members.action.approve', { name: row.name })}
            icon={<Check size={16} />}
            disabled={busy}
            onClick={() => onStatusChange(row, 'ACTIVE')}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={t('admin.members.action.refuse', { name: row.name })}
            icon={<X size={16} />}
            disabled={busy}
            onClick={() => setConfirming(row)}
          />
        </>
      );
    }
    const next: MemberStatus = row.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
    return (
      <IconButton
        size="sm"
        variant="ghost"
        label={t(next === 'INACTIVE' ? 'admin.members.action.deactivate' : 'admin.members.action.activate', { name: row.name })}
        icon={<Power size={16} />}
        disabled={busy}
        onClick={() => (next === 'INACTIVE' ? setConfirming(row) : onStatusChange(row, next))}
      />
    );
  };

  const refusing = confirming?.status === 'PENDING';

  return (
    <AdminListFrame
      header={<SummaryCards cards={summary.cards} loading={summary.loading} />}
      toolbar={
        <>
          <AdminListSearch
            label={t('admin.members.search.label')}
            placeholder={t('admin.members.search.placeholder')}
            value={search}
            onValueChange={onSearchChange}
          />
          <AdminListFilter
            label={t('admin.members.filter.label')}
            value={statusFilter === 'ALL' ? '' : statusFilter}
            allOption={t('admin.members.filter.all')}
            options={[
              ...memberStatuses.map((status) => ({ value: status, label: t(statusMessage[status]) })),
              { value: 'APPLICATIONS', label: t('admin.members.filter.applications') },
            ]}
            onValueChange={(value) => onStatusFilterChange(value === '' ? 'ALL' : (value as MemberStatusFilter))}
          />
          <div className={styles.buttons}>
            <Button variant="secondary" leadingIcon={<Download size={16} />} busy={exporting} onClick={onExport}>
              {t('admin.members.export')}
            </Button>
            <Button variant="secondary" leadingIcon={<Upload size={16} />} onClick={onImport}>
              {t('admin.members.import')}
            </Button>
            <Button leadingIcon={<Plus size={16} />} onClick={onAdd}>
              {t('admin.members.add')}
            </Button>
          </div>
        </>
      }
      notice={notice}
      list={list}
      errorMessage={t('admin.members.error')}
      onRetry={onRetry}
      caption={t('admin.members.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      loadingRows={ADMIN_MEMBERS_PAGE_SIZE}
      emptyState={<EmptyState headingLevel={3} title={t('admin.members.empty.title')} description={t('admin.members.empty.description')} />}
      rowActions={(row) => (
        <>
          <ButtonLink href={viewHref(row)} variant="ghost" size="sm" aria-label={t('admin.members.action.view', { name: row.name })}>
            <Eye size={16} aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href={editHref(row)} variant="ghost" size="sm" aria-label={t('admin.members.action.edit', { name: row.name })}>
            <Pencil size={16} aria-hidden="true" />
          </ButtonLink>
          {statusActions(row)}
        </>
      )}
      pager={{ page, pageSize: ADMIN_MEMBERS_PAGE_SIZE, totalItems, onPageChange, loading: pageLoading }}
      confirmationText={{
        title: t(refusing ? 'admin.members.refuse.title' : 'admin.members.deactivate.title'),
        message: t(refusing ? 'admin.members.refuse.message' : 'admin.members.deactivate.message', { name: confirming?.name ?? '' }),
        confirmLabel: t(refusing ? 'admin.members.refuse.confirm' : 'admin.members.deactivate.confirm'),
      }}
      confirmation={
        confirming
          ? {
              subject: confirming.name,
              onConfirm: () => {
                onStatusChange(confirming, 'INACTIVE');
                setConfirming(null);
              },
              onCancel: () => setConfirming(null),
            }
          : undefined
      }
    />
  );
}
