import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { memberAccess, type MEMBER_PATHS } from '../../app/guards';
import { useAppSelector } from '../../app/hooks';
import CompanyMediaContainer from './CompanyMediaContainer';
import CompanyProfileContainer from './CompanyProfileContainer';
import MemberStatisticsContainer from './MemberStatisticsContainer';
import { MemberPage } from './MemberPage';
import OpeningHoursContainer from './OpeningHoursContainer';

export type MemberPath = Exclude<(typeof MEMBER_PATHS)[number], '/espace-membre'>;

/**
 * The member space's screens by route (spec public §2.7). This module is loaded on demand (its own chunk); the
 * containers of the member-space screens register here. A route without one renders nothing beyond its guard.
 */
export const memberScreens: Partial<Record<MemberPath, ComponentType>> = {
  '/apropos': CompanyProfileContainer,
  '/media': CompanyMediaContainer,
  '/horaire': OpeningHoursContainer,
  '/statistique': MemberStatisticsContainer,
};

/** Member routes need a present, unexpired token, otherwise /login (spec public §4, §6). */
export default function MemberArea() {
  const session = useAppSelector((state) => state.session);
  const { pathname } = useLocation();
  if (memberAccess(session) === 'login') return <Navigate to="/login" replace state={{ from: pathname }} />;
  const path = pathname as MemberPath;
  const Screen = memberScreens[path];
  return Screen ? (
    <MemberPage activePath={path}>
      <Screen />
    </MemberPage>
  ) : null;
}
