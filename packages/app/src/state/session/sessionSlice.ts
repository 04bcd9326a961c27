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
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

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

const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ tokens: AuthTokens; user: StoredUser }>) => signedInSession(action.payload.tokens, action.payload.user),
    tokensRefreshed(state, action: PayloadAction<AuthTokens>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.claims = decodeToken(action.payload.token);
    },
    userLoaded(state, action: PayloadAction<StoredUser>) {
      state.user = action.payload;
    },
    /** A logout (even when its call fails): everything is forgotten. */
    signedOut() {
      return { ...signedOutSession, signedOutByUser: true };
    },
    /** The refresh token was refused (expired, revoked) or there was none: everything is forgotten, and the expiry said. */
    expired() {
      return { ...signedOutSession, expired: true };
    },
  },
  extraReducers: (builder) => {
    // A sign-in through the login page (the client has already stored the tokens and the user).
    builder.addMatcher(isSignInFulfilled, (_state, action) => signedInSession(action.payload.tokens, action.payload.user));
  },
});

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

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
