import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './storageKeys';
import { createBrowserTokenStore, createMemoryTokenStore, type StoredUser } from './tokenStore';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const user: StoredUser = { id: 3, email: 'awa@acme.ci', profil: 'MEMBER', companyId: 12, countryAmchamId: null };
const tokens = { token: 'access-1', refreshToken: 'refresh-1' };

describe('storage keys (spec public §3)', () => {
  it('are named annuaire.*', () => {
    expect([TOKEN_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, USER_STORAGE_KEY]).toEqual(['annuaire.token', 'annuaire.refreshToken', 'annuaire.user']);
  });
});

describe('browser token store (DESIGN.md remember-me)', () => {
  describe('given remember-me ticked', () => {
    it('keeps the tokens and user data in localStorage only', () => {
      const local = memoryStorage();
      const session = memoryStorage();
      const store = createBrowserTokenStore({ remember: true, local, session });
      store.setTokens(tokens);
      store.setUser(user);
      expect(local.map.get('annuaire.token')).toBe('access-1');
      expect(local.map.get('annuaire.refreshToken')).toBe('refresh-1');
      expect(JSON.parse(local.map.get('annuaire.user') ?? 'null')).toEqual(user);
      expect(session.map.size).toBe(0);
    });
  });

  describe('given remember-me unticked', () => {
    it('keeps the session in sessionStorage only, so it ends with the tab', () => {
      const local = memoryStorage();
      const session = memoryStorage();
      const store = createBrowserTokenStore({ remember: false, local, session });
      store.setTokens(tokens);
      store.setUser(user);
      expect(session.map.get('annuaire.token')).toBe('access-1');
      expect(local.map.size).toBe(0);
      expect(store.getUser()).toEqual(user);
    });
  });

  describe('when sign-in chooses remember-me', () => {
    it('moves the session to the chosen storage and leaves nothing in the other', () => {
      const local = memoryStorage();
      const session = memoryStorage();
      const store = createBrowserTokenStore({ remember: false, local, session });
      store.setTokens(tokens);
      store.setTokens({ token: 'access-2', refreshToken: 'refresh-2' }, { remember: true });
      expect(local.map.get('annuaire.token')).toBe('access-2');
      expect(session.map.has('annuaire.token')).toBe(false);
    });
  });

  describe('when a refresh stores new tokens', () => {
    it('writes them where the session already lives, keeping the user data', () => {
      const local = memoryStorage();
      const session = memoryStorage();
      createBrowserTokenStore({ remember: true, local, session }).setTokens(tokens);
      // After a reload the app does not know remember-me any more; the stored session decides.
      const store = createBrowserTokenStore({ remember: false, local, session });
      store.setUser(user);
      store.setTokens({ token: 'access-2', refreshToken: 'refresh-2' });
      expect(local.map.get('annuaire.token')).toBe('access-2');
      expect(store.getUser()).toEqual(user);
      expect(session.map.size).toBe(0);
    });
  });

  describe('when the session is cleared', () => {
    it('removes tokens and user data from both storages but keeps the preferred language', () => {
      const local = memoryStorage();
      const session = memoryStorage();
      local.setItem('annuaire.language', 'en');
      const store = createBrowserTokenStore({ remember: true, local, session });
      store.setTokens(tokens);
      store.setUser(user);
      store.clear();
      expect(store.getToken()).toBeNull();
      expect(store.getRefreshToken()).toBeNull();
      expect(store.getUser()).toBeNull();
      expect([...local.map.keys()]).toEqual(['annuaire.language']);
    });
  });

  describe('given stored user data that is not a user', () => {
    it('reads no user', () => {
      const local = memoryStorage();
      local.setItem('annuaire.token', 't');
      local.setItem('annuaire.user', '{"oops"');
      expect(createBrowserTokenStore({ remember: true, local, session: memoryStorage() }).getUser()).toBeNull();
      local.setItem('annuaire.user', '{"id":"3"}');
      expect(createBrowserTokenStore({ remember: true, local, session: memoryStorage() }).getUser()).toBeNull();
    });
  });

  describe('given a stored user of each profile', () => {
    it('reads it back: a page load keeps the network administrator signed in too', () => {
      for (const profil of ['MEMBER', 'ADMIN_AMCHAM', 'ADMIN_RESEAU'] as const) {
        const local = memoryStorage();
        const stored: StoredUser = { id: 7, email: 'x@annuaire.test', profil, companyId: null, countryAmchamId: profil === 'ADMIN_AMCHAM' ? 1 : null };
        local.setItem('annuaire.user', JSON.stringify(stored));
        expect(createBrowserTokenStore({ remember: true, local, session: memoryStorage() }).getUser()).toEqual(stored);
      }
    });
  });

  describe('given storages that refuse every access (private browsing)', () => {
    it('neither throws nor remembers anything', () => {
      const refusing = {
        getItem: (): string | null => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => {
          throw new Error('SecurityError');
        },
      };
      const store = createBrowserTokenStore({ remember: true, local: refusing, session: refusing });
      expect(() => store.setTokens(tokens)).not.toThrow();
      expect(() => store.setUser(user)).not.toThrow();
      expect(() => store.clear()).not.toThrow();
      expect(store.getToken()).toBeNull();
    });
  });
});

describe('memory token store', () => {
  it('holds and clears a session', () => {
    const store = createMemoryTokenStore({ tokens, user });
    expect(store.getToken()).toBe('access-1');
    expect(store.getRefreshToken()).toBe('refresh-1');
    store.setTokens({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(store.getToken()).toBe('access-2');
    store.clear();
    expect(store.getToken()).toBeNull();
    expect(store.getUser()).toBeNull();
  });
});
