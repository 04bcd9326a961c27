// "Mon compte": every signed-in person's own account (users tag): password, preferred language, sign-out of every
// device, address change by a link, notification setting.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, FIXTURE_PASSWORD, type TestApp } from '../testing/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tokens = { token: string; refreshToken: string };

async function signIn(email: string, password: string, ip = '10.9.0.1'): Promise<Tokens> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Tokens>();
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const changeOwnPassword = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/password', headers: bearer(token), payload: { currentPassword, newPassword } });
// a fresh session of the network administrator: a test below signs it out of every device
const journal = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/audit?size=100',
      headers: bearer((await signIn(FIXTURE.users.networkAdmin.email, FIXTURE_PASSWORD, '10.9.1.1')).token),
    })
  ).json<{
    content: Array<{ operationId: string; actor: { id: number }; after: unknown }>;
  }>().content;

describe('changeOwnPassword', () => {
  describe('given the right current password and a new one', () => {
    it('keeps this device signed in with new tokens, signs out every other session, and the new password signs in', async () => {
      const { email, id } = FIXTURE.users.otherAdmin;
      const here = await signIn(email, FIXTURE_PASSWORD);
      const elsewhere = await signIn(email, FIXTURE_PASSWORD, '10.9.0.2');

      const res = await changeOwnPassword(here.token, FIXTURE_PASSWORD, 'nouveau-compte-1');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const renewed = expectValidResponse<Tokens>(res, 'changeOwnPassword');
      expect(decodeJwt(renewed.token)).toMatchObject({ userId: id, profil: 'ADMIN_AMCHAM' });

      // this device: its new tokens work, and its new session refreshes
      expect((await me(renewed.token)).statusCode).toBe(200);
      const refreshed = await refresh(renewed.refreshToken);
      expect(refreshed.statusCode).toBe(200);
      // every session from before, this device's old tokens included, is over
      for (const old of [here, elsewhere]) {
        expect((await me(old.token)).statusCode).toBe(401);
        expect((await refresh(old.refreshToken)).statusCode).toBe(401);
      }
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: FIXTURE_PASSWORD } })).statusCode).toBe(401);
      await signIn(email, 'nouveau-compte-1', '10.9.0.3');
      // the journal says who changed a password, never the password
      const entry = (await journal()).find((e) => e.operationId === 'changeOwnPassword');
      expect(entry).toMatchObject({ actor: { id }, after: null });
    });
  });

  describe('given a wrong current password', () => {
    it('answers 400 in French (not 401, which would make the client refresh) and changes nothing', async () => {
      const { email } = FIXTURE.users.noCompany;
      const session = await signIn(email, FIXTURE_PASSWORD);
      const res = await changeOwnPassword(session.token, 'pas-le-bon-1', 'nouveau-compte-2');
      expect(res.statusCode).toBe(400);
      expect(expectValidResponse(res, 'changeOwnPassword')).toEqual({
        message: 'Mot de passe actuel incorrect',
        status: 400,
        error: 'Bad Request',
        code: 'WRONG_CURRENT_PASSWORD',
      });
      expect((await me(session.token)).statusCode).toBe(200);
      await signIn(email, FIXTURE_PASSWORD, '10.9.0.4');
    });
  });

  describe('given a new password the rules refuse', () => {
    it('answers 400 with the rule: fewer than 8 characters, or a common password', async () => {
      const short = await changeOwnPassword(t.tokens.member, FIXTURE_PASSWORD, 'court');
      expect(short.statusCode).toBe(400);
      expectValidResponse(short, 'changeOwnPassword');
      const common = await changeOwnPassword(t.tokens.member, FIXTURE_PASSWORD, 'password123');
      expect(expectValidResponse(common, 'changeOwnPassword')).toMatchObject({
        status: 400,
        message: 'Ce mot de passe est trop courant, choisissez-en un autre.',
      });
    });
  });
});

