import { Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogTitle } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { IconButton } from '../../../components/IconButton';
import { Select } from '../../../components/Select';
import { chosenFlag } from '../../../components/CountryFlag';
import type { TableColumn } from '../../../components/Table';
import { TextField } from '../../../components/TextField';
import { AdminListFrame } from '../AdminListFrame';
import type { AdminPagedListData } from '../AdminListFrame';
import type { AdminChamber } from '../types';
import * as styles from './AdminJournalScreen.css';

/** The Journal lists 20 entries per page. */
export const ADMIN_JOURNAL_PAGE_SIZE = 20;

/** What a write was about (the contract's AuditKind), in the order of the kind filter. */
export const journalKinds = [
  'company',
  'status',
  'schedules',
  'review',
  'banner',
  'announcement',
  'chamber',
  'sector',
  'category',
  'partner',
  'import',
  'invitation',
  'account',
  'application',
] as const;
export type JournalKind = (typeof journalKinds)[number];

export const journalActions = ['create', 'update', 'delete', 'import', 'invite', 'password', 'approve', 'refuse', 'disable', 'enable'] as const;
export type JournalAction = (typeof journalActions)[number];

export const journalRoles = ['ADMIN_RESEAU', 'ADMIN_AMCHAM', 'MEMBER'] as const;
export type JournalRole = (typeof journalRoles)[number];

/** One changed field: its column name and its values before and after, as text ('' for none). */
export interface JournalChange {
  field: string;
  before: string;
  after: string;
}

/** A row of the Journal: one write, who made it, when, and the fields it changed (only those that differ). */
export interface JournalEntryRow {
  id: number;
  /** When (ISO 8601); shown as date and time in the user's language. */
  at: string;
  email: string;
  role: JournalRole | string;
  kind: JournalKind;
  action: JournalAction;
  targetId: number | null;
  changes: readonly JournalChange[];
}

/** The Journal's filters; '' is no filter. Dates are yyyy-mm-dd, both days included. */
export interface JournalFilters {
  person: string;
  kind: JournalKind | '';
  from: string;
  to: string;
  /** The network administrator's chamber filter ('' is every chamber). */
  chamberId: string;
}

export interface AdminJournalScreenProps extends AdminPagedListData<JournalEntryRow> {
  filters: JournalFilters;
  onFiltersChange: (filters: JournalFilters) => void;
  /** The network administrator's chambers (omitted for a chamber administrator, who reads its own chamber only). */
  chambers?: readonly AdminChamber[];
  /** The entry whose details show first (stories); the user opens others from their row. */
  defaultDetailsId?: number;
}

export const noJournalFilters: JournalFilters = { person: '', kind: '', from: '', to: '', chamberId: '' };

const roleMessage: Record<JournalRole, string> = {
  ADMIN_RESEAU: 'admin.journal.role.network',
  ADMIN_AMCHAM: 'admin.journal.role.chamber',
  MEMBER: 'admin.journal.role.member',
};

const kindMessage: Record<JournalKind, string> = {
  company: 'admin.journal.kind.company',
  status: 'admin.journal.kind.status',
  schedules: 'admin.journal.kind.schedules',
  review: 'admin.journal.kind.review',
  banner: 'admin.journal.kind.banner',
  announcement: 'admin.journal.kind.announcement',
  chamber: 'admin.journal.kind.chamber',
  sector: 'admin.journal.kind.sector',
  category: 'admin.journal.kind.category',
  partner: 'admin.journal.kind.partner',
  import: 'admin.journal.kind.import',
  invitation: 'admin.journal.kind.invitation',
  account: 'admin.journal.kind.account',
  application: 'admin.journal.kind.application',
};

const actionMessage: Record<JournalAction, string> = {
  create: 'admin.journal.action.create',
  update: 'admin.journal.action.update',
  delete: 'admin.journal.action.delete',
  import: 'admin.journal.action.import',
  invite: 'admin.journal.action.invite',
  password: 'admin.journal.action.password',
  approve: 'admin.journal.action.approve',
  refuse: 'admin.journal.action.refuse',
  disable: 'admin.journal.action.disable',
  enable: 'admin.journal.action.enable',
};

function isRole(value: string): value is JournalRole {
  return (journalRoles as readonly string[]).includes(value);
}

/**
 * The back-office Journal (the audit trail): every write of the chamber (all of them for the network
 * administrator), newest first, filtered by person (part of the e-mail), kind and days; paged; each entry's details
 * show the fields it changed, before -> after. Loading, empty and error (with Retry) states.
 */
