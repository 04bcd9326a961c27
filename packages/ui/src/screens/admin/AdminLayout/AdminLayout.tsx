import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../../styles/pageLayout.css';
import { AdminHeader } from '../AdminHeader';
import type { AdminHeaderProps } from '../AdminHeader';

export interface AdminLayoutProps {
  header: AdminHeaderProps;
  /** The admin screen of the current route. */
  children?: ReactNode;
}

/** What every back-office screen sits in: a skip link, the admin header and the main content. */
export function AdminLayout({ header, children }: AdminLayoutProps) {
  const intl = useIntl();
  const mainId = useId();
  return (
    <div className={styles.layout}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {intl.formatMessage({ id: 'admin.layout.skipToContent' })}
      </a>
      <AdminHeader {...header} />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
