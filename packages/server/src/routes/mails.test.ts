// @module-tag postgres
// Mail that reaches people: the service's mails are rows of an outbox written in the transaction of the change that
// causes them, delivered over real SMTP (nodemailer to an smtp-server on the loopback), in the recipient's language,
// with text and HTML parts and links from PUBLIC_URL; a change that rolls back sends nothing; a refused delivery is
// retried with a growing delay and shows its attempts and error to the network administrator (GET /api/mails); two
// deliverers never send one row twice; a row left by a service that stopped before sending it goes after the restart,
// once. A chamber's mails carry its logo, at its address under PUBLIC_URL.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { createMailer, mailStartupNotice, type MailMessage } from '../services/mailer.js';
import { FIRST_RETRY_DELAY_MS, MailOutbox, MAX_ATTEMPTS, retryDelayMs } from '../services/mailOutbox.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp.js';

const { companies } = FIXTURE;
const PUBLIC_URL = 'https://annuaire.example.org';

interface MailItem {
  id: number;
  to: string;
  subject: string;
  kind: string;
  language: string;
  state: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

let smtp: TestSmtpServer;
let t: TestApp;
/** The service's clock (tokens, limits and the outbox's delays): moved by the retry tests. */
let clock = Date.now();

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.refuse = undefined;
});

const invite = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/companies/${companies.techIvoire}/invitations`, headers: { ...t.auth.admin, ...headers }, payload: { email } });
const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

async function listMails(query = ''): Promise<MailItem[]> {
  // a token of the moment: the retry tests move the clock past the harness's tokens' 15 minutes
  const token = await t.ctx.auth.signAccessToken({ ...FIXTURE.users.networkAdmin, profil: 'ADMIN_RESEAU' });
  const res = await t.app.inject({ method: 'GET', url: `/api/mails?size=100${query}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return expectValidResponse<{ content: MailItem[] }>(res, 'listMails').content;
}
const mailTo = async (email: string) => (await listMails()).filter((mail) => mail.to === email);

