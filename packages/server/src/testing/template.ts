// The migrated and seeded template every test database is cloned from: creating and migrating a PGlite database
// takes seconds, cloning a dump (or CREATE DATABASE ... TEMPLATE on PostgreSQL) a fraction of that.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { seedFixture } from './fixture.js';

export type TemplateRef = { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; templateName: string };

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the template: in a PGlite dump file, or as a PostgreSQL template database when adminUrl is given. */
export async function buildTemplate(options: { adminUrl?: string; dumpPath: string }): Promise<TemplateRef> {
  if (options.adminUrl) {
    const templateName = `annuaire_tpl_${randomBytes(4).toString('hex')}`;
    await withAdmin(options.adminUrl, (c) => c.query(`CREATE DATABASE ${templateName}`));
    const database = await openDatabase({ databaseUrl: databaseUrlFor(options.adminUrl, templateName), poolSize: 2 });
    try {
      await database.migrate();
      await seedFixture(database);
    } finally {
      await database.close();
    }
    return { kind: 'postgres', adminUrl: options.adminUrl, templateName };
  }
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    await seedFixture(database);
    // Every clone copies and unpacks the whole dump: leave out the two template databases, which the tests never use
    // (the suite's database is `postgres`; CREATE DATABASE is a PostgreSQL-pass test), a third of its bytes.
    await database.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    await database.exec('DROP DATABASE template0');
    await database.exec('DROP DATABASE template1');
    await database.exec('CHECKPOINT');
    const dump = await database.pglite!.dumpDataDir('none');
    await writeFile(options.dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { kind: 'pglite', dumpPath: options.dumpPath };
}

export async function dropTemplate(ref: TemplateRef): Promise<void> {
  if (ref.kind === 'postgres') await withAdmin(ref.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${ref.templateName} WITH (FORCE)`));
}

/** The template's dump, read once per worker: every clone of this process starts from the same bytes. */
const dumps = new Map<string, Blob>();

/** A fresh database with the fixture, cloned from the template; `dispose` drops it (PostgreSQL). */
export async function cloneTemplate(ref: TemplateRef): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (ref.kind === 'pglite') {
    dumps.set(ref.dumpPath, dumps.get(ref.dumpPath) ?? new Blob([await readFile(ref.dumpPath)]));
    const database = await openDatabase({ loadDataDir: dumps.get(ref.dumpPath)! });
    return { database, dispose: () => database.close() };
  }
  const copy = await copyTemplate(ref);
  const database = await openDatabase({ databaseUrl: copy.url, poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * A new PostgreSQL database with the fixture, copied from the template, for a test that opens it its own way (the
 * service's options, other processes); `drop` removes it, whoever is still connected.
 */
export async function copyTemplate(
  ref: Extract<TemplateRef, { kind: 'postgres' }>,
  prefix = 'annuaire_test',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(ref.adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${ref.templateName}`));
  return {
    name,
    url: databaseUrlFor(ref.adminUrl, name),
    drop: async () => {
      await withAdmin(ref.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * An empty, unmigrated database on the engine of the run: in-memory PGlite, or a new database on the PostgreSQL
 * server of DATABASE_URL. For tests of migrations and seeds.
 */
export async function createEmptyDatabase(
  adminUrl: string | undefined = process.env.DATABASE_URL,
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (!adminUrl) {
    const database = await openDatabase({ inMemory: true });
    return { database, dispose: () => database.close() };
  }
  const name = `annuaire_empty_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), poolSize: 2 });
  return {
    database,
    async dispose() {
      await database.close();
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
