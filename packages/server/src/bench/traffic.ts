// `npm run bench -- traffic` (a measure, not a test): the search budget of DESIGN.md on traffic that looks
// like users. The service runs as `npm start` runs it (src/main.ts in its own process; WORKERS is passed on), on the
// embedded database (BENCH_DATA_DIR, seeded to BENCH_COMPANIES first, default 100,000) or on PostgreSQL
// (BENCH_DATABASE_URL, seeded beforehand with `npm run seed -- --companies N`). The load generator (autocannon) runs
// in this process, apart from the service's.
//
// The traffic is drawn from the data: at least 200 different keywords (name words, whole names, name pairs, sectors
// FR and EN, cities, countries, a few misspelt names for the typo tolerance), filters (country, sector), pages 0-3
// and company pages (GET /api/companies/{id}), with a fixed seed (the same requests on every run). Kinds measured:
// - common: a common keyword (a word of many names, a sector, a city), pages 0-3;
// - filters: sector and/or country, no keyword, pages 0-3;
// - byId: a company page;
// - terms: a term of the bilingual dictionary in either language ('bank', 'avocat'), so the translated matches are
//   searched too, pages 0-3;
// - mixed: 45 % keyword searches (any of the keywords, a filter in a third of them), 15 % filters only, 40 % company pages.
// Each kind in two modes: closed loop (BENCH_CONNECTIONS, 50: the most it sustains; its latency is queueing) and a
// fixed offered rate (BENCH_RATE req/s, autocannon overallRate: the latency users see), with the result caches on
// (as the product runs) and off (SEARCH_CACHE=off). Printed as a table with the CPU used meanwhile by the service,
// by PostgreSQL and by this load generator (from /proc), and the load average.
//
// Options (environment): BENCH_DATA_DIR (default a folder under /tmp kept between runs), BENCH_DATABASE_URL,
// BENCH_COMPANIES (100000, embedded only), BENCH_DURATION (20 s per run), BENCH_RATE (100), BENCH_CONNECTIONS (50),
// BENCH_KINDS (common,filters,byId,mixed; terms on request), BENCH_MODES (closed,rate; open: evenly spaced requests at BENCH_RATE, see
// openLoop; poisson: the same rate with random arrivals), BENCH_CACHE (on,off), WORKERS (passed on),
// BENCH_WORKERS (a list, e.g. 1,2: each worker count in turn in the same run, PostgreSQL only; default WORKERS),
// BENCH_PG_DATA (the PostgreSQL data folder, to count its processes' CPU), BENCH_JSON=<file> (the rows as JSON),
// BENCH_AMOUNT=N (a fixed number of requests per run instead of BENCH_DURATION, the warm-up N/2: the same requests on
// every run, so that the CPU per request and the statements of two versions compare on a loaded machine),
// BENCH_BREAKDOWN=N (after the warm-up, N mixed requests one at a time: each class's latency, see breakdown).
// The CPU column also shows each process of the service apart (with WORKERS=2: the primary, then each worker).
// On PostgreSQL it prints the server's shared_buffers and huge_pages, and the huge pages this machine has reserved or
// in use: without them each new PostgreSQL connection pays a page fault for every 4 KB of shared_buffers it touches
// first (README.md, Production: PostgreSQL's memory), which the searches of a freshly started service pay in full.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get as httpGet } from 'node:http';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/client.js';
import { isDatabaseEmpty, seedDemo, seedLargeDirectory } from '../db/seed/index.js';
import { FolderStorage } from '../services/fileStorage.js';
import { FileStore } from '../services/files.js';
import { businessTerms } from '../services/bilingual.js';

