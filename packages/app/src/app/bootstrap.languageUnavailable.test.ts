import { createMemoryTokenStore, LANGUAGE_STORAGE_KEY } from '@annuaire/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Messages from '../i18n/messages';
import { boot } from './bootstrap';

// The English chunk cannot be fetched (offline, or a deployment replaced it): French stays loadable.
vi.mock('../i18n/messages', async (importOriginal) => {
  const original = await importOriginal<typeof Messages>();
  return {
    ...original,
    loadMessages: (language: 'fr' | 'en') => (language === 'en' ? Promise.reject(new Error('chunk not reachable')) : original.loadMessages(language)),
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('start-up', () => {
  describe('given English stored but its messages cannot be fetched', () => {
    it('starts in French, says why in the console and keeps the stored choice for the next visit', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const values = new Map([[LANGUAGE_STORAGE_KEY, 'en']]);
      const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
      const { store } = await boot({ storage, tokens: createMemoryTokenStore(), fetch: () => Promise.reject(new Error('no network in this test')) });
      expect(store.getState().language.current).toBe('fr');
      expect(values.get(LANGUAGE_STORAGE_KEY)).toBe('en');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('starting in French'), new Error('chunk not reachable'));
    });
  });
});
