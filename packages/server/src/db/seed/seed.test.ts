// @module-tag postgres
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

  it('has one network administrator, an administrator per chamber (three more for the Accounts screen) and members tied to companies, whose printed passwords work', async () => {
    const [users] = await rows<{ network: number; admins: number; chambers: number; members: number }>(`
      SELECT count(*) FILTER (WHERE profil = 'ADMIN_RESEAU' AND country_amcham_id IS NULL AND company_id IS NULL)::int AS network,
             count(*) FILTER (WHERE profil = 'ADMIN_AMCHAM' AND country_amcham_id IS NOT NULL)::int AS admins,
             (SELECT count(*)::int FROM country_amchams) AS chambers,
             count(*) FILTER (WHERE profil = 'MEMBER' AND company_id IS NOT NULL)::int AS members
        FROM users`);
    expect(users?.network).toBe(1);
    // two invited administrators who have not chosen their password yet, and a disabled one
    expect(users?.admins).toBe((users?.chambers ?? 0) + 3);
    const [states] = await rows<{ disabled: number }>(`SELECT count(*) FILTER (WHERE disabled_at IS NOT NULL)::int AS disabled FROM users`);
    expect(states?.disabled).toBe(1);
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

  it('has mails already done in the outbox (written to the log, and one given up with its error), none left to send and no body kept', async () => {
    const mails = await rows<{ state: string; attempts: number; last_error: string | null; bodies: number; sent: boolean }>(
      `SELECT state, attempts, last_error, length(text_body) + length(html_body) AS bodies, sent_at IS NOT NULL AS sent FROM mail_outbox ORDER BY created_at`,
    );
    expect(mails.map((mail) => mail.state)).toEqual(['failed', 'logged', 'logged']);
    expect(mails[0]).toMatchObject({ attempts: 12, last_error: expect.stringMatching(/^550 /), sent: false });
    expect(mails.slice(1).every((mail) => mail.sent && mail.last_error === null)).toBe(true);
    expect(mails.every((mail) => mail.bodies === 0)).toBe(true);
  });
});

/**
 * What the demo's places must agree with, written here apart from the seed's data: each country's calling code and
 * number length, its city, and the words of a company name that name a place and the countries they may be in.
 */
