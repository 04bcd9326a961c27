import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '../../PageFrame';
import { PublicFooter } from '../PublicFooter';
import type { PublicFooterProps } from '../PublicFooter';
import { PublicHeader } from '../PublicHeader';
import type { PublicHeaderProps } from '../PublicHeader';

export interface PublicLayoutProps {
  header?: PublicHeaderProps;
  footer?: PublicFooterProps;
  children?: ReactNode;
}

/** What every public page sits in: header, main content (target of a skip link), footer. */
export function PublicLayout({ header, footer, children }: PublicLayoutProps) {
  const intl = useIntl();
  const memberSpaceHref = header?.memberSpaceHref;
  return (
    <PageFrame
      skipLabel={intl.formatMessage({ id: 'public.layout.skipToContent' })}
      header={<PublicHeader {...header} />}
      footer={<PublicFooter memberSpaceHref={memberSpaceHref} {...footer} />}
    >
      {children}
    </PageFrame>
  );
}
