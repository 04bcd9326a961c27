import type { MemberPath } from '@annuaire/ui';
import { Outlet, useLocation } from 'react-router';
import { MemberPage } from './MemberPage';

/**
 * The frame of the member space's screens (spec public §2.7): the member header around the screen of the route (the
 * route table's member group guards it: app/routes.tsx).
 */
export default function MemberSpaceLayout() {
  const { pathname } = useLocation();
  return (
    <MemberPage activePath={pathname as MemberPath}>
      <Outlet />
    </MemberPage>
  );
}
