import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import type { SelectOption } from '../../../components/Select';
import { StatusBadge } from '../../../components/StatusBadge';
import type { TableColumn } from '../../../components/Table';
import { AdminListFilter, AdminListFrame, AdminListSearch } from '../AdminListFrame';
import type { AdminDeleteConfirmation, AdminNotice, AdminPagedListData } from '../AdminListFrame';
import * as styles from './AdminAnnouncementsScreen.css';

/** spec admin §9: announcements are listed 10 per page, from page 0. */
export const ADMIN_ANNOUNCEMENTS_PAGE_SIZE = 10;

/** The period filter (upcoming by default, past, all). */
export const announcementPeriods = ['upcoming', 'past', 'all'] as const;
export type AnnouncementPeriod = (typeof announcementPeriods)[number];

/** A row of the announcements table (spec admin §2 "Announcements screen", §3 Announcement/event). */
export interface AdminAnnouncementRow {
  id: number;
  title: string;
  description: string;
  imageUrl?: string;
  /** The category's name in the current language. */
  category: string;
  /** dd-mm-yyyy as the service answers (spec admin §9). */
  startDate: string;
  endDate: string;
  /** HH:MM */
  startTime: string;
  endTime: string;
  address: string;
  /** Ended before the chamber's day: Passé; otherwise Publié (spec admin §4). */
  past: boolean;
  /** An announcement of the whole network (no chamber). */
  networkWide: boolean;
}

export interface AdminAnnouncementsScreenProps extends AdminPagedListData<AdminAnnouncementRow> {
  /** Part of the title. */
  search: string;
  onSearchChange: (value: string) => void;
  /** Every category, named in the current language; '' is all. */
  categories: readonly SelectOption[];
  categoryFilter: string;
  onCategoryFilterChange: (categoryId: string) => void;
  period: AnnouncementPeriod;
  onPeriodChange: (period: AnnouncementPeriod) => void;
  onAdd: () => void;
  /** A search or a filter narrows the list (the empty state says so). */
  filtered?: boolean;
  /** The announcement shown read-only (view), or null. */
  viewing?: AdminAnnouncementRow | null;
  onView: (row: AdminAnnouncementRow | null) => void;
  onEdit: (row: AdminAnnouncementRow) => void;
  onDelete: (row: AdminAnnouncementRow) => void;
  /** The announcement whose deletion waits for confirmation (spec admin §5), its title as the subject, with the call's state. */
  confirmDelete?: AdminDeleteConfirmation;
  /** spec admin §2, §8: a failed save or deletion in a dismissible banner, or a success. */
  notice?: AdminNotice;
}

const periodMessage: Record<AnnouncementPeriod, string> = {
  upcoming: 'admin.announcements.period.upcoming',
  past: 'admin.announcements.period.past',
  all: 'admin.announcements.period.all',
};

function AnnouncementStatus({ past }: { past: boolean }) {
  const intl = useIntl();
  return past ? (
    <Badge tone="neutral" data-status="PAST">
      {intl.formatMessage({ id: 'admin.announcements.status.past' })}
    </Badge>
  ) : (
    <StatusBadge status="PUBLISHED" label={intl.formatMessage({ id: 'admin.announcements.status.published' })} />
  );
}

/**
 * The announcements screen (spec admin §2, §3, §4, §5, §8, §9): the error banner (dismissible), search on the title,
 * category filter, period filter (upcoming by default), add; the table (image and title, category, start date, status
 * Publié or Passé, actions view / edit / delete after confirmation); the pager of 10; loading and empty states.
 */
