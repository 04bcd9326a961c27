// The back-office "Comptes": who sees and acts on which accounts, the invitation of a chamber administrator, and
// disabling an account (its sessions end at once; nobody disables their own account nor the last active network
// administrator).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, FIXTURE_PASSWORD, type TestApp } from '../testing/harness.js';

const { users, chambers, companies } = FIXTURE;

interface Summary {
  id: number;
  email: string;
  profil: string;
  countryAmchamId: number | null;
  companyId: number | null;
  state: 'active' | 'disabled';
  lastSignInAt: string | null;
}

const linkOf = (text: string | undefined) => /resetToken=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

async function list(t: TestApp, headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/accounts?size=100${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return expectValidResponse<{ content: Summary[]; totalElements: number }>(res, 'listAccounts');
}

const disable = (t: TestApp, id: number, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/accounts/${id}/disable`, headers });
const enable = (t: TestApp, id: number, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/accounts/${id}/enable`, headers });
const signIn = (t: TestApp, email: string, password = FIXTURE_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

describe('given the accounts list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows a chamber administrator its chamber's administrators and its members' representatives only", async () => {
    const page = await list(t, t.auth.admin);
    const emails = page.content.map((account) => account.email);
    expect(emails).toContain(users.admin.email);
    expect(emails).toContain(users.member.email);
    expect(emails).not.toContain(users.otherAdmin.email);
    expect(emails).not.toContain(users.otherMember.email);
    expect(emails).not.toContain(users.networkAdmin.email);
    expect(page.content.every((account) => account.countryAmchamId === chambers.coteDIvoire)).toBe(true);
    const member = page.content.find((account) => account.email === users.member.email);
    expect(member).toMatchObject({ profil: 'MEMBER', companyId: companies.societeGenerale, state: 'active' });
  });

  it("refuses a chamber administrator another chamber's list (403)", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/accounts?countryAmchamId=${chambers.senegal}`, headers: t.auth.admin });
    expect(res.statusCode).toBe(403);
  });

  it('shows the network administrator every chamber and the network administrators, filtered by profile, chamber and e-mail', async () => {
    const everything = (await list(t, t.auth.networkAdmin)).content.map((account) => account.email);
    expect(everything).toEqual(expect.arrayContaining([users.admin.email, users.otherAdmin.email, users.networkAdmin.email, users.member.email]));
    const administrators = (await list(t, t.auth.networkAdmin, '&profil=ADMIN_AMCHAM')).content;
    expect(administrators.map((account) => account.email).sort()).toEqual([users.admin.email, users.otherAdmin.email].sort());
    const senegal = (await list(t, t.auth.networkAdmin, `&countryAmchamId=${chambers.senegal}&profil=ADMIN_AMCHAM`)).content;
    expect(senegal.map((account) => account.email)).toEqual([users.otherAdmin.email]);
    const search = (await list(t, t.auth.networkAdmin, '&email=AMCHAM-SN')).content;
    expect(search.map((account) => account.email)).toEqual([users.otherAdmin.email]);
  });

  it('refuses members (403)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: t.auth.member });
    expect(res.statusCode).toBe(403);
  });
});

describe('given an administrator invited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("creates the chamber's administrator account, mails its link in the language asked, and the link lets it sign in", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/administrators',
      headers: t.auth.admin,
      payload: { email: 'Secretariat@Amcham-CI.test', language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const account = expectValidResponse<Summary>(res, 'inviteAdministrator');
    expect(account).toMatchObject({
      email: 'secretariat@amcham-ci.test',
      profil: 'ADMIN_AMCHAM',
      countryAmchamId: chambers.coteDIvoire,
      state: 'active',
      lastSignInAt: null,
    });
    await t.deliverMails();
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('secretariat@amcham-ci.test');
    expect(mail?.subject).toMatch(/^Your administrator access: /);
    const token = linkOf(mail?.text);
    expect(token).toBeDefined();
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'un-nouveau-secret-7' } });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await signIn(t, 'secretariat@amcham-ci.test', 'un-nouveau-secret-7')).statusCode).toBe(200);
    const listed = (await list(t, t.auth.admin, '&email=secretariat')).content[0];
    expect(listed?.lastSignInAt).not.toBeNull();
  });

  it("is in the chamber's journal", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/audit?kind=invitation&size=50', headers: t.auth.admin });
    const entries = expectValidResponse<{ content: Array<{ operationId: string; after: Record<string, unknown> | null }> }>(res, 'listAuditEntries').content;
    const entry = entries.find((e) => e.operationId === 'inviteAdministrator');
    expect(entry?.after).toMatchObject({ email: 'secretariat@amcham-ci.test', profil: 'ADMIN_AMCHAM', country_amcham_id: chambers.coteDIvoire });
    expect(entry?.after).not.toHaveProperty('password_hash');
  });

  it('refuses a chamber administrator naming another chamber (403), and asks the network administrator for one (400)', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/administrators',
      headers: t.auth.admin,
      payload: { email: 'x@amcham-sn.test', countryAmchamId: chambers.senegal },
    });
    expect(other.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'POST', url: '/api/accounts/administrators', headers: t.auth.networkAdmin, payload: { email: 'y@amcham.test' } });
    expect(none.statusCode).toBe(400);
    expect(expectValidResponse(none, 'inviteAdministrator')).toMatchObject({ message: 'countryAmchamId : Ce champ est obligatoire.' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/administrators',
      headers: t.auth.networkAdmin,
      payload: { email: 'y@amcham.test', countryAmchamId: 999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 409 for another account's e-mail", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/administrators', headers: t.auth.admin, payload: { email: users.member.email } });
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'inviteAdministrator')).toMatchObject({ message: 'Un utilisateur avec cet email existe déjà' });
  });
});

describe('given a chamber administrator disabling its member’s representative', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends its sessions at once: its access token and its refresh token are refused', async () => {
    const session = (await signIn(t, users.member.email)).json<{ token: string; refreshToken: string }>();
    const bearer = { authorization: `Bearer ${session.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer })).statusCode).toBe(200);

    const res = await disable(t, users.member.id, t.auth.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(expectValidResponse<Summary>(res, 'disableAccount')).toMatchObject({ id: users.member.id, state: 'disabled' });

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: t.auth.member })).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses its sign-in with the right password (403 ACCOUNT_DISABLED), and a wrong one as for any account', async () => {
    const right = await signIn(t, users.member.email);
    expect(right.statusCode).toBe(403);
    expect(expectValidResponse(right, 'signIn')).toEqual({
      message: 'Ce compte est désactivé. Contactez l’administrateur de votre chambre.',
      status: 403,
      error: 'Forbidden',
      code: 'ACCOUNT_DISABLED',
    });
    const wrong = await signIn(t, users.member.email, 'pas-le-bon');
    const unknown = await signIn(t, 'personne@nulle-part.test', 'pas-le-bon');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('mails it no password-reset link (the answer is the same as for any address): a new password would not open it', async () => {
    await t.deliverMails();
    const before = t.mails.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', remoteAddress: '10.61.0.1', payload: { email: users.member.email } });
    await t.deliverMails();
    expect(res.statusCode).toBe(202);
    expect(t.mails.slice(before).map((mail) => mail.to)).not.toContain(users.member.email);
  });

  it('lists it disabled, is in the journal, and enabled again it signs in', async () => {
    const disabled = (await list(t, t.auth.admin, '&state=disabled')).content.map((account) => account.id);
    expect(disabled).toEqual([users.member.id]);
    const journal = await t.app.inject({ method: 'GET', url: '/api/audit?kind=account&size=50', headers: t.auth.admin });
    const entries = expectValidResponse<{
      content: Array<{ operationId: string; targetId: number; before: Record<string, unknown>; after: Record<string, unknown> }>;
    }>(journal, 'listAuditEntries').content;
    const entry = entries.find((e) => e.operationId === 'disableAccount');
    expect(entry?.targetId).toBe(users.member.id);
    expect(entry?.before.disabled_at).toBeNull();
    expect(entry?.after.disabled_at).not.toBeNull();

    const res = await enable(t, users.member.id, t.auth.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(expectValidResponse<Summary>(res, 'enableAccount').state).toBe('active');
    expect((await signIn(t, users.member.email)).statusCode).toBe(200);
  });
});

