// Attacks that must fail: tokens, sign-in brute force, password reset and the response headers of every
// route of the contract, each against the real app and database with the product's own limits.
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from '../openapi.js';
import { hashPassword } from '../services/auth.js';
import { createTestApp, expectValidResponse, FIXTURE, FIXTURE_PASSWORD, TEST_JWT_SECRET, type TestApp } from '../testing/harness.js';

let t: TestApp;
beforeAll(async () => {
  // the product's limits: 5 failures per account and client, 20 per client
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization } });
const signIn = (app: TestApp, email: string, password: string, ip: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress: ip });
const link = (text: string | undefined) => /resetToken=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

/** The token with its payload replaced and its signature kept. */
function withEditedClaims(token: string, edit: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')), ...edit };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

/** A user of its own, so that deleting or demoting it leaves the fixture alone. */
async function createUser(email: string, profil: 'MEMBER' | 'ADMIN_AMCHAM', countryAmchamId: number | null) {
  const user = await t.ctx.repositories.users.create({
    email,
    passwordHash: await hashPassword('un-mot-de-passe-sur'),
    profil,
    companyId: null,
    countryAmchamId,
  });
  if (!user) throw new Error('the user was not created');
  return { user, token: await t.ctx.auth.signAccessToken(user) };
}

describe('tokens', () => {
  it('a genuine token is served (the cases below fail for their own reason)', async () => {
    expect((await me(`Bearer ${t.tokens.member}`)).statusCode).toBe(200);
  });

  it('alg none: 401', async () => {
    const claims = decodeJwt(t.tokens.networkAdmin);
    const unsigned = new UnsecuredJWT({ ...claims }).encode();
    const res = await me(`Bearer ${unsigned}`);
    expect(res.statusCode).toBe(401);
    expectValidResponse(res, 'getCurrentUser');
  });

  it('a wrong signature (another secret): 401', async () => {
    const forged = await new SignJWT({ ...decodeJwt(t.tokens.member) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(`${TEST_JWT_SECRET}-but-not-quite`));
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('edited claims (profil, userId, countryAmchamId) with the signature kept: 401', async () => {
    for (const edit of [{ profil: 'ADMIN_RESEAU' }, { userId: FIXTURE.users.networkAdmin.id }, { countryAmchamId: FIXTURE.chambers.senegal }]) {
      const res = await me(`Bearer ${withEditedClaims(t.tokens.admin, edit)}`);
      expect(res.statusCode, JSON.stringify(edit)).toBe(401);
    }
  });

  it('an expired token: 401', async () => {
    expect((await me(`Bearer ${t.tokens.expired}`)).statusCode).toBe(401);
  });

  it('the token of a deleted account: 401', async () => {
    const { user, token } = await createUser('supprime@attaque.test', 'MEMBER', null);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await t.database.exec(`DELETE FROM users WHERE id = ${user.id}`);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('the token of a demoted administrator: 401 (even on a route a member may call)', async () => {
    const { user, token } = await createUser('retrograde@attaque.test', 'ADMIN_AMCHAM', FIXTURE.chambers.coteDIvoire);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await t.database.exec(`UPDATE users SET profil = 'MEMBER', country_amcham_id = NULL WHERE id = ${user.id}`);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('a refresh token used twice revokes its family; logout revokes the session and its access token', async () => {
    const first = expectValidResponse<{ token: string; refreshToken: string }>(
      await signIn(t, FIXTURE.users.otherMember.email, FIXTURE_PASSWORD, '10.20.0.1'),
      'signIn',
    );
    const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    const second = expectValidResponse<{ token: string; refreshToken: string }>(await refresh(first.refreshToken), 'refreshTokens');
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);

    const session = expectValidResponse<{ token: string; refreshToken: string }>(
      await signIn(t, FIXTURE.users.otherMember.email, FIXTURE_PASSWORD, '10.20.0.2'),
      'signIn',
    );
    await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { 'x-refresh-token': session.refreshToken } });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me(`Bearer ${session.token}`)).statusCode).toBe(401);
  });
});

describe('sign-in brute force', () => {
  it('15 concurrent guesses on one account from one client: 5 checked (401), the others 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 15 }, () => signIn(t, FIXTURE.users.admin.email, 'devine-moi', '10.21.0.1')));
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(5);
    expect(refused).toHaveLength(10);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expectValidResponse(res, 'signIn');
    }
    // the owner, from its own client, is not locked out
    expect((await signIn(t, FIXTURE.users.admin.email, FIXTURE_PASSWORD, '10.21.0.2')).statusCode).toBe(200);
  });

  it('one client across accounts: 429 with Retry-After after 20 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn(t, `inconnu${i}@attaque.test`, 'devine-moi', '10.21.1.1')).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const blocked = await signIn(t, FIXTURE.users.member.email, FIXTURE_PASSWORD, '10.21.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("240 guesses at one account from 40 addresses: 100 checked (the account's cap), the owner's own address still signs in", async () => {
    const email = 'cible@attaque.test';
    await createUser(email, 'MEMBER', null);
    // the owner signed in from its own address before the attack
    expect((await signIn(t, email, 'un-mot-de-passe-sur', '10.24.0.1')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let address = 1; address <= 40; address++) {
      for (let i = 0; i < 6; i++) statuses.push((await signIn(t, email, `devine-${i}`, `10.24.1.${address}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(140);
    // the right password from yet another address is not checked either
    const guessed = await signIn(t, email, 'un-mot-de-passe-sur', '10.24.2.1');
    expect(guessed.statusCode).toBe(429);
    expect(expectValidResponse(guessed, 'signIn')).toMatchObject({ code: 'ACCOUNT_PROTECTED' });
    expect((await signIn(t, email, 'un-mot-de-passe-sur', '10.24.0.1')).statusCode).toBe(200);
  });

  it('an unknown e-mail and a wrong password get the same answer', async () => {
    const unknown = await signIn(t, 'personne@attaque.test', 'devine-moi', '10.21.2.1');
    const wrong = await signIn(t, FIXTURE.users.noCompany.email, 'devine-moi', '10.21.2.1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
  });
});

describe('sessions and reset links in time', () => {
  let clock = Date.UTC(2026, 0, 10, 9);
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({ now: () => clock, config: { sessionMaxAgeDays: 1 } });
  });
  afterAll(() => timed.close());
  const HOUR = 3600 * 1000;

  it('refreshing never extends a session past its absolute lifetime: 401 after it', async () => {
    let session = expectValidResponse<{ refreshToken: string }>(await signIn(timed, FIXTURE.users.member.email, FIXTURE_PASSWORD, '10.22.0.1'), 'signIn');
    const refresh = () => timed.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    for (let i = 0; i < 3; i++) {
      clock += 7 * HOUR;
      const res = await refresh();
      expect(res.statusCode).toBe(200);
      session = expectValidResponse(res, 'refreshTokens');
    }
    clock += 4 * HOUR; // 25 hours after the sign-in
    const late = await refresh();
    expect(late.statusCode).toBe(401);
    expectValidResponse(late, 'refreshTokens');
  });

  it('a reset link expires after an hour, and is single use', async () => {
    const ask = async () => {
      await timed.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset',
        remoteAddress: '10.22.1.1',
        payload: { email: FIXTURE.users.otherMember.email },
      });
      // the link is made and mailed once the answer has left
      await timed.deliverMails();
    };
    const confirm = (token: string | undefined, password: string) =>
      timed.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password } });
    await ask();
    const expired = link(timed.mails.at(-1)?.text);
    clock += HOUR + 60_000;
    const late = await confirm(expired, 'un-nouveau-mot');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: 'Lien de réinitialisation invalide ou expiré' });

    await ask();
    const fresh = link(timed.mails.at(-1)?.text);
    expect((await confirm(fresh, 'un-nouveau-mot')).statusCode).toBe(204);
    expect((await confirm(fresh, 'encore-un-autre')).statusCode).toBe(400);
  });
});

describe('password reset requests', () => {
  it('answer the same whether the e-mail has an account, and mail only an account', async () => {
    const before = t.mails.length;
    const ask = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/password/reset', remoteAddress: '10.23.0.1', payload: { email } });
    const known = await ask(FIXTURE.users.otherAdmin.email);
    const unknown = await ask('absent@attaque.test');
    await t.deliverMails();
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(t.mails.slice(before).map((mail) => mail.to)).toEqual([FIXTURE.users.otherAdmin.email]);
  });
});

describe('response headers', () => {
  const operations = listOperations(loadOpenApiDocument());
  const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');

  function expectHardened(headers: Record<string, unknown>, label: string) {
    const csp = String(headers['content-security-policy'] ?? '');
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1];
    expect(scripts, label).toBeDefined();
    expect(scripts, label).not.toContain("'unsafe-inline'");
    expect(csp, label).toContain("frame-ancestors 'none'");
    expect(csp, label).toContain("base-uri 'none'");
    expect(headers['x-content-type-options'], label).toBe('nosniff');
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    // CORS is closed: no origin is granted, whatever the request's
    expect(headers['access-control-allow-origin'], label).toBeUndefined();
    expect(headers['access-control-allow-credentials'], label).toBeUndefined();
  }

  it('every route of the contract answers with the CSP, nosniff, referrer policy and no CORS grant', async () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      const res = await t.app.inject({
        method: operation.method as 'GET',
        url: urlOf(operation.path),
        headers: { origin: 'https://attaquant.test' },
        remoteAddress: '10.24.0.1',
      });
      expectHardened(res.headers, `${operation.operationId} (${res.statusCode})`);
      expect(res.headers['strict-transport-security'], operation.operationId).toBeUndefined();
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user/me',
      headers: { origin: 'https://attaquant.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a path parameter longer than any id or name (Fastify answered 414 outside the error shape) answers in the error shape', async () => {
    for (const url of [`/api/companies/${'9'.repeat(400)}`, `/api/files/${'a'.repeat(400)}.png`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toEqual({ message: expect.any(String), status: res.statusCode, error: expect.any(String) });
    }
  });

  it('token answers and authenticated reads are not stored by caches', async () => {
    const tokens = await signIn(t, FIXTURE.users.otherAdmin.email, FIXTURE_PASSWORD, '10.24.1.1');
    expect(tokens.statusCode).toBe(200);
    expect(tokens.headers['cache-control']).toBe('no-store');
    const read = await me(`Bearer ${t.tokens.member}`);
    expect(read.headers['cache-control']).toBe('no-store');
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/companies/country-amcham/${FIXTURE.chambers.coteDIvoire}/summary`,
      headers: { authorization: `Bearer ${t.tokens.admin}` },
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['cache-control']).toBe('no-store');
  });

  describe('given an https PUBLIC_URL', () => {
    let secure: TestApp;
    beforeAll(async () => {
      secure = await createTestApp({ config: { publicUrl: 'https://annuaire.example.org', hsts: true } });
    });
    afterAll(() => secure.close());

    it('every route of the contract sends Strict-Transport-Security', async () => {
      for (const operation of operations) {
        const res = await secure.app.inject({ method: operation.method as 'GET', url: urlOf(operation.path), remoteAddress: '10.24.2.1' });
        expect(res.headers['strict-transport-security'], operation.operationId).toBe('max-age=31536000; includeSubDomains');
        expectHardened(res.headers, operation.operationId);
      }
    });
  });
});
