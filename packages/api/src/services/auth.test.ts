import { describe, expect, it } from 'vitest';
import { errorBody, json, target } from '../testing/fakeFetch';
import { createTestClient } from '../testing/testClient';

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}
const accessToken = `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ userId: 3, profil: 'MEMBER', sub: 'awa@acme.ci', iat: 1_800_000_000, exp: 1_800_000_900 }))}.sig`;
const user = { id: 3, email: 'awa@acme.ci', profil: 'MEMBER' as const, companyId: 12, countryAmchamId: null };

describe('sign-in (spec public §4: success stores the tokens and the user data)', () => {
  describe('given right credentials', () => {
    it('posts the trimmed e-mail and the password, stores tokens and user, and gives the decoded claims', async () => {
      const { api, seen, tokens } = createTestClient((r) =>
        r.url.pathname === '/api/auth/signin' ? json({ token: accessToken, refreshToken: 'refresh-1' }) : json(user),
      );
      const result = await api.auth.signIn({ email: ' awa@acme.ci ', password: 'secret1', remember: true });
      expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'awa@acme.ci', password: 'secret1' });
      expect(seen[0]?.headers.get('Authorization')).toBeNull();
      expect(target(seen[1])).toBe('/api/v1/user/me');
      expect(seen[1]?.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
      expect(result.data?.user).toEqual(user);
      expect(result.data?.claims).toEqual({ userId: 3, profil: 'MEMBER', sub: 'awa@acme.ci', iat: 1_800_000_000, exp: 1_800_000_900 });
      expect(tokens.getToken()).toBe(accessToken);
      expect(tokens.getRefreshToken()).toBe('refresh-1');
      expect(tokens.getUser()).toEqual(user);
    });
  });
  describe('given wrong credentials', () => {
    it("gives 'Email ou mot de passe incorrect' and stores nothing, without trying a refresh", async () => {
      const { api, seen, tokens } = createTestClient(() => errorBody(401, 'Bad credentials', 'Unauthorized'));
      const result = await api.auth.signIn({ email: 'awa@acme.ci', password: 'wrong1', remember: false });
      expect(result.error).toEqual({ message: 'Email ou mot de passe incorrect', status: 401, error: 'Unauthorized' });
      expect(seen).toHaveLength(1);
      expect(tokens.getToken()).toBeNull();
    });
  });
  describe('given an answer without tokens', () => {
    it("gives 'Réponse invalide du serveur - tokens manquants'", async () => {
      const { api, tokens } = createTestClient(() => json({ token: accessToken }));
      const result = await api.auth.signIn({ email: 'awa@acme.ci', password: 'secret1', remember: false });
      expect(result.error?.message).toBe('Réponse invalide du serveur - tokens manquants');
      expect(tokens.getToken()).toBeNull();
    });
  });
  describe('given the user record cannot be read after sign-in', () => {
    it("undoes the sign-in with 'Erreur lors de la connexion'", async () => {
      const { api, tokens } = createTestClient((r) =>
        r.url.pathname === '/api/auth/signin' ? json({ token: accessToken, refreshToken: 'refresh-1' }) : errorBody(500, 'x', 'Internal Server Error'),
      );
      const result = await api.auth.signIn({ email: 'awa@acme.ci', password: 'secret1', remember: false });
      expect(result.error).toEqual({ message: 'Erreur lors de la connexion', status: 500, error: 'Internal Server Error' });
      expect(tokens.getToken()).toBeNull();
      expect(tokens.getUser()).toBeNull();
    });
  });
  describe('given too many attempts', () => {
    it('says so in English when the interface is in English', async () => {
      const { api } = createTestClient(() => errorBody(429, 'Too many', 'Too Many Requests'), { language: 'en' });
      expect((await api.auth.signIn({ email: 'a@b.ci', password: 'secret1', remember: false })).error?.message).toBe(
        'Too many sign-in attempts. Please try again later.',
      );
    });
  });
});

