// `npm run bench:api` (not a test): the search budget of DESIGN.md measured at 100,000 companies on the embedded
// database. Seeds a fresh PGlite data folder (demo directory + generated companies), starts the real app on
// 127.0.0.1, and loads each call with autocannon (50 connections, 10 s, in a separate process): search with a
// common keyword, a rare keyword, filters only, a company by id (the newest, and the most viewed demo member), and
// a route answering a precomputed JSON body of the same size as the common search (the ceiling; registered only
// here). The searches and the company pages run twice: through the app as it ships (result cache on) and with the
// result caches off (every call reaches the database).
// BENCH_DATA_DIR=<folder> reuses a folder seeded by an earlier run; BENCH_COMPANIES and BENCH_DURATION change the
// size and the seconds per run.
// Then the admin statistics with a long history (popular searches once read every
// recorded search, and /api/health waited as long): BENCH_SEARCHES searches (default 250,000) over 90 days are added through
// the same triggers as recorded searches, and the latency of popular searches, the summary cards and /api/health
// is measured alone and with 8 clients asking popular searches over 90 days at once.
// BENCH_STATISTICS_ONLY=1 runs this part only (e.g. with BENCH_COMPANIES=1000 for a quick run).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DEMO_ADMIN_PASSWORD, DEMO_NETWORK_ADMIN_EMAIL, isDatabaseEmpty, seedDemo, seedLargeDirectory } from '../db/seed/index.js';
import { createStatisticsRepository } from '../repositories/statistics.js';
import { dayWindows } from '../domain/stats.js';
import { FolderStorage } from '../services/fileStorage.js';
import { FileStore } from '../services/files.js';
import { searchServiceFor } from '../services/search.js';

const run = promisify(execFile);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const SEARCH_HISTORY = Number(process.env.BENCH_SEARCHES ?? 250_000);
const STATISTICS_ONLY = process.env.BENCH_STATISTICS_ONLY === '1';
const LOADER = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/bench-load.mjs');

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerRequest: number;
}

async function load(url: string): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, [LOADER, JSON.stringify({ url, connections: CONNECTIONS, duration: DURATION })], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as LoadResult;
}

