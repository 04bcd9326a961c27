import { useId, type ReactNode } from 'react';
import * as styles from '../styles/pageLayout.css';

export interface PageFrameProps {
  /** The skip link's text, from the area's catalogue. */
  skipLabel: string;
  header: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every page, whatever its area's layout (public, member, admin): a skip link to the main content, the
 * area's header, the main landmark, the footer when the area has one.
 */
export function PageFrame({ skipLabel, header, footer, children }: PageFrameProps) {
  const mainId = useId();
  return (
    <div className={styles.layout}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLabel}
      </a>
      {header}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
