import type { MemberPath } from '@annuaire/ui';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { MemberPage } from './MemberPage';

/** The level-1 heading of the screens that show none (the statistics screen shows its own). */
const PAGE_TITLES: Partial<Record<string, string>> = {
  '/apropos': 'app.page.memberProfile.title',
  '/media': 'app.page.memberMedia.title',
  '/horaire': 'app.page.memberHours.title',
};

/**
 * The frame of the member space's screens (spec public §2.7): the member header around the screen of the route (the
 * route table's member group guards it: app/routes.tsx).
 */
export default function MemberSpaceLayout() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const titleId = PAGE_TITLES[pathname];
  return (
    <MemberPage activePath={pathname as MemberPath} title={titleId ? intl.formatMessage({ id: titleId }) : undefined}>
      <Outlet />
    </MemberPage>
  );
}