describe('given who may disable whom', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a chamber administrator another chamber's accounts and the network administrator (403), changing nothing", async () => {
    for (const id of [users.otherAdmin.id, users.otherMember.id, users.networkAdmin.id]) {
      const res = await disable(t, id, t.auth.admin);
      expect(res.statusCode, `account ${id}`).toBe(403);
      expect((await enable(t, id, t.auth.admin)).statusCode, `account ${id}`).toBe(403);
    }
    expect((await list(t, t.auth.networkAdmin, '&state=disabled')).totalElements).toBe(0);
  });

  it('refuses members (403) and answers 404 for an unknown account', async () => {
    expect((await disable(t, users.otherMember.id, t.auth.member)).statusCode).toBe(403);
    expect((await disable(t, 9999, t.auth.networkAdmin)).statusCode).toBe(404);
  });

  it('refuses anyone their own account (409 OWN_ACCOUNT)', async () => {
    for (const [id, headers] of [
      [users.admin.id, t.auth.admin],
      [users.networkAdmin.id, t.auth.networkAdmin],
    ] as const) {
      const res = await disable(t, id, headers);
      expect(res.statusCode).toBe(409);
      expect(expectValidResponse(res, 'disableAccount')).toEqual({
        message: 'Vous ne pouvez pas désactiver votre propre compte.',
        status: 409,
        error: 'Conflict',
        code: 'OWN_ACCOUNT',
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: t.auth.networkAdmin })).statusCode).toBe(200);
  });

  it("lets a chamber administrator disable another administrator of its own chamber, and the network administrator anyone's", async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/administrators',
      headers: t.auth.admin,
      payload: { email: 'second@amcham-ci.test' },
    });
    const { id } = invited.json<Summary>();
    expect((await disable(t, id, t.auth.admin)).statusCode).toBe(200);
    expect((await disable(t, users.otherAdmin.id, t.auth.networkAdmin)).statusCode).toBe(200);
    expect((await enable(t, users.otherAdmin.id, t.auth.networkAdmin)).statusCode).toBe(200);
  });
});

