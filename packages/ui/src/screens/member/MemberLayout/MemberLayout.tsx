import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '../../PageFrame';
import { MemberHeader } from '../MemberHeader';
import type { MemberHeaderProps } from '../MemberHeader';
import { visuallyHidden } from '../../../styles/a11y.css';

export interface MemberLayoutProps {
  header: MemberHeaderProps;
  /** The member screen of the current route. */
  children?: ReactNode;
  /**
   * The page's name, as its level-1 heading for assistive technologies (hidden on screen, where the active tab says
   * it). Leave it out for a screen that shows its own level-1 heading (the statistics).
   */
  title?: string;
}

/** What every member screen sits in: a skip link, the member header and the main content. */
export function MemberLayout({ header, children, title }: MemberLayoutProps) {
  const intl = useIntl();
  return (
    <PageFrame skipLabel={intl.formatMessage({ id: 'member.layout.skipToContent' })} header={<MemberHeader {...header} />}>
      {title ? <h1 className={visuallyHidden}>{title}</h1> : null}
      {children}
    </PageFrame>
  );
}
