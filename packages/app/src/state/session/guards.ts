import { isAdminProfil } from '@annuaire/api';
import { hasUsableSession, type SessionState } from './sessionSlice';

/**
 * What a protected route does: show the page, or send to /login saying why (nothing to say for a visitor who never
 * signed in; the expiry of the session, spec public §8; a signed-in person who lacks the administrator's access).
 */
export type AccessDecision = 'allow' | 'signIn' | 'expired' | 'adminOnly';

function withoutSession(session: SessionState): AccessDecision {
  return session.expired ? 'expired' : 'signIn';
}

/**
 * Member routes need a session (spec public §4, §6): a valid token, or one the refresh token renews (the route's
 * guard renews it; only a refused refresh ends the session).
 */
export function memberAccess(session: SessionState, now: number = Date.now()): AccessDecision {
  return hasUsableSession(session, now) ? 'allow' : withoutSession(session);
}

/**
 * Admin routes need the session of the network administrator, or of an ADMIN_AMCHAM tied to a chamber (spec admin
 * §2 "Admin header", §6). The profile is read from the token's claims, the chamber from the user record.
 */
export function adminAccess(session: SessionState, now: number = Date.now()): AccessDecision {
  if (!hasUsableSession(session, now)) return withoutSession(session);
  const profil = session.claims?.profil ?? session.user?.profil;
  if (profil === 'ADMIN_RESEAU') return 'allow';
  const chamber = session.user?.countryAmchamId ?? null;
  return isAdminProfil(profil) && chamber !== null ? 'allow' : 'adminOnly';
}