export function AdminAnnouncementsScreen({
  search,
  onSearchChange,
  categories,
  categoryFilter,
  onCategoryFilterChange,
  period,
  onPeriodChange,
  onAdd,
  list,
  onRetry,
  rows,
  filtered = false,
  page,
  totalItems,
  onPageChange,
  pageLoading = false,
  viewing,
  onView,
  onEdit,
  onDelete,
  confirmDelete,
  notice,
}: AdminAnnouncementsScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const columns: Array<TableColumn<AdminAnnouncementRow>> = [
    {
      key: 'title',
      header: t('admin.announcements.column.title'),
      cell: (row) => (
        <div className={styles.identity}>
          {row.imageUrl ? <img className={styles.thumbnail} src={row.imageUrl} alt="" /> : <span className={styles.thumbnail} aria-hidden="true" />}
          <div className={styles.names}>
            <span className={styles.title}>{row.title}</span>
            {row.networkWide ? (
              <Badge size="sm" tone="info">
                {t('admin.announcements.networkWide')}
              </Badge>
            ) : null}
          </div>
        </div>
      ),
    },
    { key: 'category', header: t('admin.announcements.column.category'), cell: (row) => row.category },
    { key: 'startDate', header: t('admin.announcements.column.startDate'), cell: (row) => row.startDate },
    { key: 'status', header: t('admin.announcements.column.status'), cell: (row) => <AnnouncementStatus past={row.past} /> },
  ];

  return (
    <AdminListFrame
      toolbar={
        <>
          <AdminListSearch
            label={t('admin.announcements.search.label')}
            placeholder={t('admin.announcements.search.placeholder')}
            value={search}
            onValueChange={onSearchChange}
          />
          <AdminListFilter
            className={styles.filter}
            label={t('admin.announcements.filter.category')}
            value={categoryFilter}
            allOption={t('admin.announcements.filter.allCategories')}
            options={categories}
            onValueChange={onCategoryFilterChange}
          />
          <AdminListFilter
            className={styles.filter}
            label={t('admin.announcements.filter.period')}
            value={period}
            options={announcementPeriods.map((value) => ({ value, label: t(periodMessage[value]) }))}
            onValueChange={(value) => onPeriodChange(value as AnnouncementPeriod)}
          />
          <Button leadingIcon={<Plus size={16} />} onClick={onAdd}>
            {t('admin.announcements.add')}
          </Button>
        </>
      }
      notice={notice}
      list={list}
      errorMessage={t('admin.announcements.error')}
      onRetry={onRetry}
      caption={t('admin.announcements.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      loadingRows={ADMIN_ANNOUNCEMENTS_PAGE_SIZE}
      emptyState={
        filtered ? (
          <EmptyState headingLevel={3} title={t('admin.announcements.filteredEmpty.title')} description={t('admin.announcements.filteredEmpty.description')} />
        ) : (
          <EmptyState headingLevel={3} title={t('admin.announcements.empty.title')} description={t('admin.announcements.empty.description')} />
        )
      }
      rowActions={(row) => (
        <>
          <IconButton
            size="sm"
            variant="ghost"
            label={t('admin.announcements.action.view', { title: row.title })}
            icon={<Eye size={16} />}
            onClick={() => onView(row)}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={t('admin.announcements.action.edit', { title: row.title })}
            icon={<Pencil size={16} />}
            onClick={() => onEdit(row)}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={t('admin.announcements.action.delete', { title: row.title })}
            icon={<Trash2 size={16} />}
            onClick={() => onDelete(row)}
          />
        </>
      )}
      pager={{ page, pageSize: ADMIN_ANNOUNCEMENTS_PAGE_SIZE, totalItems, onPageChange, loading: pageLoading }}
      confirmationText={{
        title: t('admin.announcements.delete.title'),
        message: t('admin.announcements.delete.message', { title: confirmDelete?.subject ?? '' }),
        confirmLabel: t('admin.announcements.delete.confirm'),
      }}
      confirmation={confirmDelete}
    >
      <Dialog open={Boolean(viewing)} onOpenChange={(open) => (open ? undefined : onView(null))}>
        <DialogContent size="md">
          <DialogTitle>{viewing?.title ?? ''}</DialogTitle>
          <DialogDescription>
            {viewing
              ? t('admin.announcements.view.when', { start: viewing.startDate, end: viewing.endDate, from: viewing.startTime, to: viewing.endTime })
              : ''}
          </DialogDescription>
          {viewing ? (
            <DialogBody className={styles.view}>
              {viewing.imageUrl ? <img className={styles.viewImage} src={viewing.imageUrl} alt="" /> : null}
              <div className={styles.viewMeta}>
                <Badge tone="info">{viewing.category}</Badge>
                <AnnouncementStatus past={viewing.past} />
              </div>
              <p className={styles.viewText}>{viewing.address}</p>
              <p className={styles.viewText}>{viewing.description}</p>
            </DialogBody>
          ) : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onView(null)}>
              {t('admin.announcements.view.close')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AdminListFrame>
  );
}
