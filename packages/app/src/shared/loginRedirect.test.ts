import { describe, expect, it } from 'vitest';
import { afterSignIn, readLoginState } from './loginRedirect';

describe('where sign-in leads', () => {
  describe('given the page that sent the visitor to /login', () => {
    it('goes back to it when the profile signed in may open it', () => {
      expect(afterSignIn({ from: '/horaire', fromAccess: 'member' }, 'MEMBER')).toBe('/horaire');
      expect(afterSignIn({ from: '/admin/banners?chambre=3', fromAccess: 'admin' }, 'ADMIN_RESEAU')).toBe('/admin/banners?chambre=3');
    });
    it("goes to the profile's own area when it may not (spec public §2.6)", () => {
      expect(afterSignIn({ from: '/admin/members', fromAccess: 'admin' }, 'MEMBER')).toBe('/apropos');
      expect(afterSignIn({ from: '/horaire', fromAccess: 'member' }, 'ADMIN_AMCHAM')).toBe('/members');
    });
  });
  describe('given no page', () => {
    it('goes to the profile’s own area', () => {
      expect(afterSignIn({}, 'ADMIN_AMCHAM')).toBe('/members');
      expect(afterSignIn({}, 'MEMBER')).toBe('/apropos');
    });
  });
  it('keeps only a path of this site from the history entry', () => {
    expect(readLoginState({ from: 'https://ailleurs.example/x', fromAccess: 'member' }).from).toBeUndefined();
    expect(readLoginState({ from: '//ailleurs.example/x' }).from).toBeUndefined();
    expect(readLoginState({ from: '/media', fromAccess: 'member', reason: 'expired' })).toEqual({ from: '/media', fromAccess: 'member', reason: 'expired' });
    expect(readLoginState(null)).toEqual({});
  });
});
