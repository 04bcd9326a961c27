#!/usr/bin/env node
// `npm run bench -- visit`: the server CPU a whole visit costs, at 100,000 companies. Debian chromium (playwright-core)
// opens each public page of the built product as a visitor does; every request that reaches the service is recorded
// from the browser (DevTools protocol: the HTML, the app's API calls once it starts, images and their variants, the
// tracking calls, and the service worker's own requests: its precache, what it fetches for the page), and the
// service's CPU is read from /proc/<pid>/task/*/schedstat (nanoseconds, every thread of the service: the HTTP thread
// and the embedded database's) from the first request until the visit is over: the page idle (no request for 500 ms),
// its service worker activated (its precache done), and the service quiet again for 500 ms. Everything a visit causes
// is its own, deferred work included (the batched search record, the worker's precache): ending at the page's idle
// charged that tail to the next visit (a repeat visit paid for the warm visit's precache). Each page three ways:
// - cold: the service's caches dropped just before (a company written, as an administrator's edit drops them: the
//   page cache, the search and similar-members caches, the figures kept until the directory changes), a browser
//   with an empty cache;
// - warm: right after, another browser with an empty cache (the service's caches filled by the cold visit);
// - repeat: the warm visitor opens the page again (the browser's cache and the worker answer what they may).
// Each way BENCH_VISIT_ROUNDS times (3), on a different member and keyword each round; the figure is the mean. The
// service's idle CPU (its timers) is measured first and taken off each visit (printed). Each page's warm visit is then
// set beside the least it could cost on this machine (floor.mjs): the same browser visiting a do-nothing HTTP server
// that answers with the bytes the service answered; and the same number of requests and connections to a do-nothing
// server kept busy, which a visit's bursts never keep it. Works on a COPY of a seeded
// folder, BENCH_VISIT_DATA (default /tmp/e-data-100k, as `ssr`; seed one with
// `DATA_DIR=<folder> npm run seed -- --companies 100000`); APP_DIST (packages/app/dist). BENCH_VISIT_JSON=<file>
// writes the rows; BENCH_VISIT_NODE_ARGS, the service's node options (a profile: '--cpu-prof --cpu-prof-dir=<folder>');
// BENCH_VISIT_WINDOWS=<file>, each visit's start and end on the monotonic clock (a profile's timestamps) to cut a
// profile into visits; BENCH_PORT, the service's port (else a free one).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_FLAGS } from './chromium.mjs';
import { answerOf, measureFloor, startReplayServer } from './floor.mjs';
import { startProductServer } from './serve.mjs';

const root = new URL('../../', import.meta.url).pathname;
const require = createRequire(join(root, 'packages/app/package.json'));
const { chromium } = require('playwright-core');