export function AdminJournalScreen({
  filters,
  onFiltersChange,
  chambers,
  list,
  onRetry,
  rows,
  page,
  totalItems,
  onPageChange,
  pageLoading = false,
  defaultDetailsId,
}: AdminJournalScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [detailsId, setDetailsId] = useState<number | undefined>(defaultDetailsId);
  const details = rows.find((row) => row.id === detailsId);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const kindLabel = (kind: JournalKind) => t(kindMessage[kind]);
  const actionLabel = (action: JournalAction) => t(actionMessage[action]);
  const roleLabel = (role: string) => (isRole(role) ? t(roleMessage[role]) : role);
  const filtered = filters.person !== '' || filters.kind !== '' || filters.from !== '' || filters.to !== '' || filters.chamberId !== '';
  const change = (patch: Partial<JournalFilters>) => onFiltersChange({ ...filters, ...patch });

  const columns: Array<TableColumn<JournalEntryRow>> = [
    { key: 'at', header: t('admin.journal.column.at'), cell: (row) => <time dateTime={row.at}>{when(row.at)}</time> },
    {
      key: 'person',
      header: t('admin.journal.column.person'),
      cell: (row) => (
        <div className={styles.person}>
          <span className={styles.email}>{row.email}</span>
          <span className={styles.role}>{roleLabel(row.role)}</span>
        </div>
      ),
    },
    { key: 'kind', header: t('admin.journal.column.kind'), cell: (row) => kindLabel(row.kind) },
    { key: 'action', header: t('admin.journal.column.action'), cell: (row) => actionLabel(row.action) },
    { key: 'target', header: t('admin.journal.column.target'), cell: (row) => (row.targetId === null ? '—' : `#${row.targetId}`) },
  ];

  return (
    <AdminListFrame
      toolbarLabel={t('admin.journal.filters')}
      toolbarClassName={styles.filters}
      toolbar={
        <>
          <TextField
            className={styles.personFilter}
            label={t('admin.journal.filter.person')}
            placeholder={t('admin.journal.filter.personPlaceholder')}
            type="search"
            value={filters.person}
            onChange={(event) => change({ person: event.target.value })}
          />
          <Select
            label={t('admin.journal.filter.kind')}
            value={filters.kind}
            allOption={t('admin.journal.filter.allKinds')}
            options={journalKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            onValueChange={(value) => change({ kind: value as JournalKind | '' })}
          />
          {chambers && chambers.length > 0 ? (
            <Select
              label={t('admin.journal.filter.chamber')}
              value={filters.chamberId}
              allOption={t('admin.journal.filter.allChambers')}
              options={chambers.map((chamber) => ({ value: String(chamber.id), label: chamber.name }))}
              leading={chosenFlag(chambers, filters.chamberId)}
              onValueChange={(value) => change({ chamberId: value })}
            />
          ) : null}
          <TextField
            label={t('admin.journal.filter.from')}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => change({ from: event.target.value })}
          />
          <TextField
            label={t('admin.journal.filter.to')}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => change({ to: event.target.value })}
          />
          {filtered ? (
            <Button variant="ghost" leadingIcon={<RotateCcw size={16} />} onClick={() => onFiltersChange(noJournalFilters)}>
              {t('admin.journal.filter.reset')}
            </Button>
          ) : null}
        </>
      }
      list={list}
      errorMessage={t('admin.journal.error')}
      onRetry={onRetry}
      caption={t('admin.journal.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      emptyState={
        <EmptyState
          headingLevel={3}
          title={t('admin.journal.empty.title')}
          description={t(filtered ? 'admin.journal.empty.filtered' : 'admin.journal.empty.description')}
        />
      }
      rowActions={(row) => (
        <IconButton
          size="sm"
          variant="ghost"
          label={t('admin.journal.details.open', { id: String(row.id) })}
          icon={<Eye size={16} />}
          onClick={() => setDetailsId(row.id)}
        />
      )}
      pager={{ page, pageSize: ADMIN_JOURNAL_PAGE_SIZE, totalItems, onPageChange, loading: pageLoading }}
    >
      <Dialog open={details !== undefined} onOpenChange={(open) => (open ? undefined : setDetailsId(undefined))}>
        {details ? (
          <DialogContent size="lg">
            <DialogTitle>{t('admin.journal.details.title', { kind: kindLabel(details.kind), action: actionLabel(details.action) })}</DialogTitle>
            <DialogDescription>{t('admin.journal.details.description', { email: details.email, at: when(details.at) })}</DialogDescription>
            <DialogBody>
              {details.changes.length === 0 ? (
                <p className={styles.noChange}>{t('admin.journal.details.none')}</p>
              ) : (
                <table className={styles.changes}>
                  <caption className={styles.changesCaption}>{t('admin.journal.details.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.journal.details.field')}</th>
                      <th scope="col">{t('admin.journal.details.before')}</th>
                      <th scope="col">{t('admin.journal.details.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {details.changes.map((entry) => (
                      <tr key={entry.field}>
                        <th scope="row" className={styles.field}>
                          {entry.field}
                        </th>
                        <td className={styles.before}>{entry.before === '' ? '—' : entry.before}</td>
                        <td className={styles.after}>{entry.after === '' ? '—' : entry.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </DialogBody>
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminListFrame>
  );
}