const COUNTRY_RULES: Record<string, { dial: string; digits: number; cities: string[] }> = {
  "Côte d'Ivoire": { dial: '+225', digits: 10, cities: ['Abidjan'] },
  Sénégal: { dial: '+221', digits: 9, cities: ['Dakar'] },
  Cameroun: { dial: '+237', digits: 9, cities: ['Douala'] },
  Maroc: { dial: '+212', digits: 9, cities: ['Casablanca'] },
  France: { dial: '+33', digits: 9, cities: ['Paris'] },
  Gabon: { dial: '+241', digits: 8, cities: ['Libreville'] },
};
const PLACE_WORDS: [RegExp, string[]][] = [
  [/\b(cote d'ivoire|ivoire|ivoirien\w*|abidjan|yamoussoukro)\b/, ["Côte d'Ivoire"]],
  [/\b(senegal\w*|dakar)\b/, ['Sénégal']],
  [/\b(cameroun\w*|douala|yaounde)\b/, ['Cameroun']],
  [/\b(maroc\w*|maghreb|casablanca|rabat)\b/, ['Maroc']],
  [/\b(france|francais\w*|paris\w*|lyon)\b/, ['France']],
  [/\b(gabon\w*|libreville)\b/, ['Gabon']],
  [/\b(etats-unis|americain\w*|canada|canadien\w*|royaume-uni|britannique\w*)\b/, []],
  [/\bsahel\w*\b/, ['Sénégal']],
  [/\bafrique de l'ouest\b/, ["Côte d'Ivoire", 'Sénégal']],
  [/\bafrique centrale\b/, ['Cameroun', 'Gabon']],
];
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/’/g, "'");

describe('given the demo directory, its data agree with themselves', () => {
  it('every company is in its chamber’s country, in that country’s city, with its calling code and a name that names no other country', async () => {
    const companies = await rows<{
      name: string;
      country: string;
      chamber_country: string;
      city: string;
      address: string;
      description: string;
      telephone: string;
    }>(`
      SELECT c.name, k.name AS country, ak.name AS chamber_country, c.city, c.address, c.description, c.telephone
        FROM companies c JOIN countries k ON k.id = c.country_id
        JOIN country_amchams a ON a.id = c.country_amcham_id JOIN countries ak ON ak.id = a.country_id`);
    expect(companies.length).toBeGreaterThanOrEqual(60);
    const problems: string[] = [];
    for (const company of companies) {
      const rules = COUNTRY_RULES[company.country];
      if (!rules) {
        problems.push(`${company.name}: no rules for ${company.country}`);
        continue;
      }
      if (company.country !== company.chamber_country) problems.push(`${company.name}: in ${company.country}, its chamber in ${company.chamber_country}`);
      if (!rules.cities.includes(company.city)) problems.push(`${company.name}: ${company.city} is not in ${company.country}`);
      if (!company.address.endsWith(`, ${company.city}`)) problems.push(`${company.name}: address ${company.address} is not in ${company.city}`);
      if (!company.description.includes(company.city)) problems.push(`${company.name}: its description does not say ${company.city}`);
      const digits = company.telephone.slice(rules.dial.length).replace(/\D/g, '');
      if (!company.telephone.startsWith(`${rules.dial} `) || digits.length !== rules.digits)
        problems.push(`${company.name}: ${company.telephone} is no ${company.country} number (${rules.dial}, ${rules.digits} digits)`);
      for (const [words, countries] of PLACE_WORDS) {
        const named = words.exec(folded(company.name))?.[0];
        if (named && !countries.includes(company.country)) problems.push(`${company.name}: names '${named}' but is in ${company.country}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every chamber has its country’s calling code and an address in its city', async () => {
    const chambers = await rows<{ name: string; country: string; telephone: string; address: string }>(
      'SELECT a.name, k.name AS country, a.telephone, a.address FROM country_amchams a JOIN countries k ON k.id = a.country_id',
    );
    for (const chamber of chambers) {
      const rules = COUNTRY_RULES[chamber.country];
      expect(rules, chamber.country).toBeDefined();
      expect(chamber.telephone.startsWith(`${rules?.dial} `), chamber.telephone).toBe(true);
      expect(chamber.telephone.slice(rules?.dial.length).replace(/\D/g, '')).toHaveLength(rules?.digits ?? 0);
      expect(
        rules?.cities.some((city) => chamber.address.endsWith(city)),
        chamber.address,
      ).toBe(true);
      expect(chamber.name).toContain(chamber.country);
    }
  });
});

describe('given the demo directory, every chamber’s back-office shows its full state', () => {
  it('each chamber has banners of its own shown, expired and to come, and its own clicked over the statistics’ default 30 days', async () => {
    const chambers = await rows<{ name: string; current: number; expired: number; future: number; clicked: number }>(`
      SELECT a.name,
             (SELECT count(*)::int FROM ads d WHERE d.country_amcham_id = a.id AND NOT d.permanent AND d.start_date <= current_date AND d.end_date >= current_date) AS current,
             (SELECT count(*)::int FROM ads d WHERE d.country_amcham_id = a.id AND NOT d.permanent AND d.end_date < current_date) AS expired,
             (SELECT count(*)::int FROM ads d WHERE d.country_amcham_id = a.id AND NOT d.permanent AND d.start_date > current_date) AS future,
             -- what the statistics' banner clicks chart reads (getTopAdClicks): the chamber's daily counters
             (SELECT count(DISTINCT s.item_id)::int FROM statistic_daily s
               WHERE s.kind = 'AD_CLICK' AND s.country_amcham_id = a.id AND s.day >= current_date - 29) AS clicked
        FROM country_amchams a ORDER BY a.id`);
    expect(chambers).toHaveLength(6);
    for (const chamber of chambers) {
      expect(chamber, chamber.name).toMatchObject({ current: expect.any(Number), expired: expect.any(Number), future: expect.any(Number) });
      expect(chamber.current, `${chamber.name} current`).toBeGreaterThan(0);
      expect(chamber.expired, `${chamber.name} expired`).toBeGreaterThan(0);
      expect(chamber.future, `${chamber.name} future`).toBeGreaterThan(0);
      expect(chamber.clicked, `${chamber.name} clicked`).toBeGreaterThanOrEqual(2);
    }
  });

  it('each chamber has upcoming and past announcements of its own', async () => {
    const chambers = await rows<{ name: string; upcoming: number; past: number }>(`
      SELECT a.name,
             (SELECT count(*)::int FROM events e WHERE e.country_amcham_id = a.id AND e.end_date >= current_date) AS upcoming,
             (SELECT count(*)::int FROM events e WHERE e.country_amcham_id = a.id AND e.end_date < current_date) AS past
        FROM country_amchams a ORDER BY a.id`);
    for (const chamber of chambers) {
      expect(chamber.upcoming, `${chamber.name} upcoming`).toBeGreaterThan(0);
      expect(chamber.past, `${chamber.name} past`).toBeGreaterThan(0);
    }
  });

  it('each chamber has reviews to moderate, one of them hidden by its administrator, and active, pending and inactive members', async () => {
    const chambers = await rows<{
      name: string;
      admin: string;
      shown: number;
      hidden: number;
      hidden_by: string[];
      active: number;
      pending: number;
      inactive: number;
    }>(`
      SELECT a.name, (SELECT u.email FROM users u WHERE u.country_amcham_id = a.id AND u.profil = 'ADMIN_AMCHAM' ORDER BY u.id LIMIT 1) AS admin,
             count(r.id) FILTER (WHERE r.hidden_at IS NULL)::int AS shown,
             count(r.id) FILTER (WHERE r.hidden_at IS NOT NULL)::int AS hidden,
             array_remove(array_agg(DISTINCT r.hidden_by), NULL) AS hidden_by,
             (SELECT count(*)::int FROM companies c WHERE c.country_amcham_id = a.id AND c.status = 'ACTIVE') AS active,
             (SELECT count(*)::int FROM companies c WHERE c.country_amcham_id = a.id AND c.status = 'PENDING') AS pending,
             (SELECT count(*)::int FROM companies c WHERE c.country_amcham_id = a.id AND c.status = 'INACTIVE') AS inactive
        FROM country_amchams a LEFT JOIN companies c ON c.country_amcham_id = a.id LEFT JOIN ratings r ON r.company_id = c.id
       GROUP BY a.id, a.name ORDER BY a.id`);
    for (const chamber of chambers) {
      expect(chamber.shown, `${chamber.name} shown reviews`).toBeGreaterThan(0);
      expect(chamber.hidden, `${chamber.name} hidden reviews`).toBeGreaterThan(0);
      expect(chamber.hidden_by).toEqual([chamber.admin]);
      expect(chamber.active, `${chamber.name} active`).toBeGreaterThan(0);
      expect(chamber.pending, `${chamber.name} pending`).toBeGreaterThan(0);
      expect(chamber.inactive, `${chamber.name} inactive`).toBeGreaterThan(0);
    }
  });

  it('each chamber has applications to answer, and one in two an application past the 30 days it has to answer', async () => {
    const chambers = await rows<{ name: string; pending: number; overdue: number }>(`
      SELECT a.name,
             count(p.id) FILTER (WHERE p.decision IS NULL AND c.status = 'PENDING')::int AS pending,
             count(p.id) FILTER (WHERE p.decision IS NULL AND p.submitted_at < now() - interval '30 days')::int AS overdue
        FROM country_amchams a LEFT JOIN companies c ON c.country_amcham_id = a.id LEFT JOIN applications p ON p.id = c.id
       GROUP BY a.id, a.name ORDER BY a.id`);
    for (const chamber of chambers) expect(chamber.pending, `${chamber.name} applications`).toBeGreaterThan(0);
    expect(chambers.filter((chamber) => chamber.overdue > 0).length).toBeGreaterThanOrEqual(Math.floor(chambers.length / 2));
  });

  it('every banner and announcement has an English title', async () => {
    const [missing] = await rows<{ ads: number; events: number; total: number }>(`
      SELECT (SELECT count(*)::int FROM ads WHERE title_en IS NULL OR title_en = '' OR title_en = title) AS ads,
             (SELECT count(*)::int FROM events WHERE title_en IS NULL OR title_en = '' OR title_en = title) AS events,
             (SELECT count(*)::int FROM ads) + (SELECT count(*)::int FROM events) AS total`);
    expect(missing).toMatchObject({ ads: 0, events: 0 });
    expect(missing?.total).toBeGreaterThan(20);
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
