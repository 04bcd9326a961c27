// The demo directory seeded on the first start on an empty database (what `npm start` shows), and the large directory for the
// benchmarks (`npm run seed -- --companies 100000`). Deterministic: a seeded PRNG for the JS side and hashint4()
// for the SQL side; only the dates follow the day of seeding (upcoming events stay upcoming).
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  ads,
  categories,
  companies,
  countries,
  countryAmchams,
  events,
  partners,
  ratings,
  schedules,
  sectors,
  users,
  type DayOfWeek,
  type UserProfil,
} from '../schema.js';
import { hashPassword } from '../../services/auth.js';
import { renderMail } from '../../services/mailTemplates.js';
import type { FileStore } from '../../services/files.js';
import {
  CATEGORIES,
  CHAMBER_ADS,
  CHAMBERS,
  COMPANIES,
  EVENTS,
  FIRST_NAMES,
  HIDDEN_REVIEW,
  LAST_NAMES,
  NETWORK_ADS,
  OTHER_COUNTRIES,
  PARTNERS,
  RATING_COMMENTS,
  SECTORS,
} from './data.js';
import { bannerImage, logoPng, pictureJpeg } from './images.js';
import { Random } from './random.js';

export const DEMO_ADMIN_PASSWORD = 'admin123';
export const DEMO_MEMBER_PASSWORD = 'membre123';

export const DEMO_NETWORK_ADMIN_EMAIL = 'admin.reseau@annuaire.demo';

export interface DemoAccount {
  email: string;
  password: string;
  profil: UserProfil;
  of: string;
}

/** The demo accounts as printed on the first start. */
export function formatAccounts(accounts: readonly DemoAccount[]): string {
  const network = accounts.filter((a) => a.profil === 'ADMIN_RESEAU');
  const admins = accounts.filter((a) => a.profil === 'ADMIN_AMCHAM');
  const members = accounts.filter((a) => a.profil === 'MEMBER');
  const line = (a: DemoAccount) => `  ${a.email.padEnd(32)} ${a.password.padEnd(12)} ${a.of}`;
  return [
    '',
    'Demo directory seeded. Demo accounts (e-mail, password, what they manage):',
    ' Network administrator (ADMIN_RESEAU):',
    ...network.map(line),
    ' Chamber administrators (ADMIN_AMCHAM):',
    ...admins.map(line),
    ` Members (MEMBER), one per company, membre<companyId>@annuaire.demo / ${members[0]?.password ?? ''}; for example:`,
    ...members.slice(0, 6).map(line),
    '',
  ].join('\n');
}

