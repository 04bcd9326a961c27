import { describe, expect, it } from 'vitest';
import { decodeToken, isAdminProfil, isTokenExpired, isTokenExpiringSoon, tokenSecondsRemaining } from './token';

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function jwt(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.signature`;
}

const NOW = Date.UTC(2026, 10, 22, 11, 0, 0);
const nowSeconds = NOW / 1000;

describe('token decoding (spec public §3: userId, profil, sub, iat, exp)', () => {
  it('reads the claims without verifying the signature', () => {
    const token = jwt({ userId: 7, profil: 'MEMBER', sub: 'awa@acme.ci', iat: nowSeconds, exp: nowSeconds + 900 });
    expect(decodeToken(token)).toEqual({ userId: 7, profil: 'MEMBER', sub: 'awa@acme.ci', iat: nowSeconds, exp: nowSeconds + 900 });
  });
  it('decodes base64url payloads, including characters outside ASCII', () => {
    // 'é' and '?>' make '-' and '_' appear in the base64url text.
    const token = jwt({ userId: 1, profil: 'ADMIN_AMCHAM', sub: 'élodie?>@amcham.fr', iat: 1, exp: 2 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeToken(token)?.sub).toBe('élodie?>@amcham.fr');
  });
  it('gives null for something that is not a token with these claims', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.!!!.c')).toBeNull();
    expect(decodeToken(jwt({ sub: 'x' }))).toBeNull();
    expect(decodeToken(null)).toBeNull();
  });
});

describe('token expiry (spec public §4 Session)', () => {
  describe('given a token with 10 minutes left', () => {
    const token = jwt({ userId: 7, profil: 'MEMBER', sub: 's', iat: nowSeconds - 300, exp: nowSeconds + 600 });
    it('is not expired', () => expect(isTokenExpired(token, NOW)).toBe(false));
    it('is not expiring soon', () => expect(isTokenExpiringSoon(token, NOW)).toBe(false));
    it('has 600 seconds remaining', () => expect(tokenSecondsRemaining(token, NOW)).toBe(600));
  });
  describe('given a token with 299 seconds left', () => {
    const token = jwt({ userId: 7, profil: 'MEMBER', sub: 's', iat: nowSeconds - 600, exp: nowSeconds + 299 });
    it('counts as expiring soon (under 300 s)', () => expect(isTokenExpiringSoon(token, NOW)).toBe(true));
    it('is not yet expired', () => expect(isTokenExpired(token, NOW)).toBe(false));
  });
  describe('given a token with exactly 300 seconds left', () => {
    const token = jwt({ userId: 7, profil: 'MEMBER', sub: 's', iat: nowSeconds - 600, exp: nowSeconds + 300 });
    it('is not expiring soon', () => expect(isTokenExpiringSoon(token, NOW)).toBe(false));
  });
  describe('given a token past its exp', () => {
    const token = jwt({ userId: 7, profil: 'MEMBER', sub: 's', iat: nowSeconds - 1200, exp: nowSeconds - 1 });
    it('is expired', () => expect(isTokenExpired(token, NOW)).toBe(true));
  });
  describe('given an unreadable token', () => {
    it('counts as expired and expiring soon', () => {
      expect(isTokenExpired('garbage', NOW)).toBe(true);
      expect(isTokenExpiringSoon('garbage', NOW)).toBe(true);
    });
  });
});

describe('admin profile (spec public §6: ADMIN_AMCHAM goes to /members)', () => {
  it('recognises ADMIN_AMCHAM only', () => {
    expect(isAdminProfil('ADMIN_AMCHAM')).toBe(true);
    expect(isAdminProfil('ADMIN_RESEAU')).toBe(true);
    expect(isAdminProfil('MEMBER')).toBe(false);
    expect(isAdminProfil(undefined)).toBe(false);
  });
});