const source = process.env.BENCH_VISIT_DATA ?? '/tmp/e-data-100k';
const appDist = process.env.APP_DIST ?? join(root, 'packages/app/dist');
const rounds = Number(process.env.BENCH_VISIT_ROUNDS ?? 3);
// BENCH_VISIT_WORKERS=block: visitors whose browser installs no service worker (what the pages cost without its precache)
const workersBlocked = process.env.BENCH_VISIT_WORKERS === 'block';
const contextOptions = workersBlocked ? { serviceWorkers: 'block' } : {};

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
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** `promise`'s value, or `otherwise` if it fails or takes more than a second. */
const within = (promise, otherwise) => Promise.race([promise.catch(() => otherwise), sleep(1000).then(() => otherwise)]);

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
  /**
   * One visit of `path` in `context`: the service's CPU, the requests that reached it and their bytes. The visit ends
   * when the page is idle, its service worker (if the page registered one) is activated, nothing the browser asked is
   * still on its way, and then the service has been quiet (its idle rate) for QUIET_MS: a worker precaches after the
   * page is idle, and a visit's deferred work (the batched search record, a counter flush) runs after its answers, so
   * without this a visit's tail was charged to the next visit (the repeat visit got the warm visit's precache).
   */
  const QUIET_MS = 500;
  const WORKER_WAIT_MS = 8000;
  const QUIET_AT_MOST_MS = 20_000;
  const visit = async (context, path, { settle = true, at, capture } = {}) => {
    // the service, or another server (`at`: its origin, its process and its CPU per ms at rest)
    const { origin, pid, restPerMs } = at ?? { origin: server.origin, pid: server.pid, restPerMs: idlePerMs };
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (!request.url.startsWith(origin)) return;
      requests.set(requestId, { url: request.url.slice(origin.length), cached: false, bytes: 0, status: 0, connection: undefined });
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }) => {
      const r = requests.get(requestId);
      if (r) r.cached = true;
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const r = requests.get(requestId);
      if (!r) return;
      r.status = response.status;
      r.connection = response.connectionId;
      // answered by the service worker: what the worker itself fetched is counted below, from the worker's requests
      if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) r.cached = true;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) r.bytes = encodedDataLength;
    });
    // the service worker's own requests (its precache, and what it fetches for the page: the page's CDP session sees
    // those only as "from the service worker"); one the browser's HTTP cache answered never reached the service: its
    // bytes from the network (headers and body, as Playwright's sizes() count them) are none
    const fromWorker = [];
    const inFlight = new Set();
    const seen = (request) => {
      if (!request.url().startsWith(origin)) return;
      inFlight.add(request);
      if (request.serviceWorker()) fromWorker.push({ request, url: `(worker) ${request.url().slice(origin.length)}`, cached: false, bytes: 0, status: 0 });
    };
    const ended = (request) => inFlight.delete(request);
    // `capture`: a Map that keeps each answer of the visit (its path: status, headers, body), for the replay server
    const capturing = [];
    const keep = (response) => {
      if (response.url().startsWith(origin)) capturing.push(answerOf(response, origin).then((answer) => capture.set(answer.path, answer)));
    };
    context.on('request', seen);
    context.on('requestfinished', ended);
    context.on('requestfailed', ended);
    if (capture) context.on('response', keep);
    const started = performance.now();
    const startedUs = process.hrtime.bigint() / 1000n;
    const cpuBefore = cpuMs(pid);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // the page registers its worker once it is idle (app/pwa/PwaNotices.tsx), which may come after the network's
    // quiet: wait for the registration's active worker (its precache done), for a while if the page registers none
    if (!workersBlocked)
      await page.evaluate((waitMs) => Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, waitMs))]), WORKER_WAIT_MS);
    let quietSince = performance.now();
    let last = cpuMs(pid);
    const giveUp = performance.now() + (settle ? QUIET_AT_MOST_MS : 0);
    while (performance.now() - quietSince < QUIET_MS && performance.now() < giveUp) {
      await sleep(50);
      const now = cpuMs(pid);
      // above the rate at rest: a timer's tick is not the visit's (nor, under --cpu-prof, the profiler's sampling)
      if (inFlight.size > 0 || now - last > Math.max(0.2, 3 * restPerMs * 50)) quietSince = performance.now();
      last = now;
    }
    if (settle && performance.now() >= giveUp) console.warn(`${path}: not quiet after ${QUIET_AT_MOST_MS} ms (${inFlight.size} requests on their way)`);
    const cpu = cpuMs(pid) - cpuBefore - restPerMs * (performance.now() - started);
    // the visit's time on the monotonic clock, which a --cpu-prof profile's timestamps (microseconds) also read
    const window = { start: Number(startedUs), end: Number(process.hrtime.bigint() / 1000n) };
    context.off('request', seen);
    context.off('requestfinished', ended);
    context.off('requestfailed', ended);
    if (capture) {
      context.off('response', keep);
      await Promise.all(capturing);
    }
    for (const r of fromWorker) {
      // a request still on its way (quiet never came) has neither yet: never wait for them
      const response = await within(r.request.response(), null);
      const sizes = await within(r.request.sizes(), { responseHeadersSize: 0, responseBodySize: 0 });
      r.status = response?.status() ?? 0;
      r.bytes = Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize);
      r.cached = r.bytes === 0;
    }
    await page.close();
    const served = [...requests.values(), ...fromWorker].filter((r) => !r.cached);
    return {
      cpu: Math.max(0, cpu),
      requests: served.length,
      // the connections the page's own requests opened to the service (the worker's, which reuse the browser's pool, are
      // not told apart and not counted)
      connections: new Set(served.map((r) => r.connection).filter((id) => id !== undefined && id !== 0)).size,
      fromCache: requests.size + fromWorker.length - served.length,
      bytes: served.reduce((n, r) => n + r.bytes, 0),
      list: served.map((r) => `${r.status} ${r.url}`),
      window,
    };
  };

  const pages = [
    ['home', () => '/'],
    ['members', () => '/membres'],
    ['search', (round) => `/membres?keyword=${encodeURIComponent(keywords[(round * 7) % keywords.length])}`],
    ['member', (round) => `/membre/${members[(round * 5 + 3) % members.length].id}`],
    ['news', () => '/actualites'],
  ];
  // a first pass the figures leave out: the JIT, the server bundle's lazy chunks, the database's pages (the service's
  // rate at rest is not known yet, so quiet cannot be told)
  {
    const context = await browser.newContext(contextOptions);
    for (const [, path] of pages) await visit(context, path(rounds), { settle: false });
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
  const windows = [];
  for (const [name, path] of pages) {
    const sums = { cold: [], warm: [], repeat: [] };
    for (let round = 0; round < rounds; round += 1) {
      const address = path(round);
      await dropCaches();
      const coldContext = await browser.newContext(contextOptions);
      sums.cold.push(await visit(coldContext, address));
      await coldContext.close();
      await sleep(200);
      const warmContext = await browser.newContext(contextOptions);
      sums.warm.push(await visit(warmContext, address));
      await sleep(200);
      sums.repeat.push(await visit(warmContext, address));
      await warmContext.close();
      await sleep(200);
      if (round === 0) detail.push([name, address, sums.cold[0].list, sums.repeat[0].list]);
      for (const way of ['cold', 'warm', 'repeat']) windows.push({ page: name, way, ...sums[way][round].window });
      if (process.env.BENCH_VISIT_WINDOWS) writeFileSync(process.env.BENCH_VISIT_WINDOWS, JSON.stringify(windows, null, 2));
    }
    for (const [way, visits] of Object.entries(sums)) {
      const mean = (key) => visits.reduce((n, v) => n + v[key], 0) / visits.length;
      rows.push({
        page: name,
        way,
        cpuMs: mean('cpu'),
        // work that is not the visit's own (a timer of the service, a garbage collection) lands in some visits: one
        // round can be several times the others, so the median is given beside the mean
        medianCpuMs: median(visits.map((v) => v.cpu)),
        maxCpuMs: Math.max(...visits.map((v) => v.cpu)),
        requests: mean('requests'),
        connections: mean('connections'),
        fromCache: mean('fromCache'),
        bytes: mean('bytes'),
      });
    }
  }

  console.log(
    `\nServer CPU per visit at 100,000 companies (mean of ${rounds} visits; requests and bytes that reached the service; "cached": answered by the browser's cache or its service worker)`,
  );
  console.log('page     way      CPU ms (max)   median    requests  cached   KB');
  for (const r of rows)
    console.log(
      `${r.page.padEnd(8)} ${r.way.padEnd(7)} ${r.cpuMs.toFixed(1).padStart(7)} (${r.maxCpuMs.toFixed(1).padStart(6)}) ${r.medianCpuMs.toFixed(1).padStart(7)}  ${r.requests.toFixed(1).padStart(8)} ${r.fromCache.toFixed(1).padStart(7)} ${(r.bytes / 1024).toFixed(1).padStart(7)}`,
    );
  const way = (w) => rows.filter((r) => r.way === w);
  const avg = (list, key = 'cpuMs') => list.reduce((n, r) => n + r[key], 0) / list.length;
  console.log(
    `mean over the pages: cold ${avg(way('cold')).toFixed(1)} ms, warm ${avg(way('warm')).toFixed(1)} ms, repeat ${avg(way('repeat')).toFixed(1)} ms`,
  );
  console.log(
    `mean of the pages' medians: cold ${avg(way('cold'), 'medianCpuMs').toFixed(1)} ms, warm ${avg(way('warm'), 'medianCpuMs').toFixed(1)} ms, repeat ${avg(way('repeat'), 'medianCpuMs').toFixed(1)} ms`,
  );
  console.log('\nRequests of the first cold visit and of the first repeat visit of each page:');
  for (const [name, address, cold, repeat] of detail) {
    console.log(`${name} ${address}\n  cold:   ${cold.join('\n          ')}\n  repeat: ${repeat.join('\n          ') || '(none)'}`);
  }
  // The least each page's visit could cost: the same browser visiting a server that does nothing but answer with the
  // bytes the service gave (floor.mjs), its requests as many and timed by the same page. Per request, a do-nothing
  // server kept busy (one request after another on one connection) costs far less than it does in a visit, whose
  // requests come in bursts, after pauses, over several connections: both are printed.
  const warm = way('warm');
  const floors = new Map();
  for (const [name, path] of pages) {
    const address = path(0);
    // captured in a visit of its own: reading each body back from the browser is work the measured visits do not do
    const answers = new Map();
    const captureContext = await browser.newContext(contextOptions);
    await visit(captureContext, address, { capture: answers });
    await captureContext.close();
    const replay = await startReplayServer([...answers.values()]);
    try {
      const at = { origin: replay.origin, pid: replay.pid, restPerMs: 0 };
      // unmeasured, as the service's first pass
      const firstContext = await browser.newContext(contextOptions);
      await visit(firstContext, address, { at, settle: false });
      await firstContext.close();
      const visits = [];
      for (let round = 0; round < rounds; round += 1) {
        await sleep(200);
        const context = await browser.newContext(contextOptions);
        visits.push(await visit(context, address, { at }));
        await context.close();
      }
      floors.set(name, {
        medianCpuMs: median(visits.map((v) => v.cpu)),
        requests: visits.reduce((n, v) => n + v.requests, 0) / visits.length,
        // an address the service's answers did not hold (a visit that asks for something new each time)
        unanswered: [...new Set(visits.flatMap((v) => v.list.filter((line) => line.startsWith('404 '))))],
      });
    } finally {
      await replay.stop();
    }
  }
  const warmRequests = warm.reduce((n, r) => n + r.requests, 0);
  const meanBytes = warm.reduce((n, r) => n + r.bytes, 0) / Math.max(1, warmRequests);
  const floor = await measureFloor({ cpuMs, bodyBytes: meanBytes });
  console.log(
    `\nA do-nothing HTTP server on this machine (node:http, answers of ${(meanBytes / 1024).toFixed(1)} KB), kept busy: ${(floor.perRequest * 1000).toFixed(0)} µs of CPU per request on a kept-alive connection, ${(floor.perConnection * 1000).toFixed(0)} µs more per new connection.`,
  );
  console.log(
    'Warm visits beside a do-nothing server: visited by the same browser (answering what the service answered), and kept busy with as many requests over as many connections:',
  );
  console.log('page     requests  connections  service (median)  do-nothing, visited (median)  do-nothing, kept busy');
  for (const r of warm) {
    const least = r.requests * floor.perRequest + r.connections * floor.perConnection;
    const visited = floors.get(r.page);
    r.floorVisitedMedianCpuMs = visited.medianCpuMs;
    console.log(
      `${r.page.padEnd(8)} ${r.requests.toFixed(1).padStart(8)} ${r.connections.toFixed(1).padStart(12)} ${r.medianCpuMs.toFixed(1).padStart(14)} ms ${visited.medianCpuMs.toFixed(1).padStart(19)} ms (${visited.requests.toFixed(0)} requests) ${least.toFixed(1).padStart(14)} ms`,
    );
    if (visited.unanswered.length > 0) console.log(`         not in the service's answers: ${visited.unanswered.join(', ')}`);
  }
  if (process.env.BENCH_VISIT_JSON) writeFileSync(process.env.BENCH_VISIT_JSON, JSON.stringify(rows, null, 2));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