const DAYS: readonly DayOfWeek[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const STREETS = [
  'rue du Commerce',
  'avenue de l’Indépendance',
  'boulevard de la République',
  'rue des Jardins',
  'avenue du Port',
  'rue de la Paix',
  'boulevard du Littoral',
  'rue des Artisans',
];
const VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An SQL text array of constants (the demo's own data, quotes doubled). */
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * A process's preparation of the database: the migrations, then, on an empty database, `seed` (the demo directory),
 * both under the migrations' lock (Database.migrate): processes starting together on one PostgreSQL (WORKERS, several
 * machines) wait for the first one's whole preparation, and find a migrated and seeded directory. Resolves with
 * whether this process seeded.
 */
export async function migrateAndSeed(database: Database, seed: (() => Promise<void>) | undefined): Promise<boolean> {
  let seeded = false;
  await database.migrate(async () => {
    if (!seed || !(await isDatabaseEmpty(database))) return;
    await seed();
    seeded = true;
  });
  return seeded;
}

export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(countries);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(database: Database, files: FileStore, today: Date = new Date()): Promise<DemoAccount[]> {
  const { db } = database;
  const random = new Random(20_260_101);

  const countryRows = await db
    .insert(countries)
    .values([...CHAMBERS.map((c) => ({ name: c.country, icon: c.icon })), ...OTHER_COUNTRIES])
    .returning({ id: countries.id });
  const chamberRows: { id: number }[] = [];
  for (const [index, chamber] of CHAMBERS.entries()) {
    const logo = await files.write('files', await logoPng(chamber.name.replace('AmCham ', 'A '), '#1e3a8a'), 'png');
    const [row] = await db
      .insert(countryAmchams)
      .values({
        countryId: countryRows[index]!.id,
        name: chamber.name,
        address: chamber.address,
        telephone: `${chamber.phonePrefix}0 00 00`,
        email: `contact@amcham-${chamber.code}.example.org`,
        website: `https://amcham-${chamber.code}.example.org`,
        logo,
        timeZone: chamber.timeZone,
      })
      .returning({ id: countryAmchams.id });
    chamberRows.push(row!);
  }
  const sectorRows = await db
    .insert(sectors)
    .values(SECTORS.map(({ nameFr, nameEn }) => ({ nameFr, nameEn })))
    .returning({ id: sectors.id });
  const categoryRows = await db
    .insert(categories)
    .values([...CATEGORIES])
    .returning({ id: categories.id });

  const companyIds: number[] = [];
  for (const [index, seed] of COMPANIES.entries()) {
    const chamberIndex = index % CHAMBERS.length;
    const chamber = CHAMBERS[chamberIndex]!;
    const sector = SECTORS[seed.sector]!;
    const district = random.pick(chamber.districts);
    const logo = await files.write('companies', await logoPng(seed.name, sector.color), 'png');
    const pictures: string[] = [];
    if (index % 3 !== 2) {
      for (let p = 1; p <= random.int(2, 3); p++) {
        pictures.push(await files.write('companies', await pictureJpeg(sector.color, random), 'jpg'));
      }
    }
    const hasCoordinates = index % 7 !== 6;
    const created = addDays(today, -random.int(5, 400));
    const [row] = await db
      .insert(companies)
      .values({
        name: seed.name,
        description:
          `${seed.name} est spécialisée dans ${seed.activity}. Implantée à ${chamber.city} (${district}), ` +
          `l’entreprise accompagne ses clients du secteur ${sector.nameFr.toLowerCase()} avec une équipe expérimentée.`,
        sectorId: sectorRows[seed.sector]!.id,
        countryId: countryRows[chamberIndex]!.id,
        countryAmchamId: chamberRows[chamberIndex]!.id,
        address: `${random.int(1, 250)} ${random.pick(STREETS)}, ${district}, ${chamber.city}`,
        city: chamber.city,
        telephone: `${chamber.phonePrefix}${random.int(0, 9)} ${random.int(10, 99)} ${random.int(10, 99)}`,
        email: `contact@${slug(seed.name)}.example.com`,
        webLink: `https://www.${slug(seed.name)}.example.com`,
        logo,
        pictures,
        videoLink: index % 4 === 0 ? VIDEO : null,
        lat: hasCoordinates ? Number((chamber.lat + (random.next() - 0.5) * 0.08).toFixed(5)) : null,
        lon: hasCoordinates ? Number((chamber.lon + (random.next() - 0.5) * 0.08).toFixed(5)) : null,
        // members waiting for validation or suspended in every chamber, for the admin status filter
        status: seed.status ?? 'ACTIVE',
        createdAt: created,
        updatedAt: addDays(created, random.int(0, 4)),
      })
      .returning({ id: companies.id });
    companyIds.push(row!.id);

    const saturdayOpen = random.chance(0.5);
    await db.insert(schedules).values(
      DAYS.map((day, d) => {
        const open = d < 5 || (d === 5 && saturdayOpen);
        return {
          companyId: row!.id,
          dayOfWeek: day,
          closed: !open,
          openingTime: open ? (d === 5 ? '09:00' : random.pick(['08:00', '08:30', '09:00'])) : null,
          closingTime: open ? (d === 5 ? '13:00' : random.pick(['17:00', '17:30', '18:00'])) : null,
        };
      }),
    );
    const ratingCount = random.int(0, 6);
    if (ratingCount > 0) {
      await db.insert(ratings).values(
        Array.from({ length: ratingCount }, () => ({
          companyId: row!.id,
          firstName: random.chance(0.15) ? 'Anonyme' : random.pick(FIRST_NAMES),
          lastName: random.pick(LAST_NAMES),
          score: random.pick([3, 4, 4, 5, 5, 5, 2]),
          comment: random.pick(RATING_COMMENTS),
          createdAt: addDays(today, -random.int(0, 80)),
        })),
      );
    }
  }

  for (const [index, event] of EVENTS.entries()) {
    const color = SECTORS[index % SECTORS.length]!.color;
    const chamberIndex = index % CHAMBERS.length;
    const start = addDays(today, event.days);
    await db.insert(events).values({
      countryAmchamId: chamberRows[chamberIndex]!.id,
      title: event.title,
      titleEn: event.titleEn,
      description: event.description,
      startDate: isoDate(start),
      endDate: isoDate(addDays(start, index % 3 === 0 ? 2 : 0)),
      startTime: index % 2 === 0 ? '09:00' : '18:30',
      endTime: index % 2 === 0 ? '17:00' : '21:00',
      address: CHAMBERS[chamberIndex]!.address,
      categoryId: categoryRows[event.category - 1]!.id,
      image: await files.write('files', await bannerImage(event.title, color, 960, 540), 'jpg'),
    });
  }

  const banners = [
    ...NETWORK_ADS.map((ad) => ({ ...ad, chamber: null, permanent: true, end: null })),
    ...CHAMBERS.flatMap((chamber, chamberIndex) =>
      CHAMBER_ADS.map((ad) => ({
        ...ad,
        title: ad.title(chamber.city),
        titleEn: ad.titleEn(chamber.city),
        chamber: chamberRows[chamberIndex]!.id,
        permanent: false,
      })),
    ),
  ];
  for (const [index, ad] of banners.entries()) {
    const color = SECTORS[(index * 3) % SECTORS.length]!.color;
    await db.insert(ads).values({
      countryAmchamId: ad.chamber,
      title: ad.title,
      titleEn: ad.titleEn,
      description: ad.description,
      link: `https://www.example.org/annonces/${slug(ad.title)}`,
      permanent: ad.permanent,
      startDate: isoDate(addDays(today, ad.start)),
      endDate: ad.end === null ? null : isoDate(addDays(today, ad.end)),
      webImg: await files.write('ads', await bannerImage(ad.title, color, 1200, 400), 'jpg'),
      mobileImg: await files.write('ads', await bannerImage(ad.title, color, 600, 400), 'jpg'),
    });
  }

  for (const [index, name] of PARTNERS.entries()) {
    await db.insert(partners).values({
      name,
      link: `https://www.example.org/partenaires/${slug(name)}`,
      logo: await files.write('files', await logoPng(name, SECTORS[(index * 7) % SECTORS.length]!.color), 'png'),
    });
  }

  const adminHash = await hashPassword(DEMO_ADMIN_PASSWORD);
  const memberHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const accounts: DemoAccount[] = [
    {
      email: DEMO_NETWORK_ADMIN_EMAIL,
      password: DEMO_ADMIN_PASSWORD,
      profil: 'ADMIN_RESEAU',
      of: 'every chamber, network banners, sectors, categories, partners',
    },
  ];
  await db.insert(users).values({ email: DEMO_NETWORK_ADMIN_EMAIL, passwordHash: adminHash, profil: 'ADMIN_RESEAU' });
  await db.insert(users).values(
    CHAMBERS.map((chamber, index) => {
      const email = `admin.${chamber.code}@annuaire.demo`;
      accounts.push({ email, password: DEMO_ADMIN_PASSWORD, profil: 'ADMIN_AMCHAM', of: chamber.name });
      return { email, passwordHash: adminHash, profil: 'ADMIN_AMCHAM' as const, countryAmchamId: chamberRows[index]!.id };
    }),
  );
  // the back-office "Comptes" shows more than one administrator per chamber: two invited who have not chosen their
  // password yet (a secret nobody knows) and a former one, disabled
  const invitedHash = await hashPassword(randomBytes(32).toString('base64url'));
  const chamberIdOf = (code: string) => chamberRows[CHAMBERS.findIndex((chamber) => chamber.code === code)]!.id;
  await db.insert(users).values([
    { email: 'secretariat.ci@annuaire.demo', passwordHash: invitedHash, profil: 'ADMIN_AMCHAM', countryAmchamId: chamberIdOf('ci') },
    { email: 'direction.sn@annuaire.demo', passwordHash: invitedHash, profil: 'ADMIN_AMCHAM', countryAmchamId: chamberIdOf('sn') },
    {
      email: 'ancien.cm@annuaire.demo',
      passwordHash: adminHash,
      profil: 'ADMIN_AMCHAM',
      countryAmchamId: chamberIdOf('cm'),
      lastSignInAt: addDays(today, -40),
      disabledAt: addDays(today, -30),
    },
  ]);
  await db.insert(users).values(
    companyIds.map((companyId, index) => {
      const email = `membre${companyId}@annuaire.demo`;
      accounts.push({ email, password: DEMO_MEMBER_PASSWORD, profil: 'MEMBER', of: COMPANIES[index]!.name });
      return { email, passwordHash: memberHash, profil: 'MEMBER' as const, companyId };
    }),
  );

  // one hidden review on each chamber's first member, hidden two days ago by the chamber's administrator
  await db.insert(ratings).values(
    CHAMBERS.map((chamber, chamberIndex) => ({
      ...HIDDEN_REVIEW,
      companyId: companyIds[chamberIndex]!,
      createdAt: addDays(today, -3),
      hiddenAt: addDays(today, -2),
      hiddenBy: `admin.${chamber.code}@annuaire.demo`,
    })),
  );

  await seedApplications(database, companyIds, today);
  await seedMailHistory(database, companyIds, today);
  await seedStatistics(database, 90);
  return accounts;
}

/**
 * The pending members came through the public form (Devenir membre), so every chamber has applications to answer:
 * one in two chambers has one sent weeks ago, past the 30 days a chamber has to answer (listed first and marked), the
 * others recent ones, in French and in English.
 */
async function seedApplications(database: Database, companyIds: readonly number[], today: Date): Promise<void> {
  for (const [index, seed] of COMPANIES.entries()) {
    if (seed.status !== 'PENDING') continue;
    const chamberIndex = index % CHAMBERS.length;
    const submitted = addDays(today, chamberIndex % 2 === 0 ? -(40 + chamberIndex) : -(2 + chamberIndex));
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
    await database.query(
      `INSERT INTO applications (id, representative_name, representative_email, language, terms_accepted_at, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [companyIds[index]!, `${first} ${last}`, `direction@${slug(seed.name)}.example.com`, index % 3 === 0 ? 'en' : 'fr', submitted.toISOString()],
    );
  }
}

/**
 * A few mails already delivered or given up, so the network administrator's Mails (GET /api/mails) shows its states
 * on a fresh demo: two written to the log as a demo without SMTP_URL does, and an invitation the recipient's server
 * refused until the last attempt. Their bodies are empty, as the outbox leaves them once a mail is done.
 */
async function seedMailHistory(database: Database, companyIds: readonly number[], today: Date): Promise<void> {
  const first = COMPANIES[0]!;
  const second = COMPANIES[1]!;
  const chamberOf = (index: number) => CHAMBERS[index % CHAMBERS.length]!.name;
  const rows = [
    {
      kind: 'invitation' as const,
      language: 'fr' as const,
      to: 'direction@ancien-domaine.example',
      subject: renderMail('invitation', 'fr', { chamberName: chamberOf(1), companyName: second.name, link: '', login: '' }).subject,
      state: 'failed',
      attempts: 12,
      lastError: '550 5.1.1 <direction@ancien-domaine.example>: Recipient address rejected: User unknown',
      createdAt: addDays(today, -6),
      sentAt: null,
    },
    {
      kind: 'invitation' as const,
      language: 'en' as const,
      to: `membre${companyIds[0]}@annuaire.demo`,
      subject: renderMail('invitation', 'en', { chamberName: chamberOf(0), companyName: first.name, link: '', login: '' }).subject,
      state: 'logged',
      attempts: 1,
      lastError: null,
      createdAt: addDays(today, -4),
      sentAt: addDays(today, -4),
    },
    {
      kind: 'passwordReset' as const,
      language: 'fr' as const,
      to: `membre${companyIds[1]}@annuaire.demo`,
      subject: renderMail('passwordReset', 'fr', { chamberName: chamberOf(1), link: '' }).subject,
      state: 'logged',
      attempts: 1,
      lastError: null,
      createdAt: addDays(today, -1),
      sentAt: addDays(today, -1),
    },
  ];
  for (const row of rows)
    await database.query(
      `INSERT INTO mail_outbox (kind, language, to_address, subject, text_body, html_body, state, attempts, last_error, created_at, sent_at)
       VALUES ($1, $2, $3, $4, '', '', $5, $6, $7, $8, $9)`,
      [row.kind, row.language, row.to, row.subject, row.state, row.attempts, row.lastError, row.createdAt, row.sentAt],
    );
}

/**
 * 90 days of statistics events, computed in SQL (tens of thousands of rows): views and contacts per company,
 * banner clicks, site visits and searches. hashint4() makes the counts deterministic.
 */
async function seedStatistics(database: Database, days: number): Promise<void> {
  await database.exec(`
    INSERT INTO company_views (company_id, at)
    SELECT c.id, (current_date - d) + make_interval(hours => 8 + n % 11, mins => (n * 17) % 60)
      FROM companies c
      CROSS JOIN generate_series(0, ${days - 1}) AS d
      CROSS JOIN LATERAL generate_series(1, abs(hashint4(c.id * 1000 + d)) % 9) AS n
     WHERE c.status = 'ACTIVE';

    INSERT INTO company_contacts (company_id, channel, at)
    SELECT c.id, (ARRAY['email', 'phone', 'website']::contact_channel[])[1 + (n + d) % 3],
           (current_date - d) + make_interval(hours => 9 + n % 8, mins => (n * 23) % 60)
      FROM companies c
      CROSS JOIN generate_series(0, ${days - 1}) AS d
      CROSS JOIN LATERAL generate_series(1, abs(hashint4(c.id * 7919 + d)) % 4 - 1) AS n
     WHERE c.status = 'ACTIVE';

    INSERT INTO ad_clicks (ad_id, at)
    SELECT a.id, (current_date - d) + make_interval(hours => 8 + n % 12)
      FROM ads a
      CROSS JOIN generate_series(0, ${days - 1}) AS d
      CROSS JOIN LATERAL generate_series(1, abs(hashint4(a.id * 31 + d)) % 7) AS n
     WHERE a.start_date <= current_date - d AND (a.permanent OR a.end_date IS NULL OR a.end_date >= current_date - d);

    INSERT INTO site_visits (path, at)
    SELECT (ARRAY['/', '/membres', '/actualites', '/membre/1', '/login'])[1 + (n * 7 + d) % 5],
           (current_date - d) + make_interval(hours => n % 24, mins => (n * 13) % 60)
      FROM generate_series(0, ${days - 1}) AS d
      CROSS JOIN LATERAL generate_series(1, 40 + abs(hashint4(d * 101)) % 60) AS n;

    INSERT INTO searches (keyword, sector_id, country_id, at)
    SELECT (ARRAY['conseil', 'banque', 'santé', 'formation', 'logistique', 'solaire', 'cacao', 'hôtel', NULL, NULL])[1 + abs(hashint4(d * 13 + n)) % 10],
           (SELECT id FROM sectors ORDER BY id OFFSET abs(hashint4(d * 17 + n)) % (SELECT count(*) FROM sectors) LIMIT 1),
           CASE WHEN n % 3 = 0 THEN (SELECT id FROM countries ORDER BY id OFFSET abs(hashint4(d + n)) % (SELECT count(*) FROM countries) LIMIT 1) END,
           (current_date - d) + make_interval(hours => 8 + n % 12, mins => (n * 7) % 60)
      FROM generate_series(0, ${days - 1}) AS d
      CROSS JOIN LATERAL generate_series(1, 5 + abs(hashint4(d * 7)) % 15) AS n;
  `);
}

/**
 * Adds generated companies until the directory holds `total` of them (benchmarks). Bulk INSERT ... SELECT in
 * batches; names are unique (a serial number ends each) and spread over every chamber and sector.
 */
export async function seedLargeDirectory(
  database: Database,
  total: number,
  options: ((done: number) => void) | { onProgress?: (done: number) => void; batch?: number } = {},
): Promise<number> {
  const { onProgress, batch = 10_000 } = typeof options === 'function' ? { onProgress: options } : options;
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  let current = row?.n ?? 0;
  // GIN indexes grow slowly row by row and build fast in one pass: set them aside during a bulk load and rebuild
  // them from their own definitions (pg_indexes), so the schema stays the migrations' one
  const bulk = total - current >= batch;
  const ginIndexes = bulk
    ? await database.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'companies' AND indexdef ILIKE '%USING gin%'`,
      )
    : [];
  for (const index of ginIndexes) await database.exec(`DROP INDEX public."${index.indexname}"`);
  try {
    while (current < total) {
      const size = Math.min(batch, total - current);
      await database.query(
        `INSERT INTO companies (name, description, sector_id, country_id, country_amcham_id, address, city, telephone, email, web_link, lat, lon, status, created_at, updated_at)
         SELECT
           prefix || ' ' || core || ' ' || (s.name_fr) || ' ' || g,
           prefix || ' ' || core || ' : entreprise du secteur ' || lower(s.name_fr) || ' (' || s.name_en || ') basée à ' || ch.city ||
             ', reconnue pour ' || activity || '.',
           s.id, ch.country_id, ch.id,
           (1 + g % 200) || ' rue du Commerce, ' || ch.city, ch.city,
           ch.phone_prefix || (g % 10) || ' ' || lpad((g % 97)::text, 2, '0') || ' ' || lpad((g % 89)::text, 2, '0'),
           'contact' || g || '@bench.example.com', 'https://bench' || g || '.example.com',
           CASE WHEN g % 5 = 0 THEN NULL ELSE 5 + (g % 1000) / 1000.0 END,
           CASE WHEN g % 5 = 0 THEN NULL ELSE -4 + (g % 997) / 1000.0 END,
           CASE WHEN g % 29 = 0 THEN 'INACTIVE'::company_status WHEN g % 31 = 0 THEN 'PENDING'::company_status ELSE 'ACTIVE'::company_status END,
           now() - make_interval(days => g % 700), now() - make_interval(days => g % 300)
         FROM generate_series($1::int, $2::int) AS g
         CROSS JOIN LATERAL (SELECT
           (ARRAY['Société', 'Groupe', 'Compagnie', 'Atelier', 'Cabinet', 'Établissements', 'Maison', 'Comptoir', 'Laboratoire', 'Agence'])[1 + abs(hashint4(g)) % 10] AS prefix,
           (ARRAY['Ivoirienne', 'Sahélienne', 'Atlantique', 'du Plateau', 'des Lagunes', 'Impériale', 'Numérique', 'Tropicale', 'Méridionale', 'Continentale', 'du Fleuve', 'Océane', 'Savane', 'Horizon', 'Étoile'])[1 + abs(hashint4(g * 7)) % 15] AS core,
           (ARRAY['la qualité de son service', 'son expertise régionale', 'ses délais courts', 'son innovation', 'son réseau de partenaires', 'ses prix compétitifs'])[1 + abs(hashint4(g * 13)) % 6] AS activity
         ) AS words
         CROSS JOIN LATERAL (SELECT id, name_fr, name_en FROM sectors ORDER BY id OFFSET abs(hashint4(g * 3)) % (SELECT count(*) FROM sectors) LIMIT 1) AS s
         CROSS JOIN LATERAL (SELECT a.id, a.country_id, (${sqlArray(CHAMBERS.map((c) => c.city))})[1 + (a.id - 1) % ${CHAMBERS.length}] AS city,
                                    (${sqlArray(CHAMBERS.map((c) => c.phonePrefix))})[1 + (a.id - 1) % ${CHAMBERS.length}] AS phone_prefix
                              FROM country_amchams a ORDER BY a.id OFFSET abs(hashint4(g * 5)) % (SELECT count(*) FROM country_amchams) LIMIT 1) AS ch`,
        [current + 1, current + size],
      );
      current += size;
      onProgress?.(current);
    }
  } finally {
    for (const index of ginIndexes) await database.exec(`SET maintenance_work_mem = '256MB'; ${index.indexdef}`);
  }
  // VACUUM as well: it marks the pages all-visible, so the search's counts by sector and country are index-only
  // scans (migration 0012) as they are on a PostgreSQL that autovacuum looks after
  await database.exec('VACUUM ANALYZE companies');
  return current;
}
