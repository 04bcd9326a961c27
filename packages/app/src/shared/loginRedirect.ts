import { isAdminProfil } from '@annuaire/api';
import { homeRouteFor } from '../state/session/sessionSlice';

/** Why a protected page sent its visitor to /login: its session expired, or the page is for administrators. */
type LoginReason = 'expired' | 'adminOnly';

/** What /login is told by the page that sent its visitor there (the router's location state). */
export interface LoginLocationState {
  /** The page (path and query) to go back to once signed in, and who may open it. */
  readonly from?: string;
  readonly fromAccess?: 'member' | 'admin';
  readonly reason?: LoginReason;
}

/** The location state of a visit to /login, whatever a history entry holds (a reload keeps it; anything else is ignored). */
export function readLoginState(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, fromAccess, reason } = state as Record<string, unknown>;
  const ownPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login');
  return {
    from: ownPath ? from : undefined,
    fromAccess: fromAccess === 'member' || fromAccess === 'admin' ? fromAccess : undefined,
    reason: reason === 'expired' || reason === 'adminOnly' ? reason : undefined,
  };
}

/**
 * Where sign-in leads: back to the page that asked for it when the profile signed in may open it, else the
 * profile's own area (spec public §2.6: ADMIN_AMCHAM to /members, any other profile to /apropos).
 */
export function afterSignIn({ from, fromAccess }: LoginLocationState, profil: string | null | undefined): string {
  const opens = fromAccess === 'admin' ? isAdminProfil(profil) : fromAccess === 'member' ? !isAdminProfil(profil) : false;
  return from !== undefined && opens ? from : homeRouteFor(profil);
}
