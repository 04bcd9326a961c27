import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '../../PageFrame';
import { PublicFooter } from '../PublicFooter';
import type { PublicFooterProps } from '../PublicFooter';
import { PublicHeader } from '../PublicHeader';
import type { PublicHeaderProps } from '../PublicHeader';

export interface PublicLayoutProps {
  header: PublicHeaderProps;
  /** The footer's own links (it repeats the header's member space and application links). */
  footer: Omit<PublicFooterProps, 'memberSpaceHref' | 'applyHref'>;
  children?: ReactNode;
}

/** What every public page sits in: header, main content (target of a skip link), footer. */
export function PublicLayout({ header, footer, children }: PublicLayoutProps) {
  const intl = useIntl();
  // the footer repeats the header's links unless told otherwise
  const { memberSpaceHref, applyHref } = header;
  return (
    <PageFrame
      skipLabel={intl.formatMessage({ id: 'public.layout.skipToContent' })}
      header={<PublicHeader {...header} />}
      footer={<PublicFooter memberSpaceHref={memberSpaceHref} applyHref={applyHref} {...footer} />}
    >
      {children}
    </PageFrame>
  );
}
