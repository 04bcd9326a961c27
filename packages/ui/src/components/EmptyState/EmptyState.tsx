import { SearchX } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Defaults to the catalogue's 'Aucun résultat'. The screens pass the spec's own text. */
  title?: ReactNode;
  description?: ReactNode;
  /** Decorative icon; a search icon by default. */
  icon?: ReactNode;
  /** A way out: reset the filters, add the first item. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

export function EmptyState({ title, description, icon, action, headingLevel = 3, className, ...rest }: EmptyStateProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <SearchX size={28} />}
      </span>
      <Heading className={styles.title}>{title ?? intl.formatMessage({ id: 'ui.emptyState.title' })}</Heading>
      {description !== undefined ? <p className={styles.description}>{description}</p> : null}
      {action !== undefined ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
