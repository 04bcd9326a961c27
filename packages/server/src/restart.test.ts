import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { expectValidResponse } from './testing/harness.js';

// The embedded database persists in DATA_DIR: what one run writes, the next run reads. Skipped on PostgreSQL
// (DATABASE_URL), where persistence is the server's.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (onPostgres) console.info("restart.test.ts: the embedded-database restart test is skipped on PostgreSQL (DATABASE_URL): persistence there is the server's.");
describe.skipIf(onPostgres)('given a data folder (embedded database only: skipped when DATABASE_URL runs the suite on PostgreSQL)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'annuaire-restart-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const mails: string[] = [];
  const start = async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = await openDatabase({ dataDir: config.dataDir });
    await database.migrate();
    return buildApp({ database, config, logger: false, mailer: { send: async (mail) => void mails.push(mail.text) } });
  };

  describe('when the service writes, stops and starts again', () => {
    it('still has the data, and the generated JWT secret still signs valid tokens', async () => {
      // a lock left by a process that died is taken over
      await mkdir(join(dataDir, 'pgdata'), { recursive: true });
      await writeFile(join(dataDir, 'pgdata', 'annuaire.lock'), '999999');
      const first = await start();
      const created = await first.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'persistant@test.test', password: 'secret123' } });
      expect(created.statusCode).toBe(202);
      // the mail leaves through the outbox once the sign-up has committed
      await first.ctx.mailOutbox.deliverDue();
      // the account signs in once the link mailed to its address is followed
      const token = /confirmToken=([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '')?.[1];
      expect((await first.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } })).statusCode).toBe(200);
      const session = expectValidResponse<{ token: string }>(
        await first.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'persistant@test.test', password: 'secret123' } }),
        'signIn',
      );
      await first.close();

      const second = await start();
      const me = await second.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${session.token}` } });
      expect(me.statusCode).toBe(200);
      expect(expectValidResponse(me, 'getCurrentUser')).toMatchObject({ email: 'persistant@test.test', profil: 'MEMBER' });
      const signIn = await second.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'persistant@test.test', password: 'secret123' } });
      expect(signIn.statusCode).toBe(200);
      await second.close();
    }, 180_000);
  });
});

describe('given a data folder in use by another running process', () => {
  it('refuses to open it, naming the process', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'annuaire-locked-'));
    await mkdir(join(dataDir, 'pgdata'));
    // the parent process (vitest) is alive: it stands for a second server on the same folder
    await writeFile(join(dataDir, 'pgdata', 'annuaire.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);
    await rm(dataDir, { recursive: true, force: true });
  });
});
