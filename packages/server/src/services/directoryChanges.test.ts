// @module-tag postgres
// "The directory changed" across processes (services/directoryChanges.ts): two instances over two pools stand for
// two processes on one PostgreSQL. On the embedded database (one process by design) the signal is a local call,
// checked here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { CHANGE_TOPICS } from '../domain/changeTopics.js';
import { createEmptyDatabase } from '../testing/template.js';
import { CHANGES_CHANNEL, createDirectoryChanges, type DirectoryChanges } from './directoryChanges.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('directoryChanges.test.ts: the two-process cases are skipped on the embedded database (no DATABASE_URL): one process by design.');

/** Waits until `done()` holds, up to `ms` (a ceiling, not a speed check). */
async function eventually(done: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('given one process', () => {
  it('tells its subscribers at once, until they unsubscribe', async () => {
    // the embedded database's handle has no connection of its own to LISTEN on: only that matters here
    const changes = createDirectoryChanges({ kind: 'pglite' } as Database);
    await changes.ready();
    let told = 0;
    const unsubscribe = changes.subscribe(() => (told += 1));
    changes.publish();
    expect(told).toBe(1);
    unsubscribe();
    changes.publish();
    expect(told).toBe(1);
    await changes.close();
  });

  it('tells the topics of the change, every topic when the write named none', async () => {
    const changes = createDirectoryChanges({ kind: 'pglite' } as Database);
    const heard: string[][] = [];
    changes.subscribe((topics) => heard.push([...topics].sort()));
    changes.publish(new Set(['banners']));
    changes.publish();
    expect(heard).toEqual([['banners'], [...CHANGE_TOPICS].sort()]);
    await changes.close();
  });
});

describe.skipIf(!onPostgres)('given two processes on one PostgreSQL database (PostgreSQL only: skipped on the embedded database)', () => {
  let database: Database;
  let other: Database;
  let dispose: () => Promise<void>;
  let first: DirectoryChanges;
  let second: DirectoryChanges;
  const told = { first: 0, second: 0 };
  const heardBySecond: string[][] = [];

  beforeAll(async () => {
    ({ database, dispose } = await createEmptyDatabase());
    const name = (await database.query<{ name: string }>('SELECT current_database() AS name'))[0]?.name as string;
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    other = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    first = createDirectoryChanges(database, { retryMs: 20 });
    second = createDirectoryChanges(other, { retryMs: 20 });
    first.subscribe(() => (told.first += 1));
    second.subscribe((topics) => {
      told.second += 1;
      heardBySecond.push([...topics].sort());
    });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await other.close();
    await dispose();
  });

  it('when one publishes, the other is told once, and the publisher once (not again by its own notification)', async () => {
    told.first = 0;
    told.second = 0;
    first.publish();
    expect(told.first).toBe(1);
    await eventually(() => told.second === 1);
    expect(told.second).toBe(1);
    // a later notification of the other's makes sure the publisher's own one has come back and was skipped
    second.publish();
    await eventually(() => told.first === 2);
    expect(told).toEqual({ first: 2, second: 2 });
  });

  it('the other process hears the topics the publisher named (every topic when it named none)', async () => {
    heardBySecond.length = 0;
    first.publish(new Set(['partners', 'announcements']));
    await eventually(() => heardBySecond.length === 1);
    first.publish();
    await eventually(() => heardBySecond.length === 2);
    expect(heardBySecond).toEqual([['announcements', 'partners'], [...CHANGE_TOPICS].sort()]);
  });

  it('when the listening connection is killed, it listens again, tells its subscribers once (changes may have been missed) and hears the next ones', async () => {
    told.second = 0;
    const killed = await database.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN ${CHANGES_CHANNEL}`],
    );
    expect(killed[0]?.n).toBe(2);
    await eventually(() => told.second === 1);
    expect(told.second).toBe(1);
    await eventually(async () => {
      const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = $1`, [
        `LISTEN ${CHANGES_CHANNEL}`,
      ]);
      return row?.n === 2;
    });
    first.publish();
    await eventually(() => told.second === 2);
    expect(told.second).toBe(2);
  });
});
