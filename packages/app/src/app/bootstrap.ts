import {
  createBrowserTokenStore,
  authOf,
  createDirectoryCore,
  DEFAULT_LANGUAGE,
  readPreferredLanguage,
  writePreferredLanguage,
  type DirectoryCore,
  type FetchFunction,
  type Language,
  type TokenStore,
} from '@annuaire/api';
import { sessionActions } from '../state/session/sessionSlice';
import { loadMessages } from '../i18n/messages';
import { otherBuildAnswered } from './pwa/otherBuild';
import { makeStore, type AppStore, type RootState } from './store';
import { writeLanguageCookie, type PreloadedState } from '../ssr/payload';

export interface BootOptions {
  /** Where the preferred language lives (localStorage in the browser). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  tokens?: TokenStore;
  baseUrl?: string;
  fetch?: FetchFunction;
  /** A server-rendered page's state (ssr/payload.ts): the store starts from it, in the language it was rendered in. */
  preloaded?: PreloadedState;
  /**
   * The language the address asks for (`?lang=en`, as the pages' alternate links write it: ssr/head.ts). A page the
   * browser renders alone (the member space, the back-office) starts in it and keeps it as the visitor's choice, as a
   * server-rendered page does.
   */
  requested?: Language;
}

export interface Booted {
  store: AppStore;
  client: DirectoryCore;
  tokens: TokenStore;
  /** The state before the session was restored: what a server-rendered page hydrates against. */
  serverState: RootState;
}

/**
 * Builds the store over the real client: the language read from the browser (spec public §1: unknown -> fr) and
 * written back on every change, the session restored (spec public §4 Session) and dropped when a refresh fails.
 */
/**
 * The token store the client writes to, with refreshed tokens copied into a signed-in session, so the route guards
 * see the renewed expiry rather than the old one.
 */
function followRefreshes(tokens: TokenStore, holder: { store?: AppStore }): TokenStore {
  return {
    getToken: () => tokens.getToken(),
    getRefreshToken: () => tokens.getRefreshToken(),
    getUser: () => tokens.getUser(),
    setTokens(next, options) {
      tokens.setTokens(next, options);
      if (holder.store?.getState().session.status === 'signedIn') holder.store.dispatch(sessionActions.tokensRefreshed(next));
    },
    setUser: (user) => tokens.setUser(user),
    clear: () => tokens.clear(),
  };
}

/**
 * The stored language once its messages are loaded, so the first render is already in it (no French flash); French
 * when they cannot be fetched (the stored choice is kept for the next visit).
 */
async function startingLanguage(storage: BootOptions['storage'], rendered: PreloadedState['language'] | undefined, requested: Language | undefined) {
  const preferred = rendered?.current ?? requested ?? readPreferredLanguage(storage);
  try {
    await loadMessages(preferred);
    return preferred;
  } catch (error) {
    console.error(`The ${preferred} messages could not be loaded; starting in French`, error);
    return DEFAULT_LANGUAGE;
  }
}

export async function boot({ storage, tokens: givenTokens, baseUrl = '', fetch, preloaded, requested }: BootOptions): Promise<Booted> {
  const tokens = givenTokens ?? createBrowserTokenStore({ remember: false });
  const initialLanguage = await startingLanguage(storage, preloaded?.language, requested);
  // the address's language becomes the visitor's choice here; a server-rendered page's, once it has hydrated (main.tsx)
  if (preloaded === undefined && requested === initialLanguage) {
    writePreferredLanguage(storage, requested);
    writeLanguageCookie(requested);
  }
  // The client reads the language at each call; the store is set right below, before any call is made.
  const holder: { store?: AppStore } = {};
  const client = createDirectoryCore({
    baseUrl,
    tokens: followRefreshes(tokens, holder),
    fetch,
    language: () => holder.store?.getState().language.current ?? initialLanguage,
    // A refused refresh: the session is over, and the pages that need one say it expired (spec public §8).
    onSignedOut: () => holder.store?.dispatch(sessionActions.expired()),
    // An answer of another build of the app (a deployment since this page loaded): the page offers to reload
    // (pwa/PwaNotices.tsx), at once when the answer could not be read, which the screen then never shows as an error.
    build: import.meta.env.APP_BUILD,
    onOtherBuild: otherBuildAnswered,
  });
  const created = makeStore({ client }, { ...preloaded, language: { current: initialLanguage } });
  holder.store = created;
  const serverState = created.getState();

  let language = initialLanguage;
  created.subscribe(() => {
    const next = created.getState().language.current;
    if (next !== language) {
      language = next;
      writePreferredLanguage(storage, next);
      // The server renders the public pages in the language of this cookie.
      writeLanguageCookie(next);
    }
  });

  const hadToken = tokens.getToken() !== null;
  const restored = await authOf(client).restore();
  const token = tokens.getToken();
  const refreshToken = tokens.getRefreshToken();
  if (restored.authenticated && token !== null && refreshToken !== null) {
    created.dispatch(sessionActions.signedIn({ tokens: { token, refreshToken }, user: restored.user }));
  } else if (hadToken) {
    // A stored session that could not be restored has expired: the pages that need one say so (spec public §8).
    created.dispatch(sessionActions.expired());
  }
  return { store: created, client, tokens, serverState };
}
