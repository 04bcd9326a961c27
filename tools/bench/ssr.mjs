#!/usr/bin/env node
// `npm run bench -- ssr`: the server render time of /membre/{id} at 100,000 companies, the page cache
// missed on purpose. Builds nothing: starts the built product (packages/server/dist/main.js, serving APP_DIST, whose
// dist/server/entry-server.js renders the page) on a data folder already seeded with 100,000 companies
// (`DATA_DIR=<folder> npm run seed -- --companies 100000`, about 5 min), COPIED first so the run changes nothing.
// The member ids are the active ones of the sitemap, drawn with a fixed seed and never twice, so the 60 s page cache
// never answers (it keeps a page by its route, whatever other parameters the address has; the render, its in-process
// API calls, compression and HTTP are measured). The service runs without its per-client render limit
// (PAGE_RENDERS_PER_MINUTE=0): every request here comes from this one client.
// 1. sequential renders (one at a time): p50/p95/p99/max; 2. a fixed offered rate (an open loop: requests leave on
// schedule whether or not the previous ones are answered): p50/p95/p99, served rate. The service's CPU time per
// render comes from /proc/<pid>/stat (user + system), and the load average is printed before and after each part:
// on a shared machine the CPU per render is the figure to compare, the latencies depend on the load.
// Options: BENCH_SSR_DATA (the seeded folder, default /tmp/e-data-100k), APP_DIST (the built app, default
// packages/app/dist), BENCH_SSR_COUNT (sequential renders, 300), BENCH_SSR_RATE (renders/s offered, 20),
// BENCH_DURATION (seconds at that rate, 15), BENCH_SSR_LANG (fr|en, fr).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductServer } from './serve.mjs';

const root = new URL('../../', import.meta.url).pathname;
const source = process.env.BENCH_SSR_DATA ?? '/tmp/e-data-100k';
const appDist = process.env.APP_DIST ?? join(root, 'packages/app/dist');
const count = Number(process.env.BENCH_SSR_COUNT ?? 300);
const rate = Number(process.env.BENCH_SSR_RATE ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const language = process.env.BENCH_SSR_LANG ?? 'fr';

if (!existsSync(join(source, 'pgdata'))) {
  console.error(`No seeded data folder at ${source} (BENCH_SSR_DATA). Seed one: DATA_DIR=${source} npm run seed -- --companies 100000`);
  process.exit(1);
}
if (!existsSync(join(appDist, 'server', 'entry-server.js'))) {
  console.error(`No server bundle in ${appDist}/server (APP_DIST): build the app first (npm run build -w @annuaire/app)`);
  process.exit(1);
}

const CLOCK_TICKS = 100; // USER_HZ on Linux
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime + stime
};
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const summary = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const f = (v) => v.toFixed(1);
  return `p50 ${f(quantile(s, 0.5))} ms, p95 ${f(quantile(s, 0.95))} ms, p99 ${f(quantile(s, 0.99))} ms, max ${f(s[s.length - 1])} ms`;
};

// a fixed seed: the same pages on every run
let seed = 20261124;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const dataDir = mkdtempSync(join(tmpdir(), 'annuaire-bench-ssr-'));
console.log(`copying ${source} to ${dataDir}`);
cpSync(source, dataDir, { recursive: true });
const server = await startProductServer({
  env: { DATA_DIR: dataDir, APP_DIST: appDist, LOG_LEVEL: 'warn', PAGE_RENDERS_PER_MINUTE: '0' },
  timeoutMs: 300_000,
});
try {
  // the active members, from the sitemap (an index past 50,000 addresses)
  const text = async (path) => (await fetch(`${server.origin}${path}`)).text();
  const index = await text('/sitemap.xml');
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  const ids = [];
  for (const body of files.length > 0 ? await Promise.all(files.map(text)) : [index])
    for (const m of body.matchAll(/\/membre\/(\d+)<\/loc>/g)) ids.push(Number(m[1]));
  if (ids.length < 1000) console.warn(`only ${ids.length} active members: is ${source} the 100,000-company folder?`);
  // each id once (a shuffle with the fixed seed): no page is asked twice, so none comes from the page cache
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  let next = 0;
  const nextPath = () => {
    if (next >= ids.length)
      throw new Error(`only ${ids.length} active members: fewer than the renders asked (BENCH_SSR_COUNT, BENCH_SSR_RATE x BENCH_DURATION)`);
    return `/membre/${ids[next++]}${language === 'fr' ? '' : `?lang=${language}`}`;
  };

  const statuses = {};
  let bytes = 0;
  const one = async () => {
    const started = performance.now();
    const res = await fetch(`${server.origin}${nextPath()}`, { headers: { 'accept-encoding': 'gzip' } });
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    bytes += body.byteLength;
    return ms;
  };

  // warm-up: the JIT, the entry's lazy chunks, the database's pages
  for (let i = 0; i < 40; i += 1) await one();
  for (const key of Object.keys(statuses)) delete statuses[key];
  bytes = 0;

  console.log(`\n/membre/{id} server render, ${ids.length} active members, language ${language}, page cache missed (each member once)`);
  console.log(`1. sequential, ${count} renders (load average before: ${loadavg()})`);
  let cpu = cpuMs(server.pid);
  const sequential = [];
  for (let i = 0; i < count; i += 1) sequential.push(await one());
  let cpuUsed = cpuMs(server.pid) - cpu;
  console.log(`   ${summary(sequential)}`);
  console.log(
    `   service CPU ${(cpuUsed / count).toFixed(1)} ms per render; ${(bytes / count / 1024).toFixed(1)} KB of HTML per page (sent gzip); statuses ${JSON.stringify(statuses)}`,
  );
  console.log(`   load average after: ${loadavg()}`);

  for (const key of Object.keys(statuses)) delete statuses[key];
  bytes = 0;
  console.log(`2. fixed rate, ${rate} renders/s offered for ${duration} s (load average before: ${loadavg()})`);
  cpu = cpuMs(server.pid);
  const atRate = [];
  const pending = [];
  const start = performance.now();
  const total = Math.round(rate * duration);
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(one().then((ms) => atRate.push(ms)));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  cpuUsed = cpuMs(server.pid) - cpu;
  console.log(`   ${summary(atRate)}; served ${(atRate.length / elapsed).toFixed(1)} renders/s`);
  console.log(`   service CPU ${(cpuUsed / atRate.length).toFixed(1)} ms per render; statuses ${JSON.stringify(statuses)}`);
  console.log(`   load average after: ${loadavg()}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
