import type { StoredUser } from '@annuaire/api';
import { describe, expect, it } from 'vitest';
import { signedOutSession, type SessionState } from './sessionSlice';
import { adminAccess, memberAccess } from './guards';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (profil: string, secondsLeft: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ userId: 1, profil, sub: 'x@y.fr', iat: NOW / 1000 - 10, exp: NOW / 1000 + secondsLeft })}.s`;
const session = (profil: string, secondsLeft: number, user: Partial<StoredUser> = {}): SessionState => ({
  status: 'signedIn',
  token: token(profil, secondsLeft),
  refreshToken: 'r',
  claims: { userId: 1, profil, sub: 'x@y.fr', iat: 0, exp: NOW / 1000 + secondsLeft },
  user: { id: 1, email: 'x@y.fr', profil: profil as StoredUser['profil'], companyId: null, countryAmchamId: null, ...user },
});

describe('route guards (spec public §4, §6; admin §2, §6)', () => {
  describe('given no session', () => {
    it('member and admin routes lead to /login', () => {
      expect(memberAccess(signedOutSession, NOW)).toBe('signIn');
      expect(adminAccess(signedOutSession, NOW)).toBe('signIn');
    });
  });
  describe('given a session that ended because it could not be renewed', () => {
    it('member and admin routes lead to /login, which says the session expired', () => {
      expect(memberAccess({ ...signedOutSession, expired: true }, NOW)).toBe('expired');
      expect(adminAccess({ ...signedOutSession, expired: true }, NOW)).toBe('expired');
    });
  });
  describe('given an expired token and a refresh token', () => {
    it('member routes stay open while the token is renewed', () => expect(memberAccess(session('MEMBER', -1, { companyId: 3 }), NOW)).toBe('allow'));
    it('admin routes stay open while the token is renewed', () => expect(adminAccess(session('ADMIN_AMCHAM', -1, { countryAmchamId: 1 }), NOW)).toBe('allow'));
  });
  describe('given an expired token and no refresh token', () => {
    it('member routes lead to /login', () => expect(memberAccess({ ...session('MEMBER', -1, { companyId: 3 }), refreshToken: null }, NOW)).toBe('signIn'));
    it('admin routes lead to /login', () =>
      expect(adminAccess({ ...session('ADMIN_AMCHAM', -1, { countryAmchamId: 1 }), refreshToken: null }, NOW)).toBe('signIn'));
  });
  describe('given a valid member token', () => {
    it('member routes are open', () => expect(memberAccess(session('MEMBER', 600, { companyId: 3 }), NOW)).toBe('allow'));
    it('admin routes lead to /login, which says they are for administrators', () =>
      expect(adminAccess(session('MEMBER', 600, { companyId: 3 }), NOW)).toBe('adminOnly'));
  });
  describe('given a valid administrator token', () => {
    it('admin routes are open when the administrator has a chamber', () =>
      expect(adminAccess(session('ADMIN_AMCHAM', 600, { countryAmchamId: 2 }), NOW)).toBe('allow'));
    it('admin routes lead to /login without a countryAmchamId', () =>
      expect(adminAccess(session('ADMIN_AMCHAM', 600, { countryAmchamId: null }), NOW)).toBe('adminOnly'));
  });
});
