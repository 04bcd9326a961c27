import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { authErrors, authMessages } from '../errors/auth';
import { decodeToken, isTokenExpired, type TokenClaims } from '../helpers/token';
import { settle } from '../middleware/errors';
import type { User } from '../models';
import { isAuthTokens, type AuthTokens } from '../session/tokenStore';
import type { ApiError, ApiResult } from '../types';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  /** Remember-me: keep the session across browser restarts (DESIGN.md). */
  readonly remember: boolean;
}

export interface SignedIn {
  readonly tokens: AuthTokens;
  readonly user: User;
  readonly claims: TokenClaims | null;
}

/** The session found at start (spec public §4 Session). */
export type RestoredSession = { readonly authenticated: true; readonly user: User; readonly claims: TokenClaims | null } | { readonly authenticated: false };

export function createAuthService(core: DirectoryCore) {
  const { http, language, tokens } = core;
  const clientError = (message: string, status: number, error: string): { error: ApiError } => ({ error: { message, status, error } });

  return {
    /**
     * spec public §4: sign-in success stores the tokens and the user data. The user record (companyId,
     * countryAmchamId) comes from `GET /api/v1/user/me`; without it there is no usable session, so its failure
     * undoes the sign-in.
     */
    signIn: async (input: SignInInput): Promise<ApiResult<SignedIn>> => {
      const answer = await settle(authErrors, language, () => http.POST('/api/auth/signin', { body: { email: input.email.trim(), password: input.password } }));
      if (answer.error) return answer;
      if (!isAuthTokens(answer.data)) return clientError(authMessages[language()].missingTokens, 0, 'Missing tokens');
      const signedIn: AuthTokens = { token: answer.data.token, refreshToken: answer.data.refreshToken };
      tokens.setTokens(signedIn, { remember: input.remember });
      const me = await settle(authErrors, language, () => http.GET('/api/v1/user/me'));
      if (me.error) {
        tokens.clear();
        return clientError(authMessages[language()].signInFailed, me.error.status, me.error.error);
      }
      tokens.setUser(me.data);
      return { data: { tokens: signedIn, user: me.data, claims: decodeToken(signedIn.token) } };
    },

    /** spec public §4: logout clears the data even if the server call fails. The refresh token is revoked server-side. */
    signOut: async () => {
      const refreshToken = tokens.getRefreshToken();
      const result = await settle(authErrors, language, () =>
        http.GET('/api/auth/logout', refreshToken ? { params: { header: { 'X-Refresh-Token': refreshToken } } } : {}),
      );
      tokens.clear();
      return result;
    },

    /** Renews the session ahead of expiry (e.g. when it is expiring soon); shares any refresh already under way. */
    refresh: async (): Promise<ApiResult<AuthTokens>> => {
      const outcome = await core.refreshSession();
      const messages = authMessages[language()];
      if (!outcome.ok) {
        const message =
          outcome.reason === 'no-refresh-token'
            ? messages.noRefreshToken
            : outcome.reason === 'invalid-refresh-response'
              ? messages.missingTokens
              : messages.refreshFailed;
        return clientError(message, outcome.status, outcome.reason);
      }
      const refreshToken = tokens.getRefreshToken();
      return refreshToken === null ? clientError(messages.noRefreshToken, 0, 'no-refresh-token') : { data: { token: outcome.token, refreshToken } };
    },

    /**
     * spec public §4: at start, a stored unexpired token together with stored user data means authenticated;
     * otherwise the stored data is cleared. Access tokens last 15 minutes here (DESIGN.md), so before clearing an
     * expired one a single refresh is tried: without it a remembered session would not outlive 15 minutes.
     */
    restore: async (now: number = Date.now()): Promise<RestoredSession> => {
      const token = tokens.getToken();
      const user = tokens.getUser();
      if (token === null || user === null) {
        if (token !== null || user !== null || tokens.getRefreshToken() !== null) tokens.clear();
        return { authenticated: false };
      }
      if (!isTokenExpired(token, now)) return { authenticated: true, user, claims: decodeToken(token) };
      if (tokens.getRefreshToken() === null) {
        tokens.clear();
        return { authenticated: false };
      }
      const refreshed = await core.refreshSession();
      return refreshed.ok ? { authenticated: true, user, claims: decodeToken(refreshed.token) } : { authenticated: false };
    },

    signUp: (input: { readonly email: string; readonly password: string; readonly profil?: User['profil']; readonly companyId?: number }) =>
      settle(authErrors, language, () => http.POST('/api/auth/signup', { body: { ...input, email: input.email.trim() } })),

    requestPasswordReset: (email: string) => settle(authErrors, language, () => http.POST('/api/auth/password/reset', { body: { email: email.trim() } })),

    /** A sign-up's confirmation link (`/login?confirmToken=`): 400 when it is unknown, used or expired. */
    confirmEmail: (token: string) => settle(authErrors, language, () => http.POST('/api/auth/confirm', { body: { token } })),

    confirmPasswordReset: (input: { readonly token: string; readonly password: string }) =>
      settle(authErrors, language, () => http.POST('/api/auth/password/reset/confirm', { body: { token: input.token, password: input.password } })),

    changePassword: (userId: number, input: { readonly currentPassword: string; readonly newPassword: string }) =>
      settle(authErrors, language, () =>
        http.POST('/api/auth/password/change/{id}', {
          params: { path: { id: userId } },
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
        }),
      ),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The auth service of a client core (tree-shakable: see serviceOf). */
export const authOf = /* @__PURE__ */ serviceOf(createAuthService);
