import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../services/auth.js';
import { FolderStorage } from '../../services/fileStorage.js';
import { FileStore } from '../../services/files.js';
import { createEmptyDatabase } from '../../testing/template.js';
import type { Database } from '../client.js';
import {
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_PASSWORD,
  formatAccounts,
  isDatabaseEmpty,
  migrateAndSeed,
  seedDemo,
  seedLargeDirectory,
  type DemoAccount,
} from './index.js';
import { Random } from './random.js';

const FLAG = /^\p{Regional_Indicator}{2}$/u;

let database: Database;
let dispose: () => Promise<void>;
let files: FileStore;
let dataDir: string;
let accounts: DemoAccount[];
const today = new Date();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'annuaire-seed-'));
  files = new FileStore(new FolderStorage(dataDir));
  await files.init();
  // PGlite, or the PostgreSQL server of DATABASE_URL: the seed's SQL must run on both
  ({ database, dispose } = await createEmptyDatabase());
  // a first start's preparation (main.ts): the migrations, then the seed of the empty directory
  const seeded = await migrateAndSeed(database, async () => {
    accounts = await seedDemo(database, files, today);
  });
  expect(seeded).toBe(true);
}, 300_000);
afterAll(async () => {
  await dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const rows = <T extends Record<string, unknown>>(sql: string) => database.query<T>(sql);

describe('given an empty database seeded with the demo directory', () => {
  it('is no longer empty', async () => {
    expect(await isDatabaseEmpty(database)).toBe(false);
  });

  it('a later start finds it and does not seed it again', async () => {
    const [before] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM companies');
    let called = false;
    const seeded = await migrateAndSeed(database, async () => {
      called = true;
    });
    expect([seeded, called]).toEqual([false, false]);
    const [after] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM companies');
    expect(after?.n).toBe(before?.n);
  });

  it('has at least 5 country chambers, each with its country and a flag emoji', async () => {
    const chambers = await rows<{ name: string; icon: string }>('SELECT a.name, c.icon FROM country_amchams a JOIN countries c ON c.id = a.country_id');
    expect(chambers.length).toBeGreaterThanOrEqual(5);
    for (const chamber of chambers) expect(chamber.icon).toMatch(FLAG);
  });

  it('has the sectors of the specs, the admin form’s four first as ids 1 to 4', async () => {
    const sectors = await rows<{ id: number; name_fr: string; name_en: string }>('SELECT id, name_fr, name_en FROM sectors ORDER BY id');
    expect(sectors.slice(0, 4).map((s) => [s.id, s.name_fr, s.name_en])).toEqual([
      [1, 'Technologie', 'Technology'],
      [2, 'Finance', 'Finance'],
      [3, 'Santé', 'Health'],
      [4, 'Éducation', 'Education'],
    ]);
    expect(sectors.length).toBeGreaterThanOrEqual(10);
  });

  it('has the five categories of admin §3 with their ids', async () => {
    const categories = await rows<{ id: number; name_fr: string; name_en: string }>('SELECT id, name_fr, name_en FROM categories ORDER BY id');
    expect(categories.map((c) => [c.id, c.name_fr, c.name_en])).toEqual([
      [1, 'Événement', 'Event'],
      [2, 'Actualité', 'News'],
      [3, 'Opportunité', 'Opportunity'],
      [4, 'Formation', 'Training'],
      [5, 'Networking', 'Networking'],
    ]);
  });

  it('has 60+ companies spread over chambers and sectors, with accents in names', async () => {
    const [spread] = await rows<{ n: number; chambers: number; sectors: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT country_amcham_id)::int AS chambers, count(DISTINCT sector_id)::int AS sectors FROM companies',
    );
    expect(spread?.n).toBeGreaterThanOrEqual(60);
    expect(spread?.chambers).toBeGreaterThanOrEqual(5);
    expect(spread?.sectors).toBeGreaterThanOrEqual(10);
    expect((await rows("SELECT 1 FROM companies WHERE name = 'Société Générale de Conseil'")).length).toBe(1);
  });

  it('gives every company a generated PNG logo on disk, most a gallery and coordinates, all seven days of hours', async () => {
    const companies = await rows<{ id: number; logo: string; pictures: string[]; lat: number | null }>('SELECT id, logo, pictures, lat FROM companies');
    for (const company of companies.slice(0, 5)) {
      const logo = await readFile(join(dataDir, 'uploads', 'companies', company.logo));
      expect((await sharp(logo).metadata()).format).toBe('png');
    }
    expect(companies.filter((c) => c.pictures.length > 0).length).toBeGreaterThan(companies.length / 2);
    expect(companies.filter((c) => c.lat !== null).length).toBeGreaterThan(companies.length * 0.7);
    const [hours] = await rows<{ incomplete: number }>(
      'SELECT count(*)::int AS incomplete FROM (SELECT c.id FROM companies c LEFT JOIN schedules s ON s.company_id = c.id GROUP BY c.id HAVING count(s.id) <> 7) x',
    );
    expect(hours?.incomplete).toBe(0);
  });

  it('has ratings with scores from 1 to 5', async () => {
    const [ratings] = await rows<{ n: number; min: number; max: number }>('SELECT count(*)::int AS n, min(score) AS min, max(score) AS max FROM ratings');
    expect(ratings?.n).toBeGreaterThan(60);
    expect(ratings?.min).toBeGreaterThanOrEqual(1);
    expect(ratings?.max).toBeLessThanOrEqual(5);
  });

  it('has 10+ events, upcoming and past', async () => {
    const [events] = await rows<{ upcoming: number; past: number }>(
      'SELECT count(*) FILTER (WHERE end_date >= current_date)::int AS upcoming, count(*) FILTER (WHERE end_date < current_date)::int AS past FROM events',
    );
    expect((events?.upcoming ?? 0) + (events?.past ?? 0)).toBeGreaterThanOrEqual(10);
    expect(events?.upcoming).toBeGreaterThan(0);
    expect(events?.past).toBeGreaterThan(0);
  });

  it('has 6+ banners: permanent, current, expired and future', async () => {
    const [ads] = await rows<{ n: number; permanent: number; current: number; expired: number; future: number }>(`
      SELECT count(*)::int AS n,
             count(*) FILTER (WHERE permanent)::int AS permanent,
             count(*) FILTER (WHERE NOT permanent AND start_date <= current_date AND end_date >= current_date)::int AS current,
             count(*) FILTER (WHERE NOT permanent AND end_date < current_date)::int AS expired,
             count(*) FILTER (WHERE NOT permanent AND start_date > current_date)::int AS future
        FROM ads`);
    expect(ads?.n).toBeGreaterThanOrEqual(6);
    for (const kind of ['permanent', 'current', 'expired', 'future'] as const) expect(ads?.[kind], kind).toBeGreaterThan(0);
  });

  it('has 6+ partners with logos', async () => {
    const partners = await rows<{ logo: string }>('SELECT logo FROM partners');
    expect(partners.length).toBeGreaterThanOrEqual(6);
    expect(await files.exists('files', partners[0]!.logo)).toBe(true);
  });

  it('has one network administrator, one administrator per chamber and members tied to companies, whose printed passwords work', async () => {
    const [users] = await rows<{ network: number; admins: number; chambers: number; members: number }>(`
      SELECT count(*) FILTER (WHERE profil = 'ADMIN_RESEAU' AND country_amcham_id IS NULL AND company_id IS NULL)::int AS network,
             count(*) FILTER (WHERE profil = 'ADMIN_AMCHAM' AND country_amcham_id IS NOT NULL)::int AS admins,
             (SELECT count(*)::int FROM country_amchams) AS chambers,
             count(*) FILTER (WHERE profil = 'MEMBER' AND company_id IS NOT NULL)::int AS members
        FROM users`);
    expect(users?.network).toBe(1);
    expect(users?.admins).toBe(users?.chambers);
    expect(users?.members).toBeGreaterThanOrEqual(60);
    const network = accounts.find((a) => a.profil === 'ADMIN_RESEAU')!;
    expect(network.email).toBe('admin.reseau@annuaire.demo');
    expect(formatAccounts(accounts)).toContain('admin.reseau@annuaire.demo');
    const admin = accounts.find((a) => a.profil === 'ADMIN_AMCHAM')!;
    const member = accounts.find((a) => a.profil === 'MEMBER')!;
    for (const [account, password] of [
      [network, DEMO_ADMIN_PASSWORD],
      [admin, DEMO_ADMIN_PASSWORD],
      [member, DEMO_MEMBER_PASSWORD],
    ] as const) {
      const [user] = await database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [account.email]);
      expect(account.password).toBe(password);
      expect(await verifyPassword(user!.password_hash, password)).toBe(true);
    }
  });

  it('has 90 days of statistics history without personal data', async () => {
    const [days] = await rows<{ views: number; contacts: number; visits: number; clicks: number; searches: number }>(`
      SELECT (SELECT count(DISTINCT at::date)::int FROM company_views) AS views,
             (SELECT count(DISTINCT at::date)::int FROM company_contacts) AS contacts,
             (SELECT count(DISTINCT at::date)::int FROM site_visits) AS visits,
             (SELECT count(DISTINCT at::date)::int FROM ad_clicks) AS clicks,
             (SELECT count(DISTINCT at::date)::int FROM searches) AS searches`);
    expect(days?.views).toBe(90);
    expect(days?.visits).toBe(90);
    expect(days?.searches).toBe(90);
    expect(days?.contacts).toBeGreaterThan(80);
    expect(days?.clicks).toBeGreaterThan(80);
    const columns = await rows<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name IN ('company_views', 'company_contacts', 'ad_clicks', 'site_visits', 'searches')",
    );
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/ip|agent|user_id|email/)]));
  });
});

