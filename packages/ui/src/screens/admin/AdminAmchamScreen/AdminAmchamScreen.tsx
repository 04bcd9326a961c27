import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { CountryFlag, CountryLabel } from '../../../components/CountryFlag';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import { Logo } from '../../../components/Logo';
import type { TableColumn } from '../../../components/Table';
import { AdminListFrame, AdminListSearch } from '../AdminListFrame';
import type { AdminDeleteConfirmation, AdminListData, AdminNotice } from '../AdminListFrame';
import * as styles from './AdminAmchamScreen.css';

/** spec admin §4, §9: the Amcham table shows 4 chambers a page (DESIGN.md: the pager is the table's). */
export const AMCHAM_PAGE_SIZE = 4;

/** spec admin §4, §9: the success banner goes after 3 s, the error banner after 5 s. */
export const AMCHAM_SUCCESS_MS = 3000;
export const AMCHAM_ERROR_MS = 5000;

/** A row of the Amcham table (spec admin §3 CountryAmcham, Country). */
export interface AmchamRow {
  id: number;
  name: string;
  /** The chamber's logo; its country's flag when it has none. */
  logoUrl?: string;
  email: string;
  telephone: string;
  address: string;
  website: string | null;
  /** null when the country is unknown: 'N/A' and a globe (spec admin §3). */
  countryName: string | null;
  countryIcon?: string | null;
}

export interface AdminAmchamScreenProps extends AdminListData<AmchamRow> {
  search: string;
  onSearchChange: (value: string) => void;
  /** 'Add country' is the network administrator's: hidden for a chamber administrator. */
  canAdd: boolean;
  onAdd: () => void;
  /** Page index from 0. */
  page: number;
  /** Chambers matching the search, every page. */
  totalItems: number;
  onPageChange: (page: number) => void;
  /** The read-only panel (the original only logged). */
  onView: (row: AmchamRow) => void;
  /** A chamber administrator edits its own chamber's row only. */
  canEdit: (row: AmchamRow) => boolean;
  onEdit: (row: AmchamRow) => void;
  /** Deleting is the network administrator's. */
  canDelete: boolean;
  onDelete: (row: AmchamRow) => void;
  /** The success banner (3 s) or the error banner (5 s), both dismissible. */
  notice?: AdminNotice;
  /** The chamber whose deletion waits for a confirmation, its name as the subject. */
  confirmDelete?: AdminDeleteConfirmation;
}

/**
 * The country chambers (spec admin §2 Amcham page, §4, §8, §9): a search box that filters, 'Add country',
 * the table (name with the logo or the flag and the country's name, e-mail, phone, country with its flag or a globe
 * and N/A, actions view / edit / delete as the user may), the pager of 4 with numbered pages and ellipses, loading,
 * error and empty states, the banners and the delete confirmation.
 */
export function AdminAmchamScreen({
  search,
  onSearchChange,
  canAdd,
  onAdd,
  list,
  onRetry,
  rows,
  page,
  totalItems,
  onPageChange,
  onView,
  canEdit,
  onEdit,
  canDelete,
  onDelete,
  notice,
  confirmDelete,
}: AdminAmchamScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const countryName = (row: AmchamRow) => row.countryName ?? t('admin.amcham.unknownCountry');

  const columns: Array<TableColumn<AmchamRow>> = [
    {
      key: 'name',
      header: t('admin.amcham.column.name'),
      cell: (row) => (
        <div className={styles.identity}>
          {row.logoUrl ? (
            <Logo name={row.name} src={row.logoUrl} size="sm" />
          ) : (
            <span className={styles.flag}>
              <CountryFlag icon={row.countryIcon} size="md" />
            </span>
          )}
          <div className={styles.names}>
            <span className={styles.name}>{row.name}</span>
            <span className={styles.muted}>{countryName(row)}</span>
          </div>
        </div>
      ),
    },
    { key: 'email', header: t('admin.amcham.column.email'), cell: (row) => <span className={styles.wrap}>{row.email}</span> },
    { key: 'telephone', header: t('admin.amcham.column.telephone'), cell: (row) => row.telephone },
    { key: 'country', header: t('admin.amcham.column.country'), cell: (row) => <CountryLabel icon={row.countryIcon}>{countryName(row)}</CountryLabel> },
  ];

  return (
    <AdminListFrame
      toolbar={
        <>
          <AdminListSearch
            label={t('admin.amcham.search.label')}
            placeholder={t('admin.amcham.search.placeholder')}
            value={search}
            onValueChange={onSearchChange}
          />
          {canAdd ? (
            <Button leadingIcon={<Plus size={16} />} onClick={onAdd}>
              {t('admin.amcham.add')}
            </Button>
          ) : null}
        </>
      }
      notice={notice}
      noticeAutoDismissMs={{ success: AMCHAM_SUCCESS_MS, error: AMCHAM_ERROR_MS }}
      list={list}
      errorMessage={t('admin.amcham.error')}
      onRetry={onRetry}
      caption={t('admin.amcham.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      loadingRows={AMCHAM_PAGE_SIZE}
      emptyState={<EmptyState headingLevel={3} title={t('admin.amcham.empty.title')} description={t('admin.amcham.empty.description')} />}
      rowActions={(row) => (
        <>
          <IconButton
            size="sm"
            variant="ghost"
            label={t('admin.amcham.action.view', { name: row.name })}
            icon={<Eye size={16} />}
            onClick={() => onView(row)}
          />
          {canEdit(row) ? (
            <IconButton
              size="sm"
              variant="ghost"
              label={t('admin.amcham.action.edit', { name: row.name })}
              icon={<Pencil size={16} />}
              onClick={() => onEdit(row)}
            />
          ) : null}
          {canDelete ? (
            <IconButton
              size="sm"
              variant="ghost"
              label={t('admin.amcham.action.delete', { name: row.name })}
              icon={<Trash2 size={16} />}
              onClick={() => onDelete(row)}
            />
          ) : null}
        </>
      )}
      // spec admin §9: numbered pages with ellipses
      pager={{ variant: 'numbered', page, pageSize: AMCHAM_PAGE_SIZE, totalItems, onPageChange, loading: list.status === 'loading' }}
      confirmationText={{
        title: t('admin.amcham.delete.title', { name: confirmDelete?.subject ?? '' }),
        message: t('admin.amcham.delete.message'),
        confirmLabel: t('admin.amcham.delete.confirm'),
        busyLabel: t('admin.amcham.delete.busy'),
      }}
      confirmation={confirmDelete}
    />
  );
}
