// Invitations of a company's representative under attack (Hardening II): each may create an account and sends a
// mail, so they are throttled per administrator and per invited address, and an invitation still valid is mailed
// again rather than doubled. The product's limits: 20 per administrator per 15 minutes, 3 per address per 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';

const { companies } = FIXTURE;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invite = async (companyId: number, email: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/companies/${companyId}/invitations`, headers, payload: { email } });
  // the mail leaves through the outbox once the invitation has committed
  await t.deliverMails();
  return res;
};
const linkOf = (text: string | undefined) => /resetToken=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

describe('given one administrator sending 30 invitations in a row', () => {
  it('accepts 20, then answers 429 TOO_MANY_INVITATIONS with Retry-After, creating no account and sending no mail', async () => {
    const before = t.mails.length;
    const statuses: number[] = [];
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await invite(companies.ecoleNumerique, `flot${i}@invitations.test`, t.auth.otherAdmin));
    for (const res of answers) statuses.push(res.statusCode);
    const refused = answers[29]!;
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect(expectValidResponse(refused, 'inviteCompanyMember')).toEqual({
      message: 'Trop d’invitations envoyées en peu de temps. Veuillez réessayer dans quelques minutes.',
      status: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_INVITATIONS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [accounts] = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email LIKE 'flot%@invitations.test'");
    expect(accounts?.n).toBe(20);
    expect(t.mails.length).toBe(before + 20);
  });

  it('does not hold another administrator back', async () => {
    expect((await invite(companies.ecoleNumerique, 'autre@invitations.test', t.auth.networkAdmin)).statusCode).toBe(202);
  });
});

describe('given one address invited again', () => {
  it('mails the invitation still valid again, the same link, rather than a second one; the link signs in once', async () => {
    const email = 'direction@invitations.test';
    expect((await invite(companies.techIvoire, email, t.auth.admin)).statusCode).toBe(202);
    const first = linkOf(t.mails.at(-1)?.text);
    expect((await invite(companies.techIvoire, email, t.auth.networkAdmin)).statusCode).toBe(202);
    expect(t.mails.at(-1)?.to).toBe(email);
    expect(linkOf(t.mails.at(-1)?.text)).toBe(first);
    const [links] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM password_reset_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
      [email],
    );
    expect(links?.n).toBe(1);
    const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token: first, password: 'choisi-123' } });
    expect(confirm.statusCode).toBe(204);
    // used, it is no longer valid: the next invitation is a new link
    expect((await invite(companies.techIvoire, email, t.auth.admin)).statusCode).toBe(202);
    const next = linkOf(t.mails.at(-1)?.text);
    expect(next).toBeDefined();
    expect(next).not.toBe(first);
  });

  it('answers 429 ADDRESS_RECENTLY_INVITED past 3 invitations of one address in 24 hours, whoever sends them', async () => {
    const email = 'repete@invitations.test';
    const before = t.mails.length;
    expect((await invite(companies.techIvoire, email, t.auth.admin)).statusCode).toBe(202);
    expect((await invite(companies.techIvoire, email, t.auth.networkAdmin)).statusCode).toBe(202);
    expect((await invite(companies.techIvoire, email, t.auth.admin)).statusCode).toBe(202);
    const fourth = await invite(companies.techIvoire, email, t.auth.networkAdmin);
    expect(fourth.statusCode).toBe(429);
    expect(expectValidResponse(fourth, 'inviteCompanyMember')).toEqual({
      message: 'Cette adresse a déjà reçu plusieurs invitations. Veuillez réessayer demain.',
      status: 429,
      error: 'Too Many Requests',
      code: 'ADDRESS_RECENTLY_INVITED',
    });
    expect(t.mails.slice(before).map((mail) => mail.to)).toEqual([email, email, email]);
  });
});
