import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '../session/tokenStore';
import { createFakeFetch, deferred, errorBody, json, type SeenRequest } from '../testing/fakeFetch';
import { createAuthMiddleware } from './auth';
import { detectNoAnswer } from './errors';

// A two-operation document is enough to exercise the middleware, whatever the real contract holds.
interface ThingResponses {
  200: { headers: Record<string, unknown>; content: { 'application/json': { name: string } } };
  401: { headers: Record<string, unknown>; content: { 'application/json': { message: string } } };
}
interface TestPaths {
  '/api/things/{id}': {
    parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
    get: { parameters: { query?: never; header?: never; path: { id: number }; cookie?: never }; requestBody?: never; responses: ThingResponses };
  };
  '/api/things': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { name: string } } };
      responses: ThingResponses;
    };
  };
  '/api/auth/signin': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { email: string; password: string } } };
      responses: ThingResponses;
    };
  };
}

const BASE = 'http://annuaire.test';

function setup(
  handler: (request: SeenRequest) => Response | Promise<Response>,
  initial = { token: 'old-access', refreshToken: 'old-refresh' } as { token: string; refreshToken: string } | null,
) {
  const fake = createFakeFetch(handler);
  const tokens = createMemoryTokenStore(initial ? { tokens: initial } : undefined);
  const onSignedOut = vi.fn();
  const fetch = detectNoAnswer(fake.fetch);
  const client = createClient<TestPaths>({ baseUrl: BASE, fetch });
  client.use(createAuthMiddleware({ baseUrl: BASE, tokens, fetch, onSignedOut }).middleware);
  const calls = (path: string) => fake.seen.filter((r) => r.url.pathname === path);
  return { client, tokens, onSignedOut, seen: fake.seen, calls };
}

const isRefresh = (r: SeenRequest) => r.url.pathname === '/api/auth/refresh';
const bearer = (r: SeenRequest | undefined) => r?.headers.get('Authorization');

describe('bearer token', () => {
  describe('given a stored token', () => {
    it('sends it as a bearer token', async () => {
      const { client, seen } = setup(() => json({ name: 'a' }));
      await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(bearer(seen[0])).toBe('Bearer old-access');
    });
    it('never sends it to sign-in', async () => {
      const { client, seen } = setup(() => json({ name: 'a' }));
      await client.POST('/api/auth/signin', { body: { email: 'a@b.c', password: 'secret1' } });
      expect(bearer(seen[0])).toBeNull();
    });
  });
  describe('given no stored token', () => {
    it('sends no Authorization header', async () => {
      const { client, seen } = setup(() => json({ name: 'a' }), null);
      await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(bearer(seen[0])).toBeNull();
    });
  });
});

/** A token whose claims expire `secondsLeft` from now (the client reads the expiry, never the signature). */
function jwtExpiringIn(secondsLeft: number, name: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256' })}.${part({ userId: 1, profil: 'MEMBER', sub: name, iat: now - 900, exp: now + secondsLeft })}.signature`;
}

