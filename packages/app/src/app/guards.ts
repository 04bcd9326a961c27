import { hasValidToken, type SessionState } from '../features/session/sessionSlice';

export type Access = 'allow' | 'login';

/** Member routes need a present, unexpired token (spec public §4, §6). */
export function memberAccess(session: SessionState, now: number = Date.now()): Access {
  return hasValidToken(session, now) ? 'allow' : 'login';
}

/**
 * Admin routes need a valid token of an ADMIN_AMCHAM tied to a chamber (spec admin §2 "Admin header", §6). The
 * profile is read from the token's claims, the chamber from the user record.
 */
export function adminAccess(session: SessionState, now: number = Date.now()): Access {
  if (!hasValidToken(session, now)) return 'login';
  const profil = session.claims?.profil ?? session.user?.profil;
  const chamber = session.user?.countryAmchamId ?? null;
  return profil === 'ADMIN_AMCHAM' && chamber !== null ? 'allow' : 'login';
}

/** Paths of the app (DESIGN.md Routes). Unknown paths go to '/'. */
export const PUBLIC_PATHS = ['/', '/accueil', '/membres', '/membre/:id', '/actualites', '/login'] as const;
export const MEMBER_PATHS = ['/espace-membre', '/apropos', '/media', '/horaire', '/statistique'] as const;
export const ADMIN_SECTIONS = ['members', 'banners', 'announcements', 'statistics', 'amcham', 'categories', 'secteurs'] as const;
