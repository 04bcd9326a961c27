import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import { MetricCard } from '../../../components/MetricCard';
import type { TableColumn } from '../../../components/Table';
import type { NameKind } from '../NameFormDialog';
import { AdminListFrame, AdminListSearch } from '../AdminListFrame';
import type { AdminDeleteConfirmation, AdminNotice } from '../AdminListFrame';
import type { AdminListState } from '../types';
import * as styles from './NamesListScreen.css';

/** spec admin §9: sectors are listed 10 per page from page 0 (server-side). */
export const SECTORS_PAGE_SIZE = 10;

/** A category or a sector (spec admin §3). */
export interface NameRow {
  id: number;
  nameFr: string;
  nameEn: string;
}

export interface NamesListScreenProps {
  kind: NameKind;
  search: string;
  onSearchChange: (value: string) => void;
  /** Writes are the network administrator's: a chamber administrator reads, with no write button. */
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (row: NameRow) => void;
  onDelete: (row: NameRow) => void;
  list: AdminListState;
  onRetry: () => void;
  rows: readonly NameRow[];
  /** The error banner, with its close button (spec admin §2). */
  notice?: AdminNotice;
  /** The row whose deletion waits for a confirmation. */
  confirmDelete?: AdminDeleteConfirmation;
  /** The sectors' server-side pager (spec admin §2, §9). */
  pager?: { page: number; totalItems: number; loading?: boolean; onPageChange: (page: number) => void };
  /** The sector count card. */
  count?: { value: number | undefined; loading?: boolean };
}

const text = {
  category: {
    search: 'admin.names.category.search',
    placeholder: 'admin.names.category.placeholder',
    add: 'admin.names.category.add',
    caption: 'admin.names.category.caption',
    empty: 'admin.names.category.empty',
    error: 'admin.names.category.error',
    readOnly: 'admin.names.category.readOnly',
    deleteTitle: 'admin.names.category.deleteTitle',
    deleteMessage: 'admin.names.category.deleteMessage',
  },
  sector: {
    search: 'admin.names.sector.search',
    placeholder: 'admin.names.sector.placeholder',
    add: 'admin.names.sector.add',
    caption: 'admin.names.sector.caption',
    empty: 'admin.names.sector.empty',
    error: 'admin.names.sector.error',
    readOnly: 'admin.names.sector.readOnly',
    deleteTitle: 'admin.names.sector.deleteTitle',
    deleteMessage: 'admin.names.sector.deleteMessage',
  },
} as const satisfies Record<NameKind, Record<string, string>>;

/**
 * The categories and sectors pages (spec admin §2, §4, §8, §9): search, add, the table (ID, the name of the
 * current language, French name, English name, edit and delete), empty state, dismissible error banner, delete
 * confirmation; for sectors the count card and the server-side pager of 10 (shown with more than one page).
 */
export function NamesListScreen({
  kind,
  search,
  onSearchChange,
  canWrite,
  onAdd,
  onEdit,
  onDelete,
  list,
  onRetry,
  rows,
  notice,
  confirmDelete,
  pager,
  count,
}: NamesListScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ids = text[kind];
  const english = intl.locale.startsWith('en');
  const displayName = (row: NameRow) => (english ? row.nameEn : row.nameFr);

  const columns: Array<TableColumn<NameRow>> = [
    { key: 'id', header: t('admin.names.column.id'), cell: (row) => String(row.id), width: '5rem' },
    { key: 'name', header: t('admin.names.column.name'), cell: (row) => <span className={styles.name}>{displayName(row)}</span> },
    { key: 'nameFr', header: t('admin.names.column.nameFr'), cell: (row) => row.nameFr },
    { key: 'nameEn', header: t('admin.names.column.nameEn'), cell: (row) => row.nameEn },
  ];

  return (
    <AdminListFrame
      header={
        count ? (
          <MetricCard
            className={styles.count}
            label={t('admin.names.sector.count')}
            value={count.value ?? 0}
            loading={count.loading || count.value === undefined}
          />
        ) : null
      }
      toolbar={
        <>
          <AdminListSearch label={t(ids.search)} placeholder={t(ids.placeholder)} value={search} onValueChange={onSearchChange} />
          {canWrite ? (
            <Button leadingIcon={<Plus size={16} />} onClick={onAdd}>
              {t(ids.add)}
            </Button>
          ) : null}
        </>
      }
      note={canWrite ? null : <Alert tone="info">{t(ids.readOnly)}</Alert>}
      notice={notice}
      list={list}
      errorMessage={t(ids.error)}
      onRetry={onRetry}
      caption={t(ids.caption)}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      loadingRows={pager ? SECTORS_PAGE_SIZE : 5}
      emptyState={<EmptyState headingLevel={3} title={t(ids.empty)} description={t('admin.names.emptyDescription')} />}
      rowActions={
        canWrite
          ? (row) => (
              <>
                <IconButton
                  size="sm"
                  variant="ghost"
                  label={t('admin.names.action.edit', { name: displayName(row) })}
                  icon={<Pencil size={16} />}
                  onClick={() => onEdit(row)}
                />
                <IconButton
                  size="sm"
                  variant="ghost"
                  label={t('admin.names.action.delete', { name: displayName(row) })}
                  icon={<Trash2 size={16} />}
                  onClick={() => onDelete(row)}
                />
              </>
            )
          : undefined
      }
      pager={pager ? { ...pager, pageSize: SECTORS_PAGE_SIZE } : undefined}
      confirmationText={{
        title: t(ids.deleteTitle),
        message: t(ids.deleteMessage),
        confirmLabel: t('admin.names.delete.confirm'),
        busyLabel: t('admin.names.delete.busy'),
      }}
      confirmation={confirmDelete}
    />
  );
}
