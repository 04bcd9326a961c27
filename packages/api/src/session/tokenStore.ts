import type { User } from '../models';
import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './storageKeys';

/** The answer of sign-in and refresh (spec public §3 "Auth response"). */
export interface AuthTokens {
  readonly token: string;
  readonly refreshToken: string;
}

/** The signed-in user's record as the server gives it (`GET /api/v1/user/me`), kept as the session's user data. */
export type StoredUser = User;

/**
 * Where the session lives. The client reads the bearer token from it and writes refreshed tokens to it;
 * the app provides it (browser storage in the product, memory in tests).
 */
export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  getUser(): StoredUser | null;
  /** `remember` picks the storage when given (sign-in); a refresh omits it and the tokens stay where they are. */
  setTokens(tokens: AuthTokens, options?: { readonly remember?: boolean }): void;
  setUser(user: StoredUser): void;
  /** Forgets tokens and user data (never the preferred language). */
  clear(): void;
}

export function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) return false;
  const { token, refreshToken } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof refreshToken === 'string' && refreshToken !== '';
}

export function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  const idOrNull = (v: unknown) => v === null || typeof v === 'number';
  return (
    typeof user.id === 'number' &&
    (user.profil === 'ADMIN_AMCHAM' || user.profil === 'ADMIN_RESEAU' || user.profil === 'MEMBER') &&
    typeof user.email === 'string' &&
    idOrNull(user.companyId) &&
    idOrNull(user.countryAmchamId)
  );
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface BrowserTokenStoreOptions {
  /** Remember-me: true keeps the session in localStorage, false in sessionStorage (ends with the tab). */
  readonly remember: boolean;
  /** Defaults to the browser's storages; tests pass their own. */
  readonly local?: KeyValueStorage;
  readonly session?: KeyValueStorage;
}

const SESSION_KEYS = [TOKEN_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, USER_STORAGE_KEY] as const;

// Storage can refuse access (private browsing, quota, disabled cookies): the session then lasts as long as the page.
function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // See safeGet: nothing to keep the value in.
  }
}

function safeRemove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // See safeGet: nothing was kept there.
  }
}

/**
 * DESIGN.md "Remember-me": unticked keeps the session in sessionStorage, ticked in localStorage.
 * Reads look in sessionStorage first, then localStorage, so a session started either way is found after a reload.
 */
export function createBrowserTokenStore(options: BrowserTokenStoreOptions): TokenStore {
  const local = options.local ?? globalThis.localStorage;
  const session = options.session ?? globalThis.sessionStorage;
  let remember = options.remember;

  const holder = (): KeyValueStorage | null => {
    if (safeGet(session, TOKEN_STORAGE_KEY) !== null) return session;
    if (safeGet(local, TOKEN_STORAGE_KEY) !== null) return local;
    return null;
  };
  const read = (key: string): string | null => safeGet(session, key) ?? safeGet(local, key);
  const removeFrom = (storage: KeyValueStorage) => {
    for (const key of SESSION_KEYS) safeRemove(storage, key);
  };

  return {
    getToken: () => read(TOKEN_STORAGE_KEY),
    getRefreshToken: () => read(REFRESH_TOKEN_STORAGE_KEY),
    getUser() {
      const raw = read(USER_STORAGE_KEY);
      if (raw === null) return null;
      try {
        const user: unknown = JSON.parse(raw);
        return isStoredUser(user) ? user : null;
      } catch {
        return null;
      }
    },
    setTokens(tokens, setOptions) {
      if (setOptions?.remember !== undefined) remember = setOptions.remember;
      const current = holder();
      const target = setOptions?.remember === undefined && current !== null ? current : remember ? local : session;
      const other = target === local ? session : local;
      const user = read(USER_STORAGE_KEY);
      removeFrom(other);
      safeSet(target, TOKEN_STORAGE_KEY, tokens.token);
      safeSet(target, REFRESH_TOKEN_STORAGE_KEY, tokens.refreshToken);
      if (user !== null) safeSet(target, USER_STORAGE_KEY, user);
    },
    setUser(user) {
      const target = holder() ?? (remember ? local : session);
      safeSet(target, USER_STORAGE_KEY, JSON.stringify(user));
    },
    clear() {
      removeFrom(session);
      removeFrom(local);
    },
  };
}

/** A token store in memory, for tests and for non-browser callers. */
export function createMemoryTokenStore(initial?: { tokens?: AuthTokens; user?: StoredUser }): TokenStore {
  let tokens: AuthTokens | null = initial?.tokens ?? null;
  let user: StoredUser | null = initial?.user ?? null;
  return {
    getToken: () => tokens?.token ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    getUser: () => user,
    setTokens(next) {
      tokens = { token: next.token, refreshToken: next.refreshToken };
    },
    setUser(next) {
      user = next;
    },
    clear() {
      tokens = null;
      user = null;
    },
  };
}
