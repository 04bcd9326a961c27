import { RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import * as styles from './BlockError.css';

interface BlockErrorProps {
  /** The catalogue's reason for the failure, when the service gave one. */
  message?: string;
  onRetry: () => void;
}

/**
 * A back-office block whose data failed to load (spec admin §8: 'Erreur lors du chargement des données', with the
 * catalogue's reason when there is one, and a Retry): the statistics' blocks and the integration screen's settings
 * and audience. The other blocks of the screen stay usable.
 */
export function BlockError({ message, onRetry }: BlockErrorProps) {
  const intl = useIntl();
  return (
    <div className={styles.failure}>
      <Alert tone="error" title={intl.formatMessage({ id: 'admin.block.error' })}>
        {message}
      </Alert>
      <Button variant="secondary" leadingIcon={<RefreshCw size={16} />} onClick={onRetry}>
        {intl.formatMessage({ id: 'admin.block.retry' })}
      </Button>
    </div>
  );
}
