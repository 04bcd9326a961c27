#!/usr/bin/env node
// `npm run bench -- visit`: the server CPU a whole visit costs, at 100,000 companies. Debian chromium (playwright-core)
// opens each public page of the built product as a visitor does and waits until the page is idle (no request for
// 500 ms); every request the page makes is recorded from the browser (DevTools protocol: the HTML, the app's API
// calls once it starts, images and their variants, the tracking calls), and the service's CPU from the first request
// to the idle page is read from /proc/<pid>/task/*/schedstat (nanoseconds, every thread of the service: the HTTP
// thread and the embedded database's). Each page three ways:
// - cold: the service's caches dropped just before (a company written, as an administrator's edit drops them: the
//   page cache, the search and similar-members caches, the figures kept until the directory changes), a browser
//   with an empty cache;
// - warm: right after, another browser with an empty cache (the service's caches filled by the cold visit);
// - repeat: the warm visitor opens the page again (the browser's cache answers what it may).
// Each way BENCH_VISIT_ROUNDS times (3), on a different member and keyword each round; the figure is the mean. The
// service's idle CPU (its timers) is measured first and taken off each visit (printed). Searches are recorded in
// batches a few seconds later: a batch's INSERT is shared by every search of those seconds and lands outside the
// window. Works on a COPY of a seeded folder, BENCH_VISIT_DATA (default /tmp/e-data-100k, as `ssr`; seed one with
// `DATA_DIR=<folder> npm run seed -- --companies 100000`); APP_DIST (packages/app/dist). BENCH_VISIT_JSON=<file>
// writes the rows; BENCH_VISIT_NODE_ARGS, the service's node options (a profile: '--cpu-prof --cpu-prof-dir=<folder>').
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_FLAGS } from './chromium.mjs';
import { startProductServer } from './serve.mjs';

const root = new URL('../../', import.meta.url).pathname;
const require = createRequire(join(root, 'packages/app/package.json'));
const { chromium } = require('playwright-core');

const source = process.env.BENCH_VISIT_DATA ?? '/tmp/e-data-100k';
const appDist = process.env.APP_DIST ?? join(root, 'packages/app/dist');
const rounds = Number(process.env.BENCH_VISIT_ROUNDS ?? 3);

if (!existsSync(join(source, 'pgdata'))) {
  console.error(`No seeded data folder at ${source} (BENCH_VISIT_DATA). Seed one: DATA_DIR=${source} npm run seed -- --companies 100000`);
  process.exit(1);
}
if (!existsSync(join(appDist, 'server', 'entry-server.js'))) {
  console.error(`No server bundle in ${appDist}/server (APP_DIST): build first (npx nx run-many -t build)`);
  process.exit(1);
}

