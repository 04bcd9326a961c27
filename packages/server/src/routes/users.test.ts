import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { INVALID_TOKEN } from '../plugins/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getCurrentUser', () => {
  describe('given a member token', () => {
    it('answers the user with its companyId', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: t.auth.member });
      expect(res.statusCode).toBe(200);
      expect(expectValidResponse(res, 'getCurrentUser')).toEqual({
        id: FIXTURE.users.member.id,
        email: FIXTURE.users.member.email,
        profil: 'MEMBER',
        companyId: FIXTURE.companies.societeGenerale,
        countryAmchamId: null,
        // no language chosen yet in "Mon compte"
        language: null,
      });
    });
  });

  describe('given an administrator token', () => {
    it('answers the user with its countryAmchamId', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: t.auth.admin });
      expect(expectValidResponse(res, 'getCurrentUser')).toMatchObject({
        profil: 'ADMIN_AMCHAM',
        companyId: null,
        countryAmchamId: FIXTURE.chambers.coteDIvoire,
      });
    });
  });

  describe('given the network administrator token', () => {
    it('answers the user without a chamber', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: t.auth.networkAdmin });
      expect(expectValidResponse(res, 'getCurrentUser')).toEqual({
        id: FIXTURE.users.networkAdmin.id,
        email: FIXTURE.users.networkAdmin.email,
        profil: 'ADMIN_RESEAU',
        companyId: null,
        countryAmchamId: null,
        language: null,
      });
    });
  });

  describe('given no token, an expired token or a forged one', () => {
    it('answers 401 with the error shape', async () => {
      const forged = `${t.tokens.member.slice(0, -4)}AAAA`;
      const none = await t.app.inject({ method: 'GET', url: '/api/v1/user/me' });
      expect(expectValidResponse(none, 'getCurrentUser')).toEqual({ message: 'Non autorisé', status: 401, error: 'Unauthorized' });
      for (const headers of [t.auth.expired, { authorization: `Bearer ${forged}` }, { authorization: 'Basic abc' }]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
        expect(res.statusCode).toBe(401);
        expect(expectValidResponse(res, 'getCurrentUser')).toEqual({ message: INVALID_TOKEN, status: 401, error: 'Unauthorized' });
      }
    });
  });

  describe('given a token signed with another secret', () => {
    it('answers 401', async () => {
      const other = await createTestApp({ config: { jwtSecret: 'another-secret-of-another-deployment' } });
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: other.auth.member });
      expect(res.statusCode).toBe(401);
      await other.close();
    });
  });
});