async function prepare(dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  if (await isDatabaseEmpty(database)) {
    const files = new FileStore(new FolderStorage(dataDir));
    await files.init();
    await seedDemo(database, files);
  }
  const started = Date.now();
  const reached = await seedLargeDirectory(database, COMPANIES, (done) => process.stdout.write(`  seeding: ${done} companies\r`));
  console.log(`\n${reached} companies ready (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return database;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

function row(label: string, result: LoadResult, ceiling?: LoadResult): string {
  const ratio = ceiling ? `${((100 * result.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(0)} %` : '';
  const problems = result.errors + result.non2xx > 0 ? `  (${result.errors} errors, ${result.non2xx} non-2xx)` : '';
  return `${label.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${String(result.p50).padStart(6)} ${String(result.p95).padStart(6)} ${String(result.p99).padStart(6)} ${ratio.padStart(8)} ${String(result.bytesPerRequest).padStart(8)}${problems}`;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function latencyRow(label: string, latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1).padStart(8);
  return `${label.padEnd(52)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(sorted.at(-1) ?? 0)}`;
}

/** Latencies (ms) of GETs one after the other, until `count` calls or `until` returns true. */
async function sequential(url: string, headers: Record<string, string>, count: number, until: () => boolean = () => false): Promise<number[]> {
  const latencies: number[] = [];
  while (latencies.length < count && !until()) {
    const started = performance.now();
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** The admin statistics against a long search history. */
async function benchStatistics(database: Database, origin: string) {
  const [have] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM searches');
  const missing = SEARCH_HISTORY - (have?.n ?? 0);
  if (missing > 0) {
    const started = Date.now();
    // through the triggers of migration 0006, as the search recorder writes them, 50,000 per statement
    for (let done = 0; done < missing; done += 50_000) {
      await database.query(
        `INSERT INTO searches (keyword, sector_id, country_id, at)
         SELECT (ARRAY['conseil', 'banque', 'santé', 'formation', 'logistique', 'technologie', 'finance', NULL])[1 + g % 8],
                CASE WHEN g % 3 = 0 THEN (SELECT id FROM sectors ORDER BY id OFFSET (g / 3) % (SELECT count(*) FROM sectors) LIMIT 1) END,
                CASE WHEN g % 4 = 0 THEN (SELECT id FROM countries ORDER BY id OFFSET (g / 4) % (SELECT count(*) FROM countries) LIMIT 1) END,
                now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute'
         FROM generate_series($1::int, $2::int) AS g`,
        [done + 1, Math.min(done + 50_000, missing)],
      );
    }
    console.log(`\n${missing} searches added to the history (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  const [history] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM searches');
  const signIn = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_NETWORK_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const admin = { authorization: `Bearer ${token}` };
  const popular = `${origin}/api/companies/search/popular?days=90`;

  // the queries alone, in this process (no HTTP, no token check): what one call costs the database
  const statistics = createStatisticsRepository(database);
  const windows = dayWindows(new Date(), 90);
  const timed = async (count: number, call: () => Promise<unknown>) => {
    const latencies: number[] = [];
    for (let n = 0; n < count; n++) {
      const started = performance.now();
      await call();
      latencies.push(performance.now() - started);
    }
    return latencies;
  };
  console.log(`\nAdmin statistics queries with ${history?.n ?? 0} recorded searches; ms, one after the other, in process`);
  console.log(`${'query'.padEnd(52)} ${'calls'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
  console.log(latencyRow('popular searches, 90 days, network', await timed(200, () => statistics.popularSearches(null, windows.from))));
  console.log(latencyRow('popular searches, 90 days, one chamber', await timed(200, () => statistics.popularSearches(1, windows.from))));
  console.log(latencyRow('summary counts, 90 days and the 90 before', await timed(200, () => statistics.periodCounts(null, windows))));
  console.log(latencyRow('SELECT 1 (the floor)', await timed(200, () => database.query('SELECT 1'))));

  console.log(`\nAdmin statistics calls with ${history?.n ?? 0} recorded searches; latency in ms, calls one after the other`);
  console.log(`${'call'.padEnd(52)} ${'calls'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
  console.log(latencyRow('popular searches, 30 days', await sequential(`${origin}/api/companies/search/popular`, admin, 200)));
  console.log(latencyRow('popular searches, 90 days', await sequential(popular, admin, 200)));
  console.log(latencyRow('popular searches, 90 days, one chamber', await sequential(`${popular}&countryAmchamId=1`, admin, 200)));
  console.log(latencyRow('summary cards, 90 days', await sequential(`${origin}/api/statistics/summary?days=90`, admin, 200)));
  console.log(latencyRow('visits per day, 90 days', await sequential(`${origin}/api/companies/daily-visit?days=90`, admin, 200)));
  console.log(latencyRow('members by sector', await sequential(`${origin}/api/companies/companies-by-sector/kpi`, admin, 200)));
  console.log(latencyRow('/api/health alone', await sequential(`${origin}/api/health`, {}, 200)));
  // health while 8 clients ask popular searches over 90 days without pause for 5 s
  let stop = false;
  const end = Date.now() + 5_000;
  const loaders = Array.from({ length: 8 }, () => sequential(popular, admin, Number.MAX_SAFE_INTEGER, () => stop || Date.now() > end));
  const health = await sequential(`${origin}/api/health`, {}, Number.MAX_SAFE_INTEGER, () => Date.now() > end);
  stop = true;
  const loaded = (await Promise.all(loaders)).flat();
  console.log(latencyRow('popular searches, 90 days, 8 clients at once', loaded));
  console.log(latencyRow('/api/health during those 8 clients', health));
}

async function main() {
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? (await mkdtemp(join(tmpdir(), 'annuaire-bench-')));
  console.log(`data folder: ${dataDir}${reuse && existsSync(join(reuse, 'pgdata')) ? ' (reused)' : ''}`);
  const database = await prepare(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-only-secret-of-at-least-32-bytes',
    LOG_LEVEL: 'silent',
    APP_DIST: join(dataDir, 'no-app'),
  });

  if (STATISTICS_ONLY) {
    const app = await buildApp({ database, config, logger: false });
    await benchStatistics(database, await listen(app));
    await app.close();
    if (!reuse) await rm(dataDir, { recursive: true, force: true });
    return;
  }

  const [sample] = await database.query<{ id: number }>(`SELECT id FROM companies WHERE status = 'ACTIVE' ORDER BY id DESC LIMIT 1`);
  const [rare] = await database.query<{ name: string }>(`SELECT name FROM companies WHERE status = 'ACTIVE' AND id = $1`, [sample?.id ?? 1]);
  const rareKeyword = (rare?.name ?? '').split(' ').at(-1) ?? '1';
  // a demo member with 90 days of recorded views: what reading a company costs beyond its own row
  const [viewed] = await database.query<{ id: number }>(
    `SELECT company_id AS id FROM company_views GROUP BY company_id ORDER BY count(*) DESC, company_id LIMIT 1`,
  );
  const calls = {
    common: '/api/companies/search?keyword=societe&page=0&size=9',
    rare: `/api/companies/search?keyword=${encodeURIComponent(rareKeyword)}&page=0&size=9`,
    filters: '/api/companies/search?sectorId=2&countryId=1&page=0&size=9',
    byId: `/api/companies/${sample?.id ?? 1}`,
    byIdViewed: `/api/companies/${viewed?.id ?? 1}`,
  };

  // the app as it ships
  const app = await buildApp({ database, config, logger: false });
  // the ceiling: the same pipeline (hooks, headers, ETag) answering a precomputed body of the same size
  let ceilingBody = '';
  app.get('/bench/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(ceilingBody));
  ceilingBody = (await app.inject({ method: 'GET', url: calls.common })).body;
  const origin = await listen(app);

  // the same app with the result caches off (search pages, counts, company pages): every read reaches the database
  const uncachedDatabase: Database = { ...database };
  searchServiceFor(uncachedDatabase, { cacheEntries: 0 });
  const uncachedApp = await buildApp({ database: uncachedDatabase, config, logger: false });
  const uncachedOrigin = await listen(uncachedApp);

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run; latency in ms; ratio = req/s against the ceiling\n`);
  console.log(
    `${'call'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'ratio'.padStart(8)} ${'bytes'.padStart(8)}`,
  );
  const ceiling = await load(`${origin}/bench/ceiling`);
  console.log(row('ceiling (precomputed body, same size)', ceiling));
  const results: [string, LoadResult][] = [];
  for (const [label, url] of [
    ['search, common keyword (societe)', `${origin}${calls.common}`],
    [`search, rare keyword (${rareKeyword})`, `${origin}${calls.rare}`],
    ['search, filters only (sector + country)', `${origin}${calls.filters}`],
    ['company by id', `${origin}${calls.byId}`],
    ['company by id, most viewed member', `${origin}${calls.byIdViewed}`],
    ['search, common keyword, cache off', `${uncachedOrigin}${calls.common}`],
    ['search, rare keyword, cache off', `${uncachedOrigin}${calls.rare}`],
    ['search, filters only, cache off', `${uncachedOrigin}${calls.filters}`],
    ['company by id, cache off', `${uncachedOrigin}${calls.byId}`],
    ['company by id, most viewed member, cache off', `${uncachedOrigin}${calls.byIdViewed}`],
  ] as const) {
    const result = await load(url);
    results.push([label, result]);
    console.log(row(label, result, ceiling));
  }

  console.log('\nTargets: search p95 <= 10 ms; search throughput >= 50 % of the ceiling.');
  for (const [label, result] of results.filter(([label]) => label.startsWith('search'))) {
    const ok = result.p95 <= 10 && result.requestsPerSecond >= ceiling.requestsPerSecond / 2;
    console.log(`  ${ok ? 'met    ' : 'missed '} ${label}`);
  }

  await benchStatistics(database, origin);

  await uncachedApp.close();
  await app.close();
  if (!reuse) await rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
