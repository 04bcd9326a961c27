import { ChevronRight } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ProviderLink as Link } from '../../provider/LinkProvider';
import { cx } from '../../styles/cx';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omitted for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbProps extends HTMLAttributes<HTMLElement> {
  items: BreadcrumbItem[];
  /** Accessible name of the trail; defaults to the catalogue's 'Fil d’Ariane'. */
  label?: string;
}

/** Where the page sits: links to the ancestors, the last item is the current page. */
export function Breadcrumb({ items, label, className, ...rest }: BreadcrumbProps) {
  const intl = useIntl();
  return (
    <nav {...rest} aria-label={label ?? intl.formatMessage({ id: 'ui.breadcrumb.label' })} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {isLast || item.href === undefined ? (
                <span className={cx(isLast && styles.current)} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              )}
              {isLast ? null : (
                <span className={styles.separator} aria-hidden="true">
                  <ChevronRight size={14} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
