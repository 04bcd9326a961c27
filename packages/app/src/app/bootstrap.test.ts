import { authOf, createMemoryTokenStore, LANGUAGE_STORAGE_KEY, type StoredUser } from '@annuaire/api';
import { describe, expect, it, vi } from 'vitest';
import { languageChanged } from '../state/language/languageSlice';
import { messagesFor } from '../i18n/messages';
import { boot } from './bootstrap';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (secondsLeft: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ userId: 4, profil: 'MEMBER', sub: 'membre4@annuaire.demo', iat: Date.now() / 1000 - 5, exp: Date.now() / 1000 + secondsLeft })}.s`;
const user: StoredUser = { id: 4, email: 'membre4@annuaire.demo', profil: 'MEMBER', companyId: 4, countryAmchamId: null };
const noNetwork = () => Promise.reject(new Error('no network in this test'));

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('start-up (spec public §1, §4)', () => {
  describe('given a preferred language in the browser', () => {
    it('the interface starts in it', async () => {
      const { store } = await boot({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }), tokens: createMemoryTokenStore(), fetch: noNetwork });
      expect(store.getState().language.current).toBe('en');
    });
    it('its messages are loaded before the first render, so nothing shows in French first', async () => {
      await boot({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }), tokens: createMemoryTokenStore(), fetch: noNetwork });
      expect(messagesFor('en')).toMatchObject({ 'ui.pagination.next': 'Next' });
    });
    it('an unknown stored language falls back to French', async () => {
      const { store } = await boot({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'de' }), tokens: createMemoryTokenStore(), fetch: noNetwork });
      expect(store.getState().language.current).toBe('fr');
    });
  });
  describe('given a page the browser renders alone, opened with ?lang= in its address', () => {
    it('the interface starts in the language the address asks for, and keeps it as the choice', async () => {
      const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' });
      const { store } = await boot({ storage, tokens: createMemoryTokenStore(), fetch: noNetwork, requested: 'en' });
      expect(store.getState().language.current).toBe('en');
      expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('en');
      expect(document.cookie).toContain('lang=en');
    });
  });
  describe('when the language changes', () => {
    it('the choice is kept under the preferred-language key', async () => {
      const storage = memoryStorage();
      const { store } = await boot({ storage, tokens: createMemoryTokenStore(), fetch: noNetwork });
      store.dispatch(languageChanged('en'));
      // The switch waits for the English messages when they are not loaded yet.
      await vi.waitFor(() => expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('en'));
    });
  });
  describe('given a stored unexpired token and user data', () => {
    it('the session starts signed in', async () => {
      const token = tokenFor(600);
      const tokens = createMemoryTokenStore({ tokens: { token, refreshToken: 'r' }, user });
      const { store } = await boot({ storage: memoryStorage(), tokens, fetch: noNetwork });
      expect(store.getState().session).toMatchObject({ status: 'signedIn', token, user });
    });
  });
  describe('given an expired token whose refresh fails', () => {
    it('the session starts signed out and the stored data is cleared', async () => {
      const tokens = createMemoryTokenStore({ tokens: { token: tokenFor(-60), refreshToken: 'r' }, user });
      const { store } = await boot({ storage: memoryStorage(), tokens, fetch: noNetwork });
      expect(store.getState().session.status).toBe('signedOut');
      expect(tokens.getToken()).toBeNull();
    });
  });
});

describe('given a signed-in session whose token is renewed by the client', () => {
  it('the session holds the renewed token (route guards see the new expiry)', async () => {
    const token = tokenFor(600);
    const renewed = tokenFor(900);
    const tokens = createMemoryTokenStore({ tokens: { token, refreshToken: 'r' }, user });
    const refreshOnly = async (request: Request) =>
      request.url.endsWith('/api/auth/refresh')
        ? new Response(JSON.stringify({ token: renewed, refreshToken: 'r2' }), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : Promise.reject(new Error('no network in this test'));
    const { store, client } = await boot({ storage: memoryStorage(), tokens, fetch: refreshOnly, baseUrl: 'http://annuaire.test' });
    const result = await authOf(client).refresh();
    expect(result.error, JSON.stringify(result.error)).toBeUndefined();
    expect(store.getState().session).toMatchObject({ status: 'signedIn', token: renewed, refreshToken: 'r2' });
  });
});
