import type { MemberTab } from '@annuaire/ui';
import { useIntl } from 'react-intl';
import { matchRoutes, Outlet, useLocation } from 'react-router';
import type { MessageId } from '../../i18n/messages';
import { MemberPage } from './MemberPage';

/** A page of the member space: its path, its tab, and the level-1 heading the frame gives it (none when its screen shows its own). */
export interface MemberSpacePage {
  path: string;
  tab: MemberTab;
  heading?: MessageId;
}

export interface MemberSpaceLayoutProps {
  pages: readonly MemberSpacePage[];
  /** Where each tab of the header leads. */
  tabHrefs: Readonly<Record<MemberTab, string>>;
  /** Where the platform title leads (the public home). */
  homeHref: string;
}

/**
 * The frame of the member space's screens (spec public §2.7): the member header around the screen of the route (the
 * route table's member group guards it: app/routes.tsx), with the route's tab highlighted and, for a screen that
 * shows none, the page's title as its level-1 heading.
 */
export default function MemberSpaceLayout({ pages, tabHrefs, homeHref }: MemberSpaceLayoutProps) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const page = matchRoutes([...pages], pathname)?.at(-1)?.route;
  return (
    <MemberPage
      tabHrefs={tabHrefs}
      activeTab={page?.tab ?? 'about'}
      homeHref={homeHref}
      title={page?.heading ? intl.formatMessage({ id: page.heading }) : undefined}
    >
      <Outlet />
    </MemberPage>
  );
}
