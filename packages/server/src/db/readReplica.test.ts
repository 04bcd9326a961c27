// @module-tag postgres
// DATABASE_READ_URL: the public reads go to a streaming replica, writes and the back-office to the primary.
// The test makes a replica of the test server on loopback with pg_basebackup, pauses its replay, writes through the
// API, and shows the public reads answering from the replica (the write is not there yet) while the administrator's
// read, on the primary, has it; once replay resumes, the public reads and the cached search see it (the caches are
// dropped again when the replica has caught up: services/readReplica.ts).
// PostgreSQL only: the embedded database has no replica.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { FIXTURE } from '../testing/fixture.js';
import { databaseUrlFor } from '../testing/template.js';
import { openDatabase, type Database } from './client.js';

const adminUrl = process.env.DATABASE_URL;
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const runs = Boolean(adminUrl) && existsSync(join(bin, 'pg_basebackup'));
if (!runs)
  console.info(`readReplica.test.ts: skipped: it needs the PostgreSQL pass (DATABASE_URL) and pg_basebackup in ${bin}; the embedded database has no replica.`);

const asRoot = process.getuid?.() === 0;
const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
/** A PostgreSQL tool, as the postgres user when we are root (as scripts/test-pg.mjs does). */
function pgTool(tool: string, args: string[]) {
  const command = join(bin, tool);
  if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe.skipIf(!runs)('given DATABASE_READ_URL naming a streaming replica (PostgreSQL only: skipped on the embedded database)', () => {
  const name = `annuaire_replica_${randomBytes(6).toString('hex')}`;
  let folder: string;
  let replicaDir: string;
  let started = false;
  let admin: pg.Client;
  let replicaAdmin: pg.Client;
  let primary: Database;
  let replica: Database;
  let app: FastifyInstance;
  let adminToken: string;
  const company = FIXTURE.companies.societeGenerale;

  beforeAll(async () => {
    const template = inject('annuaireTemplate');
    if (template.kind !== 'postgres') throw new Error('the PostgreSQL template is expected on this pass');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
    // The test server commits asynchronously (synchronous_commit=off, scripts/test-pg.mjs): a commit's WAL is written
    // by the WAL writer up to wal_writer_delay later. A longer delay, for this file alone (it runs after the others),
    // makes that window wide, so that the wait for the replica must count what is inserted, not only what is
    // written (a wait up to pg_current_wal_lsn() ended before the commit and cached the old page for 30 s).
    await admin.query(`ALTER SYSTEM SET wal_writer_delay = '2s'`);
    await admin.query('SELECT pg_reload_conf()');

    folder = mkdtempSync(join(tmpdir(), 'annuaire-replica-'));
    replicaDir = join(folder, 'data');
    if (asRoot) {
      chmodSync(folder, 0o755);
      execFileSync('chown', ['postgres:postgres', folder]);
    }
    const source = new URL(adminUrl as string);
    // -R: the copy starts as a standby streaming from its source (standby.signal, primary_conninfo)
    pgTool('pg_basebackup', ['-h', source.hostname, '-p', source.port, '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    const port = await freePort();
    pgTool('pg_ctl', [
      '-D',
      replicaDir,
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c hot_standby=on`,
      '-l',
      join(folder, 'log'),
      '-w',
      'start',
    ]);
    started = true;
    const replicaUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    replicaAdmin = new pg.Client({ connectionString: databaseUrlFor(replicaUrl, name) });
    await replicaAdmin.connect();

    primary = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl as string, name), poolSize: 4 });
    replica = await openDatabase({ databaseUrl: databaseUrlFor(replicaUrl, name), poolSize: 4 });
    const dataDir = join(folder, 'app');
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-secret-for-the-replica-test-only-0123456789',
      LOG_LEVEL: 'silent',
      APP_DIST: join(dataDir, 'no-app'),
    });
    app = await buildApp({ database: primary, readDatabase: replica, config, logger: false, mailer: { send: async () => undefined } });
    await app.ready();
    adminToken = await app.ctx.auth.signAccessToken({ id: FIXTURE.users.admin.id, email: FIXTURE.users.admin.email, profil: 'ADMIN_AMCHAM' });
  }, 120_000);

  afterAll(async () => {
    await replicaAdmin?.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await replicaAdmin?.end();
    await app?.close();
    if (started) pgTool('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']);
    if (folder) rmSync(folder, { recursive: true, force: true });
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.query('ALTER SYSTEM RESET wal_writer_delay').catch(() => undefined);
    await admin?.query('SELECT pg_reload_conf()').catch(() => undefined);
    await admin?.end();
  }, 60_000);

  const ratingCount = async () => (await app.inject({ method: 'GET', url: `/api/companies/${company}` })).json<{ ratingCount: number }>().ratingCount;
  const searched = async () =>
    (await app.inject({ method: 'GET', url: '/api/companies/search?keyword=Soci%C3%A9t%C3%A9%20G%C3%A9n%C3%A9rale&page=0&size=9' }))
      .json<{ content: Array<{ id: number; ratingCount: number }> }>()
      .content.find((found) => found.id === company)?.ratingCount;

  it('serves the public reads from the replica, the administrator’s from the primary, and catches up once replay resumes', async () => {
    const [recovery] = (await replicaAdmin.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')).rows;
    expect(recovery?.standby).toBe(true);
    const before = await ratingCount();
    // the search is cached now (30 s time to live)
    expect(await searched()).toBe(before);

    await replicaAdmin.query('SELECT pg_wal_replay_pause()');
    const rated = await app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { companyId: company, lastName: 'Réplique', score: 5, comment: 'Lu sur le primaire, pas encore sur la réplique.' },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const ratingId = rated.json<{ id: number }>().id;

    // public reads: the replica, which has not replayed the rating
    expect(await ratingCount()).toBe(before);
    expect(await searched()).toBe(before);
    const publicList = await app.inject({ method: 'GET', url: `/api/ratings/company/${company}` });
    expect(publicList.json<Array<{ id: number }>>().map((rating) => rating.id)).not.toContain(ratingId);
    // the administrator's moderation list: the primary
    const moderation = await app.inject({
      method: 'GET',
      url: `/api/ratings/company/${company}/moderation`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(moderation.statusCode).toBe(200);
    expect(moderation.json<Array<{ id: number }>>().map((rating) => rating.id)).toContain(ratingId);

    await replicaAdmin.query('SELECT pg_wal_replay_resume()');
    // replication and the wait for it are asynchronous: a ceiling, far under the caches' 30 s
    let count = before;
    let found = before;
    for (const until = Date.now() + 8_000; (count === before || found === before) && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      count = await ratingCount();
      found = (await searched()) ?? before;
    }
    expect(count).toBe(before + 1);
    // the search cached from the paused replica was dropped again once it caught up
    expect(found).toBe(before + 1);
  }, 60_000);
});