describe('given two network administrators', () => {
  let t: TestApp;
  let second: { id: number; email: string };
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.database.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, profil) SELECT 'second@annuaire.test', password_hash, 'ADMIN_RESEAU' FROM users WHERE id = $1 RETURNING id",
      [users.networkAdmin.id],
    );
    second = { id: Number(row?.id), email: 'second@annuaire.test' };
  });
  afterAll(() => t.close());

  it('one may disable the other, who then is the last active one and cannot be disabled (409 LAST_NETWORK_ADMINISTRATOR)', async () => {
    // the second administrator is signed in when the first disables it: its own call, a moment later, is the race
    const secondUser = await t.ctx.auth.findUser(second.id);
    expect((await disable(t, second.id, t.auth.networkAdmin)).statusCode).toBe(200);
    const race = t.ctx.auth.disableAccount(secondUser!, { id: users.networkAdmin.id, profil: 'ADMIN_RESEAU' });
    // the service's Conflict, which the error handler answers 409 (plugins/errors.test.ts)
    await expect(race).rejects.toMatchObject({
      kind: 'conflict',
      code: 'LAST_NETWORK_ADMINISTRATOR',
      message: 'Le dernier administrateur du réseau actif ne peut pas être désactivé.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: t.auth.networkAdmin })).statusCode).toBe(200);
  });

  it('enabled again, the second may be disabled again', async () => {
    expect((await enable(t, second.id, t.auth.networkAdmin)).statusCode).toBe(200);
    expect((await disable(t, second.id, t.auth.networkAdmin)).statusCode).toBe(200);
  });
});
