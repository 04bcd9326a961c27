// One database handle for both engines: the embedded PGlite (default; persisted under DATA_DIR or in memory) and a
// PostgreSQL server named by DATABASE_URL. Same schema, same migrations, same drizzle API.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { paths, type Config } from '../config.js';
import { openEngine, PgliteThread, type EngineClient } from './pgliteThread.js';
import * as schema from './schema.js';

type Schema = typeof schema;
/** The drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type SqlParam = string | number | boolean | null | Date | string[] | number[];

/** What repositories run statements on: the database itself, or one transaction of it. */
export interface Executor {
  /** drizzle over the same connection (inside a transaction: over the transaction's connection). */
  db: Db;
  /**
   * Raw parameterised SQL ($1, $2...). Rows come back with int8/numeric as JS numbers, `date` as 'yyyy-mm-dd'
   * strings and timestamps as Date, identically on both engines.
   */
  query<T extends Record<string, unknown> = Record<string, unknown>>(text: string, params?: SqlParam[]): Promise<T[]>;
  /**
   * `query` for the hot reads whose planning costs more than running them: on the embedded database `text` is
   * prepared once (parsed and planned, PostgreSQL's plan cache choosing a generic plan when it is as good) and then
   * executed with each call's values (a company page's read, 720 µs -> 160 µs of CPU in PGlite, where
   * planning reads the size of every index of every table through the file system). The same rows as `query`. `text`
   * is one of a fixed set (every value a parameter: each new text stays prepared); values are numbers, number arrays,
   * booleans or null. On PostgreSQL it is `query` (planning is cheap there, and a transaction-mode pooler such as
   * PgBouncer before 1.21, which README.md's Connection poolers allows for the replica, loses named statements between
   * transactions).
   */
  queryPrepared<T extends Record<string, unknown> = Record<string, unknown>>(text: string, params?: SqlParam[]): Promise<T[]>;
  /** Several statements without parameters (DDL, bulk SQL). */
  exec(text: string): Promise<void>;
  /**
   * Runs `work` in one transaction: every statement it makes through `tx` is committed together when it resolves,
   * and none when it throws (the error is rethrown). Inside a transaction this opens a savepoint. While a
   * transaction is open, its work must use `tx` only: a statement on the database itself would wait for the
   * transaction to end (PGlite has one connection) and is refused instead.
   */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
}

export interface Database extends Executor {
  kind: 'pglite' | 'postgres';
  /**
   * Applies src/db/migrations (drizzle's runtime migrator), then runs `andThen` (the demo seed of a first start) before
   * another process may migrate: on PostgreSQL both under the migrations' advisory lock, so that a second process
   * starting meanwhile waits for the whole preparation, never serving a half-made directory.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  /** Health probe: true when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded engine, for dumps (test templates, backups); undefined on PostgreSQL. */
  pglite?: Pick<EngineClient, 'dumpDataDir'>;
  /** PostgreSQL: a new connection of its own, outside the pool (LISTEN); undefined on the embedded database. */
  dedicatedClient?: () => pg.Client;
  /** The connections of each PostgreSQL pool (the metrics); absent on the embedded database. */
  poolStats?(): PoolStats[];
}

export interface PoolStats {
  pool: string;
  total: number;
  idle: number;
  waiting: number;
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
  /**
   * Where the embedded engine runs: on a worker thread of its own (pgliteThread.ts; the default, in a data folder as
   * in memory, so that the tests run the engine as the service does), or on the calling thread.
   */
  engineThread?: 'worker' | 'main';
  /** Max connections to PostgreSQL. */
  poolSize?: number;
  /**
   * PostgreSQL: every statement of the pool's connections is cancelled after this many ms (the server's
   * statement_timeout, set when a connection opens; 0 or absent: none). Migrations lift it for their session.
   */
  statementTimeoutMs?: number;
}

/**
 * The service's own handles (main.ts): its database, or its read replica with `databaseUrl`, with the statement
 * timeout of DATABASE_STATEMENT_TIMEOUT_MS, so that a runaway statement answers an error (503, plugins/errors.ts)
 * instead of holding a connection. The seed and the backups open theirs without it.
 */
