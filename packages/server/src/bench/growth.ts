// `npm run bench -- growth` (a measure, not a test): how much the database grows with the visits it records. On a
// fresh embedded database (migrated, demo directory), BENCH_GROWTH_ROWS (20,000) of each recorded event are written
// as the service writes them (one row each: a page visit in site_visits, a member page view in company_views, a
// search in searches with the 10 companies and the chambers of its first page), spread over the last 30 days so the
// triggers' daily counters (statistic_daily, migration 0006) grow as they do in a month. The size of each table with
// its indexes and TOAST (pg_total_relation_size) is read before and after, after VACUUM, and extrapolated to a
// million events; then a visit mix (every visit one page visit; a third of them a member page, a third a search).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.js';
import { migrateAndSeed, seedDemo } from '../db/seed/index.js';
import { FolderStorage } from '../services/fileStorage.js';
import { FileStore } from '../services/files.js';

const ROWS = Number(process.env.BENCH_GROWTH_ROWS ?? 20_000);
const TABLES = ['site_visits', 'company_views', 'searches', 'statistic_daily'] as const;
const dataDir = mkdtempSync(join(tmpdir(), 'annuaire-bench-growth-'));
const database = await openDatabase({ dataDir });
try {
  await migrateAndSeed(database, async () => {
    const files = new FileStore(new FolderStorage(dataDir));
    await files.init();
    await seedDemo(database, files);
  });
  const sizes = async () => {
    await database.query('VACUUM');
    const row = (
      await database.query<Record<string, string>>(
        `SELECT ${TABLES.map((t) => `pg_total_relation_size('${t}')::text AS ${t}`).join(', ')}, pg_database_size(current_database())::text AS database`,
      )
    )[0] as Record<string, string>;
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };
  const before = await sizes();
  const spread = `now() - ((g % 30) || ' days')::interval - ((g % 86400) || ' seconds')::interval`;
  const started = Date.now();
  await database.query(
    `INSERT INTO site_visits (path, at) SELECT (ARRAY['/', '/membres', '/actualites', '/membre/' || (1 + g % 40)])[1 + g % 4], ${spread} FROM generate_series(1, $1::int) AS g`,
    [ROWS],
  );
  const visitsDone = await sizes();
  await database.query(
    `INSERT INTO company_views (company_id, at) SELECT (SELECT id FROM companies WHERE status = 'ACTIVE' ORDER BY id OFFSET (g % 20) LIMIT 1), ${spread} FROM generate_series(1, $1::int) AS g`,
    [ROWS],
  );
  const viewsDone = await sizes();
  const companyIds = (await database.query<{ id: number }>(`SELECT id FROM companies ORDER BY id LIMIT 10`)).map((r) => r.id);
  const chamberIds = (await database.query<{ id: number }>(`SELECT id FROM country_amchams ORDER BY id LIMIT 3`)).map((r) => r.id);
  await database.query(
    `INSERT INTO searches (keyword, sector_id, country_id, chamber_ids, company_ids, at)
     SELECT (ARRAY['agroalimentaire', 'banque', 'transport logistique', NULL])[1 + g % 4], NULL, NULL, $2::int[], $3::int[], ${spread}
     FROM generate_series(1, $1::int) AS g`,
    [ROWS, chamberIds, companyIds],
  );
  const after = await sizes();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const perMillion = (bytes: number) => ((bytes * 1_000_000) / ROWS / 1024 / 1024).toFixed(0);
  const grown = (a: Record<string, number>, b: Record<string, number>, table: string) => (b[table] ?? 0) - (a[table] ?? 0);
  const visitBytes = grown(before, visitsDone, 'site_visits') + grown(before, visitsDone, 'statistic_daily');
  const viewBytes = grown(visitsDone, viewsDone, 'company_views') + grown(visitsDone, viewsDone, 'statistic_daily');
  const searchBytes = grown(viewsDone, after, 'searches') + grown(viewsDone, after, 'statistic_daily');
  console.log(`${ROWS} of each event written over 30 days (${seconds} s); sizes with indexes (pg_total_relation_size), after VACUUM:`);
  for (const table of TABLES) console.log(`  ${table}: ${before[table]} -> ${after[table]} bytes`);
  console.log(`  database: ${before.database} -> ${after.database} bytes`);
  console.log(
    `per million events: page visits ${perMillion(visitBytes)} MB, member page views ${perMillion(viewBytes)} MB, searches ${perMillion(searchBytes)} MB`,
  );
  const mix = visitBytes + viewBytes / 3 + searchBytes / 3;
  console.log(`per million visits (each a page visit, a third also a member page view, a third also a search): ${perMillion(mix)} MB`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
