import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PublicFooter } from '../PublicFooter';
import type { PublicFooterProps } from '../PublicFooter';
import { PublicHeader } from '../PublicHeader';
import type { PublicHeaderProps } from '../PublicHeader';
import * as styles from '../../../styles/pageLayout.css';

export interface PublicLayoutProps {
  header?: PublicHeaderProps;
  footer?: PublicFooterProps;
  children?: ReactNode;
}

/** What every public page sits in: header, main content (target of a skip link), footer. */
export function PublicLayout({ header, footer, children }: PublicLayoutProps) {
  const intl = useIntl();
  const mainId = useId();
  const memberSpaceHref = header?.memberSpaceHref;
  return (
    <div className={styles.layout}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {intl.formatMessage({ id: 'public.layout.skipToContent' })}
      </a>
      <PublicHeader {...header} />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <PublicFooter memberSpaceHref={memberSpaceHref} {...footer} />
    </div>
  );
}
