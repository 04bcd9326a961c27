import { AlertTriangle } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import type { BadgeTone } from '../../../components/Badge';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import type { TableColumn } from '../../../components/Table';
import { MAIL_KINDS, type MailKind } from '../../../mail/mailContent';
import { AdminListFrame } from '../AdminListFrame';
import type { AdminPagedListData } from '../AdminListFrame';
import * as styles from './AdminMailsScreen.css';

/** The Mails screen lists 20 mails per page. */
export const ADMIN_MAILS_PAGE_SIZE = 20;

/**
 * Where a mail's delivery is (the contract's MailState), in the order of the state filter: pending (to be tried, or
 * tried again later), sent, logged (written to the server's log instead: no SMTP server is set), failed (given up).
 */
export const mailStates = ['pending', 'sent', 'logged', 'failed'] as const;
export type MailState = (typeof mailStates)[number];

/** Which mail it is (the contract's Mail kind): the kinds the kit's mails render. */
export const mailKinds = MAIL_KINDS;
export type { MailKind };

/** A row of the Mails screen: one mail of the outbox and its delivery (never its body). */
export interface MailRow {
  id: number;
  to: string;
  subject: string;
  kind: MailKind | string;
  /** The recipient's language ('fr' or 'en'). */
  language: string;
  state: MailState;
  attempts: number;
  /** The last failed delivery's error (null once sent). */
  lastError: string | null;
  /** ISO 8601 instants, shown as date and time in the user's language. */
  createdAt: string;
  /** When a pending mail is tried (again). */
  nextAttemptAt: string | null;
  /** When it was sent (or written to the log). */
  sentAt: string | null;
}

export interface AdminMailsScreenProps extends AdminPagedListData<MailRow> {
  /** The state filter ('' is every state). */
  state: MailState | '';
  onStateChange: (state: MailState | '') => void;
}

export const mailStateTones: Record<MailState, BadgeTone> = {
  pending: 'warning',
  sent: 'success',
  logged: 'info',
  failed: 'danger',
};

const stateMessage: Record<MailState, string> = {
  pending: 'admin.mails.state.pending',
  sent: 'admin.mails.state.sent',
  logged: 'admin.mails.state.logged',
  failed: 'admin.mails.state.failed',
};

const kindMessage: Record<MailKind, string> = {
  invitation: 'admin.mails.kind.invitation',
  administratorInvitation: 'admin.mails.kind.administratorInvitation',
  passwordReset: 'admin.mails.kind.passwordReset',
  confirmation: 'admin.mails.kind.confirmation',
  welcome: 'admin.mails.kind.welcome',
  alreadyRegistered: 'admin.mails.kind.alreadyRegistered',
  applicationReceived: 'admin.mails.kind.applicationReceived',
  applicationApproved: 'admin.mails.kind.applicationApproved',
  applicationRefused: 'admin.mails.kind.applicationRefused',
  emailChange: 'admin.mails.kind.emailChange',
  emailChangeNotice: 'admin.mails.kind.emailChangeNotice',
  newReview: 'admin.mails.kind.newReview',
  weeklyDigest: 'admin.mails.kind.weeklyDigest',
};

function isKind(value: string): value is MailKind {
  return (mailKinds as readonly string[]).includes(value);
}

/**
 * The back-office Mails (the outbox of the service's mails), for the network administrator: to whom, the subject and
 * which mail it is, its delivery state, the attempts and the last error, when it was written and sent (or when it is
 * tried again); newest first, filtered by state, paged. Loading, empty and error (with Retry) states.
 */
export function AdminMailsScreen({ state, onStateChange, list, onRetry, rows, page, totalItems, onPageChange, pageLoading = false }: AdminMailsScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const kindLabel = (kind: string) => (isKind(kind) ? t(kindMessage[kind]) : kind);

  const columns: Array<TableColumn<MailRow>> = [
    { key: 'createdAt', header: t('admin.mails.column.createdAt'), cell: (row) => <time dateTime={row.createdAt}>{when(row.createdAt)}</time> },
    {
      key: 'to',
      header: t('admin.mails.column.to'),
      cell: (row) => (
        <div className={styles.stack}>
          <span className={styles.address}>{row.to}</span>
          <span className={styles.muted}>
            {kindLabel(row.kind)} · {row.language.toUpperCase()}
          </span>
        </div>
      ),
    },
    { key: 'subject', header: t('admin.mails.column.subject'), cell: (row) => <span className={styles.subject}>{row.subject}</span> },
    {
      key: 'state',
      header: t('admin.mails.column.state'),
      cell: (row) => (
        <div className={styles.stack}>
          <Badge tone={mailStateTones[row.state]} data-state={row.state}>
            {t(stateMessage[row.state])}
          </Badge>
          {row.state === 'pending' && row.nextAttemptAt ? (
            <span className={styles.muted}>{t('admin.mails.nextAttempt', { at: when(row.nextAttemptAt) })}</span>
          ) : null}
        </div>
      ),
    },
    { key: 'attempts', header: t('admin.mails.column.attempts'), cell: (row) => intl.formatNumber(row.attempts) },
    {
      key: 'lastError',
      // a column title, not a message: its id avoids 'error', which the smoke reads as an error message's
      header: t('admin.mails.column.diagnostic'),
      cell: (row) =>
        row.lastError ? (
          <span className={styles.error}>
            <AlertTriangle size={14} aria-hidden="true" className={styles.errorIcon} />
            <span>{row.lastError}</span>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'sentAt',
      header: t('admin.mails.column.sentAt'),
      cell: (row) => (row.sentAt ? <time dateTime={row.sentAt}>{when(row.sentAt)}</time> : '—'),
    },
  ];

  return (
    <AdminListFrame
      toolbarLabel={t('admin.mails.filters')}
      toolbarClassName={styles.filters}
      toolbar={
        <Select
          label={t('admin.mails.filter.state')}
          value={state}
          allOption={t('admin.mails.filter.allStates')}
          options={mailStates.map((value) => ({ value, label: t(stateMessage[value]) }))}
          onValueChange={(value) => onStateChange(value as MailState | '')}
        />
      }
      list={list}
      errorMessage={t('admin.mails.error')}
      onRetry={onRetry}
      caption={t('admin.mails.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      emptyState={
        <EmptyState
          headingLevel={3}
          title={t(state === '' ? 'admin.mails.empty.title' : 'admin.mails.empty.filteredTitle')}
          description={t(state === '' ? 'admin.mails.empty.description' : 'admin.mails.empty.filtered')}
        />
      }
      pager={{ page, pageSize: ADMIN_MAILS_PAGE_SIZE, totalItems, onPageChange, loading: pageLoading }}
    />
  );
}
