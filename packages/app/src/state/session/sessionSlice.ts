import {
  decodeToken,
  isAdminProfil,
  isTokenExpired,
  isTokenExpiringSoon,
  type AuthTokens,
  type SignedIn,
  type StoredUser,
  type TokenClaims,
} from '@annuaire/api';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { actionCreator } from '../actionCreator';
import { patched } from '../patched';

/**
 * The login page's sign-in answered (RTK Query's `signIn` of data/auth.ts), told by its action's type and endpoint
 * rather than by its matcher: the session is in the first chunk, RTK Query is not.
 */
function isSignInFulfilled(action: UnknownAction): action is PayloadAction<SignedIn> {
  const meta = action.meta as { arg?: { endpointName?: string } } | undefined;
  return action.type === 'directoryApi/executeMutation/fulfilled' && meta?.arg?.endpointName === 'signIn';
}

export interface SessionState {
  status: 'signedOut' | 'signedIn';
  token: string | null;
  refreshToken: string | null;
  claims: TokenClaims | null;
  user: StoredUser | null;
  /**
   * The session ended because it could not be renewed (a refused refresh), not because the user signed out: a page
   * that needs a session then says 'Session expirée' (spec public §8) rather than only showing the sign-in form.
   */
  expired?: boolean;
  /** The user signed out: the page it was on is not where the next sign-in (perhaps another person's) leads. */
  signedOutByUser?: boolean;
}

export const signedOutSession: SessionState = { status: 'signedOut', token: null, refreshToken: null, claims: null, user: null };

// A plain reducer, not Redux Toolkit's createSlice, which is in the module that brings immer (actionCreator.ts); the
// action types are the ones createSlice gave, `session/<name>`, which other code may match on.
const signedIn = actionCreator<{ tokens: AuthTokens; user: StoredUser }>('session/signedIn');
const tokensRefreshed = actionCreator<AuthTokens>('session/tokensRefreshed');
const userLoaded = actionCreator<StoredUser>('session/userLoaded');
/** A logout (even when its call fails): everything is forgotten. */
const signedOut = actionCreator('session/signedOut');
/** The refresh token was refused (expired, revoked) or there was none: everything is forgotten, and the expiry said. */
const expired = actionCreator('session/expired');

export const sessionActions = { signedIn, tokensRefreshed, userLoaded, signedOut, expired };

export function sessionReducer(state: SessionState = signedOutSession, action: UnknownAction): SessionState {
  // A sign-in here, or through the login page (the client has already stored the tokens and the user).
  if (signedIn.match(action) || isSignInFulfilled(action)) return signedInSession(action.payload.tokens, action.payload.user);
  if (tokensRefreshed.match(action)) {
    const { token, refreshToken } = action.payload;
    return { ...state, token, refreshToken, claims: decodeToken(token) };
  }
  if (userLoaded.match(action)) return patched(state, { user: action.payload });
  if (signedOut.match(action)) return { ...signedOutSession, signedOutByUser: true };
  if (expired.match(action)) return { ...signedOutSession, expired: true };
  return state;
}

function signedInSession(tokens: AuthTokens, user: StoredUser): SessionState {
  return { status: 'signedIn', token: tokens.token, refreshToken: tokens.refreshToken, claims: decodeToken(tokens.token), user };
}

/** Member screens need a token that is present and not expired (spec public §4). */
export function hasValidToken(session: SessionState, now: number = Date.now()): boolean {
  return session.token !== null && !isTokenExpired(session.token, now);
}

/**
 * A signed-in session whose access token has run out can still be renewed with its refresh token (DESIGN.md: the
 * access token lives 15 minutes, the refresh token much longer): only a refused refresh ends it.
 */
export function canRenew(session: SessionState): boolean {
  return session.status === 'signedIn' && session.refreshToken !== null;
}

/** The session can act now or after a renewal: its token is valid, or it can be renewed. */
export function hasUsableSession(session: SessionState, now: number = Date.now()): boolean {
  return hasValidToken(session, now) || canRenew(session);
}

/** spec public §4: under 300 seconds remaining counts as expiring soon. */
export function isExpiringSoon(session: SessionState, now: number = Date.now()): boolean {
  return session.token !== null && isTokenExpiringSoon(session.token, now);
}

/** Where sign-in leads (spec public §2.6): the administrators (a chamber's and the network's) to /members, any other profile to /apropos. */
export function homeRouteFor(profil: string | null | undefined): '/members' | '/apropos' {
  return isAdminProfil(profil) ? '/members' : '/apropos';
}