const require = createRequire(import.meta.url);
// autocannon has no types of its own
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;
interface AutocannonResult {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface Histogram {
  getValueAtPercentile(p: number): number;
  recordValue(value: number): void;
}
const hdr = require('hdr-histogram-js') as { build(options: Record<string, unknown>): Histogram };

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL || undefined;
const DATA_DIR = env.BENCH_DATA_DIR || join(tmpdir(), 'annuaire-bench-traffic');
const COMPANIES = Number(env.BENCH_COMPANIES ?? 100_000);
const DURATION = Number(env.BENCH_DURATION ?? 20);
const AMOUNT = env.BENCH_AMOUNT ? Number(env.BENCH_AMOUNT) : undefined;
/** How long a run lasts: BENCH_AMOUNT requests, or BENCH_DURATION seconds. */
const RUN_LENGTH = AMOUNT === undefined ? { duration: DURATION } : { amount: AMOUNT };
const RATE = Number(env.BENCH_RATE ?? 100);
const BREAKDOWN = Number(env.BENCH_BREAKDOWN ?? 0);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const list = (value: string | undefined, fallback: string) => (value || fallback).split(',').map((item) => item.trim());
const KINDS = list(env.BENCH_KINDS, 'common,filters,byId,mixed') as Kind[];
type Mode = 'closed' | 'rate' | 'open' | 'poisson';
const MODES = list(env.BENCH_MODES, 'closed,rate') as Mode[];
const CACHES = list(env.BENCH_CACHE, 'on,off') as ('on' | 'off')[];
const WORKER_COUNTS = list(env.BENCH_WORKERS, env.WORKERS || '1').map(Number);

type Kind = 'common' | 'filters' | 'byId' | 'terms' | 'mixed';

/** The request material, read from the data before the service starts. */
interface Material {
  commonWords: string[];
  /** Terms of the bilingual dictionary, French and English (the searches that also match translations). */
  terms: string[];
  keywords: string[];
  /** What each keyword is (BENCH_BREAKDOWN's classes): common word, sector, country, rare word, name, name pair, typo, word and city. */
  keywordClasses: Map<string, string>;
  sectorIds: number[];
  countryIds: number[];
  companyIds: number[];
}

/** PostgreSQL's shared memory: its settings, and the machine's huge pages (/proc/meminfo) reserved or in use. */
async function sharedMemoryOf(database: Database): Promise<string> {
  const [settings] = await database.query<{ shared_buffers: string; huge_pages: string }>(
    `SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('huge_pages') AS huge_pages`,
  );
  const meminfo = Object.fromEntries(
    [...readFileSync('/proc/meminfo', 'utf8').matchAll(/^(HugePages_Total|HugePages_Free|HugePages_Rsvd|Hugepagesize):\s+(\d+)/gm)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
  const megabytes = (pages: number) => Math.round((pages * (meminfo.Hugepagesize ?? 0)) / 1024);
  const used = (meminfo.HugePages_Total ?? 0) - (meminfo.HugePages_Free ?? 0) + (meminfo.HugePages_Rsvd ?? 0);
  return `PostgreSQL shared_buffers ${settings?.shared_buffers}, huge_pages=${settings?.huge_pages}; huge pages of this machine reserved or in use: ${megabytes(used)} of ${megabytes(meminfo.HugePages_Total ?? 0)} MB`;
}

async function readMaterial(database: Database): Promise<Material> {
  const sample = await database.query<{ id: number; name: string; city: string | null }>(
    `SELECT id, name, city FROM companies WHERE status = 'ACTIVE' ORDER BY hashint4(id) LIMIT 2000`,
  );
  const sectors = await database.query<{ id: number; name_fr: string; name_en: string }>('SELECT id, name_fr, name_en FROM sectors ORDER BY id');
  const countries = await database.query<{ id: number; name: string }>(
    'SELECT k.id, k.name FROM countries k WHERE EXISTS (SELECT 1 FROM companies c WHERE c.country_id = k.id) ORDER BY k.id',
  );
  const words = new Map<string, number>();
  for (const { name } of sample) {
    for (const word of name.split(/[\s,.'’()-]+/)) if (word.length > 3 && !/^\d+$/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
  }
  // the words of many names (the generated prefixes and cores), and the sectors and cities
  const commonWords = [
    ...[...words.entries()].filter(([, n]) => n >= 20).map(([word]) => word),
    ...sectors.map((s) => s.name_fr),
    ...new Set(sample.map((c) => c.city).filter((city): city is string => !!city)),
  ];
  const names = sample.map((c) => c.name);
  // a misspelt name word: two letters swapped in its middle
  const typo = (word: string) => (word.length < 6 ? word : `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
  const rareWords = [...words.entries()].filter(([, n]) => n < 20).map(([word]) => word);
  // every tenth pair of the dictionary, both ways: a few dozen terms a visitor types in either language
  const terms = businessTerms()
    .filter((_, index) => index % 10 === 0)
    .flatMap((pair) => [pair.fr, pair.en]);
  const keywords = [
    ...commonWords,
    ...sectors.map((s) => s.name_en),
    ...countries.map((k) => k.name),
    ...rareWords.slice(0, 40),
    ...terms.slice(0, 40),
    // whole names (one company) and the first two words of others (a few hundred)
    ...names.slice(0, 120),
    ...names.slice(120, 220).map((name) => name.split(' ').slice(0, 2).join(' ')),
    ...names.slice(220, 240).map((name) => typo(name.split(' ').find((w) => w.length >= 6) ?? name)),
    ...sample.slice(240, 260).map((c) => `${c.name.split(' ')[0]} ${c.city ?? ''}`.trim()),
  ];
  const keywordClasses = new Map<string, string>();
  const classes: [string, string[]][] = [
    ['sector', sectors.flatMap((s) => [s.name_fr, s.name_en])],
    ['common', commonWords],
    ['country', countries.map((k) => k.name)],
    ['rare', rareWords.slice(0, 40)],
    ['term', terms.slice(0, 40)],
    ['name', names.slice(0, 120)],
    ['pair', names.slice(120, 220).map((name) => name.split(' ').slice(0, 2).join(' '))],
    ['typo', names.slice(220, 240).map((name) => typo(name.split(' ').find((w) => w.length >= 6) ?? name))],
    ['wordCity', sample.slice(240, 260).map((c) => `${c.name.split(' ')[0]} ${c.city ?? ''}`.trim())],
  ];
  for (const [name, items] of classes) for (const item of items) if (!keywordClasses.has(item)) keywordClasses.set(item, name);
  return {
    keywordClasses,
    commonWords: [...new Set(commonWords)],
    terms: [...new Set(terms)],
    keywords: [...new Set(keywords)],
    sectorIds: sectors.map((s) => s.id),
    countryIds: countries.map((k) => k.id),
    companyIds: sample.map((c) => c.id),
  };
}

/** The requests of each kind, from a seeded PRNG (the same traffic on every run). */
function trafficOf(material: Material, seed = 20261124) {
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  // most visitors stay on the first page
  const page = () => String(pick([0, 0, 0, 0, 0, 0, 1, 1, 2, 3]));
  const search = (params: Record<string, string>) => `/api/companies/search?${new URLSearchParams({ ...params, page: page(), size: '9' })}`;
  const filters = () => {
    const roll = random();
    const params: Record<string, string> = {};
    if (roll < 0.7) params.sectorId = String(pick(material.sectorIds));
    if (roll > 0.4) params.countryId = String(pick(material.countryIds));
    return params;
  };
  const paths: Record<Kind, () => string> = {
    common: () => search({ keyword: pick(material.commonWords) }),
    filters: () => search(filters()),
    byId: () => `/api/companies/${pick(material.companyIds)}`,
    terms: () => search({ keyword: pick(material.terms) }),
    mixed: () => {
      const roll = random();
      if (roll < 0.45) return search({ keyword: pick(material.keywords), ...(random() < 0.33 ? filters() : {}) });
      if (roll < 0.6) return paths.filters();
      return paths.byId();
    },
  };
  return paths;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Service {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** src/main.ts in its own process, as `npm start` runs it. */
async function startService(cache: 'on' | 'off', workers: number): Promise<Service> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR,
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      JWT_SECRET: 'bench-only-secret-of-at-least-32-bytes',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEARCH_CACHE: cache,
      WORKERS: String(workers),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the service did not answer within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU seconds (user + system) of processes, from /proc: the service and its workers, PostgreSQL's backends. */
function cpuSeconds(match: (pid: number, comm: string, ppid: number) => boolean): number {
  return [...cpuByProcess(match).values()].reduce((sum, seconds) => sum + seconds, 0);
}

/** CPU seconds of each matching process by pid. */
function cpuByProcess(match: (pid: number, comm: string, ppid: number) => boolean): Map<number, number> {
  const ticks = 100;
  const total = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // with the time of the children it has waited for (PostgreSQL's backends that ended during the run)
      if (match(Number(entry), comm, Number(fields[1])))
        total.set(Number(entry), (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticks);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

interface Row {
  workers: number;
  kind: Kind;
  cache: 'on' | 'off';
  mode: Mode;
  offered: number | null;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpu: { service: number; postgres: number; loader: number };
  /** % of one core used by each process of the service (the primary first, then its workers by pid). */
  serviceProcesses: number[];
  /** CPU time of the service and PostgreSQL per answered request (ms): what a request costs, whatever else runs. */
  cpuMsPerRequest: number;
  loadavg: string;
}

/**
 * BENCH_MODES=open: BENCH_RATE requests a second at evenly spaced times, whatever the answers do (an open loop), over
 * at most BENCH_CONNECTIONS keep-alive connections; each latency runs from the time the request was due, so a request
 * waiting for a connection or for this process counts. autocannon's overallRate (mode rate) is a quota per second
 * and per connection (node_modules/autocannon/lib/httpClient.js: reqsMadeThisSecond, reset by a 1 s interval that
 * every connection starts at once): with 50 connections at 200/s, each sends its 4 requests back to back as soon as
 * the second starts and then waits, so the 200 requests of a second arrive together and the latency it reports is
 * mostly the queue of that burst (on a loaded machine, even a
 * trivial /api/health waits in that queue).
 */
async function openLoop(origin: string, next: () => string, latencies: Histogram, arrivals: 'even' | 'poisson'): Promise<AutocannonResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const interval = 1000 / RATE;
  // poisson: independent arrivals at the same mean rate (exponential gaps, a seeded PRNG: the same times on every run),
  // so requests sometimes come close together as users' do; even: one every 1/BENCH_RATE s
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let at = 0;
  const nextDue = () => (at += arrivals === 'even' ? interval : -Math.log(1 - random()) * interval);
  const total = AMOUNT ?? Math.round(DURATION * RATE);
  const started = performance.now();
  let errors = 0;
  let non2xx = 0;
  let done = 0;
  const send = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const request = httpGet(`${origin}${path}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 0) >= 300) non2xx++;
          latencies.recordValue(Math.max(1, Math.round(performance.now() - due)));
          done++;
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + nextDue() - interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(next(), due));
  }
  await Promise.all(pending);
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return { requests: { average: done / seconds, total: done }, errors, timeouts: 0, non2xx };
}

async function measure(service: Service, workers: number, kind: Kind, cache: 'on' | 'off', mode: Mode, next: () => string): Promise<Row> {
  const servicePid = service.child.pid ?? 0;
  const ofService = (pid: number, _comm: string, ppid: number) => pid === servicePid || ppid === servicePid;
  // PostgreSQL's postmaster (BENCH_PG_DATA: its data folder) and its backends; other servers on the machine are not counted
  const postmaster = env.BENCH_PG_DATA ? Number(readFileSync(join(env.BENCH_PG_DATA, 'postmaster.pid'), 'utf8').split('\n')[0]) : -1;
  const ofPostgres = (pid: number, _comm: string, ppid: number) => pid === postmaster || ppid === postmaster;
  // autocannon's own default histogram, readable after the run (it frees the ones it aggregates)
  const latencies = hdr.build({
    useWebAssembly: false,
    bitBucketSize: 64,
    autoResize: true,
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000,
    numberOfSignificantValueDigits: 3,
  });
  const before = { service: cpuByProcess(ofService), postgres: cpuSeconds(ofPostgres), loader: process.cpuUsage(), at: performance.now() };
  const result =
    mode === 'open' || mode === 'poisson'
      ? await openLoop(service.origin, next, latencies, mode === 'open' ? 'even' : 'poisson')
      : await autocannon({
          url: service.origin,
          connections: CONNECTIONS,
          ...RUN_LENGTH,
          ...(mode === 'rate' ? { overallRate: RATE } : {}),
          histograms: { latencies },
          requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, method: 'GET', path: next() }) }],
        });
  const seconds = (performance.now() - before.at) / 1000;
  const loader = process.cpuUsage(before.loader);
  const share = (cpu: number) => Math.round((100 * cpu) / seconds);
  const after = cpuByProcess(ofService);
  const perProcess = [...after.entries()]
    .sort(([a], [b]) => (a === servicePid ? -1 : b === servicePid ? 1 : a - b))
    .map(([pid, seconds]) => seconds - (before.service.get(pid) ?? 0));
  const serviceCpu = perProcess.reduce((sum, seconds) => sum + seconds, 0);
  const postgresCpu = cpuSeconds(ofPostgres) - before.postgres;
  return {
    workers,
    kind,
    cache,
    mode,
    offered: mode === 'closed' ? null : RATE,
    requestsPerSecond: result.requests.average,
    p50: latencies.getValueAtPercentile(50),
    p95: latencies.getValueAtPercentile(95),
    p99: latencies.getValueAtPercentile(99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpu: {
      service: share(serviceCpu),
      postgres: share(postgresCpu),
      loader: share((loader.user + loader.system) / 1e6),
    },
    serviceProcesses: perProcess.map(share),
    cpuMsPerRequest: result.requests.total > 0 ? (1000 * (serviceCpu + postgresCpu)) / result.requests.total : 0,
    loadavg: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
}

/** The class of a request of the mixed traffic (BENCH_BREAKDOWN): a company page, filters only, or the keyword's class (with filters). */
function classOf(material: Material, path: string): string {
  const url = new URL(path, 'http://bench');
  if (!url.pathname.endsWith('/search')) return 'byId';
  const keyword = url.searchParams.get('keyword');
  if (keyword === null) return 'filters';
  const filtered = url.searchParams.has('sectorId') || url.searchParams.has('countryId');
  return `${material.keywordClasses.get(keyword) ?? 'keyword'}${filtered ? '+filters' : ''}`;
}

/**
 * BENCH_BREAKDOWN=N: N requests of the mixed traffic (their own seed, after the warm-up) sent one at a time, so no
 * request waits for another: each class's own latency (p50, p95, max in ms) and its share of the total time.
 */
async function breakdown(service: Service, material: Material, amount: number): Promise<void> {
  const next = trafficOf(material, 7).mixed;
  const times = new Map<string, number[]>();
  let all = 0;
  for (let n = 0; n < amount; n++) {
    const path = next();
    const started = performance.now();
    const response = await fetch(`${service.origin}${path}`);
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) console.log(`  ${response.status} ${path}`);
    const kind = classOf(material, path);
    times.set(kind, [...(times.get(kind) ?? []), ms]);
    all += ms;
  }
  const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  console.log(
    `  one at a time, ${amount} mixed requests, ${(all / amount).toFixed(1)} ms on average (load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}):`,
  );
  for (const [kind, list] of [...times.entries()].sort(([, a], [, b]) => b.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0))) {
    const sorted = [...list].sort((a, b) => a - b);
    const sum = sorted.reduce((x, y) => x + y, 0);
    console.log(
      `  ${kind.padEnd(16)} ${String(sorted.length).padStart(5)} requests  p50 ${at(sorted, 50).toFixed(1).padStart(6)}  p95 ${at(sorted, 95).toFixed(1).padStart(6)}  max ${at(sorted, 100).toFixed(1).padStart(6)}  ${((100 * sum) / all).toFixed(0).padStart(3)} % of the time`,
    );
  }
}

