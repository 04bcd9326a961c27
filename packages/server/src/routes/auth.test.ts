import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../services/auth.js';
import { createTestApp, expectValidResponse, FIXTURE, FIXTURE_PASSWORD, type TestApp } from '../testing/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    signInLimits: {
      perClient: { max: 8, windowMs: 60_000 },
      perAccount: { max: 3, windowMs: 60_000 },
      perAccountOverall: { max: 6, windowMs: 3_600_000 },
    },
  });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress: ip });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('signIn', () => {
  describe('given the right e-mail and password', () => {
    it('answers an access token with the claims userId, profil, sub, iat, exp valid 15 minutes, and a refresh token', async () => {
      const res = await signIn(FIXTURE.users.member.email, FIXTURE_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = expectValidResponse<{ token: string; refreshToken: string }>(res, 'signIn');
      const claims = decodeJwt(body.token);
      expect(claims).toMatchObject({ userId: FIXTURE.users.member.id, profil: 'MEMBER', sub: FIXTURE.users.member.email });
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
      expect(body.refreshToken.length).toBeGreaterThanOrEqual(32);
    });

    it('ignores the case of the e-mail', async () => {
      const res = await signIn(FIXTURE.users.admin.email.toUpperCase(), FIXTURE_PASSWORD, '10.0.0.2');
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(expectValidResponse<{ token: string }>(res, 'signIn').token).profil).toBe('ADMIN_AMCHAM');
    });
  });

  describe('given a wrong password or an unknown e-mail', () => {
    it('answers the same 401 for both', async () => {
      const wrong = await signIn(FIXTURE.users.otherAdmin.email, 'mauvais-mot', '10.0.0.3');
      const unknown = await signIn('personne@nulle-part.test', 'mauvais-mot', '10.0.0.3');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(expectValidResponse(wrong, 'signIn')).toEqual({ message: 'Email ou mot de passe incorrect', status: 401, error: 'Unauthorized' });
      expect(unknown.json()).toEqual(wrong.json());
    });
  });

  describe('given repeated failures on one account from one client', () => {
    it('answers 429 with the error shape and Retry-After once the limit is reached, even with the right password', async () => {
      const email = FIXTURE.users.noCompany.email;
      for (let i = 0; i < 3; i++) expect((await signIn(email, 'mauvais-mot', '10.1.0.1')).statusCode).toBe(401);
      const blocked = await signIn(email, FIXTURE_PASSWORD, '10.1.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(expectValidResponse(blocked, 'signIn')).toMatchObject({ status: 429, error: 'Too Many Requests' });
    });

    it('does not lock the owner out: from another client the right password still signs in', async () => {
      const email = FIXTURE.users.networkAdmin.email;
      for (let i = 0; i < 4; i++) await signIn(email, 'mauvais-mot', '10.1.1.1');
      expect((await signIn(email, FIXTURE_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
      expect((await signIn(email, FIXTURE_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
    });
  });

  describe('given concurrent guesses on one account from one client', () => {
    it('checks no more passwords than the limit: the others answer 429 before any check', async () => {
      const email = FIXTURE.users.otherAdmin.email;
      const answers = await Promise.all(Array.from({ length: 15 }, () => signIn(email, 'mauvais-mot', '10.1.2.1')));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    });
  });

  describe('given a successful sign-in', () => {
    it('does not count against its client', async () => {
      for (let i = 0; i < 10; i++) expect((await signIn(FIXTURE.users.member.email, FIXTURE_PASSWORD, '10.1.3.1')).statusCode).toBe(200);
    });
  });

  describe('given many attempts from one client', () => {
    it('answers 429 once the client limit is reached, whatever the accounts', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) statuses.push((await signIn(`inconnu${i}@test.test`, 'mauvais-mot', '10.2.0.1')).statusCode);
      expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
      expect(statuses[8]).toBe(429);
      // another client is not affected
      expect((await signIn(FIXTURE.users.otherMember.email, FIXTURE_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    });
  });
});

describe('given guesses at one account spread over many addresses (overall cap 6 here, 100 in the product)', () => {
  const password = 'un-mot-de-passe-sur';
  const ACCOUNT_PROTECTED = {
    status: 429,
    error: 'Too Many Requests',
    code: 'ACCOUNT_PROTECTED',
    message:
      'Trop de tentatives de connexion sur ce compte : connectez-vous depuis une connexion déjà utilisée, ou choisissez un nouveau mot de passe avec « Mot de passe oublié ».',
  };
  /** A member of its own, so that the cap does not hold the fixture's accounts back. */
  async function target(email: string) {
    const user = await t.ctx.repositories.users.create({
      email,
      passwordHash: await hashPassword(password),
      profil: 'MEMBER',
      companyId: null,
      countryAmchamId: null,
    });
    expect(user).toBeDefined();
  }
  /** Two guesses from each of `addresses` new addresses (under each address's own limit of 3). */
  async function guess(email: string, subnet: string, addresses: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let address = 1; address <= addresses; address++) {
      for (let i = 0; i < 2; i++) statuses.push((await signIn(email, `devine-${i}`, `${subnet}.${address}`)).statusCode);
    }
    return statuses;
  }

  it('checks no more than the cap of passwords whatever the addresses; then a new address gets 429 ACCOUNT_PROTECTED, even with the right password', async () => {
    const email = 'cible.un@test.test';
    await target(email);
    const statuses = await guess(email, '10.30.1', 4);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    const rightPassword = await signIn(email, password, '10.30.2.1');
    expect(rightPassword.statusCode).toBe(429);
    expect(expectValidResponse(rightPassword, 'signIn')).toEqual(ACCOUNT_PROTECTED);
    expect(Number(rightPassword.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not lock the owner out: an address the account signed in from before still signs in', async () => {
    const email = 'cible.deux@test.test';
    await target(email);
    expect((await signIn(email, password, '10.31.0.1')).statusCode).toBe(200);
    expect(await guess(email, '10.31.1', 4)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    expect((await signIn(email, password, '10.31.2.1')).statusCode).toBe(429);
    expect((await signIn(email, password, '10.31.0.1')).statusCode).toBe(200);
  });

  it('a password reset starts the count again: any address signs in', async () => {
    const email = 'cible.trois@test.test';
    await target(email);
    expect(await guess(email, '10.32.1', 4)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', remoteAddress: '10.32.2.1', payload: { email } });
    await t.deliverMails();
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(t.mails.at(-1)?.text ?? '')?.[1];
    expect(t.mails.at(-1)?.to).toBe(email);
    const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'choisi-apres-attaque' } });
    expect(confirm.statusCode).toBe(204);
    expect((await signIn(email, 'choisi-apres-attaque', '10.32.3.1')).statusCode).toBe(200);
  });

  it('counts an e-mail without an account alike: the cap tells nothing about which e-mails have one', async () => {
    const unknown = await guess('personne.ici@test.test', '10.33.1', 4);
    expect(unknown).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    const last = await signIn('personne.ici@test.test', password, '10.33.2.1');
    expect(expectValidResponse(last, 'signIn')).toEqual(ACCOUNT_PROTECTED);
  });
});

describe('refreshTokens', () => {
  describe('given a fresh refresh token', () => {
    it('rotates it: new tokens, and the old refresh token no longer works', async () => {
      const first = expectValidResponse<{ refreshToken: string }>(await signIn(FIXTURE.users.member.email, FIXTURE_PASSWORD, '10.3.0.1'), 'signIn');
      const res = await refresh(first.refreshToken);
      expect(res.statusCode).toBe(200);
      const second = expectValidResponse<{ token: string; refreshToken: string }>(res, 'refreshTokens');
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(decodeJwt(second.token).userId).toBe(FIXTURE.users.member.id);
      const reuse = await refresh(first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expectValidResponse(reuse, 'refreshTokens');
    });
  });

  describe('given a refresh token used twice', () => {
    it('revokes the whole family: the token issued by the first use stops working too', async () => {
      const first = expectValidResponse<{ refreshToken: string }>(await signIn(FIXTURE.users.member.email, FIXTURE_PASSWORD, '10.3.0.2'), 'signIn');
      const second = expectValidResponse<{ refreshToken: string }>(await refresh(first.refreshToken), 'refreshTokens');
      expect((await refresh(first.refreshToken)).statusCode).toBe(401);
      expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    });

    it('leaves the other sessions of the user alone', async () => {
      const stolen = expectValidResponse<{ refreshToken: string }>(await signIn(FIXTURE.users.member.email, FIXTURE_PASSWORD, '10.3.0.3'), 'signIn');
      const other = expectValidResponse<{ refreshToken: string }>(await signIn(FIXTURE.users.member.email, FIXTURE_PASSWORD, '10.3.0.4'), 'signIn');
      await refresh(stolen.refreshToken);
      await refresh(stolen.refreshToken);
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });
  });

  describe('given an unknown refresh token', () => {
    it('answers 401', async () => {
      const res = await refresh('pas-un-vrai-jeton');
      expect(res.statusCode).toBe(401);
      expectValidResponse(res, 'refreshTokens');
    });
  });
});

describe('logout', () => {
  describe('given the refresh token in X-Refresh-Token', () => {
    it('answers 204 and the refresh token no longer works', async () => {
      const session = expectValidResponse<{ token: string; refreshToken: string }>(
        await signIn(FIXTURE.users.noCompany.email, FIXTURE_PASSWORD, '10.4.0.1'),
        'signIn',
      );
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${session.token}`, 'x-refresh-token': session.refreshToken },
      });
      expect(res.statusCode).toBe(204);
      expectValidResponse(res, 'logout');
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('revokes the access token at once: used after logout it answers 401', async () => {
      const session = expectValidResponse<{ token: string; refreshToken: string }>(
        await signIn(FIXTURE.users.noCompany.email, FIXTURE_PASSWORD, '10.4.0.2'),
        'signIn',
      );
      const bearer = { authorization: `Bearer ${session.token}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer })).statusCode).toBe(200);
      await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { 'x-refresh-token': session.refreshToken } });
      const after = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer });
      expect(after.statusCode).toBe(401);
      expectValidResponse(after, 'getCurrentUser');
    });
  });

  describe('given no token at all, or an expired bearer', () => {
    it('still answers 204 so the client can always clear its session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: t.auth.expired })).statusCode).toBe(204);
    });
  });
});