export function serviceDatabaseOptions(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'statementTimeoutMs'>,
  databaseUrl = config.databaseUrl,
): OpenDatabaseOptions {
  return { dataDir: config.dataDir, databaseUrl, statementTimeoutMs: config.statementTimeoutMs };
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/** The advisory lock (two int4 keys: the product, then 'migrations') held while migrations are applied. */
const MIGRATION_LOCK = [0x616e6e75, 1];

/** One connection inside a transaction, as both engines expose it. */
interface Connection {
  query<T extends Record<string, unknown>>(text: string, params: SqlParam[]): Promise<T[]>;
  queryPrepared<T extends Record<string, unknown>>(text: string, params: SqlParam[]): Promise<T[]>;
  exec(text: string): Promise<void>;
}

/** The most texts one embedded session keeps prepared; beyond it (a caller whose text varies) statements run unprepared. */
const MAX_PREPARED = 200;

/**
 * A value of EXECUTE's argument list written as the text `query` would send for it (a quoted literal that PostgreSQL
 * reads with the parameter's own input function: '1.5' for an integer is refused as it is there, not rounded).
 * Only what cannot carry SQL: numbers, arrays of numbers, booleans and null.
 */
function executeArgument(value: SqlParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === 'boolean') return value ? `'t'` : `'f'`;
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item))) return `'{${value.join(',')}}'`;
  throw new TypeError(`A prepared statement takes numbers, arrays of numbers, booleans or null, not ${typeof value}`);
}

/**
 * The embedded session's prepared statements (Executor.queryPrepared): SQL PREPARE once per text, then EXECUTE with the
 * call's values, both through the simple protocol, one round trip into the engine (`query` makes six: parse, describe,
 * bind, describe, execute, sync). A prepared statement belongs to the session, not to a transaction: one prepared
 * inside a transaction stays when it rolls back.
 */
function preparedStatements() {
  const names = new Map<string, Promise<string>>();
  return async function queryPrepared<T extends Record<string, unknown>>(
    exec: (text: string) => Promise<{ rows: unknown[] }[]>,
    query: (text: string, params: SqlParam[]) => Promise<T[]>,
    text: string,
    params: SqlParam[],
  ): Promise<T[]> {
    const args = params.map(executeArgument);
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= MAX_PREPARED) return query(text, params);
      const statement = `annuaire_${names.size + 1}`;
      name = exec(`PREPARE ${statement} AS ${text}`).then(() => statement);
      names.set(text, name);
      // a text that failed to prepare (an error in it) is prepared again next time, and fails as `query` would
      void name.catch(() => names.get(text) === name && names.delete(text));
    }
    const [result] = await exec(`EXECUTE ${await name}${args.length > 0 ? `(${args.join(', ')})` : ''}`);
    return (result?.rows ?? []) as T[];
  };
}

/** The databases with a transaction open in the current async context (see Executor.transaction). */
const openTransactions = new AsyncLocalStorage<ReadonlySet<Database>>();

function refuseInsideTransaction(database: Database) {
  if (openTransactions.getStore()?.has(database)) {
    throw new Error('A statement on the database while one of its transactions is open in this context: use the transaction handle (tx)');
  }
}

function runInTransactionOf<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return openTransactions.run(new Set([...(openTransactions.getStore() ?? []), database]), work);
}

