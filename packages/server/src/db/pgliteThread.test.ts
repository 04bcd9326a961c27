import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { PgliteThread } from './pgliteThread.js';
import { sectors } from './schema.js';

// The embedded engine on a worker thread of its own (pgliteThread.ts), as the service runs it: the same
// answers and errors as PGlite on the calling thread, transactions that hold the one connection, and the service's
// thread free while a statement runs. Embedded only (skipped when DATABASE_URL runs the suite on PostgreSQL).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (onPostgres) console.info('pgliteThread.test.ts: skipped on PostgreSQL (DATABASE_URL): it tests the embedded engine.');

/** A statement whose answer covers the types the service reads: numbers, texts, dates, times, bytes, JSON, arrays, null. */
const EVERY_TYPE = `SELECT 9007199254740991::int8 AS big, 12.5::numeric AS amount, 3::int4 AS small, 0.25::float8 AS ratio,
  'Société'::text AS name, '2026-11-25'::date AS day, '2026-11-25 10:30:00+00'::timestamptz AS at, '\\x00ff'::bytea AS bytes,
  '{"a": [1, "b"]}'::jsonb AS doc, ARRAY[1, 2]::int4[] AS ids, ARRAY['x', NULL]::text[] AS texts, NULL::text AS nothing, true AS yes`;

describe.skipIf(onPostgres)('given the embedded database in a data folder, as the service opens it', () => {
  let folder: string;
  let database: Database;
  let sameThread: Database;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'annuaire-engine-thread-'));
    database = await openDatabase({ dataDir: folder });
    await database.migrate();
    sameThread = await openDatabase({ inMemory: true, engineThread: 'main' });
    await sameThread.migrate();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await sameThread?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs the engine on a thread of its own', () => {
    expect(database.pglite).toBeInstanceOf(PgliteThread);
    expect(sameThread.pglite).not.toBeInstanceOf(PgliteThread);
  });

  it('answers statements asked together as they are done, not all at the end of the engine thread’s turn', async () => {
    // 100 statements asked in one turn reach the engine together and run one after the other in one turn of its
    // thread; their answers come in several messages, each handled in a task of this thread of its own
    let task = 0;
    let counting = true;
    const count = () => {
      task += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const answeredIn = await Promise.all(
      Array.from({ length: 100 }, () => database.query("SELECT pg_sleep(0.0005), repeat('x', 100) AS filler").then(() => task)),
    );
    counting = false;
    // one message for the whole turn (the answers' first version): every answer in the same task
    expect(new Set(answeredIn).size).toBeGreaterThan(1);
  });

  it('keeps the service’s thread free while a statement runs: a timer fires before the statement answers', async () => {
    const events: string[] = [];
    const statement = database.query('SELECT pg_sleep(0.4)').then(() => events.push('statement'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('timer');
    await statement;
    // on the calling thread the engine holds it for the whole statement: the timer comes after
    expect(events).toEqual(['timer', 'statement']);
  });

  it('answers every type as PGlite on the calling thread does, through query, prepared statements and drizzle', async () => {
    for (const engine of [database, sameThread]) await engine.exec(`INSERT INTO sectors (name_fr, name_en) VALUES ('Types', 'Types') ON CONFLICT DO NOTHING`);
    const read = async (engine: Database) => ({
      query: await engine.query(EVERY_TYPE),
      prepared: await engine.queryPrepared(`${EVERY_TYPE}, $1::int4 AS param`, [7]),
      drizzle: await engine.db
        .select({ nameFr: sectors.nameFr, at: sql<string>`'2026-11-25 10:30:00+00'::timestamptz`, days: sql<string>`ARRAY['2026-01-01'::date]` })
        .from(sectors)
        .where(sql`${sectors.nameFr} = 'Types'`),
      // drizzle's raw statements on PGlite answer PGlite's result (rows as objects)
      drizzleRaw: (
        (await engine.db.execute(sql`SELECT now()::date = current_date AS today, ARRAY['2026-01-01'::date] AS days`)) as unknown as { rows: unknown[] }
      ).rows,
    });
    const onThread = await read(database);
    const onCaller = await read(sameThread);
    expect(onThread.query).toEqual(onCaller.query);
    expect(onThread.prepared).toEqual(onCaller.prepared);
    expect(onThread.drizzleRaw).toEqual(onCaller.drizzleRaw);
    expect(onThread.drizzle).toEqual(onCaller.drizzle);
    // drizzle's session keeps timestamps as text (its parsers), on the engine's thread as on the caller's
    expect(onThread.drizzle).toEqual([{ nameFr: 'Types', at: '2026-11-25 10:30:00+00', days: '{2026-01-01}' }]);
    expect(onThread.query[0]).toMatchObject({
      big: 9007199254740991,
      amount: 12.5,
      day: '2026-11-25',
      at: new Date('2026-11-25T10:30:00Z'),
      bytes: new Uint8Array([0, 255]),
    });
  });

  it('rejects with PostgreSQL’s error fields (the code the routes and the error plugin read)', async () => {
    await database.exec(`INSERT INTO sectors (name_fr, name_en) VALUES ('Unique', 'Unique')`);
    const duplicate = database.query('INSERT INTO sectors (name_fr, name_en) VALUES ($1, $2)', ['Unique', 'Unique']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: expect.any(String), message: expect.stringContaining('duplicate key') });
    await expect(database.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    // and keeps answering after them
    expect(await database.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('holds the one connection for a transaction: a statement from elsewhere waits for its commit, a rollback keeps nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.transaction(async (tx) => {
      await tx.query(`INSERT INTO sectors (name_fr, name_en) VALUES ('Tenue', 'Held')`);
      await held;
      await tx.db.insert(sectors).values({ nameFr: 'Tenue drizzle', nameEn: 'Held drizzle' });
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = database.query<{ n: number }>(`SELECT count(*)::int AS n FROM sectors WHERE name_fr LIKE 'Tenue%'`);
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 2 }]);

    const failure = new Error('injected');
    await expect(
      database.transaction(async (tx) => {
        await tx.query(`INSERT INTO sectors (name_fr, name_en) VALUES ('Annulée', 'Rolled back')`);
        await tx.transaction(async (inner) => inner.query(`INSERT INTO sectors (name_fr, name_en) VALUES ('Annulée interne', 'Inner')`));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await database.query(`SELECT name_fr FROM sectors WHERE name_fr LIKE 'Annulée%'`)).toEqual([]);
  });

  it('refuses query parsers that would change values, which cannot cross threads, with a sentence saying so', async () => {
    const thread = database.pglite as PgliteThread;
    await expect(async () => thread.query('SELECT 1', [], { parsers: { 23: (text: string) => Number(text) * 2 } })).rejects.toThrow(
      /do not cross to the embedded database's thread/,
    );
  });

  it('sends an array of a type the migrations created as an array (the types learnt on the engine’s thread)', async () => {
    const rows = await database.query<{ statuses: string[] }>('SELECT $1::company_status[] AS statuses', [['ACTIVE', 'PENDING']]);
    expect(rows[0]?.statuses).toEqual(['ACTIVE', 'PENDING']);
  });

  it('dumps its data folder (backups) and, once closed, refuses statements and ends its thread', async () => {
    const dump = await database.pglite!.dumpDataDir('gzip');
    expect(dump.size).toBeGreaterThan(1000);
    const other = await openDatabase({ loadDataDir: dump });
    expect(await other.query(`SELECT name_fr FROM sectors WHERE name_fr = 'Unique'`)).toEqual([{ name_fr: 'Unique' }]);
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/closed|stopped/);
  });
});
