import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { createAuthMiddleware, type RefreshOutcome, type SignedOutReason } from './middleware/auth';
import { createBuildMiddleware } from './middleware/build';
import { detectNoAnswer, type FetchFunction } from './middleware/errors';
import type { TokenStore } from './session/tokenStore';
import { DEFAULT_LANGUAGE, type Language } from './types';

export interface DirectoryClientOptions {
  /** Origin of the directory service; '' (the default) calls the page's own origin. */
  readonly baseUrl?: string;
  /** Where the session lives (the app passes `createBrowserTokenStore`). */
  readonly tokens: TokenStore;
  /** The current interface language: error messages are worded in it. French when omitted. */
  readonly language?: () => Language;
  /** Defaults to the global fetch; tests pass a fake one. */
  readonly fetch?: FetchFunction;
  /** Called when a failed refresh ends the session (spec public §4 Session). */
  readonly onSignedOut?: (reason: SignedOutReason) => void;
  /** The build of the app this client is part of: the answers naming another one are reported (middleware/build.ts). */
  readonly build?: string;
  /** An answer came from another build of the app; `unreadable` when it could not be read (the call then never settles). */
  readonly onOtherBuild?: (unreadable: boolean) => void;
}

export type SignedOutListener = (reason: SignedOutReason) => void;

/** What every service needs: the typed openapi-fetch client and the session around it. */
export interface DirectoryCore {
  readonly http: Client<paths>;
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  readonly language: () => Language;
  /** Renews the session now (shared with the refresh a 401 triggers); a failure signs out. */
  refreshSession(): Promise<RefreshOutcome>;
  /** Subscribes to sign-outs caused by a failed refresh; gives the unsubscribe function. */
  onSignedOut(listener: SignedOutListener): () => void;
}

export function createDirectoryCore(options: DirectoryClientOptions): DirectoryCore {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const language = options.language ?? (() => DEFAULT_LANGUAGE);
  // Looked up at call time so a fetch installed later (tests, polyfills) is the one used.
  const fetchFunction = detectNoAnswer(options.fetch ?? ((request) => globalThis.fetch(request)));
  const listeners = new Set<SignedOutListener>();
  if (options.onSignedOut) listeners.add(options.onSignedOut);

  const http = createClient<paths>({ baseUrl, fetch: fetchFunction });
  http.use({
    onRequest({ request }) {
      // Lets the server word its own messages (the 400 texts the catalogues show) in the interface language.
      request.headers.set('Accept-Language', language());
      return request;
    },
  });
  // before the session's middleware, so that it reads the answer the session's retry ends with (answers go through
  // the middlewares last added first)
  if (options.build && options.onOtherBuild) http.use(createBuildMiddleware(options.build, options.onOtherBuild));
  const auth = createAuthMiddleware({
    baseUrl,
    tokens: options.tokens,
    fetch: fetchFunction,
    onSignedOut: (reason) => {
      for (const listener of listeners) listener(reason);
    },
  });
  http.use(auth.middleware);

  return {
    http,
    baseUrl,
    tokens: options.tokens,
    language,
    refreshSession: auth.refresh,
    onSignedOut(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
