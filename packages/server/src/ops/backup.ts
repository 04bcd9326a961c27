// `npm run backup` and `npm run restore`: a consistent copy of the database and
// of the uploads, and its restoration into an empty data folder or an empty database, checked against the copy's
// manifest (row counts of every table, size and SHA-256 of every file).
//
// - Embedded database (PGlite): one process per data folder, so the copy is taken with the service stopped (the
//   folder's lock says so otherwise) through PGlite's own dump of its data directory (a tarball of a cleanly
//   checkpointed cluster). PGlite runs without fsync: for production, PostgreSQL.
// - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, a consistent snapshot taken while the service runs;
//   `pg_restore` into an empty database.
// - Uploads (DATA_DIR/uploads) and the generated JWT secret (DATA_DIR/jwt-secret, so sessions survive a restore)
//   are copied file by file. Uploaded files are written once under a name the server makes and never rewritten in
//   place, so a copy taken while the service runs is consistent file by file.
// - Uploads in an S3-compatible bucket (S3_BUCKET) are not copied: the object store keeps them (versioning,
//   replication, its own copies); the CLI says so after a backup or a restore.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type Database, type Executor } from '../db/client.js';

const run = promisify(execFile);

const MANIFEST = 'manifest.json';
const PGLITE_DUMP = 'database.tar.gz';
const PG_DUMP = 'database.pgdump';
const SECRET = 'jwt-secret';

export interface BackupManifest {
  readonly format: 1;
  readonly createdAt: string;
  readonly engine: 'pglite' | 'postgres';
  /** Rows of every table of the public schema when the copy was taken. */
  readonly tables: Readonly<Record<string, number>>;
  /** Every uploaded file: its path under uploads/, size and SHA-256. */
  readonly files: readonly { readonly path: string; readonly size: number; readonly sha256: string }[];
  readonly jwtSecret: boolean;
}

export interface Target {
  /** DATA_DIR: the embedded database (pgdata), the uploads and the JWT secret. */
  readonly dataDir: string;
  /** postgres://...: the database is this server's instead of the embedded one. */
  readonly databaseUrl?: string;
}

/** Row counts of every table of the public schema (migrations' own bookkeeping included). */
async function countRows(database: Pick<Executor, 'query'>): Promise<Record<string, number>> {
  const tables = await database.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY schemaname, tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const schema = name.startsWith('__drizzle') ? 'drizzle' : 'public';
    const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"."${name}"`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

async function walk(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(join(entry.parentPath, entry.name));
  }
  return found.sort();
}

async function describeFiles(root: string): Promise<BackupManifest['files']> {
  const files = [];
  for (const file of await walk(root)) {
    const content = await readFile(file);
    files.push({ path: relative(root, file), size: content.length, sha256: createHash('sha256').update(content).digest('hex') });
  }
  return files;
}

async function copyTree(from: string, to: string): Promise<void> {
  for (const file of await walk(from)) {
    const target = join(to, relative(from, file));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file, target);
  }
}