describe('preferences', () => {
  it('reads the account: no language chosen yet, new-review mails on, no weekly digest, no address waiting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: t.auth.admin });
    expect(res.statusCode).toBe(200);
    expect(expectValidResponse(res, 'getAccount')).toEqual({
      id: FIXTURE.users.admin.id,
      email: FIXTURE.users.admin.email,
      profil: 'ADMIN_AMCHAM',
      language: null,
      notifyNewReview: true,
      notifyWeeklyDigest: false,
      pendingEmail: null,
    });
  });

  it('stores the language and the new-review setting, answers the account, and getCurrentUser says the language', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: t.auth.admin,
      payload: { language: 'en', notifyNewReview: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(expectValidResponse(res, 'updateAccountPreferences')).toMatchObject({ language: 'en', notifyNewReview: false });
    const again = await t.app.inject({ method: 'GET', url: '/api/account', headers: t.auth.admin });
    expect(again.json()).toMatchObject({ language: 'en', notifyNewReview: false });
    expect(expectValidResponse(await me(t.tokens.admin), 'getCurrentUser')).toMatchObject({ language: 'en' });
    const entry = (await journal()).find((e) => e.operationId === 'updateAccountPreferences');
    expect(entry).toMatchObject({ actor: { id: FIXTURE.users.admin.id }, after: { language: 'en', notifyNewReview: false } });
  });

  it("stores a member's weekly digest setting", async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/account', headers: t.auth.otherMember, payload: { notifyWeeklyDigest: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(expectValidResponse(res, 'updateAccountPreferences')).toMatchObject({ notifyWeeklyDigest: true });
    const [row] = await t.database.query<{ on: boolean }>('SELECT notify_weekly_digest AS on FROM users WHERE id = $1', [FIXTURE.users.otherMember.id]);
    expect(row?.on).toBe(true);
    await t.app.inject({ method: 'PATCH', url: '/api/account', headers: t.auth.otherMember, payload: { notifyWeeklyDigest: false } });
  });

  it('refuses an unknown language and an empty change with 400', async () => {
    for (const payload of [{ language: 'de' }, {}]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/account', headers: t.auth.admin, payload });
      expect(res.statusCode).toBe(400);
      expectValidResponse(res, 'updateAccountPreferences');
    }
  });

  describe('given an account that chose English', () => {
    it("mails its reset link in English, whatever the page's language", async () => {
      const { email } = FIXTURE.users.otherMember;
      const set = await t.app.inject({ method: 'PATCH', url: '/api/account', headers: t.auth.otherMember, payload: { language: 'en' } });
      expect(set.statusCode).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', headers: { 'accept-language': 'fr' }, payload: { email } });
      expect(res.statusCode).toBe(202);
      const mail = (await t.deliverMails()).filter((m) => m.to === email).at(-1);
      expect(mail?.subject).toBe('Password reset');
    });
  });
});

describe('signOutEverywhere', () => {
  it('ends every session of the account, this one included', async () => {
    const { email, id } = FIXTURE.users.networkAdmin;
    const here = await signIn(email, FIXTURE_PASSWORD);
    const elsewhere = await signIn(email, FIXTURE_PASSWORD, '10.9.0.5');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: bearer(here.token) });
    expect(res.statusCode, res.body).toBe(204);
    for (const session of [here, elsewhere]) {
      expect((await me(session.token)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    }
    // a new sign-in works
    const again = await signIn(email, FIXTURE_PASSWORD, '10.9.0.6');
    const entry = (await t.app.inject({ method: 'GET', url: '/api/audit?size=100', headers: bearer(again.token) }))
      .json<{ content: Array<{ operationId: string; actor: { id: number } }> }>()
      .content.find((e) => e.operationId === 'signOutEverywhere');
    expect(entry).toMatchObject({ actor: { id } });
  });
});