describe('signUp', () => {
  describe('given no token', () => {
    it('creates a MEMBER tied to no company, answers 202 "check your mail"; the account signs in only once the mailed link confirmed its address', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'Nouveau@Exemple.test', password: 'secret123' } });
      expect(res.statusCode).toBe(202);
      expect(expectValidResponse(res, 'signUp')).toEqual({ message: 'Vérifiez votre messagerie pour terminer votre inscription.' });
      await t.deliverMails();
      expect(t.mails.at(-1)?.to).toBe('nouveau@exemple.test');
      const token = /confirmToken=([A-Za-z0-9_-]+)/.exec(t.mails.at(-1)?.text ?? '')?.[1];
      expect(token).toBeDefined();
      // the right password, the address not yet proven: 403 EMAIL_UNCONFIRMED, no tokens
      const early = await signIn('nouveau@exemple.test', 'secret123', '10.5.0.1');
      expect(early.statusCode).toBe(403);
      expect(expectValidResponse(early, 'signIn')).toMatchObject({
        code: 'EMAIL_UNCONFIRMED',
        message: 'Adresse e-mail non confirmée : ouvrez le lien reçu par courriel pour activer votre compte.',
      });
      // a wrong password still says only that the credentials are wrong
      expect((await signIn('nouveau@exemple.test', 'wrong-password', '10.5.0.1')).statusCode).toBe(401);
      const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
      expect(confirm.statusCode).toBe(200);
      expect(expectValidResponse(confirm, 'confirmEmail')).toEqual({ message: 'Adresse e-mail confirmée. Vous pouvez vous connecter.' });
      // single use
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
      expect(again.statusCode).toBe(400);
      expect(expectValidResponse(again, 'confirmEmail')).toMatchObject({ message: 'Lien de confirmation invalide ou expiré' });
      const session = expectValidResponse<{ token: string }>(await signIn('nouveau@exemple.test', 'secret123', '10.5.0.1'), 'signIn');
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${session.token}` } });
      expect(expectValidResponse(me, 'getCurrentUser')).toMatchObject({
        email: 'nouveau@exemple.test',
        profil: 'MEMBER',
        companyId: null,
        countryAmchamId: null,
      });
    });

    it('confirms the address through a password reset too (the reset link reached the mailbox)', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.5.0.9',
        payload: { email: 'oubli@exemple.test', password: 'secret123' },
      });
      await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', remoteAddress: '10.5.0.9', payload: { email: 'oubli@exemple.test' } });
      await t.deliverMails();
      const token = /resetToken=([A-Za-z0-9_-]+)/.exec(t.mails.at(-1)?.text ?? '')?.[1];
      const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'nouveau-secret-42' } });
      expect(reset.statusCode).toBe(204);
      expect((await signIn('oubli@exemple.test', 'nouveau-secret-42', '10.5.0.9')).statusCode).toBe(200);
    });

    it('answers an e-mail already used (whatever its case) exactly as a new one, and mails its owner instead', async () => {
      const before = t.mails.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.5.0.2',
        payload: { email: FIXTURE.users.member.email.toUpperCase(), password: 'secret123' },
      });
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.5.0.2',
        payload: { email: 'tout-neuf@test.test', password: 'secret123' },
      });
      expect(res.statusCode).toBe(202);
      expect(fresh.statusCode).toBe(202);
      expect(expectValidResponse(res, 'signUp')).toEqual(fresh.json());
      await t.deliverMails();
      expect(t.mails.slice(before).map((mail) => mail.to)).toEqual([FIXTURE.users.member.email, 'tout-neuf@test.test']);
      expect(t.mails[before]?.text).toContain('déjà');
      // the owner's password is untouched
      expect((await signIn(FIXTURE.users.member.email, FIXTURE_PASSWORD, '10.5.0.3')).statusCode).toBe(200);
    });

    it('refuses a common password (400, the catalogue message), whatever its case', async () => {
      for (const password of ['password123', 'AzertyUiop']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          remoteAddress: '10.5.0.4',
          payload: { email: 'commun@test.test', password },
        });
        expect(res.statusCode).toBe(400);
        expect(expectValidResponse(res, 'signUp')).toMatchObject({ message: 'Ce mot de passe est trop courant, choisissez-en un autre.' });
      }
    });

    it('answers 401 when asking for a company without an administrator token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'pirate@test.test', password: 'secret123', companyId: 1 } });
      expect(res.statusCode).toBe(401);
      expectValidResponse(res, 'signUp');
    });

    it('answers 400 for a password under 8 characters', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.5.0.5',
        payload: { email: 'court@test.test', password: '1a2b3c4' },
      });
      expect(res.statusCode).toBe(400);
      expectValidResponse(res, 'signUp');
    });
  });

  describe('given an administrator token', () => {
    it('ties the new member to a company of its chamber', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: t.auth.admin,
        payload: { email: 'membre2@tech-ivoire.test', password: 'secret123', profil: 'MEMBER', companyId: FIXTURE.companies.techIvoire },
      });
      expect(res.statusCode).toBe(201);
      expect(expectValidResponse(res, 'signUp')).toMatchObject({ companyId: FIXTURE.companies.techIvoire, profil: 'MEMBER' });
    });

    it('answers 403 for a company of another chamber', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: t.auth.admin,
        payload: { email: 'membre@autre-chambre.test', password: 'secret123', companyId: FIXTURE.companies.cliniqueSante },
      });
      expect(res.statusCode).toBe(403);
      expectValidResponse(res, 'signUp');
    });

    it('creates another administrator of its own chamber, never of another chamber nor a network administrator (403)', async () => {
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: t.auth.admin,
        payload: { email: 'admin2@amcham-ci.test', password: 'secret123', profil: 'ADMIN_AMCHAM' },
      });
      expect(expectValidResponse(own, 'signUp')).toMatchObject({ profil: 'ADMIN_AMCHAM', countryAmchamId: FIXTURE.chambers.coteDIvoire });
      for (const payload of [
        { email: 'admin3@amcham-sn.test', password: 'secret123', profil: 'ADMIN_AMCHAM', countryAmchamId: FIXTURE.chambers.senegal },
        { email: 'reseau2@test.test', password: 'secret123', profil: 'ADMIN_RESEAU' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: t.auth.admin, payload });
        expect(res.statusCode).toBe(403);
        expectValidResponse(res, 'signUp');
      }
    });
  });

  describe('given the network administrator token', () => {
    it('creates a member of any company, an administrator of the chamber it names and another network administrator', async () => {
      const cases = [
        [
          { email: 'membre@clinique2.test', password: 'secret123', companyId: FIXTURE.companies.cliniqueSante },
          { profil: 'MEMBER', companyId: FIXTURE.companies.cliniqueSante },
        ],
        [
          { email: 'admin@amcham-fr2.test', password: 'secret123', profil: 'ADMIN_AMCHAM', countryAmchamId: FIXTURE.chambers.france },
          { profil: 'ADMIN_AMCHAM', countryAmchamId: FIXTURE.chambers.france },
        ],
        [
          { email: 'reseau3@test.test', password: 'secret123', profil: 'ADMIN_RESEAU' },
          { profil: 'ADMIN_RESEAU', countryAmchamId: null, companyId: null },
        ],
      ] as const;
      for (const [payload, expected] of cases) {
        // sign-up is limited per client: these calls come from a client of their own
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: t.auth.networkAdmin, payload, remoteAddress: '10.8.0.1' });
        expect(res.statusCode, res.body).toBe(201);
        expect(expectValidResponse(res, 'signUp')).toMatchObject(expected);
      }
    });

    it('asks it to name the chamber of a chamber administrator (400)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: t.auth.networkAdmin,
        remoteAddress: '10.8.0.2',
        payload: { email: 'admin@sans-chambre.test', password: 'secret123', profil: 'ADMIN_AMCHAM' },
      });
      expect(res.statusCode).toBe(400);
      expect(expectValidResponse(res, 'signUp')).toMatchObject({ message: 'countryAmchamId : Ce champ est obligatoire.' });
    });
  });

  describe('given a member token', () => {
    it('answers 403', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: t.auth.member,
        remoteAddress: '10.8.0.3',
        payload: { email: 'x@test.test', password: 'secret123', profil: 'ADMIN_AMCHAM' },
      });
      expect(res.statusCode).toBe(403);
      expectValidResponse(res, 'signUp');
    });
  });
});

describe('password reset', () => {
  const link = (text: string) => /resetToken=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  /** Asks for a link and waits for the work that follows the answer (the look-up and the mail). */
  const askReset = async (email: string, ip = '10.6.0.9') => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', remoteAddress: ip, payload: { email } });
    await t.deliverMails();
    return res;
  };

  describe('given an e-mail with an account and one without', () => {
    it('answers the same 202 for both, and mails a one-time link only to the account', async () => {
      const before = t.mails.length;
      const known = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { email: FIXTURE.users.otherMember.email } });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { email: 'absent@test.test' } });
      await t.deliverMails();
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(expectValidResponse(known, 'requestPasswordReset')).toEqual(unknown.json());
      expect(t.mails.length).toBe(before + 1);
      expect(t.mails.at(-1)?.to).toBe(FIXTURE.users.otherMember.email);
    });

    it('answers both before the account is looked up, the link made or the mail sent (nothing to tell them apart by)', async () => {
      const steps: string[] = [];
      const ordered = await createTestApp({
        mailer: {
          async send(message) {
            steps.push(`mail to ${message.to}`);
          },
        },
      });
      try {
        const users = ordered.ctx.repositories.users;
        const findByEmail = users.findByEmail.bind(users);
        // recorded when the database has answered the look-up: any I/O comes after the answer the test holds, if the
        // answer did not wait for it (inject settles before the next turn of the event loop)
        users.findByEmail = async (email) => {
          const found = await findByEmail(email);
          steps.push(`look-up of ${email}`);
          return found;
        };
        const known = FIXTURE.users.otherMember.email;
        const answerKnown = await ordered.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { email: known } });
        steps.push(`answer ${answerKnown.statusCode}`);
        await ordered.deliverMails();
        expect(steps).toEqual([`answer 202`, `look-up of ${known}`, `mail to ${known}`]);

        steps.length = 0;
        const answerUnknown = await ordered.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { email: 'absent@test.test' } });
        steps.push(`answer ${answerUnknown.statusCode}`);
        await ordered.deliverMails();
        expect(steps).toEqual([`answer 202`, 'look-up of absent@test.test']);
        expect(answerUnknown.body).toBe(answerKnown.body);
        expect(Object.keys(answerUnknown.headers).sort()).toEqual(Object.keys(answerKnown.headers).sort());
      } finally {
        await ordered.close();
      }
    });
  });

  describe('when the link is used', () => {
    it('sets the new password once, revokes the sessions, and refuses a second use', async () => {
      const session = expectValidResponse<{ refreshToken: string }>(await signIn(FIXTURE.users.otherMember.email, FIXTURE_PASSWORD, '10.6.0.1'), 'signIn');
      await askReset(FIXTURE.users.otherMember.email);
      const token = link(t.mails.at(-1)?.text ?? '');
      expect(token).toBeDefined();
      const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'nouveau-mot' } });
      expect(confirm.statusCode).toBe(204);
      expectValidResponse(confirm, 'confirmPasswordReset');
      expect((await signIn(FIXTURE.users.otherMember.email, 'nouveau-mot', '10.6.0.2')).statusCode).toBe(200);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'encore-un' } });
      expect(again.statusCode).toBe(400);
      expect(expectValidResponse(again, 'confirmPasswordReset')).toMatchObject({ message: 'Lien de réinitialisation invalide ou expiré' });
    });

    it('revokes the access tokens issued before and the older links of the account', async () => {
      const email = FIXTURE.users.noCompany.email;
      const session = expectValidResponse<{ token: string }>(await signIn(email, FIXTURE_PASSWORD, '10.6.0.3'), 'signIn');
      await askReset(email, '10.6.0.3');
      const older = link(t.mails.at(-1)?.text ?? '');
      await askReset(email, '10.6.0.3');
      const newer = link(t.mails.at(-1)?.text ?? '');
      expect(older).not.toBe(newer);
      const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token: newer, password: 'nouveau-mot' } });
      expect(confirm.statusCode).toBe(204);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${session.token}` } });
      expect(me.statusCode).toBe(401);
      const stale = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token: older, password: 'repris-par-un-autre' } });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ message: 'Lien de réinitialisation invalide ou expiré' });
    });

    it('refuses a common or short new password (400) and leaves the link usable', async () => {
      await askReset(FIXTURE.users.otherAdmin.email, '10.6.0.4');
      const token = link(t.mails.at(-1)?.text ?? '');
      const common = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'motdepasse' } });
      expect(common.statusCode).toBe(400);
      expect(expectValidResponse(common, 'confirmPasswordReset')).toMatchObject({ message: 'Ce mot de passe est trop courant, choisissez-en un autre.' });
      const short = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'court12' } });
      expect(short.statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'un-bon-mot-de-passe' } })).statusCode,
      ).toBe(204);
    });
  });
});