/** The CPU time of every thread of a process, in milliseconds (schedstat: nanoseconds on a CPU). */
const cpuMs = (pid) => {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return ns / 1e6;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'annuaire-bench-visit-'));
console.log(`copying ${source} to ${dataDir}`);
cpSync(source, dataDir, { recursive: true });
const server = await startProductServer({
  env: { DATA_DIR: dataDir, APP_DIST: appDist, LOG_LEVEL: 'warn', PAGE_RENDERS_PER_MINUTE: '0' },
  timeoutMs: 300_000,
  // e.g. BENCH_VISIT_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the service
  nodeArgs: (process.env.BENCH_VISIT_NODE_ARGS ?? '').split(' ').filter(Boolean),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
});
try {
  const { origin } = server;
  const json = async (path, init) => (await fetch(`${origin}${path}`, init)).json();
  const { token } = await json('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin.reseau@annuaire.demo', password: 'admin123' }),
  });
  const members = (await json('/api/companies/search?page=0&size=50')).content;
  const sectors = await json('/api/sectors/all');
  const keywords = [...sectors.map((s) => s.nameFr), ...members.flatMap((m) => m.name.split(/\s+/).filter((w) => w.length > 4))];
  const dropCaches = async () => {
    // an administrator's write (the city it already has): the directory changed, every cache drops what it kept
    const form = new FormData();
    form.set('city', members[0].city ?? 'Abidjan');
    const res = await fetch(`${origin}/api/companies/${members[0].id}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    if (!res.ok) throw new Error(`dropping the caches: PUT /api/companies/${members[0].id} answered ${res.status}`);
    await sleep(300);
  };

  /** The service's CPU per millisecond at rest (measured after the warm-up pass). */
  let idlePerMs = 0;
  /** One visit of `path` in `context`: the service's CPU, the requests that reached it and their bytes. */
  const visit = async (context, path) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (!request.url.startsWith(origin)) return;
      requests.set(requestId, { url: request.url.slice(origin.length), cached: false, bytes: 0, status: 0 });
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }) => {
      const r = requests.get(requestId);
      if (r) r.cached = true;
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const r = requests.get(requestId);
      if (!r) return;
      r.status = response.status;
      if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) r.cached = true;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) r.bytes = encodedDataLength;
    });
    const started = performance.now();
    const cpuBefore = cpuMs(server.pid);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const cpu = cpuMs(server.pid) - cpuBefore - idlePerMs * (performance.now() - started);
    await page.close();
    const served = [...requests.values()].filter((r) => !r.cached);
    return {
      cpu: Math.max(0, cpu),
      requests: served.length,
      fromCache: requests.size - served.length,
      bytes: served.reduce((n, r) => n + r.bytes, 0),
      list: served.map((r) => `${r.status} ${r.url}`),
    };
  };

  const pages = [
    ['home', () => '/'],
    ['members', () => '/membres'],
    ['search', (round) => `/membres?keyword=${encodeURIComponent(keywords[(round * 7) % keywords.length])}`],
    ['member', (round) => `/membre/${members[(round * 5 + 3) % members.length].id}`],
    ['news', () => '/actualites'],
  ];
  // a first pass the figures leave out: the JIT, the server bundle's lazy chunks, the database's pages
  {
    const context = await browser.newContext();
    for (const [, path] of pages) await visit(context, path(rounds));
    await context.close();
  }

  // the service at rest: its timers' CPU per second, taken off each visit (the least of five seconds: a start-up's
  // background work may still run in the first ones)
  idlePerMs = Infinity;
  for (let i = 0; i < 5; i += 1) {
    const before = cpuMs(server.pid);
    await sleep(1000);
    idlePerMs = Math.min(idlePerMs, (cpuMs(server.pid) - before) / 1000);
  }
  console.log(`service at rest: ${(idlePerMs * 1000).toFixed(2)} ms of CPU per second (taken off each visit)`);

  const rows = [];
  const detail = [];
  for (const [name, path] of pages) {
    const sums = { cold: [], warm: [], repeat: [] };
    for (let round = 0; round < rounds; round += 1) {
      const address = path(round);
      await dropCaches();
      const coldContext = await browser.newContext();
      sums.cold.push(await visit(coldContext, address));
      await coldContext.close();
      await sleep(200);
      const warmContext = await browser.newContext();
      sums.warm.push(await visit(warmContext, address));
      await sleep(200);
      sums.repeat.push(await visit(warmContext, address));
      await warmContext.close();
      await sleep(200);
      if (round === 0) detail.push([name, address, sums.cold[0].list, sums.repeat[0].list]);
    }
    for (const [way, visits] of Object.entries(sums)) {
      const mean = (key) => visits.reduce((n, v) => n + v[key], 0) / visits.length;
      rows.push({
        page: name,
        way,
        cpuMs: mean('cpu'),
        maxCpuMs: Math.max(...visits.map((v) => v.cpu)),
        requests: mean('requests'),
        fromCache: mean('fromCache'),
        bytes: mean('bytes'),
      });
    }
  }

  console.log(
    `\nServer CPU per visit at 100,000 companies (mean of ${rounds} visits; requests and bytes that reached the service; "cached": answered by the browser's cache)`,
  );
  console.log('page     way      CPU ms (max)      requests  cached   KB');
  for (const r of rows)
    console.log(
      `${r.page.padEnd(8)} ${r.way.padEnd(7)} ${r.cpuMs.toFixed(1).padStart(7)} (${r.maxCpuMs.toFixed(1).padStart(6)})  ${r.requests.toFixed(1).padStart(8)} ${r.fromCache.toFixed(1).padStart(7)} ${(r.bytes / 1024).toFixed(1).padStart(7)}`,
    );
  const way = (w) => rows.filter((r) => r.way === w);
  const avg = (list) => list.reduce((n, r) => n + r.cpuMs, 0) / list.length;
  console.log(
    `mean over the pages: cold ${avg(way('cold')).toFixed(1)} ms, warm ${avg(way('warm')).toFixed(1)} ms, repeat ${avg(way('repeat')).toFixed(1)} ms`,
  );
  console.log('\nRequests of the first cold visit and of the first repeat visit of each page:');
  for (const [name, address, cold, repeat] of detail) {
    console.log(`${name} ${address}\n  cold:   ${cold.join('\n          ')}\n  repeat: ${repeat.join('\n          ') || '(none)'}`);
  }
  if (process.env.BENCH_VISIT_JSON) writeFileSync(process.env.BENCH_VISIT_JSON, JSON.stringify(rows, null, 2));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
