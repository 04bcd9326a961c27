import type { StoredUser } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { hasValidToken, homeRouteFor, isExpiringSoon, sessionActions, sessionReducer, signedOutSession } from './sessionSlice';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned token with the claims the server puts in (the client never verifies signatures). */
const tokenExpiringIn = (seconds: number, profil = 'MEMBER') =>
  `${base64url({ alg: 'HS256' })}.${base64url({ userId: 7, profil, sub: 'membre@exemple.fr', iat: NOW / 1000 - 60, exp: NOW / 1000 + seconds })}.signature`;
const user: StoredUser = { id: 7, email: 'membre@exemple.fr', profil: 'MEMBER', companyId: 3, countryAmchamId: null };

// The start-up rule (stored unexpired token + user = signed in; expired = cleared) is the api's auth.restore(),
// tested in packages/api; the app dispatches `signedIn` or nothing with its outcome.
describe('session (spec public §4 Session)', () => {
  describe('when the session changes', () => {
    it('sign-in stores the tokens and the user', () => {
      const token = tokenExpiringIn(900);
      const s = sessionReducer(signedOutSession, sessionActions.signedIn({ tokens: { token, refreshToken: 'r' }, user }));
      expect(s).toMatchObject({ status: 'signedIn', token, refreshToken: 'r', user });
    });
    it('a refresh replaces both tokens', () => {
      const signed = sessionReducer(signedOutSession, sessionActions.signedIn({ tokens: { token: tokenExpiringIn(10), refreshToken: 'r' }, user }));
      const next = tokenExpiringIn(900);
      const s = sessionReducer(signed, sessionActions.tokensRefreshed({ token: next, refreshToken: 'r2' }));
      expect(s).toMatchObject({ token: next, refreshToken: 'r2', status: 'signedIn' });
    });
    it('signing out (failed refresh or logout) forgets everything', () => {
      const signed = sessionReducer(signedOutSession, sessionActions.signedIn({ tokens: { token: tokenExpiringIn(900), refreshToken: 'r' }, user }));
      expect(sessionReducer(signed, sessionActions.signedOut())).toEqual({ ...signedOutSession, signedOutByUser: true });
    });
  });
  it('a token with under 300 seconds remaining is expiring soon', () => {
    const at = (seconds: number) => ({ ...signedOutSession, token: tokenExpiringIn(seconds) });
    expect(isExpiringSoon(at(299), NOW)).toBe(true);
    expect(isExpiringSoon(at(301), NOW)).toBe(false);
  });
  it('member screens need a present, unexpired token', () => {
    expect(hasValidToken(signedOutSession, NOW)).toBe(false);
    expect(hasValidToken({ ...signedOutSession, token: tokenExpiringIn(-5) }, NOW)).toBe(false);
    expect(hasValidToken({ ...signedOutSession, token: tokenExpiringIn(5) }, NOW)).toBe(true);
  });
  it('after sign-in ADMIN_AMCHAM goes to /members and every other profile to /apropos', () => {
    expect(homeRouteFor('ADMIN_AMCHAM')).toBe('/members');
    expect(homeRouteFor('MEMBER')).toBe('/apropos');
    expect(homeRouteFor(undefined)).toBe('/apropos');
  });
});