const HEADER = `${'w'.padEnd(2)}${'kind'.padEnd(8)} ${'cache'.padEnd(5)} ${'mode'.padEnd(12)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'cpu ms/req'.padStart(10)}  ${'cpu% service/pg/loader'.padEnd(22)} load average`;
function format(row: Row): string {
  const mode = row.mode === 'closed' ? `closed ${CONNECTIONS}c` : `${row.mode} ${row.offered}/s`;
  const problems = row.errors + row.non2xx > 0 ? `  (${row.errors} errors, ${row.non2xx} non-2xx)` : '';
  const cpu = `${row.cpu.service}/${row.cpu.postgres}/${row.cpu.loader}`;
  const each = row.serviceProcesses.length > 1 ? `  service by process ${row.serviceProcesses.join('+')}` : '';
  return `${String(row.workers).padEnd(2)}${row.kind.padEnd(8)} ${row.cache.padEnd(5)} ${mode.padEnd(12)} ${row.requestsPerSecond.toFixed(0).padStart(7)} ${String(row.p50).padStart(6)} ${String(row.p95).padStart(6)} ${String(row.p99).padStart(6)} ${row.cpuMsPerRequest.toFixed(2).padStart(10)}  ${cpu.padEnd(22)} ${row.loadavg}${problems}${each}`;
}

