// One database handle for both engines: the embedded PGlite (default; persisted under DATA_DIR or in memory) and a
// PostgreSQL server named by DATABASE_URL. Same schema, same migrations, same drizzle API.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { paths } from '../config.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type SqlParam = string | number | boolean | null | Date | string[] | number[];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Raw parameterised SQL ($1, $2...). Rows come back with int8/numeric as JS numbers, `date` as 'yyyy-mm-dd'
   * strings and timestamps as Date, identically on both engines.
   */
  query<T extends Record<string, unknown> = Record<string, unknown>>(text: string, params?: SqlParam[]): Promise<T[]>;
  /** Several statements without parameters (DDL, bulk SQL). */
  exec(text: string): Promise<void>;
  /** Applies src/db/migrations (drizzle's runtime migrator). */
  migrate(): Promise<void>;
  /** Health probe: true when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded engine, for dumps (test templates); undefined on PostgreSQL. */
  pglite?: PGlite;
}

export interface OpenDatabaseOptions {
  /** Folder of the embedded database (created when missing). Ignored with databaseUrl or inMemory. */
  dataDir?: string;
  /** postgres://... : use a PostgreSQL server. */
  databaseUrl?: string;
  /** Embedded database in memory (tests). */
  inMemory?: boolean;
  /** Start the in-memory database from a dump made by `pglite.dumpDataDir()` (test template clones). */
  loadDataDir?: Blob | File;
  /** Max connections to PostgreSQL. */
  poolSize?: number;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

const pgliteExtensions = { pg_trgm, unaccent };

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per embedded data folder (ENVIRONMENT.md: two corrupt it). The lock names its owner's pid; a lock
 * left by a process that no longer runs is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'annuaire.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new Error(`The data folder ${dataDir} is in use by process ${owner}: stop it first, or set DATA_DIR to another folder.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  let unlock: () => void = () => undefined;
  if (!options.inMemory && !options.loadDataDir) {
    // DATA_DIR/pgdata: the rest of DATA_DIR holds uploads and the JWT secret
    dataDir = join(options.dataDir ?? './data', 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
    parsers: { [INT8]: Number, [NUMERIC]: Number, [DATE]: (v: string) => v },
  });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    // the PGlite and node-postgres drizzle classes share PgDatabase; only the query-result HKT differs
    db: db as unknown as Db,
    pglite: client,
    async query<T extends Record<string, unknown>>(text: string, params: SqlParam[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async exec(text) {
      await client.exec(text);
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: paths.migrations });
    },
    async ping() {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const typeParsers = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8 || oid === NUMERIC) return (v: string) => Number(v);
      if (oid === DATE) return (v: string) => v;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types: typeParsers });
  // an idle client losing its server must not crash the process; the next query reports the failure
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  let closed = false;
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    async query<T extends Record<string, unknown>>(text: string, params: SqlParam[] = []) {
      const result = await pool.query<T>(text, params);
      return result.rows;
    },
    async exec(text) {
      await pool.query(text);
    },
    async migrate() {
      await migratePg(db, { migrationsFolder: paths.migrations });
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
