import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '../../PageFrame';
import { AdminHeader } from '../AdminHeader';
import type { AdminHeaderProps } from '../AdminHeader';
import * as styles from './AdminLayout.css';

export interface AdminLayoutProps {
  header: AdminHeaderProps;
  /** The admin screen of the current route. */
  children?: ReactNode;
}

/** What every back-office screen sits in: a skip link, the admin header and the main content. */
export function AdminLayout({ header, children }: AdminLayoutProps) {
  const intl = useIntl();
  return (
    <PageFrame skipLabel={intl.formatMessage({ id: 'admin.layout.skipToContent' })} header={<AdminHeader {...header} />}>
      <div className={styles.content}>{children}</div>
    </PageFrame>
  );
}
