// The API test harness: the real app (buildApp) on a fresh database cloned from the migrated, seeded template,
// a temporary DATA_DIR for uploads, tokens for each kind of caller, and the mails the app sent.
// Usage in a test file:
//   let t: TestApp; beforeAll(async () => { t = await createTestApp(); }); afterAll(() => t.close());
//   const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: t.auth.member });
//   const body = expectValidResponse<Schemas['User']>(res, 'getCurrentUser');
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import type { UserProfil } from '../db/schema.js';
import type { MailMessage } from '../services/mailer.js';
import { FIXTURE } from './fixture.js';
import { startS3Server, type TestS3Server } from './s3.js';
import { buildTemplate, cloneTemplate, type TemplateRef } from './template.js';

export { FIXTURE, FIXTURE_PASSWORD } from './fixture.js';
export { expectValidResponse } from './contract.js';

export const TEST_JWT_SECRET = 'test-secret-for-the-annuaire-api-suite-only';

type Caller = 'admin' | 'otherAdmin' | 'networkAdmin' | 'member' | 'otherMember' | 'noCompany';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  config: Config;
  /** Bearer access tokens of the fixture's users, and one that expired an hour ago (the member's). */
  tokens: Record<Caller | 'expired', string>;
  /** Ready-made `headers` values: `{ authorization: 'Bearer ...' }`. */
  auth: Record<Caller | 'expired', { authorization: string }>;
  /**
   * Mails the app delivered (invitations, reset links): they leave through the outbox after the change's commit, so
   * read them after `await t.deliverMails()`. Empty when the test app sends over SMTP (config.smtpUrl).
   */
  mails: MailMessage[];
  /** Waits for the work after the answers (a reset request) and delivers every mail due in the outbox. */
  deliverMails(): Promise<MailMessage[]>;
  dataDir: string;
  /** The S3-compatible server holding the uploads, when the app stores them in a bucket. */
  s3: TestS3Server | undefined;
  close(): Promise<void>;
}

export type TestFileStorage = 'folder' | 's3';

/**
 * Where test apps store uploads unless a test says: TEST_FILE_STORAGE=s3 runs the upload suites against an
 * S3-compatible server (scripts/test-s3.mjs), the folder otherwise.
 */
const defaultTestFileStorage = (): TestFileStorage => (process.env.TEST_FILE_STORAGE === 's3' ? 's3' : 'folder');

let localTemplate: Promise<TemplateRef> | undefined;

async function templateRef(): Promise<TemplateRef> {
  try {
    const provided = inject('annuaireTemplate');
    if (provided) return provided;
  } catch {
    // outside a vitest run with the global setup: build one for this process
  }
  localTemplate ??= mkdtemp(join(tmpdir(), 'annuaire-template-')).then((folder) =>
    buildTemplate({ adminUrl: process.env.DATABASE_URL, dumpPath: join(folder, 'template.tar') }),
  );
  return localTemplate;
}

export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'database' | 'config'>> & { config?: Partial<Config>; fileStorage?: TestFileStorage } = {},
): Promise<TestApp> {
  const ref = await templateRef();
  const { database, dispose } = await cloneTemplate(ref);
  const dataDir = await mkdtemp(join(tmpdir(), 'annuaire-test-'));
  // one server per app (it starts in milliseconds): each test file sees an empty bucket of its own
  const s3 = (options.fileStorage ?? defaultTestFileStorage()) === 's3' ? await startS3Server() : undefined;
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', APP_DIST: join(dataDir, 'no-app') }),
    ...(s3 ? { s3: s3.settings } : {}),
    ...options.config,
  };
  const mails: MailMessage[] = [];
  // a test that gives SMTP_URL gets the real transport (nodemailer to its SMTP server)
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? undefined
      : {
          async send(message: MailMessage) {
            mails.push(message);
          },
        });
  const { config: _ignored, fileStorage: _storage, ...rest } = options;
  // no timers: the outbox is delivered after each commit and when a test asks (deliverMails)
  const app = await buildApp({ logger: false, mailPolling: false, ...rest, database, config, ...(mailer ? { mailer } : {}) });
  await app.ready();
  const ctx = app.ctx;

  const sign = async (user: { id: number; email: string }, profil: UserProfil, issuedAt?: number) =>
    ctx.auth.signAccessToken({ id: user.id, email: user.email, profil }, issuedAt);
  const { users } = FIXTURE;
  const tokens: TestApp['tokens'] = {
    admin: await sign(users.admin, 'ADMIN_AMCHAM'),
    otherAdmin: await sign(users.otherAdmin, 'ADMIN_AMCHAM'),
    networkAdmin: await sign(users.networkAdmin, 'ADMIN_RESEAU'),
    member: await sign(users.member, 'MEMBER'),
    otherMember: await sign(users.otherMember, 'MEMBER'),
    noCompany: await sign(users.noCompany, 'MEMBER'),
    expired: await sign(users.member, 'MEMBER', Math.floor(Date.now() / 1000) - 3600),
  };
  const auth = Object.fromEntries(Object.entries(tokens).map(([k, v]) => [k, { authorization: `Bearer ${v}` }])) as TestApp['auth'];

  return {
    app,
    ctx,
    database,
    config,
    tokens,
    auth,
    mails,
    async deliverMails() {
      await ctx.background.idle();
      await ctx.mailOutbox.deliverDue();
      return mails;
    },
    dataDir,
    s3,
    async close() {
      await app.close();
      await s3?.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