/** The handle a transaction's work receives: statements on its connection, nested transactions as savepoints. */
function transactionExecutor(connection: Connection, drizzleOver: () => Db, depth = 1): Executor {
  let db: Db | undefined;
  const executor: Executor = {
    // most transactions use either raw SQL or drizzle: build drizzle's session only when it is used
    get db() {
      return (db ??= drizzleOver());
    },
    query: <T extends Record<string, unknown>>(text: string, params: SqlParam[] = []) => connection.query<T>(text, params),
    queryPrepared: <T extends Record<string, unknown>>(text: string, params: SqlParam[] = []) => connection.queryPrepared<T>(text, params),
    exec: (text: string) => connection.exec(text),
    async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      const savepoint = `savepoint_${depth}`;
      await connection.exec(`SAVEPOINT ${savepoint}`);
      try {
        const result = await work(transactionExecutor(connection, () => executor.db, depth + 1));
        await connection.exec(`RELEASE SAVEPOINT ${savepoint}`);
        return result;
      } catch (error) {
        await connection.exec(`ROLLBACK TO SAVEPOINT ${savepoint}`);
        throw error;
      }
    },
  };
  return executor;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.statementTimeoutMs ?? 0);
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
  // a dump alone starts an in-memory clone (test templates); a dump with a folder restores into it (ops/backup.ts)
  if (!options.inMemory && (!options.loadDataDir || options.dataDir)) {
    // DATA_DIR/pgdata: the rest of DATA_DIR holds uploads and the JWT secret
    dataDir = join(options.dataDir ?? './data', 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: EngineClient;
  try {
    const start = { dataDir, loadDataDir: options.loadDataDir };
    client = (options.engineThread ?? 'worker') === 'worker' ? await PgliteThread.start(start) : ((await openEngine(start)) as EngineClient);
  } catch (error) {
    unlock();
    throw error;
  }
  // drizzle's PGlite session calls query (rowMode, and parsers that keep dates as text) and transaction, both of which
  // the engine's thread answers (pgliteThread.ts)
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  const prepared = preparedStatements();
  const database: Database = {
    kind: 'pglite',
    // the PGlite and node-postgres drizzle classes share PgDatabase; only the query-result HKT differs
    db: db as unknown as Db,
    pglite: client,
    async query<T extends Record<string, unknown>>(text: string, params: SqlParam[] = []) {
      refuseInsideTransaction(database);
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async queryPrepared<T extends Record<string, unknown>>(text: string, params: SqlParam[] = []) {
      refuseInsideTransaction(database);
      return prepared<T>(
        (sql) => client.exec(sql),
        async (sql, values) => (await client.query<T>(sql, values)).rows,
        text,
        params,
      );
    },
    async exec(text) {
      refuseInsideTransaction(database);
      await client.exec(text);
    },
    transaction(work) {
      refuseInsideTransaction(database);
      // PGlite's transaction holds its only connection: other requests' statements wait until it ends
      return client.transaction((tx) => {
        const connection: Connection = {
          query: async <T extends Record<string, unknown>>(text: string, params: SqlParam[]) => (await tx.query<T>(text, params)).rows,
          queryPrepared: <T extends Record<string, unknown>>(text: string, params: SqlParam[]) =>
            prepared<T>(
              (sql) => tx.exec(sql),
              async (sql, values) => (await tx.query<T>(sql, values)).rows,
              text,
              params,
            ),
          exec: async (text) => {
            await tx.exec(text);
          },
        };
        const over = () => drizzlePglite({ client: tx as unknown as PGlite, schema }) as unknown as Db;
        return runInTransactionOf(database, () => work(transactionExecutor(connection, over)));
      });
    },
    async migrate(andThen) {
      await migratePglite(db, { migrationsFolder: paths.migrations });
      // PGlite learns the array types when it opens the database: those the migrations just created (company_status[],
      // ...) would otherwise be sent as plain text until the next start, and refused (22P02).
      await client.refreshArrayTypes();
      // one process per data folder (lockDataDir): nobody else can start meanwhile
      await andThen?.();
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
  return database;
}

async function openPostgres(databaseUrl: string, poolSize: number, statementTimeoutMs: number): Promise<Database> {
  const typeParsers = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8 || oid === NUMERIC) return (v: string) => Number(v);
      if (oid === DATE) return (v: string) => v;
      return pg.types.getTypeParser(oid, format);
    },
  };
  // statement_timeout goes in the connection's startup packet: it is the session's default, which SET LOCAL (the
  // search's bounded statements) overrides for one transaction and RESET returns to
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types: typeParsers,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // an idle client losing its server must not crash the process; the next query reports the failure
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  let closed = false;
  const database: Database = {
    kind: 'postgres',
    db: db as unknown as Db,
    dedicatedClient: () => new pg.Client({ connectionString: databaseUrl, types: typeParsers }),
    poolStats: () => [{ pool: 'primary', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }],
    async query<T extends Record<string, unknown>>(text: string, params: SqlParam[] = []) {
      refuseInsideTransaction(database);
      const result = await pool.query<T>(text, params);
      return result.rows;
    },
    async queryPrepared<T extends Record<string, unknown>>(text: string, params: SqlParam[] = []) {
      // the values the embedded database takes, so that a call is refused alike on both engines
      params.forEach(executeArgument);
      return database.query<T>(text, params);
    },
    async exec(text) {
      refuseInsideTransaction(database);
      await pool.query(text);
    },
    async transaction(work) {
      refuseInsideTransaction(database);
      const client = await pool.connect();
      const connection: Connection = {
        query: async <T extends Record<string, unknown>>(text: string, params: SqlParam[]) => (await client.query<T>(text, params)).rows,
        queryPrepared: async <T extends Record<string, unknown>>(text: string, params: SqlParam[]) => {
          params.forEach(executeArgument);
          return (await client.query<T>(text, params)).rows;
        },
        exec: async (text) => {
          await client.query(text);
        },
      };
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const over = () => drizzlePg({ client, schema }) as unknown as Db;
        const result = await runInTransactionOf(database, () => work(transactionExecutor(connection, over)));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // a connection that cannot even roll back is dropped from the pool rather than reused
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async migrate(andThen) {
      // Several processes may start together on one server (WORKERS, several machines): the first takes the lock and
      // applies the migrations, the others wait for it and then find nothing left to apply. The lock is the
      // session's: it is held on one connection, the one the migrations run on, and released before it returns to
      // the pool (a process that dies releases it with its connection).
      // No statement timeout meanwhile: waiting for another process's migrations and building an index over a large
      // table both take as long as they take.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1, $2)', MIGRATION_LOCK);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: paths.migrations });
          // the first start's demo seed, on the pool's other connections, while this one still holds the lock
          await andThen?.();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1, $2)', MIGRATION_LOCK).catch((error: Error) => {
            broken = error;
          });
        }
        if (!broken) await client.query('RESET statement_timeout');
      } catch (error) {
        broken ??= error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
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
  return database;
}
