import type { ComponentType } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { adminAccess } from '../../app/guards';
import { useAppSelector } from '../../app/hooks';

/**
 * The back-office screens by route pattern (spec admin; DESIGN.md routes: each section at /<section> and
 * /admin/<section>, plus /admin/membres/:id and /admin/membres/:id/edit). This module is loaded on demand (its own
 * chunk); the admin containers register here as they are written. A route without one renders nothing beyond its
 * guard.
 */
export const adminScreens: Array<{ pattern: string; Screen: ComponentType }> = [];

/** Admin routes need a valid token of an ADMIN_AMCHAM with a chamber, otherwise /login (spec admin §2, §6). */
export default function AdminArea() {
  const session = useAppSelector((state) => state.session);
  const { pathname } = useLocation();
  if (adminAccess(session) === 'login') return <Navigate to="/login" replace state={{ from: pathname }} />;
  const found = adminScreens.find(({ pattern }) => matchPath(pattern, pathname) !== null);
  return found ? <found.Screen /> : null;
}