describe('logout (spec public §4: clears the data even if the server call fails)', () => {
  it('sends the refresh token to revoke in X-Refresh-Token and clears the session', async () => {
    const { api, seen, tokens } = createTestClient(() => new Response(null, { status: 204 }), { tokens: { token: 'a', refreshToken: 'r-1' }, user });
    expect(await api.auth.signOut()).toEqual({ data: undefined });
    expect(target(seen[0])).toBe('/api/auth/logout');
    expect(seen[0]?.headers.get('X-Refresh-Token')).toBe('r-1');
    expect(tokens.getToken()).toBeNull();
    expect(tokens.getUser()).toBeNull();
  });
  it('clears the session when the server does not answer', async () => {
    const { api, tokens } = createTestClient(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { tokens: { token: 'a', refreshToken: 'r-1' } },
    );
    expect((await api.auth.signOut()).error?.status).toBe(0);
    expect(tokens.getToken()).toBeNull();
  });
  it('does not refresh on a 401 to logout', async () => {
    const { api, seen, onSignedOut } = createTestClient(() => errorBody(401, 'expired', 'Unauthorized'), { tokens: { token: 'a', refreshToken: 'r-1' } });
    await api.auth.signOut();
    expect(seen).toHaveLength(1);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('explicit refresh (a token expiring soon)', () => {
  it('renews the tokens once', async () => {
    const { api, seen, tokens } = createTestClient(() => json({ token: 'a-2', refreshToken: 'r-2' }), { tokens: { token: 'a-1', refreshToken: 'r-1' } });
    expect(await api.auth.refresh()).toEqual({ data: { token: 'a-2', refreshToken: 'r-2' } });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ refreshToken: 'r-1' });
    expect(tokens.getToken()).toBe('a-2');
  });
  it("gives 'Échec du rafraîchissement du token' and signs out when refused", async () => {
    const { api, onSignedOut } = createTestClient(() => errorBody(401, 'revoked', 'Unauthorized'), { tokens: { token: 'a-1', refreshToken: 'r-1' } });
    expect((await api.auth.refresh()).error).toEqual({ message: 'Échec du rafraîchissement du token', status: 401, error: 'refresh-failed' });
    expect(onSignedOut).toHaveBeenCalledWith('refresh-failed');
  });
  it("gives 'Aucun refresh token disponible' without a refresh token", async () => {
    const { api, seen } = createTestClient(() => json({}));
    expect((await api.auth.refresh()).error?.message).toBe('Aucun refresh token disponible');
    expect(seen).toHaveLength(0);
  });
});

describe('password reset and change', () => {
  it('posts the trimmed e-mail for a reset', async () => {
    const { api, seen } = createTestClient(() => json({ message: 'ok' }, 202));
    await api.auth.requestPasswordReset(' awa@acme.ci ');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'awa@acme.ci' });
  });
  it("posts a sign-up's confirmation token, and words an unconfirmed sign-in with the catalogue", async () => {
    const answers = [
      json({ message: 'Adresse e-mail confirmée. Vous pouvez vous connecter.' }),
      json({ message: 'x', status: 403, error: 'Forbidden', code: 'EMAIL_UNCONFIRMED' }, 403),
    ];
    const { api, seen } = createTestClient(() => answers.shift() ?? json({}));
    expect((await api.auth.confirmEmail('jeton-1')).error).toBeUndefined();
    expect(target(seen[0])).toBe('/api/auth/confirm');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ token: 'jeton-1' });
    expect((await api.auth.signIn({ email: 'a@b.ci', password: 'secret123', remember: false })).error?.message).toBe(
      'Adresse e-mail non confirmée : ouvrez le lien reçu par courriel pour activer votre compte.',
    );
  });
  it('posts the change for the user id with the bearer token', async () => {
    const { api, seen } = createTestClient(() => new Response(null, { status: 204 }), { tokens: { token: 'a', refreshToken: 'r' } });
    await api.auth.changePassword(3, { currentPassword: 'old-pass', newPassword: 'new-pass' });
    expect(target(seen[0])).toBe('/api/auth/password/change/3');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer a');
  });
});

describe('session at start (spec public §4 Session)', () => {
  const NOW = 1_800_000_100_000;
  const tokenExpiringAt = (exp: number) =>
    `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ userId: 3, profil: 'MEMBER', sub: 'awa@acme.ci', iat: exp - 900, exp }))}.sig`;

  describe('given a stored unexpired token and stored user data', () => {
    it('is authenticated, without any call', async () => {
      const token = tokenExpiringAt(NOW / 1000 + 600);
      const { api, seen } = createTestClient(() => json({}), { tokens: { token, refreshToken: 'r' }, user });
      expect(await api.auth.restore(NOW)).toEqual({
        authenticated: true,
        user,
        claims: { userId: 3, profil: 'MEMBER', sub: 'awa@acme.ci', iat: NOW / 1000 - 300, exp: NOW / 1000 + 600 },
      });
      expect(seen).toHaveLength(0);
    });
  });
  describe('given a token without user data', () => {
    it('is not authenticated and clears the stored token', async () => {
      const { api, tokens } = createTestClient(() => json({}), { tokens: { token: tokenExpiringAt(NOW / 1000 + 600), refreshToken: 'r' } });
      expect(await api.auth.restore(NOW)).toEqual({ authenticated: false });
      expect(tokens.getToken()).toBeNull();
    });
  });
  describe('given an expired token', () => {
    it('refreshes once and stays authenticated when the refresh succeeds', async () => {
      const renewed = tokenExpiringAt(NOW / 1000 + 900);
      const { api, seen, tokens } = createTestClient(() => json({ token: renewed, refreshToken: 'r-2' }), {
        tokens: { token: tokenExpiringAt(NOW / 1000 - 1), refreshToken: 'r-1' },
        user,
      });
      const session = await api.auth.restore(NOW);
      expect(session.authenticated).toBe(true);
      expect(seen.map(target)).toEqual(['/api/auth/refresh']);
      expect(tokens.getToken()).toBe(renewed);
    });
    it('clears the stored data and signs out when the refresh fails', async () => {
      const { api, tokens, onSignedOut } = createTestClient(() => errorBody(401, 'revoked', 'Unauthorized'), {
        tokens: { token: tokenExpiringAt(NOW / 1000 - 1), refreshToken: 'r-1' },
        user,
      });
      expect(await api.auth.restore(NOW)).toEqual({ authenticated: false });
      expect(tokens.getToken()).toBeNull();
      expect(tokens.getUser()).toBeNull();
      expect(onSignedOut).toHaveBeenCalledWith('refresh-failed');
    });
  });
});