describe('renewal of a token that has run out (DESIGN.md: access tokens last 15 minutes)', () => {
  describe('given a stored token whose expiry has passed and a refresh token', () => {
    it('renews it before the call, which carries the new token and meets no 401', async () => {
      const expired = jwtExpiringIn(-60, 'expired');
      const renewed = jwtExpiringIn(900, 'renewed');
      const { client, seen, tokens, onSignedOut } = setup(
        (r) =>
          isRefresh(r)
            ? json({ token: renewed, refreshToken: 'new-refresh' })
            : bearer(r) === `Bearer ${renewed}`
              ? json({ name: 'a' })
              : errorBody(401, 'Token expiré', 'Unauthorized'),
        { token: expired, refreshToken: 'old-refresh' },
      );
      const { data } = await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(data).toEqual({ name: 'a' });
      expect(seen.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/auth/refresh', 'GET /api/things/1']);
      expect(tokens.getToken()).toBe(renewed);
      expect(onSignedOut).not.toHaveBeenCalled();
    });
    it('shares one renewal between calls made together', async () => {
      const renewed = jwtExpiringIn(900, 'renewed');
      const { client, calls } = setup((r) => (isRefresh(r) ? json({ token: renewed, refreshToken: 'new-refresh' }) : json({ name: 'a' })), {
        token: jwtExpiringIn(-60, 'expired'),
        refreshToken: 'old-refresh',
      });
      await Promise.all([1, 2, 3].map((id) => client.GET('/api/things/{id}', { params: { path: { id } } })));
      expect(calls('/api/auth/refresh')).toHaveLength(1);
    });
  });
  describe("given a device whose clock runs ahead of the service's", () => {
    it('sends the token a refresh gave even when it still looks run out, rather than refreshing again and again', async () => {
      const alsoLooksExpired = jwtExpiringIn(-30, 'renewed');
      const { client, calls } = setup((r) => (isRefresh(r) ? json({ token: alsoLooksExpired, refreshToken: 'new-refresh' }) : json({ name: 'a' })), {
        token: jwtExpiringIn(-60, 'expired'),
        refreshToken: 'old-refresh',
      });
      await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      await client.GET('/api/things/{id}', { params: { path: { id: 2 } } });
      expect(calls('/api/auth/refresh')).toHaveLength(1);
      expect(bearer(calls('/api/things/2')[0])).toBe(`Bearer ${alsoLooksExpired}`);
    });
  });
  describe('given the renewal is refused', () => {
    it('ends the session and sends the call without a token', async () => {
      const { client, seen, tokens, onSignedOut } = setup(
        (r) => (isRefresh(r) ? errorBody(401, 'Refresh token invalide', 'Unauthorized') : errorBody(401, 'Non autorisé', 'Unauthorized')),
        { token: jwtExpiringIn(-60, 'expired'), refreshToken: 'revoked' },
      );
      const { response } = await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(response.status).toBe(401);
      expect(bearer(seen[1])).toBeNull();
      expect(tokens.getToken()).toBeNull();
      expect(onSignedOut).toHaveBeenCalledWith('refresh-failed');
    });
  });
  describe('given a token that is still valid', () => {
    it('sends it without renewing', async () => {
      const valid = jwtExpiringIn(600, 'valid');
      const { client, calls, seen } = setup(() => json({ name: 'a' }), { token: valid, refreshToken: 'r' });
      await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(calls('/api/auth/refresh')).toHaveLength(0);
      expect(bearer(seen[0])).toBe(`Bearer ${valid}`);
    });
  });
});

describe('refresh and retry on 401 (spec public §4 Session)', () => {
  describe('given a call that sent a token and got 401', () => {
    it('refreshes once with the stored refresh token, stores the new tokens and retries once with the new token', async () => {
      const { client, tokens, seen, onSignedOut } = setup((r) => {
        if (isRefresh(r)) return json({ token: 'new-access', refreshToken: 'new-refresh' });
        return bearer(r) === 'Bearer new-access' ? json({ name: 'after refresh' }) : errorBody(401, 'Token expiré', 'Unauthorized');
      });
      const { data } = await client.GET('/api/things/{id}', { params: { path: { id: 5 } } });
      expect(data).toEqual({ name: 'after refresh' });
      expect(seen.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /api/things/5', 'POST /api/auth/refresh', 'GET /api/things/5']);
      expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ refreshToken: 'old-refresh' });
      expect(bearer(seen[1])).toBeNull();
      expect(bearer(seen[2])).toBe('Bearer new-access');
      expect(tokens.getToken()).toBe('new-access');
      expect(tokens.getRefreshToken()).toBe('new-refresh');
      expect(onSignedOut).not.toHaveBeenCalled();
    });

    it('replays the body of the call on the retry', async () => {
      const { client, seen } = setup((r) => {
        if (isRefresh(r)) return json({ token: 'new-access', refreshToken: 'new-refresh' });
        return bearer(r) === 'Bearer new-access' ? json({ name: 'created' }) : errorBody(401, 'Token expiré', 'Unauthorized');
      });
      await client.POST('/api/things', { body: { name: 'Société Générale' } });
      const posts = seen.filter((r) => r.url.pathname === '/api/things');
      expect(posts.map((r) => JSON.parse(r.body))).toEqual([{ name: 'Société Générale' }, { name: 'Société Générale' }]);
    });

    it('does not refresh again when the retry is also refused (no loop)', async () => {
      const { client, calls, seen } = setup((r) =>
        isRefresh(r) ? json({ token: 'new-access', refreshToken: 'new-refresh' }) : errorBody(401, 'Non', 'Unauthorized'),
      );
      const { error, response } = await client.GET('/api/things/{id}', { params: { path: { id: 5 } } });
      expect(response.status).toBe(401);
      expect(error).toEqual({ message: 'Non', status: 401, error: 'Unauthorized' });
      expect(calls('/api/auth/refresh')).toHaveLength(1);
      expect(seen).toHaveLength(3);
    });
  });

  describe('given several calls refused with 401 at the same time', () => {
    it('shares one refresh between them and retries each once', async () => {
      const gate = deferred();
      const { client, calls } = setup(async (r) => {
        if (isRefresh(r)) {
          await gate.promise;
          return json({ token: 'new-access', refreshToken: 'new-refresh' });
        }
        return bearer(r) === 'Bearer new-access' ? json({ name: r.url.pathname }) : errorBody(401, 'Token expiré', 'Unauthorized');
      });
      const pending = [1, 2, 3].map((id) => client.GET('/api/things/{id}', { params: { path: { id } } }));
      // Let every call get its 401 and wait on the refresh before the refresh answers.
      await vi.waitFor(() => expect(calls('/api/auth/refresh')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 10));
      gate.release();
      const results = await Promise.all(pending);
      expect(results.map((r) => r.data)).toEqual([{ name: '/api/things/1' }, { name: '/api/things/2' }, { name: '/api/things/3' }]);
      expect(calls('/api/auth/refresh')).toHaveLength(1);
      for (const id of [1, 2, 3]) expect(calls(`/api/things/${id}`)).toHaveLength(2);
    });

    it('retries with the token another call already refreshed, without a second refresh', async () => {
      const late = deferred();
      const { client, calls } = setup(async (r) => {
        if (isRefresh(r)) return json({ token: 'new-access', refreshToken: 'new-refresh' });
        if (bearer(r) === 'Bearer new-access') return json({ name: 'ok' });
        // Call 2 was sent with the old token but its 401 arrives after call 1's refresh completed.
        if (r.url.pathname === '/api/things/2') await late.promise;
        return errorBody(401, 'Token expiré', 'Unauthorized');
      });
      const second = client.GET('/api/things/{id}', { params: { path: { id: 2 } } });
      const first = await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      late.release();
      expect(first.data).toEqual({ name: 'ok' });
      expect((await second).data).toEqual({ name: 'ok' });
      expect(calls('/api/auth/refresh')).toHaveLength(1);
    });
  });

  describe('given a call that sent no token and got 401', () => {
    it('does not refresh', async () => {
      const { client, seen, onSignedOut } = setup(() => errorBody(401, 'Non', 'Unauthorized'), null);
      const { response } = await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(response.status).toBe(401);
      expect(seen).toHaveLength(1);
      expect(onSignedOut).not.toHaveBeenCalled();
    });
  });

  describe('given a 403', () => {
    it('does not refresh (the token is valid, the right is missing)', async () => {
      const { client, seen } = setup(() => errorBody(403, 'Interdit', 'Forbidden'));
      await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(seen).toHaveLength(1);
    });
  });
});

