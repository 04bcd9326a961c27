// @module-tag postgres
// `npm run backup` / `npm run restore`: a copy of a seeded directory (database and uploads) restored into
// an empty folder (and, on PostgreSQL, an empty database) has the same rows and the same files, and the service starts
// on it: the same company, the same logo bytes, and a token signed before the copy still valid (the JWT secret
// travels with it). Runs on the engine of the run: the embedded database, or the PostgreSQL server of DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemo } from '../db/seed/index.js';
import { databaseUrlFor } from '../testing/template.js';
import { backup, restore, type BackupManifest } from './backup.js';

const adminUrl = process.env.DATABASE_URL;
const engine = adminUrl ? 'PostgreSQL' : 'the embedded database';
const createdDatabases: string[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the run's PostgreSQL server, or undefined on the embedded engine. */
async function newDatabaseUrl(): Promise<string | undefined> {
  if (!adminUrl) return undefined;
  const name = `annuaire_backup_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  createdDatabases.push(name);
  return databaseUrlFor(adminUrl, name);
}

async function startService(dataDir: string, databaseUrl: string | undefined) {
  const config = loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await database.migrate();
  return buildApp({ database, config, logger: false, mailer: { send: async () => undefined } });
}

describe(`given a seeded directory on ${engine}`, () => {
  let root: string;
  let source: { dataDir: string; databaseUrl?: string };
  let company: unknown;
  let logoPath: string;
  let logo: Buffer;
  let token: string;
  let manifest: BackupManifest;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'annuaire-backup-'));
    source = { dataDir: join(root, 'source'), databaseUrl: await newDatabaseUrl() };
    const app = await startService(source.dataDir, source.databaseUrl);
    await seedDemo(app.ctx.database, app.ctx.files);
    const answer = await app.inject({ method: 'GET', url: '/api/companies/1' });
    expect(answer.statusCode).toBe(200);
    company = answer.json();
    logoPath = `/repertoire_amchams/${(company as { logo: string }).logo}`;
    const image = await app.inject({ method: 'GET', url: logoPath });
    expect(image.statusCode).toBe(200);
    logo = image.rawPayload;
    token = await app.ctx.auth.signAccessToken({ id: 1, email: 'admin.reseau@annuaire.demo', profil: 'ADMIN_RESEAU' });
    await app.close();
    manifest = await backup(source, join(root, 'backup'));
    // a ceiling, not a speed check: the demo seed on a busy 2-core machine
  }, 300_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    for (const name of createdDatabases) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('the backup describes the rows of every table and every uploaded file', () => {
    expect(manifest.engine).toBe(adminUrl ? 'postgres' : 'pglite');
    expect(manifest.tables.companies).toBeGreaterThan(10);
    expect(manifest.tables.users).toBeGreaterThan(10);
    expect(manifest.files.length).toBeGreaterThan(5);
    expect(manifest.jwtSecret).toBe(true);
  });

  describe('when it is restored into an empty folder', () => {
    let target: { dataDir: string; databaseUrl?: string };
    let report: Awaited<ReturnType<typeof restore>>;
    beforeAll(async () => {
      target = { dataDir: join(root, 'restored'), databaseUrl: await newDatabaseUrl() };
      report = await restore(join(root, 'backup'), target);
    }, 120_000);

    it('has the same row counts and the same files', async () => {
      expect(report.mismatches).toEqual([]);
      expect(report.tables).toEqual(manifest.tables);
      expect(report.files).toBe(manifest.files.length);
      const [first] = manifest.files;
      expect(await readFile(join(target.dataDir, 'uploads', first!.path))).toEqual(await readFile(join(source.dataDir, 'uploads', first!.path)));
    });

    it('the service starts on it: the same company, the same logo, and a token signed before the copy', async () => {
      const app = await startService(target.dataDir, target.databaseUrl);
      try {
        const answer = await app.inject({ method: 'GET', url: '/api/companies/1' });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(company);
        const image = await app.inject({ method: 'GET', url: logoPath });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(logo)).toBe(true);
        const me = await app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });
        expect(me.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('a second restore into the same folder is refused: nothing is overwritten', async () => {
      const before = await readFile(join(target.dataDir, 'jwt-secret'), 'utf8');
      await expect(restore(join(root, 'backup'), target)).rejects.toThrow(/already holds|not empty/);
      expect(await readFile(join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(before);
    });
  });

  it('a backup into a folder that is not empty is refused', async () => {
    const busy = join(root, 'busy');
    await rm(busy, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(busy, { recursive: true }));
    await writeFile(join(busy, 'something'), 'x');
    await expect(backup(source, busy)).rejects.toThrow(/not empty/);
  });
});
