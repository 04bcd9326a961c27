import type { Middleware } from 'openapi-fetch';
import { tokenSecondsRemaining } from '../helpers/token';
import { isAuthTokens, type TokenStore } from '../session/tokenStore';
import type { FetchFunction } from './errors';

export const REFRESH_PATH = '/api/auth/refresh';

/** Calls that must never carry the bearer token: they are how a session starts or renews. */
const ANONYMOUS_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/signin',
  REFRESH_PATH,
  '/api/auth/signup',
  '/api/auth/password/reset',
  '/api/auth/password/reset/confirm',
]);

/** Calls whose 401 means nothing a refresh could fix: logout ends the session anyway. */
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set(['/api/auth/logout']);

/** Why the session ended on the client's initiative. */
export type SignedOutReason = 'refresh-failed' | 'no-refresh-token' | 'invalid-refresh-response';

/** The end of one refresh: the new access token, or why the session ended (status 0 when there was no answer). */
export type RefreshOutcome = { readonly ok: true; readonly token: string } | { readonly ok: false; readonly reason: SignedOutReason; readonly status: number };

export interface AuthMiddlewareOptions {
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  readonly fetch: FetchFunction;
  readonly onSignedOut: (reason: SignedOutReason) => void;
}

/** A token whose expiry can be read and has passed (a token without a readable expiry is left to the server). */
function hasRunOut(token: string, now: number): boolean {
  const remaining = tokenSecondsRemaining(token, now);
  return remaining !== null && remaining <= 0;
}

/**
 * spec public §4 Session, DESIGN.md: sends the bearer token; a token whose expiry has passed is renewed first (one
 * `POST /api/auth/refresh`, so an idle session does not meet a 401 on its next call); on a 401 answer to a call that
 * sent a token, one refresh then one retry of the call. Concurrent renewals share one refresh. A failed refresh
 * clears the session and reports the sign-out; the caller then gets the 401.
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions): { readonly middleware: Middleware; readonly refresh: () => Promise<RefreshOutcome> } {
  const { tokens } = options;
  const refreshUrl = options.baseUrl.replace(/\/+$/, '') + REFRESH_PATH;
  /** A copy of each call that went out with a token, to replay it once: fetch consumes the original's body. */
  const replayable = new Map<string, { readonly replay: Request; readonly token: string }>();
  let refreshing: Promise<RefreshOutcome> | null = null;
  // The token the last refresh gave: one that still looks run out is the device's clock running ahead of the
  // service's, not a reason to refresh again (that would loop); the service's 401 says when it really is.
  let refreshedToken: string | null = null;

  function signOut(reason: SignedOutReason, status: number): RefreshOutcome {
    tokens.clear();
    options.onSignedOut(reason);
    return { ok: false, reason, status };
  }

  async function refresh(): Promise<RefreshOutcome> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) return signOut('no-refresh-token', 0);
    let response: Response;
    try {
      response = await options.fetch(
        new Request(refreshUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refreshToken }),
        }),
      );
    } catch {
      return signOut('refresh-failed', 0);
    }
    if (!response.ok) return signOut('refresh-failed', response.status);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return signOut('invalid-refresh-response', response.status);
    }
    if (!isAuthTokens(body)) return signOut('invalid-refresh-response', response.status);
    tokens.setTokens(body);
    refreshedToken = body.token;
    return { ok: true, token: body.token };
  }

  function sharedRefresh(): Promise<RefreshOutcome> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const middleware: Middleware = {
    async onRequest({ request, schemaPath, id }) {
      if (ANONYMOUS_PATHS.has(schemaPath)) return undefined;
      let token = tokens.getToken();
      if (!token) return undefined;
      if (!NO_REFRESH_PATHS.has(schemaPath) && token !== refreshedToken && hasRunOut(token, Date.now()) && tokens.getRefreshToken() !== null) {
        const outcome = await sharedRefresh();
        // The session is over: the call goes without a token and gets the server's 401.
        if (!outcome.ok) return undefined;
        token = outcome.token;
      }
      request.headers.set('Authorization', `Bearer ${token}`);
      if (!NO_REFRESH_PATHS.has(schemaPath)) replayable.set(id, { replay: request.clone(), token });
      return request;
    },
    async onResponse({ response, id }) {
      const sent = replayable.get(id);
      replayable.delete(id);
      if (response.status !== 401 || sent === undefined) return undefined;
      const current = tokens.getToken();
      // The session ended while this call was in flight (a failed refresh, a logout): nothing to renew.
      if (current === null) return undefined;
      // Another call may have refreshed while this one was in flight: use its token rather than refresh again.
      let token = current;
      if (current === sent.token) {
        const outcome = await sharedRefresh();
        if (!outcome.ok) return undefined;
        token = outcome.token;
      }
      sent.replay.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(sent.replay);
    },
    onError({ id }) {
      replayable.delete(id);
      return undefined;
    },
  };
  return { middleware, refresh: sharedRefresh };
}