async function main() {
  // the material (and the seed) before the service opens the database: one process per embedded data folder
  const database = await openDatabase(DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir: DATA_DIR });
  let material: Material;
  try {
    await database.migrate();
    if (!DATABASE_URL) {
      if (await isDatabaseEmpty(database)) {
        const files = new FileStore(new FolderStorage(DATA_DIR));
        await files.init();
        await seedDemo(database, files);
      }
      const started = Date.now();
      const reached = await seedLargeDirectory(database, COMPANIES, (done) => process.stdout.write(`  seeding: ${done} companies\r`));
      console.log(`${reached} companies (${((Date.now() - started) / 1000).toFixed(0)} s to reach them)`);
    }
    material = await readMaterial(database);
    if (DATABASE_URL) console.log(await sharedMemoryOf(database));
  } finally {
    await database.close();
  }
  const [count] = [material.keywords.length];
  console.log(
    `${DATABASE_URL ? 'PostgreSQL' : `embedded database in ${DATA_DIR}`}, WORKERS=${WORKER_COUNTS.join(' then ')}; ${count} different keywords ` +
      `(${material.commonWords.length} common), ${material.sectorIds.length} sectors, ${material.countryIds.length} countries, ` +
      `${material.companyIds.length} company ids; ${DURATION} s a run; latency in ms; cpu in % of one core over the run`,
  );
  const paths = trafficOf(material);
  const rows: Row[] = [];
  console.log(`\n${HEADER}`);
  for (const workers of WORKER_COUNTS) {
    for (const cache of CACHES) {
      const service = await startService(cache, workers);
      try {
        // warm-up: the JIT, the database's buffers and (cache on) the caches, with the mixed traffic
        await autocannon({
          url: service.origin,
          connections: 10,
          ...(AMOUNT === undefined ? { duration: Math.min(10, DURATION) } : { amount: Math.ceil(AMOUNT / 2) }),
          requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, method: 'GET', path: paths.mixed() }) }],
        });
        if (BREAKDOWN > 0) await breakdown(service, material, BREAKDOWN);
        for (const kind of KINDS) {
          for (const mode of MODES) {
            const row = await measure(service, workers, kind, cache, mode, paths[kind]);
            rows.push(row);
            console.log(format(row));
          }
        }
      } finally {
        await service.stop();
      }
    }
  }
  if (env.BENCH_JSON) writeFileSync(env.BENCH_JSON, JSON.stringify(rows, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