describe('given the demo directory, when generated companies are added in bulk', () => {
  it('reaches the requested total with unique names, searchable documents and the GIN indexes rebuilt', async () => {
    const ginIndexes = async () =>
      (await rows<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'companies' AND indexdef ILIKE '%USING gin%' ORDER BY 1")).map(
        (i) => i.indexname,
      );
    // with PostgreSQL's btree_gin, migration 0013 adds the words-and-filters index
    const indexesBefore = await ginIndexes();
    expect(indexesBefore).toEqual(expect.arrayContaining(['companies_name_trgm_idx', 'companies_search_vector_idx']));
    const [before] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM companies');
    const target = (before?.n ?? 0) + 250;
    expect(await seedLargeDirectory(database, target, { batch: 100 })).toBe(target);
    const [after] = await rows<{ n: number; names: number; documents: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT lower(name))::int AS names, count(search_vector)::int AS documents FROM companies',
    );
    expect(after).toEqual({ n: target, names: target, documents: target });
    expect(await ginIndexes()).toEqual(indexesBefore);
  });
});

describe('the seeded PRNG', () => {
  it('gives the same sequence for the same seed, so the demo is the same on every machine', () => {
    const a = new Random(42);
    const b = new Random(42);
    const sequence = Array.from({ length: 20 }, () => a.int(0, 1000));
    expect(Array.from({ length: 20 }, () => b.int(0, 1000))).toEqual(sequence);
    expect(new Set(sequence).size).toBeGreaterThan(10);
  });
});
