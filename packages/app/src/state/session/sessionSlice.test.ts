import type { StoredUser } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { deepFrozen } from '../../testing/deepFrozen';
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

// The reducer is a plain function (no createSlice, no immer): it must not write into the state it is given, and its
// actions keep the types createSlice gave them, which other code matches by string (a sign-in's listeners, the page layer).
describe('the session reducer', () => {
  it('keeps the action types of the session slice', () => {
    expect(Object.values(sessionActions).map((action) => action.type)).toEqual([
      'session/signedIn',
      'session/tokensRefreshed',
      'session/userLoaded',
      'session/signedOut',
      'session/expired',
    ]);
  });
  it('never changes the state it is given', () => {
    const signed = deepFrozen(sessionReducer(signedOutSession, sessionActions.signedIn({ tokens: { token: tokenExpiringIn(900), refreshToken: 'r' }, user })));
    const refreshed = sessionReducer(signed, sessionActions.tokensRefreshed({ token: tokenExpiringIn(600), refreshToken: 'r2' }));
    expect(refreshed.refreshToken).toBe('r2');
    expect(signed.refreshToken).toBe('r');
    expect(sessionReducer(signed, sessionActions.userLoaded({ ...user, email: 'autre@exemple.fr' })).user?.email).toBe('autre@exemple.fr');
    expect(signed.user?.email).toBe('membre@exemple.fr');
    expect(sessionReducer(signed, sessionActions.expired())).toEqual({ ...signedOutSession, expired: true });
  });
  it('signs in from the login page’s answer, told by its action type and endpoint', () => {
    const token = tokenExpiringIn(900);
    const answered = {
      type: 'directoryApi/executeMutation/fulfilled',
      payload: { tokens: { token, refreshToken: 'r' }, user },
      meta: { arg: { endpointName: 'signIn' } },
    };
    expect(sessionReducer(signedOutSession, answered)).toMatchObject({ status: 'signedIn', token, user });
    expect(sessionReducer(signedOutSession, { ...answered, meta: { arg: { endpointName: 'saveCompany' } } })).toBe(signedOutSession);
  });
  it('gives the same state for an action that changes nothing', () => {
    const signed = deepFrozen(sessionReducer(signedOutSession, sessionActions.signedIn({ tokens: { token: tokenExpiringIn(900), refreshToken: 'r' }, user })));
    expect(sessionReducer(signed, sessionActions.userLoaded(signed.user as StoredUser))).toBe(signed);
    expect(sessionReducer(signed, { type: 'filters/pageAdvanced', payload: { scope: 'home' } })).toBe(signed);
  });
});
