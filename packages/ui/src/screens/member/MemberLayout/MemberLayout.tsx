import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { MemberHeader } from '../MemberHeader';
import type { MemberHeaderProps } from '../MemberHeader';
import * as styles from '../../../styles/pageLayout.css';

export interface MemberLayoutProps {
  header: MemberHeaderProps;
  /** The member screen of the current route. */
  children?: ReactNode;
}

/** What every member screen sits in: a skip link, the member header and the main content. */
export function MemberLayout({ header, children }: MemberLayoutProps) {
  const intl = useIntl();
  const mainId = useId();
  return (
    <div className={styles.layout}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {intl.formatMessage({ id: 'member.layout.skipToContent' })}
      </a>
      <MemberHeader {...header} />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
