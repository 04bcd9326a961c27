import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import { StatusBadge } from '../../../components/StatusBadge';
import type { TableColumn } from '../../../components/Table';
import { AdminListFilter, AdminListFrame, AdminListSearch } from '../AdminListFrame';
import type { AdminDeleteConfirmation, AdminListData, AdminNotice } from '../AdminListFrame';
import * as styles from './AdminBannersScreen.css';

/** A banner's computed status (spec admin §4: permanent Actif; before start En attente; after end Expiré; else Actif). */
export const bannerStatuses = ['ACTIVE', 'EXPIRED', 'PENDING'] as const;
export type BannerStatus = (typeof bannerStatuses)[number];
/** The status filter of the banners screen (spec admin §2: all, Actif, Expiré, En attente). */
export type BannerStatusFilter = BannerStatus | 'ALL';

/** A row of the banners table (spec admin §2 "Banners screen", §3 Banner). */
export interface AdminBannerRow {
  id: number;
  title: string;
  description: string;
  /** Where "view" goes, in a new tab. */
  link: string;
  mobileImageUrl?: string;
  webImageUrl?: string;
  permanent: boolean;
  /** dd-mm-yyyy as the service answers (spec admin §9). */
  startDate: string;
  /** dd-mm-yyyy; null for a permanent banner. */
  endDate: string | null;
  status: BannerStatus;
  /** Clicks recorded from the home hero. */
  clicks: number;
  /** A banner of the whole network (no chamber): the network administrator's. */
  networkWide: boolean;
}

export interface AdminBannersScreenProps extends AdminListData<AdminBannerRow> {
  search: string;
  onSearchChange: (value: string) => void;
  statusFilter: BannerStatusFilter;
  onStatusFilterChange: (status: BannerStatusFilter) => void;
  onAdd: () => void;
  /** Some banners exist but none matches the search or the filter. */
  filtered?: boolean;
  onEdit: (row: AdminBannerRow) => void;
  onDelete: (row: AdminBannerRow) => void;
  /** The banner whose deletion waits for confirmation (spec admin §5), its title as the subject, with the call's state. */
  confirmDelete?: AdminDeleteConfirmation;
  /** A message above the table, dismissible: a save or a deletion that failed or succeeded. */
  notice?: AdminNotice;
}

const statusMessage: Record<BannerStatus, string> = {
  ACTIVE: 'admin.banners.status.active',
  EXPIRED: 'admin.banners.status.expired',
  PENDING: 'admin.banners.status.pending',
};

/**
 * The banners screen (spec admin §2, §3, §4, §5, §8): search (title, description, link), status filter, add; the table
 * (title with the mobile image, permanent yes/no, start and end dates, status badge, clicks, actions view in a new tab /
 * edit / delete after confirmation); loading, 'Erreur lors du chargement des bannières' with Retry, empty states.
 */
export function AdminBannersScreen({
  search,
  onSearchChange,
  statusFilter,
  onStatusFilterChange,
  onAdd,
  list,
  onRetry,
  rows,
  filtered = false,
  onEdit,
  onDelete,
  confirmDelete,
  notice,
}: AdminBannersScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const columns: Array<TableColumn<AdminBannerRow>> = [
    {
      key: 'title',
      header: t('admin.banners.column.title'),
      cell: (row) => (
        <div className={styles.identity}>
          {row.mobileImageUrl ? <img className={styles.thumbnail} src={row.mobileImageUrl} alt="" /> : <span className={styles.thumbnail} aria-hidden="true" />}
          <div className={styles.names}>
            <span className={styles.title}>{row.title}</span>
            {row.networkWide ? (
              <Badge size="sm" tone="info" className={styles.network}>
                {t('admin.banners.networkWide')}
              </Badge>
            ) : null}
          </div>
        </div>
      ),
    },
    { key: 'permanent', header: t('admin.banners.column.permanent'), cell: (row) => t(row.permanent ? 'admin.banners.yes' : 'admin.banners.no') },
    { key: 'startDate', header: t('admin.banners.column.startDate'), cell: (row) => row.startDate },
    { key: 'endDate', header: t('admin.banners.column.endDate'), cell: (row) => row.endDate ?? '—' },
    {
      key: 'status',
      header: t('admin.banners.column.status'),
      cell: (row) => <StatusBadge status={row.status} label={t(statusMessage[row.status])} />,
    },
    { key: 'clicks', header: t('admin.banners.column.clicks'), align: 'end', cell: (row) => intl.formatNumber(row.clicks) },
  ];

  const emptyState = filtered ? (
    <EmptyState headingLevel={3} title={t('admin.banners.filteredEmpty.title')} description={t('admin.banners.filteredEmpty.description')} />
  ) : (
    <EmptyState headingLevel={3} title={t('admin.banners.empty.title')} description={t('admin.banners.empty.description')} />
  );

  return (
    <AdminListFrame
      toolbar={
        <>
          <AdminListSearch
            label={t('admin.banners.search.label')}
            placeholder={t('admin.banners.search.placeholder')}
            value={search}
            onValueChange={onSearchChange}
          />
          <AdminListFilter
            label={t('admin.banners.filter.label')}
            value={statusFilter === 'ALL' ? '' : statusFilter}
            allOption={t('admin.banners.filter.all')}
            options={bannerStatuses.map((status) => ({ value: status, label: t(statusMessage[status]) }))}
            onValueChange={(value) => onStatusFilterChange(value === '' ? 'ALL' : (value as BannerStatus))}
          />
          <Button leadingIcon={<Plus size={16} />} onClick={onAdd}>
            {t('admin.banners.add')}
          </Button>
        </>
      }
      notice={notice}
      list={list}
      errorMessage={t('admin.banners.error')}
      onRetry={onRetry}
      caption={t('admin.banners.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      emptyState={emptyState}
      rowActions={(row) => (
        <>
          <a
            className={styles.viewLink}
            href={row.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('admin.banners.action.view', { title: row.title })}
          >
            <ExternalLink size={16} aria-hidden="true" />
          </a>
          <IconButton
            size="sm"
            variant="ghost"
            label={t('admin.banners.action.edit', { title: row.title })}
            icon={<Pencil size={16} />}
            onClick={() => onEdit(row)}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={t('admin.banners.action.delete', { title: row.title })}
            icon={<Trash2 size={16} />}
            onClick={() => onDelete(row)}
          />
        </>
      )}
      confirmationText={{
        title: t('admin.banners.delete.title'),
        message: t('admin.banners.delete.message', { title: confirmDelete?.subject ?? '' }),
        confirmLabel: t('admin.banners.delete.confirm'),
      }}
      confirmation={confirmDelete}
    />
  );
}
