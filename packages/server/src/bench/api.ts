// `npm run bench:api` (not a test): the search budget of DESIGN.md measured at 100,000 companies on the embedded
// database. Seeds a fresh PGlite data folder (demo directory + generated companies), starts the real app on
// 127.0.0.1, and loads each call with autocannon (50 connections, 10 s, in a separate process): search with a
// common keyword, a rare keyword, filters only, a company by id (the newest, and the most viewed demo member), and
// a route answering a precomputed JSON body of the same size as the common search (the ceiling; registered only
// here). The searches run twice: through the app as it ships (result cache on) and with the search cache off (every
// call reaches the database).
// BENCH_DATA_DIR=<folder> reuses a folder seeded by an earlier run; BENCH_COMPANIES and BENCH_DURATION change the
// size and the seconds per run.
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
import { isDatabaseEmpty, seedDemo, seedLargeDirectory } from '../db/seed/index.js';
import { FileStore } from '../services/files.js';
import { searchServiceFor } from '../services/search.js';

const run = promisify(execFile);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
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
    const files = new FileStore(dataDir);
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

async function main() {
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? (await mkdtemp(join(tmpdir(), 'annuaire-bench-')));
  console.log(`data folder: ${dataDir}${reuse && existsSync(join(reuse, 'pgdata')) ? ' (reused)' : ''}`);
  const database = await prepare(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-only-secret-of-at-least-32-bytes', LOG_LEVEL: 'silent', APP_DIST: join(dataDir, 'no-app') });

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

  // the same app with the search result cache off: every search reaches the database
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

  await uncachedApp.close();
  await app.close();
  if (!reuse) await rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