/** Writes a backup of `source` into the folder `out` (created; must be empty) and returns its manifest. */
export async function backup(source: Target, out: string): Promise<BackupManifest> {
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length > 0) throw new Error(`The backup folder ${out} is not empty: choose a new one.`);
  let tables: Record<string, number>;
  if (source.databaseUrl) {
    const database = await openDatabase({ databaseUrl: source.databaseUrl, poolSize: 1 });
    try {
      // one snapshot for the counts and the dump: a transaction exports it and pg_dump reads through it, so the
      // manifest describes exactly what the dump holds even while the service writes
      tables = await database.transaction(async (tx) => {
        await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        const [exported] = await tx.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
        const snapshot = exported!.snapshot;
        const counts = await countRows(tx);
        await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, `--file=${join(out, PG_DUMP)}`, source.databaseUrl!]);
        return counts;
      });
    } finally {
      await database.close();
    }
  } else {
    if (!existsSync(join(source.dataDir, 'pgdata', 'PG_VERSION')))
      throw new Error(`No embedded database in ${source.dataDir}: set DATA_DIR to the service's data folder.`);
    // takes the folder's lock: refused while the service runs on it
    const database = await openDatabase({ dataDir: source.dataDir });
    try {
      tables = await countRows(database);
      await database.exec('CHECKPOINT');
      const dump = await database.pglite!.dumpDataDir('gzip');
      await writeFile(join(out, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  const uploads = join(source.dataDir, 'uploads');
  await copyTree(uploads, join(out, 'uploads'));
  const secret = join(source.dataDir, SECRET);
  const jwtSecret = existsSync(secret);
  if (jwtSecret) await copyFile(secret, join(out, SECRET));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine: source.databaseUrl ? 'postgres' : 'pglite',
    tables,
    files: await describeFiles(join(out, 'uploads')),
    jwtSecret,
  };
  await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface RestoreReport {
  readonly tables: Record<string, number>;
  readonly files: number;
  /** Tables whose count differs from the manifest's (empty when the copy is whole). */
  readonly mismatches: readonly string[];
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return !existsSync(folder) || (await readdir(folder)).length === 0;
}

/** Restores the backup in `from` into an empty data folder (and an empty database with DATABASE_URL), then checks it. */
export async function restore(from: string, target: Target): Promise<RestoreReport> {
  const manifest = JSON.parse(await readFile(join(from, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  if (manifest.engine === 'postgres' && !target.databaseUrl) throw new Error('This backup is of a PostgreSQL database: set DATABASE_URL to an empty database.');
  if (manifest.engine === 'pglite' && target.databaseUrl)
    throw new Error('This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.');
  for (const part of ['pgdata', 'uploads', SECRET]) {
    if (!(await isEmptyFolder(join(target.dataDir, part))) || (part === SECRET && existsSync(join(target.dataDir, SECRET)))) {
      throw new Error(`The data folder ${target.dataDir} already holds ${part}: restore into an empty folder.`);
    }
  }
  await mkdir(target.dataDir, { recursive: true });
  let database: Database;
  if (target.databaseUrl) {
    database = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
    const [tablesRow] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`);
    if ((tablesRow?.n ?? 0) > 0) {
      await database.close();
      throw new Error('The target database is not empty: restore into a new, empty database.');
    }
    await database.close();
    // pg_restore's own extension statements need the database's owner; --no-owner keeps objects the target user's
    await run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', `--dbname=${target.databaseUrl}`, join(from, PG_DUMP)]);
    database = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
  } else {
    const dump = await readFile(join(from, PGLITE_DUMP));
    database = await openDatabase({ dataDir: target.dataDir, loadDataDir: new Blob([dump]) });
  }
  let tables: Record<string, number>;
  try {
    tables = await countRows(database);
  } finally {
    await database.close();
  }
  await copyTree(join(from, 'uploads'), join(target.dataDir, 'uploads'));
  if (manifest.jwtSecret) await copyFile(join(from, SECRET), join(target.dataDir, SECRET));
  const restored = await describeFiles(join(target.dataDir, 'uploads'));
  const expected = new Map(manifest.files.map((f) => [f.path, f.sha256]));
  const badFiles = restored.filter((f) => expected.get(f.path) !== f.sha256).map((f) => `uploads/${f.path}`);
  if (restored.length !== manifest.files.length || badFiles.length > 0) {
    throw new Error(`The restored uploads differ from the backup's (${restored.length} of ${manifest.files.length} files; changed: ${badFiles.join(', ')})`);
  }
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(tables)]);
  const mismatches = [...names].filter((name) => manifest.tables[name] !== tables[name]).sort();
  return { tables, files: restored.length, mismatches };
}

/** The database's size on disk, for the CLI's summary. */
export async function folderSize(folder: string): Promise<number> {
  let total = 0;
  for (const file of await walk(folder)) total += (await stat(file)).size;
  return total;
}
