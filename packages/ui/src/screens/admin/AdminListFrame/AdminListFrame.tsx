import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Pagination } from '../../../components/Pagination';
import type { PaginationVariant } from '../../../components/Pagination';
import { SearchField } from '../../../components/SearchField';
import { Select } from '../../../components/Select';
import type { SelectProps } from '../../../components/Select';
import { Table } from '../../../components/Table';
import type { TableColumn } from '../../../components/Table';
import type { AdminListState } from '../types';
import * as styles from './AdminListFrame.css';

export const adminNoticeTones = ['success', 'error'] as const;
export type AdminNoticeTone = (typeof adminNoticeTones)[number];

/** What a back-office list says above its rows: a save, a deletion or a status change that failed or succeeded. */
export interface AdminNoticeMessage {
  tone: AdminNoticeTone;
  message: string;
}

/** A notice as the frame shows it: dismissible. */
export interface AdminNotice extends AdminNoticeMessage {
  onDismiss: () => void;
}

/** A deletion (or another irreversible change) that waits for the administrator's answer, with the call's state. */
export interface AdminDeleteConfirmation {
  /** What goes, named as the question names it (a banner's title, a chamber's name); none where the question is general. */
  subject?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The words of a list's confirmation dialog, in the current language. */
export interface AdminConfirmationText {
  title: string;
  message: string;
  confirmLabel: string;
  /** Said by the confirm button while the call runs. */
  busyLabel?: string;
}

/** A list's server-side pager; page index from 0 (spec admin §9). */
export interface AdminListPager {
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** A page is on its way: previous and next wait (spec admin §2). */
  loading?: boolean;
  variant?: PaginationVariant;
}

/** What a screen's list takes from its container: where the list stands, Retry, the rows shown. */
export interface AdminListData<Row> {
  list: AdminListState;
  onRetry: () => void;
  rows: readonly Row[];
}

/** A list paged by the service (spec admin §9): page index from 0, the items matching every page, the page on its way. */
export interface AdminPagedListData<Row> extends AdminListData<Row> {
  page: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** A page is on its way: the pager's buttons wait (spec admin §9: both disabled while loading). */
  pageLoading?: boolean;
}

export interface AdminListFrameProps<Row> {
  /** Above the toolbar: the summary cards, a count card, a note. */
  header?: ReactNode;
  /** The search box, the filters and the buttons; a column on a phone, a row from tablet widths. */
  toolbar?: ReactNode;
  /** Names the toolbar as the list's search landmark (a toolbar of filters). */
  toolbarLabel?: string;
  /** Another layout for the toolbar (a grid of filters) in place of the row. */
  toolbarClassName?: string;
  /** A standing note under the toolbar (the list is read-only for this user). */
  note?: ReactNode;
  notice?: AdminNotice;
  /** How long a notice stays, by tone; without it, until dismissed. */
  noticeAutoDismissMs?: Partial<Record<AdminNoticeTone, number>>;
  list: AdminListState;
  /** The failure's title when the list's state carries no message of its own. */
  errorMessage: string;
  /** Without it, a failure shows no Retry button. */
  onRetry?: () => void;
  /** The table's accessible name. */
  caption: string;
  columns: Array<TableColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row) => Key;
  rowActions?: (row: Row) => ReactNode;
  /** What shows in place of rows when there are none (the spec's words). */
  emptyState: ReactNode;
  /** Skeleton rows while the list loads (a page's size). */
  loadingRows?: number;
  pager?: AdminListPager;
  /** The confirmation dialog's words; it opens while `confirmation` is set. */
  confirmationText?: AdminConfirmationText;
  confirmation?: AdminDeleteConfirmation;
  /** The screen's own dialogs (details, a read-only view). */
  children?: ReactNode;
}

/**
 * The frame of every back-office list (members, banners, announcements, Amcham, categories, sectors, Journal, Mails):
 * header, toolbar, the notice, the list's states (loading skeleton, failure with Retry, empty state, rows with their
 * actions), the pager and one confirmation dialog. Screens give it their columns and words; it gives them one layout
 * and one behaviour.
 */
export function AdminListFrame<Row>({
  header,
  toolbar,
  toolbarLabel,
  toolbarClassName,
  note,
  notice,
  noticeAutoDismissMs,
  list,
  errorMessage,
  onRetry,
  caption,
  columns,
  rows,
  getRowKey,
  rowActions,
  emptyState,
  loadingRows = 5,
  pager,
  confirmationText,
  confirmation,
  children,
}: AdminListFrameProps<Row>) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      {header}
      {toolbar ? (
        <div className={toolbarClassName ?? styles.toolbar} role={toolbarLabel ? 'search' : undefined} aria-label={toolbarLabel}>
          {toolbar}
        </div>
      ) : null}
      {note}
      {notice ? (
        // keyed by its words: a new notice starts its own time, an unchanged one keeps it
        <Alert
          key={`${notice.tone}:${notice.message}`}
          tone={notice.tone}
          dismissible
          autoDismissMs={noticeAutoDismissMs?.[notice.tone]}
          onDismiss={notice.onDismiss}
        >
          {notice.message}
        </Alert>
      ) : null}
      {list.status === 'error' ? (
        <Alert tone="error" title={list.message ?? errorMessage}>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {intl.formatMessage({ id: 'admin.list.retry' })}
            </Button>
          ) : null}
        </Alert>
      ) : (
        <Table
          caption={caption}
          hideCaption
          stackOnPhone
          columns={columns}
          rows={[...rows]}
          getRowKey={getRowKey}
          loading={list.status === 'loading'}
          loadingRows={loadingRows}
          emptyState={emptyState}
          rowActions={rowActions}
        />
      )}
      {pager ? (
        <Pagination
          variant={pager.variant ?? 'simple'}
          page={pager.page}
          pageSize={pager.pageSize}
          totalItems={pager.totalItems}
          onPageChange={pager.onPageChange}
          loading={pager.loading}
        />
      ) : null}
      {children}
      {confirmationText ? (
        <ConfirmDialog
          open={confirmation !== undefined}
          onOpenChange={(open) => (open ? undefined : confirmation?.onCancel())}
          tone="danger"
          title={confirmationText.title}
          message={confirmationText.message}
          confirmLabel={confirmationText.confirmLabel}
          busy={confirmation?.busy}
          busyLabel={confirmationText.busyLabel}
          onConfirm={() => confirmation?.onConfirm()}
        />
      ) : null}
    </div>
  );
}

export interface AdminListSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A list's search box in the toolbar: labelled for assistive technology, cleared by its button. */
export function AdminListSearch({ label, placeholder, value, onValueChange }: AdminListSearchProps) {
  return (
    <SearchField
      className={styles.search}
      label={label}
      hideLabel
      placeholder={placeholder}
      value={value}
      onValueChange={onValueChange}
      clearable
      onClear={() => onValueChange('')}
    />
  );
}

/** A list's filter in the toolbar: a select whose label is for assistive technology; `className` sets another width. */
export function AdminListFilter({ className, ...props }: Omit<SelectProps, 'hideLabel'>) {
  return <Select {...props} className={className ?? styles.filter} hideLabel />;
}