describe('changePassword', () => {
  describe('given the signed-in user and its current password', () => {
    it('changes it and revokes the refresh tokens', async () => {
      const session = expectValidResponse<{ token: string; refreshToken: string }>(await signIn('membre2@tech-ivoire.test', 'secret123', '10.7.0.1'), 'signIn');
      const { userId } = decodeJwt(session.token) as { userId: number };
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/password/change/${userId}`,
        headers: { authorization: `Bearer ${session.token}` },
        payload: { currentPassword: 'secret123', newPassword: 'autre-secret' },
      });
      expect(res.statusCode).toBe(204);
      expectValidResponse(res, 'changePassword');
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      // the access token of before the change answers 401 at once
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${session.token}` } });
      expect(me.statusCode).toBe(401);
      expect((await signIn('membre2@tech-ivoire.test', 'autre-secret', '10.7.0.2')).statusCode).toBe(200);
    });
  });

  describe('given repeated wrong current passwords', () => {
    it('answers 429 with Retry-After after 5, even with the right one', async () => {
      const session = expectValidResponse<{ token: string }>(await signIn('admin2@amcham-ci.test', 'secret123', '10.7.1.1'), 'signIn');
      const { userId } = decodeJwt(session.token) as { userId: number };
      const change = (currentPassword: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/auth/password/change/${userId}`,
          headers: { authorization: `Bearer ${session.token}` },
          payload: { currentPassword, newPassword: 'autre-secret' },
        });
      for (let i = 0; i < 5; i++) expect((await change('pas-le-bon')).statusCode).toBe(400);
      const blocked = await change('secret123');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(expectValidResponse(blocked, 'changePassword')).toMatchObject({ status: 429, message: 'Trop de tentatives. Veuillez réessayer plus tard.' });
    });
  });

  describe('given a common new password', () => {
    it('answers 400 with the catalogue message', async () => {
      // the password of this member was reset above
      const session = expectValidResponse<{ token: string }>(await signIn(FIXTURE.users.otherMember.email, 'nouveau-mot', '10.7.2.1'), 'signIn');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/password/change/${FIXTURE.users.otherMember.id}`,
        headers: { authorization: `Bearer ${session.token}` },
        payload: { currentPassword: 'nouveau-mot', newPassword: 'Password123' },
      });
      expect(res.statusCode).toBe(400);
      expect(expectValidResponse(res, 'changePassword')).toMatchObject({ message: 'Ce mot de passe est trop courant, choisissez-en un autre.' });
    });
  });

  describe('given a wrong current password', () => {
    it('answers 400, not 401', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/password/change/${FIXTURE.users.admin.id}`,
        headers: t.auth.admin,
        payload: { currentPassword: 'pas-le-bon', newPassword: 'autre-secret' },
      });
      expect(res.statusCode).toBe(400);
      expectValidResponse(res, 'changePassword');
    });
  });

  describe("given another user's id", () => {
    it('answers 403', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/password/change/${FIXTURE.users.admin.id}`,
        headers: t.auth.member,
        payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'autre-secret' },
      });
      expect(res.statusCode).toBe(403);
      expectValidResponse(res, 'changePassword');
    });
  });

  describe('given no token or an expired one', () => {
    it('answers 401', async () => {
      for (const headers of [{}, t.auth.expired]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/auth/password/change/${FIXTURE.users.member.id}`,
          headers,
          payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'autre-secret' },
        });
        expect(res.statusCode).toBe(401);
        expectValidResponse(res, 'changePassword');
      }
    });
  });
});