describe('given an invitation', () => {
  it('delivers it once over SMTP, in English for an English request: subject, text and HTML parts, link from PUBLIC_URL', async () => {
    const email = 'direction@smtp-en.test';
    const res = await invite(email, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.mailOutbox.deliverDue();
    // asked again: nothing more is sent
    await t.ctx.mailOutbox.deliverDue();

    const received = receivedBy(email);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toBe('Your access to the directory: Tech Ivoire Solutions');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain("AmCham Côte d'Ivoire invites you to manage the profile of Tech Ivoire Solutions in the directory.");
    expect(mail.text).toContain(`Your login: ${email}`);
    const link = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/login\\?resetToken=[A-Za-z0-9_-]+`);
    const textLink = link.exec(mail.text)?.[0];
    expect(textLink).toBeDefined();
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`href="${textLink}"`);
    expect(mail.html).toContain('AmCham Côte d&#x27;Ivoire invites you');
    // the link is the one that sets the password
    const token = new URL(textLink!).searchParams.get('resetToken');
    const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm', payload: { token, password: 'choisi-par-smtp' } });
    expect(confirm.statusCode).toBe(204);

    expect(await mailTo(email)).toEqual([
      expect.objectContaining({ kind: 'invitation', language: 'en', state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null, subject: mail.subject }),
    ]);
  });

  it('speaks French by default (no Accept-Language)', async () => {
    const email = 'direction@smtp-fr.test';
    expect((await invite(email)).statusCode).toBe(202);
    await t.ctx.mailOutbox.deliverDue();
    const [mail] = receivedBy(email);
    expect(mail?.subject).toBe('Votre accès à l’annuaire : Tech Ivoire Solutions');
    expect(mail?.text).toContain("AmCham Côte d'Ivoire vous invite à gérer la fiche de Tech Ivoire Solutions dans l’annuaire.");
    expect(mail?.text).toContain(`${PUBLIC_URL}/login?resetToken=`);
    expect(mail?.html).toContain('<html lang="fr">');
    expect(mail?.html).toContain('Choisir mon mot de passe');
  });
});

describe('given a chamber with a logo', () => {
  let logo = '';
  beforeEach(async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b2a5b' } })
      .png()
      .toBuffer();
    logo = await t.ctx.files.write('files', png, 'png');
    await t.database.query('UPDATE country_amchams SET logo = $1 WHERE id = $2', [logo, FIXTURE.chambers.coteDIvoire]);
  });
  afterEach(() => t.database.query('UPDATE country_amchams SET logo = NULL WHERE id = $1', [FIXTURE.chambers.coteDIvoire]));

  it('heads its mails with the logo, at its address under PUBLIC_URL, named after the chamber', async () => {
    const email = 'direction@smtp-logo.test';
    expect((await invite(email)).statusCode).toBe(202);
    await t.ctx.mailOutbox.deliverDue();
    const [mail] = receivedBy(email);
    const src = /<img src="([^"]+)"/.exec(mail?.html ?? '')?.[1];
    expect(src).toBe(`${PUBLIC_URL}/api/files/${logo}`);
    expect(mail?.html).toMatch(/<img [^>]*alt="AmCham Côte d&#x27;Ivoire"/);
    // the address is where the service serves the chamber's stored logo
    const image = await t.app.inject({ method: 'GET', url: new URL(src!).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('heads them with the chamber’s name, and no image, once it has none', async () => {
    await t.database.query('UPDATE country_amchams SET logo = NULL WHERE id = $1', [FIXTURE.chambers.coteDIvoire]);
    const email = 'direction@smtp-nologo.test';
    expect((await invite(email)).statusCode).toBe(202);
    await t.ctx.mailOutbox.deliverDue();
    const [mail] = receivedBy(email);
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('AmCham Côte d&#x27;Ivoire</p>');
  });
});

describe('given a password reset request in English', () => {
  it('mails the link in English, from the account chamber', async () => {
    const email = FIXTURE.users.otherMember.email;
    const before = receivedBy(email).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', headers: { 'accept-language': 'en' }, payload: { email } });
    expect(res.statusCode).toBe(202);
    await t.ctx.background.idle();
    await t.ctx.mailOutbox.deliverDue();
    const mail = receivedBy(email).at(-1);
    expect(receivedBy(email)).toHaveLength(before + 1);
    expect(mail?.subject).toBe('Password reset');
    expect(mail?.text).toContain(`${PUBLIC_URL}/login?resetToken=`);
    expect(mail?.text).toMatch(/— AmCham /);
  });
});

describe('given a change that rolls back', () => {
  beforeEach(() =>
    t.database.exec(`
      CREATE FUNCTION test_mail_audit_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the audit entry cannot be written'; END $$;
      CREATE TRIGGER test_mail_audit_failure BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_mail_audit_failure();`),
  );
  afterEach(() => t.database.exec('DROP TRIGGER test_mail_audit_failure ON audit_log; DROP FUNCTION test_mail_audit_failure();'));

  it('sends nothing: the invitation fails (500) after its mail was written, and the mail goes with it', async () => {
    const email = 'annulee@smtp.test';
    const res = await invite(email);
    expect(res.statusCode).toBe(500);
    await t.ctx.mailOutbox.deliverDue();
    expect(receivedBy(email)).toEqual([]);
    const [rows] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1', [email]);
    expect(rows?.n).toBe(0);
  });
});

describe('given an SMTP server that refuses the mail', () => {
  it('retries it later with a doubling delay, showing attempts and the last error, and delivers it once it accepts', async () => {
    const email = 'retry@smtp.test';
    smtp.refuse = '451 4.3.0 Mailbox busy, try later';
    expect((await invite(email)).statusCode).toBe(202);
    await t.ctx.mailOutbox.deliverDue();
    let [row] = await mailTo(email);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, sentAt: null });
    expect(row?.lastError).toContain('Mailbox busy');
    expect(Date.parse(row!.nextAttemptAt!)).toBe(clock + FIRST_RETRY_DELAY_MS);

    // not due yet: nothing is tried
    await t.ctx.mailOutbox.deliverDue();
    expect((await mailTo(email))[0]?.attempts).toBe(1);

    clock += FIRST_RETRY_DELAY_MS;
    await t.ctx.mailOutbox.deliverDue();
    [row] = await mailTo(email);
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    expect(Date.parse(row!.nextAttemptAt!)).toBe(clock + 2 * FIRST_RETRY_DELAY_MS);

    smtp.refuse = undefined;
    clock += 2 * FIRST_RETRY_DELAY_MS;
    await t.ctx.mailOutbox.deliverDue();
    [row] = await mailTo(email);
    expect(row).toMatchObject({ state: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
    expect(receivedBy(email)).toHaveLength(1);
    expect(await listMails('&state=pending')).not.toContainEqual(expect.objectContaining({ to: email }));
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: "failed", with its last error, its link no longer kept`, async () => {
    const email = 'abandon@smtp.test';
    smtp.refuse = '550 5.1.1 No such user';
    expect((await invite(email)).statusCode).toBe(202);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await t.ctx.mailOutbox.deliverDue();
      clock += retryDelayMs(attempt);
    }
    await t.ctx.mailOutbox.deliverDue();
    const [row] = await mailTo(email);
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(row?.lastError).toContain('No such user');
    expect(await listMails('&state=failed')).toContainEqual(expect.objectContaining({ to: email }));
    const [bodies] = await t.database.query<{ text_body: string; html_body: string }>('SELECT text_body, html_body FROM mail_outbox WHERE to_address = $1', [
      email,
    ]);
    expect(bodies).toEqual({ text_body: '', html_body: '' });
    expect(receivedBy(email)).toEqual([]);
  });
});

describe('given two deliverers claiming the same outbox at once (two processes of the service)', () => {
  it('delivers each mail once', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `concurrent${i}@smtp.test`);
    for (const to of addresses)
      await t.ctx.repositories.mails.enqueue({ kind: 'welcome', language: 'fr', to, subject: 'Bienvenue', text: 'x', html: '<p>x</p>' });
    const sent: { worker: string; to: string }[] = [];
    // each send gives the other deliverer its turn (on PostgreSQL they also hold connections of their own)
    const worker = (name: string) =>
      new MailOutbox({
        database: t.database,
        log: t.app.log,
        now: () => clock,
        poll: false,
        transport: {
          async send(message: MailMessage) {
            await new Promise((resolve) => setImmediate(resolve));
            sent.push({ worker: name, to: message.to });
          },
        },
      });
    const [first, second] = [worker('first'), worker('second')];
    const delivered = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(delivered[0] + delivered[1]).toBe(addresses.length);
    expect(sent.map((s) => s.to).sort()).toEqual([...addresses].sort());
    const rows = await t.database.query<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM mail_outbox WHERE to_address LIKE 'concurrent%@smtp.test'`,
    );
    expect(rows).toHaveLength(addresses.length);
    expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
    await Promise.all([first.close(), second.close()]);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('mails.test.ts: the row-lock test needs two connections (PostgreSQL, DATABASE_URL); the embedded database has one.');
describe.skipIf(!onPostgres)('given a row another connection holds locked (PostgreSQL only: the embedded database has one connection)', () => {
  it('a claim skips it instead of waiting for it (FOR UPDATE SKIP LOCKED)', async () => {
    const mail = { kind: 'welcome' as const, language: 'fr' as const, subject: 'Bienvenue', text: 'x', html: '<p>x</p>' };
    const lockedId = await t.ctx.repositories.mails.enqueue({ ...mail, to: 'verrou@smtp.test' });
    await t.ctx.repositories.mails.enqueue({ ...mail, to: 'libre@smtp.test' });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockTaken = () => {};
    const locked = new Promise<void>((resolve) => (lockTaken = resolve));
    // another process in the middle of claiming the row
    const holder = t.database.transaction(async (tx) => {
      await tx.query('SELECT id FROM mail_outbox WHERE id = $1 FOR UPDATE', [lockedId]);
      lockTaken();
      await released;
    });
    await locked;
    // waiting for the lock would never end: the holder is released only after the claim
    const claimed = await t.ctx.repositories.mails.claimDue(new Date(clock), 60_000, 100);
    release();
    await holder;
    expect(claimed.map((row) => row.to)).toContain('libre@smtp.test');
    expect(claimed.map((row) => row.to)).not.toContain('verrou@smtp.test');
  });
});

describe('given a service that stops after the change committed, before the mail was sent', () => {
  /** The same database for several runs of the service (the harness disposes of it at the end). */
  const kept = (database: Database): Database =>
    new Proxy(database, { get: (target, key) => (key === 'close' ? async () => undefined : Reflect.get(target, key)) });
  const start = async (): Promise<FastifyInstance> => {
    const app = await buildApp({ database: kept(t.database), config: t.config, logger: false, now: () => clock });
    await app.ready();
    return app;
  };

  it('sends it after the restart, exactly once', async () => {
    const email = 'redemarrage@smtp.test';
    const first = await start();
    // the delivery stops before it sends anything (a process killed right after the commit)
    await first.ctx.mailOutbox.close();
    // a token of the moment: the retry tests moved the clock past the harness's tokens' 15 minutes
    const token = await first.ctx.auth.signAccessToken({ ...FIXTURE.users.admin, profil: 'ADMIN_AMCHAM' });
    const res = await first.inject({
      method: 'POST',
      url: `/api/companies/${companies.techIvoire}/invitations`,
      headers: { authorization: `Bearer ${token}` },
      payload: { email },
    });
    expect(res.statusCode).toBe(202);
    await first.close();
    expect(receivedBy(email)).toEqual([]);
    expect((await mailTo(email))[0]).toMatchObject({ state: 'pending', attempts: 0 });

    // the restarted service looks at its outbox as it starts
    const second = await start();
    await second.ctx.mailOutbox.deliverDue();
    await second.close();
    const third = await start();
    await third.ctx.mailOutbox.deliverDue();
    await third.close();
    expect(receivedBy(email)).toHaveLength(1);
    expect((await mailTo(email))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('given no SMTP_URL (npm start on a developer machine)', () => {
  it('still writes the mail to the outbox, writes it with its link to the log, and lists it as "logged"', async () => {
    const logged: string[] = [];
    const log = { info: (_o: unknown, message: string) => logged.push(message), warn: (_o: unknown, message: string) => logged.push(message) };
    const local = await createTestApp({
      config: { smtpUrl: undefined, publicUrl: 'http://127.0.0.1:8080' },
      mailer: createMailer({ smtpUrl: undefined, from: 'x', log: log as never, development: true }),
    });
    try {
      const email = 'journal@sans-smtp.test';
      const res = await local.app.inject({
        method: 'POST',
        url: `/api/companies/${companies.techIvoire}/invitations`,
        headers: local.auth.admin,
        payload: { email },
      });
      expect(res.statusCode).toBe(202);
      await local.deliverMails();
      expect(logged.join('\n')).toMatch(/http:\/\/127\.0\.0\.1:8080\/login\?resetToken=[A-Za-z0-9_-]+/);
      const list = await local.app.inject({ method: 'GET', url: '/api/mails', headers: local.auth.networkAdmin });
      expect(expectValidResponse<{ content: MailItem[] }>(list, 'listMails').content).toContainEqual(
        expect.objectContaining({ to: email, kind: 'invitation', state: 'logged', attempts: 1 }),
      );
    } finally {
      await local.close();
    }
  });

  it('says so once at start-up, and says nothing when SMTP_URL is set', () => {
    expect(mailStartupNotice({ smtpUrl: undefined, development: true })).toContain('SMTP_URL is not set');
    // where the demo's mails show: the back-office's Mails page (the app's route table has it)
    expect(mailStartupNotice({ smtpUrl: undefined, development: true })).toContain('in the back-office, /courriels');
    expect(mailStartupNotice({ smtpUrl: undefined, development: false })).toContain('in the back-office, /courriels');
    expect(mailStartupNotice({ smtpUrl: 'smtp://relay.example.org', development: false })).toBeUndefined();
  });
});
