import { describe, expect, it, vi } from 'vitest';
import { errorBody, json } from './testing/fakeFetch';
import { createTestClient } from './testing/testClient';

describe('createDirectoryClient', () => {
  describe('given a base URL', () => {
    it('calls the directory service under it', async () => {
      const { api, seen } = createTestClient(() => json([]));
      await api.countries.list();
      expect(seen[0]?.url.href).toBe('http://annuaire.test/api/countries');
    });
  });

  describe('when the language changes between calls', () => {
    it('words each failure in the language current at that call, and tells the server', async () => {
      const { api, seen, setLanguage } = createTestClient(() => errorBody(404, 'x', 'Not Found'));
      expect((await api.countries.get(99)).error?.message).toBe('Données non trouvées');
      setLanguage('en');
      expect((await api.countries.get(99)).error?.message).toBe('Data not found');
      expect(seen.map((r) => r.headers.get('Accept-Language'))).toEqual(['fr', 'en']);
    });
  });

  describe('when the server never answers', () => {
    it('gives status 0 and never throws', async () => {
      const { api } = createTestClient(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(api.countries.list()).resolves.toEqual({ error: { message: 'Erreur de connexion au serveur', status: 0, error: 'Failed to fetch' } });
    });
  });

  describe('when a success answer cannot be read', () => {
    it("gives the client-side 'Erreur: {message}'", async () => {
      const { api } = createTestClient(() => new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } }));
      const result = await api.countries.list();
      expect(result.error?.status).toBe(0);
      expect(result.error?.message).toMatch(/^Erreur: /);
    });
  });

  describe('when a refresh fails', () => {
    it('tells every signed-out listener until it unsubscribes', async () => {
      const { api, onSignedOut } = createTestClient(() => errorBody(401, 'expired', 'Unauthorized'), { tokens: { token: 'a', refreshToken: 'r' } });
      const listener = vi.fn();
      const unsubscribe = api.onSignedOut(listener);
      expect((await api.users.me()).error?.message).toBe('Non autorisé');
      expect(listener).toHaveBeenCalledWith('refresh-failed');
      expect(onSignedOut).toHaveBeenCalledTimes(1);
      unsubscribe();
      api.tokens.setTokens({ token: 'b', refreshToken: 'r2' });
      await api.users.me();
      expect(listener).toHaveBeenCalledTimes(1);
      expect(onSignedOut).toHaveBeenCalledTimes(2);
    });
  });
});
