import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '../../PageFrame';
import { MemberHeader } from '../MemberHeader';
import type { MemberHeaderProps } from '../MemberHeader';

export interface MemberLayoutProps {
  header: MemberHeaderProps;
  /** The member screen of the current route. */
  children?: ReactNode;
}

/** What every member screen sits in: a skip link, the member header and the main content. */
export function MemberLayout({ header, children }: MemberLayoutProps) {
  const intl = useIntl();
  return (
    <PageFrame skipLabel={intl.formatMessage({ id: 'member.layout.skipToContent' })} header={<MemberHeader {...header} />}>
      {children}
    </PageFrame>
  );
}
