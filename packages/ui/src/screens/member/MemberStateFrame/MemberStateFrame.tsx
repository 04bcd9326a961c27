import { Building2, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import type { MemberLoadState } from '../types';
import * as styles from './MemberStateFrame.css';

export interface MemberStateFrameProps {
  load: MemberLoadState;
  /** The screen's own load-error message (spec §8 member space), used when the load state carries none. */
  defaultErrorMessage?: string;
  /** Shows a Retry button under an error (spec public §2.7: error box with a retry button). */
  onRetry?: () => void;
  /** The screen, rendered only when the load is ready. */
  children?: ReactNode;
}

/**
 * The states every member screen shares (spec public §2.7, §4, §8 member space): loading, an error with Retry
 * where given, the expired session, no company on the account; otherwise the screen itself.
 */
export function MemberStateFrame({ load, defaultErrorMessage, onRetry, children }: MemberStateFrameProps) {
  const intl = useIntl();
  switch (load.status) {
    case 'loading':
      return (
        <div className={styles.centered} data-state="loading">
          <Spinner size="lg" showLabel />
        </div>
      );
    case 'error':
      return (
        <div className={styles.frame} data-state="error">
          <Alert tone="error">{load.message ?? defaultErrorMessage ?? intl.formatMessage({ id: 'member.frame.error' })}</Alert>
          {onRetry ? (
            <div className={styles.actions}>
              <Button variant="secondary" leadingIcon={<RotateCw size={16} />} onClick={onRetry}>
                {intl.formatMessage({ id: 'member.frame.retry' })}
              </Button>
            </div>
          ) : null}
        </div>
      );
    case 'sessionExpired':
      return (
        <div className={styles.frame} data-state="sessionExpired">
          <Alert tone="error">{intl.formatMessage({ id: 'member.frame.sessionExpired' })}</Alert>
        </div>
      );
    case 'noCompany':
      return (
        <div className={styles.frame} data-state="noCompany">
          <EmptyState icon={<Building2 size={28} />} headingLevel={2} title={intl.formatMessage({ id: 'member.frame.noCompany' })} />
        </div>
      );
    case 'ready':
      return <>{children}</>;
  }
}