describe('signed-out on refresh failure (spec public §4: a failed refresh clears the data and marks the user signed out)', () => {
  describe('when the refresh is refused', () => {
    it('clears the tokens, emits signed-out once and gives the caller the original 401', async () => {
      const { client, tokens, onSignedOut, calls } = setup((r) =>
        isRefresh(r) ? errorBody(401, 'Refresh token révoqué', 'Unauthorized') : errorBody(401, 'Token expiré', 'Unauthorized'),
      );
      const { error, response } = await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(response.status).toBe(401);
      expect(error).toEqual({ message: 'Token expiré', status: 401, error: 'Unauthorized' });
      expect(tokens.getToken()).toBeNull();
      expect(tokens.getRefreshToken()).toBeNull();
      expect(onSignedOut).toHaveBeenCalledTimes(1);
      expect(onSignedOut).toHaveBeenCalledWith('refresh-failed');
      expect(calls('/api/things/1')).toHaveLength(1);
    });
  });

  describe('when the refresh gets no answer', () => {
    it('signs out', async () => {
      const { client, onSignedOut, tokens } = setup((r) => {
        if (isRefresh(r)) throw new TypeError('Failed to fetch');
        return errorBody(401, 'Token expiré', 'Unauthorized');
      });
      await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(onSignedOut).toHaveBeenCalledWith('refresh-failed');
      expect(tokens.getToken()).toBeNull();
    });
  });

  describe('when the refresh answers without tokens', () => {
    it('signs out', async () => {
      const { client, onSignedOut } = setup((r) => (isRefresh(r) ? json({ token: 'only-access' }) : errorBody(401, 'Token expiré', 'Unauthorized')));
      await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(onSignedOut).toHaveBeenCalledWith('invalid-refresh-response');
    });
  });

  describe('given no refresh token', () => {
    it('signs out without calling refresh', async () => {
      const fakeInitial = { token: 'old-access', refreshToken: '' };
      const { client, onSignedOut, calls } = setup(() => errorBody(401, 'Token expiré', 'Unauthorized'), fakeInitial);
      await client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      expect(calls('/api/auth/refresh')).toHaveLength(0);
      expect(onSignedOut).toHaveBeenCalledWith('no-refresh-token');
    });
  });

  describe('given a 401 that arrives after the session was cleared', () => {
    it('neither refreshes nor emits signed-out again', async () => {
      const late = deferred();
      const { client, tokens, onSignedOut, seen } = setup(async () => {
        await late.promise;
        return errorBody(401, 'Token expiré', 'Unauthorized');
      });
      const pending = client.GET('/api/things/{id}', { params: { path: { id: 1 } } });
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      tokens.clear();
      late.release();
      expect((await pending).response.status).toBe(401);
      expect(seen).toHaveLength(1);
      expect(onSignedOut).not.toHaveBeenCalled();
    });
  });

  describe('given concurrent 401s and a failed refresh', () => {
    it('emits signed-out once', async () => {
      const { client, onSignedOut, calls } = setup((r) =>
        isRefresh(r) ? errorBody(401, 'Révoqué', 'Unauthorized') : errorBody(401, 'Token expiré', 'Unauthorized'),
      );
      await Promise.all([1, 2].map((id) => client.GET('/api/things/{id}', { params: { path: { id } } })));
      expect(calls('/api/auth/refresh')).toHaveLength(1);
      expect(onSignedOut).toHaveBeenCalledTimes(1);
    });
  });
});