describe('address change', () => {
  const requestChange = (token: string, email: string, currentPassword = FIXTURE_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/account/email', headers: bearer(token), payload: { email, currentPassword } });
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/account/email/confirm', payload: { token } });
  const linkIn = (text: string | undefined) => /emailChangeToken=([^\s&]+)/.exec(text ?? '')?.[1];

  it('mails a link to the new address and tells the old one; the link makes the new address the account’s, once', async () => {
    const { email: oldEmail, id } = FIXTURE.users.member;
    const session = await signIn(oldEmail, FIXTURE_PASSWORD);
    const res = await requestChange(session.token, 'Nouvelle.Adresse@Membre.test');
    expect(res.statusCode, res.body).toBe(202);
    expect(expectValidResponse(res, 'requestEmailChange')).toEqual({ message: 'Un lien de confirmation a été envoyé à la nouvelle adresse.' });
    const mails = await t.deliverMails();
    const link = mails.filter((m) => m.to === 'nouvelle.adresse@membre.test').at(-1);
    const notice = mails.filter((m) => m.to === oldEmail).at(-1);
    expect(link?.subject).toBe('Confirmez votre nouvelle adresse');
    expect(notice?.subject).toBe('Changement de l’adresse de votre compte');
    expect(notice?.text).toContain('nouvelle.adresse@membre.test');
    expect(notice?.text).not.toContain('emailChangeToken');
    // until the link is opened the account keeps its address, and shows the one waiting
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(session.token) });
    expect(account.json()).toMatchObject({ email: oldEmail, pendingEmail: 'nouvelle.adresse@membre.test' });

    const token = decodeURIComponent(linkIn(link?.text) ?? '');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(expectValidResponse(confirmed, 'confirmEmailChange')).toEqual({ message: 'Adresse e-mail modifiée. Connectez-vous avec la nouvelle adresse.' });
    expect(expectValidResponse(await me(session.token), 'getCurrentUser')).toMatchObject({ id, email: 'nouvelle.adresse@membre.test' });
    await signIn('nouvelle.adresse@membre.test', FIXTURE_PASSWORD, '10.9.0.7');
    const used = await confirm(token);
    expect(expectValidResponse(used, 'confirmEmailChange')).toMatchObject({ status: 400, message: 'Lien de confirmation invalide ou expiré' });
    const entry = (await journal()).find((e) => e.operationId === 'requestEmailChange');
    expect(entry).toMatchObject({ actor: { id }, after: { pendingEmail: 'nouvelle.adresse@membre.test' } });
  });

  it('refuses a wrong current password (400), an address another account has (409) and its own address (400), mailing nothing', async () => {
    const sent = (await t.deliverMails()).length;
    const wrong = await requestChange(t.tokens.admin, 'autre@adresse.test', 'pas-le-bon-2');
    expect(expectValidResponse(wrong, 'requestEmailChange')).toMatchObject({
      status: 400,
      message: 'Mot de passe actuel incorrect',
      code: 'WRONG_CURRENT_PASSWORD',
    });
    const taken = await requestChange(t.tokens.noCompany, FIXTURE.users.admin.email.toUpperCase());
    expect(expectValidResponse(taken, 'requestEmailChange')).toMatchObject({ status: 409, message: 'Un utilisateur avec cet email existe déjà' });
    const same = await requestChange(t.tokens.noCompany, FIXTURE.users.noCompany.email);
    expect(expectValidResponse(same, 'requestEmailChange')).toMatchObject({
      status: 400,
      message: 'C’est déjà l’adresse de votre compte.',
      code: 'SAME_EMAIL',
    });
    expect((await t.deliverMails()).length).toBe(sent);
  });

  it('a password change cancels an address change waiting for its link', async () => {
    const { email } = FIXTURE.users.noCompany;
    const session = await signIn(email, FIXTURE_PASSWORD, '10.9.0.8');
    expect((await requestChange(session.token, 'detourne@ailleurs.test')).statusCode).toBe(202);
    const link = (await t.deliverMails()).filter((m) => m.to === 'detourne@ailleurs.test').at(-1);
    const changed = await changeOwnPassword(session.token, FIXTURE_PASSWORD, 'nouveau-compte-3');
    expect(changed.statusCode).toBe(200);
    const res = await confirm(decodeURIComponent(linkIn(link?.text) ?? ''));
    expect(res.statusCode).toBe(400);
    expect(expectValidResponse(await me(changed.json<Tokens>().token), 'getCurrentUser')).toMatchObject({ email });
  });
});
