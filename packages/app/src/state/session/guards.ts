import { hasValidToken, type SessionState } from './sessionSlice';

export type AccessDecision = 'allow' | 'login';

/** Member routes need a present, unexpired token (spec public §4, §6). */
export function memberAccess(session: SessionState, now: number = Date.now()): AccessDecision {
  return hasValidToken(session, now) ? 'allow' : 'login';
}

/**
 * Admin routes need a valid token of the network administrator, or of an ADMIN_AMCHAM tied to a chamber (spec admin
 * §2 "Admin header", §6). The profile is read from the token's claims, the chamber from the user record.
 */
export function adminAccess(session: SessionState, now: number = Date.now()): AccessDecision {
  if (!hasValidToken(session, now)) return 'login';
  const profil = session.claims?.profil ?? session.user?.profil;
  if (profil === 'ADMIN_RESEAU') return 'allow';
  const chamber = session.user?.countryAmchamId ?? null;
  return profil === 'ADMIN_AMCHAM' && chamber !== null ? 'allow' : 'login';
}
