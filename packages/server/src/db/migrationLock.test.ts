// @module-tag postgres
// Several processes starting together on one PostgreSQL (WORKERS, several machines) each call migrate(): the
// advisory lock in db/client.ts lets one apply the migrations while the others wait, then find nothing to apply.
// PostgreSQL only: the embedded database is one process per data folder by design (db/client.ts lockDataDir), so
// two processes never migrate it together. The first start's demo seed runs under the same lock (migrateAndSeed).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { paths } from '../config.js';
import { openDatabase, type Database } from './client.js';
import { isDatabaseEmpty, migrateAndSeed } from './seed/index.js';
import { databaseUrlFor } from '../testing/template.js';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  console.info('migrationLock.test.ts: skipped on the embedded database (no DATABASE_URL): only PostgreSQL has several processes migrating one database.');

describe.skipIf(!adminUrl)('given a fresh PostgreSQL database (PostgreSQL only: skipped on the embedded database)', () => {
  it('when two processes migrate it at the same time, both succeed and each migration is applied once', async () => {
    const name = `annuaire_lock_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = databaseUrlFor(adminUrl as string, name);
    // two handles with their own pools stand for two processes
    const first = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const second = await openDatabase({ databaseUrl: url, poolSize: 2 });
    try {
      const results = await Promise.allSettled([first.migrate(), second.migrate()]);
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const journal = JSON.parse(readFileSync(join(paths.migrations, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const [applied] = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied?.n).toBe(journal.entries.length);
      // the lock is released: a third migrate() finds nothing to do and returns
      await second.migrate();
      const [again] = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(again?.n).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);

  it('when a second process starts while the first one seeds, it waits for the whole seed and does not seed again', async () => {
    const name = `annuaire_seedlock_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = databaseUrlFor(adminUrl as string, name);
    const first = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const second = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const events: string[] = [];
    // the first process's seed: a first row (the directory is no longer empty), then it holds until released
    let seedStarted!: () => void;
    const started = new Promise<void>((resolve) => (seedStarted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const seedOf = (database: Database, who: string) => async () => {
      events.push(`${who} seeds`);
      await database.query(`INSERT INTO countries (name, icon) VALUES ('Pays ${who} 1', '🌐')`);
      seedStarted();
      await released;
      await database.query(`INSERT INTO countries (name, icon) VALUES ('Pays ${who} 2', '🌐')`);
      events.push(`${who} seeded`);
    };
    /** The second process is blocked on the migrations' advisory lock (a lock it asked for and was not granted). */
    const waitsForTheLock = async () => {
      for (;;) {
        const { rows } = await admin.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND NOT l.granted AND a.datname = $1",
          [name],
        );
        if ((rows[0]?.n ?? 0) > 0) return 'waiting';
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      const firstRun = migrateAndSeed(first, seedOf(first, 'A')).then((seeded) => {
        events.push('A ready');
        return seeded;
      });
      await started;
      const secondRun = migrateAndSeed(second, seedOf(second, 'B')).then((seeded) => {
        events.push('B ready');
        return seeded;
      });
      // either the second process answers at once (it would serve the half-seeded directory), or it waits for the lock
      const outcome = await Promise.race([secondRun.then(() => 'ready'), waitsForTheLock()]);
      events.push(`B ${outcome} while A seeds`);
      release();
      expect(await Promise.all([firstRun, secondRun])).toEqual([true, false]);
      expect(events).toEqual(['A seeds', 'B waiting while A seeds', 'A seeded', 'A ready', 'B ready']);
      const [countries] = await second.query<{ n: number }>('SELECT count(*)::int AS n FROM countries');
      expect(countries?.n).toBe(2);
      expect(await isDatabaseEmpty(second)).toBe(false);
    } finally {
      release();
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
