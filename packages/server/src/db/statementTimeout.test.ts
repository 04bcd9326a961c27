// @module-tag postgres
// The service's statement timeout (DATABASE_STATEMENT_TIMEOUT_MS): on PostgreSQL a statement that runs
// past it is cancelled by the server, the request answers 503 in the error shape instead of holding a connection, and
// the pool serves the next request. A statement is made to wait deterministically: another connection holds a lock
// on the table it reads (a lock wait counts towards the timeout; no sleep, no timing assertion). PostgreSQL only: the
// embedded database has no statement timer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { FIXTURE } from '../testing/fixture.js';
import { copyTemplate } from '../testing/template.js';
import { openDatabase, serviceDatabaseOptions, type Database } from './client.js';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) console.info('statementTimeout.test.ts: skipped on the embedded database (no DATABASE_URL): only PostgreSQL has a statement timeout.');

/** How long a lock is held at most when nothing cancels the statement waiting for it: a ceiling, not a speed check. */
const LOCK_CEILING_MS = 20_000;
/** The advisory lock db/client.ts takes while migrating (the product, then 'migrations'). */
const MIGRATION_LOCK = [0x616e6e75, 1];

describe.skipIf(!adminUrl)('given the service on PostgreSQL with DATABASE_STATEMENT_TIMEOUT_MS=200 (PostgreSQL only)', () => {
  let admin: pg.Client;
  let name: string;
  let url: string;
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const template = inject('annuaireTemplate');
    if (template.kind !== 'postgres') throw new Error('the PostgreSQL pass builds a PostgreSQL template');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    ({ name, url, drop } = await copyTemplate(template, 'annuaire_timeout'));
    dataDir = await mkdtemp(join(tmpdir(), 'annuaire-timeout-'));
    const config = loadConfig({
      DATABASE_URL: url,
      DATABASE_STATEMENT_TIMEOUT_MS: '200',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-for-the-annuaire-api-suite-only',
      LOG_LEVEL: 'silent',
      APP_DIST: join(dataDir, 'no-app'),
      SEARCH_CACHE: 'off',
    });
    // the service's own options (main.ts), on a pool of 2 so that a connection kept by a timed-out request shows
    database = await openDatabase({ ...serviceDatabaseOptions(config), poolSize: 2 });
    app = await buildApp({ logger: false, database, config, mailer: { send: async () => undefined } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
    await admin?.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Runs `work` while another connection holds `lock` (SQL run in its open transaction). Without a statement timeout
   * a statement waiting for the lock would wait until the ceiling releases it.
   */
  async function whileLocked<T>(lock: string, work: () => Promise<T>): Promise<T> {
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query(lock);
    const ceiling = setTimeout(() => void locker.query('ROLLBACK').catch(() => undefined), LOCK_CEILING_MS);
    try {
      return await work();
    } finally {
      clearTimeout(ceiling);
      await locker.end();
    }
  }

  const companyPage = () => app.inject({ method: 'GET', url: `/api/companies/${FIXTURE.companies.societeGenerale}` });

  function expectAllConnectionsBack() {
    const [pool] = database.poolStats?.() ?? [];
    expect(pool?.waiting).toBe(0);
    expect(pool?.idle).toBe(pool?.total);
  }

  it('answers 503 in the error shape while a lock holds the read, more times than the pool has connections, then serves the page', async () => {
    const answers = await whileLocked('LOCK TABLE companies IN ACCESS EXCLUSIVE MODE', async () => [
      await companyPage(),
      await companyPage(),
      await companyPage(),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Service indisponible : la base de données n’a pas répondu à temps', status: 503, error: 'Service Unavailable' });
    }
    expectAllConnectionsBack();
    const after = await companyPage();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ id: FIXTURE.companies.societeGenerale });
  });

  it('cancels a statement inside a transaction: the transaction rolls back and its connection returns to the pool', async () => {
    const failed = await whileLocked('LOCK TABLE sectors IN ACCESS EXCLUSIVE MODE', () =>
      database
        .transaction((tx) => tx.query('SELECT count(*) AS n FROM sectors'))
        .then(
          () => undefined,
          (error: unknown) => error,
        ),
    );
    expect((failed as { code?: unknown } | undefined)?.code).toBe('57014');
    expectAllConnectionsBack();
    const [row] = await database.transaction((tx) => tx.query<{ n: number }>('SELECT count(*) AS n FROM sectors'));
    expect(row?.n).toBeGreaterThan(0);
  });

  it('lets the migrations wait for another process past the timeout (they run without one)', async () => {
    const waitedPastTimeout = await whileLocked(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK.join(', ')})`, async () => {
      const migrating = database.migrate().then(
        () => undefined,
        (error: unknown) => error,
      );
      // released once the migration has waited for the lock more than twice the timeout (the server's clock)
      let waited = false;
      for (let polls = 0; !waited && polls < 200; polls++) {
        const [row] = await admin
          .query<{ waited: boolean }>(
            `SELECT bool_or(now() - query_start > interval '400 milliseconds') AS waited FROM pg_stat_activity
            WHERE datname = $1 AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
            [name],
          )
          .then((result) => result.rows);
        waited = row?.waited === true;
        if (!waited) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { waited, migrating };
    });
    expect(waitedPastTimeout.waited).toBe(true);
    expect(await waitedPastTimeout.migrating).toBeUndefined();
    expectAllConnectionsBack();
    // the connection the migrations used is back to the session's timeout: both of the pool's, held at once
    const show = () => database.transaction((tx) => tx.query<{ statement_timeout: string }>('SHOW statement_timeout'));
    const settings = await Promise.all([show(), show()]);
    expect(settings.map(([row]) => row?.statement_timeout)).toEqual(['200ms', '200ms']);
  });
});
