import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { TextArea } from '../../../components/TextArea';
import * as styles from './MembershipApplicationsPanel.css';

/** A membership application awaiting the chamber's answer, as the panel shows it. */
export interface MembershipApplicationRow {
  /** The applying company's id. */
  id: number;
  companyName: string;
  sector: string;
  country: string;
  representativeName: string;
  representativeEmail: string;
  /** ISO date-time of the application. */
  submittedAt: string;
  /** Unanswered for 30 days or more: listed first (the oldest) and marked. */
  overdue: boolean;
  /** A public member already has this name: approving it is refused. */
  nameInDirectory: boolean;
}

export interface MembershipApplicationsPanelProps {
  /** Oldest first, as the service lists them. */
  applications: readonly MembershipApplicationRow[];
  onApprove: (row: MembershipApplicationRow) => void;
  /** Refuse with the reason typed (mailed to the representative). */
  onRefuse: (row: MembershipApplicationRow, reason: string) => void;
  /** Applications whose decision is on its way. */
  decidingIds?: ReadonlySet<number>;
}

/** The back-office's pending membership applications ("Candidatures"): approve, or refuse with a reason. */
export function MembershipApplicationsPanel({ applications, onApprove, onRefuse, decidingIds }: MembershipApplicationsPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // the application whose refusal is being written, and its reason
  const [refusing, setRefusing] = useState<{ id: number; reason: string } | null>(null);

  return (
    <Card as="section" padding="lg" headingLevel={2} title={t('admin.applications.title', { count: applications.length })}>
      {applications.length === 0 ? (
        <p className={styles.empty}>{t('admin.applications.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {applications.map((row) => {
            const busy = decidingIds?.has(row.id) === true;
            const reason = refusing?.id === row.id ? refusing.reason : undefined;
            return (
              <li key={row.id} className={styles.item} data-overdue={row.overdue || undefined}>
                <div className={styles.head}>
                  <h3 className={styles.name}>{row.companyName}</h3>
                  {row.overdue ? <Badge tone="danger">{t('admin.applications.overdue')}</Badge> : null}
                  {row.nameInDirectory ? <Badge tone="warning">{t('admin.applications.nameInDirectory')}</Badge> : null}
                </div>
                <p className={styles.meta}>
                  {row.sector} · {row.country} · {t('admin.applications.submittedAt', { date: intl.formatDate(row.submittedAt, { dateStyle: 'medium' }) })}
                </p>
                <p className={styles.meta}>{t('admin.applications.representative', { name: row.representativeName, email: row.representativeEmail })}</p>
                {reason === undefined ? (
                  <div className={styles.actions}>
                    <Button variant="secondary" size="sm" leadingIcon={<X size={16} />} disabled={busy} onClick={() => setRefusing({ id: row.id, reason: '' })}>
                      {t('admin.applications.refuse')}
                    </Button>
                    <Button size="sm" leadingIcon={<Check size={16} />} busy={busy} busyLabel={t('admin.applications.deciding')} onClick={() => onApprove(row)}>
                      {t('admin.applications.approve')}
                    </Button>
                  </div>
                ) : (
                  <form
                    className={styles.refusal}
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (reason.trim() === '' || busy) return;
                      onRefuse(row, reason.trim());
                      setRefusing(null);
                    }}
                  >
                    <TextArea
                      label={t('admin.applications.reason')}
                      hint={t('admin.applications.reasonHint')}
                      rows={3}
                      maxLength={1000}
                      required
                      value={reason}
                      onChange={(event) => setRefusing({ id: row.id, reason: event.target.value })}
                    />
                    <div className={styles.actions}>
                      <Button variant="secondary" size="sm" onClick={() => setRefusing(null)}>
                        {t('admin.applications.cancel')}
                      </Button>
                      <Button type="submit" variant="danger" size="sm" disabled={reason.trim() === ''}>
                        {t('admin.applications.confirmRefusal')}
                      </Button>
                    </div>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
