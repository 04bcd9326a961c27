// Several processes starting together on one PostgreSQL (WORKERS, several machines) each call migrate(): the
// advisory lock in db/client.ts lets one apply the migrations while the others wait, then find nothing to apply.
// PostgreSQL only: the embedded database is one process per data folder by design (db/client.ts lockDataDir), so
// two processes never migrate it together.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { paths } from '../config.js';
import { openDatabase } from './client.js';
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
});
