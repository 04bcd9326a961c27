#!/usr/bin/env node
// `npm run bench`: every budget of DESIGN.md measured, never asserted by tests.
// 1. build; 2. bundle sizes; 3. the UI kit's sizes; 4. API throughput and latency at 100k companies; 5. search on
// varied traffic (`traffic`: src/bench/traffic.ts, options in its header; BENCH_DATABASE_URL for PostgreSQL); 6. mixed
// load on the built product (200 connections, 60 s, fixed rate); 7. Lighthouse; `ssr`: the server render time of
// /membre/{id} at 100,000 companies (tools/bench/ssr.mjs, on a folder seeded beforehand); `visit`: the server CPU,
// requests and bytes of a whole visit of each public page, cold, warm and repeated (tools/bench/visit.mjs, same folder);
// `logs`: the request log's bytes per 10,000 mixed requests (tools/bench/logs.mjs); `growth`: the database's growth per
// million recorded visits (src/bench/growth.ts). `npm run bench -- <name>` runs one.
import { spawnSync } from 'node:child_process';

const step = (title, command, args) => {
  console.log(`\n== ${title}`);
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (r.status !== 0) {
    console.error(`${title}: failed (exit ${r.status})`);
    process.exitCode = 1;
  }
};

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

if (want('build')) step('Build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream']);
if (want('bundle')) step('Bundle sizes (app)', process.execPath, ['tools/bench/bundle.mjs']);
if (want('ui')) step('UI kit sizes', 'npm', ['run', '--if-present', 'bench:ui', '-w', '@annuaire/ui']);
if (want('api')) step('API throughput and latency (100,000 companies, embedded database)', 'npm', ['run', 'bench:api', '-w', '@annuaire/server']);
if (want('traffic'))
  step('Search on traffic like users: 200+ keywords, filters, pages 0-3 and company pages; closed loop and fixed rate, result caches on and off', 'npm', [
    'run',
    'bench:traffic',
    '-w',
    '@annuaire/server',
  ]);
if (want('ssr'))
  step('Server render of /membre/{id} at 100,000 companies, page cache missed (built product; BENCH_SSR_DATA = a seeded folder)', process.execPath, [
    'tools/bench/ssr.mjs',
  ]);
if (want('visit'))
  step(
    'Server CPU per visit at 100,000 companies: each public page cold, warm and repeated, every request a real browser makes (built product; BENCH_VISIT_DATA = a seeded folder)',
    process.execPath,
    ['tools/bench/visit.mjs'],
  );
if (want('logs'))
  step('Request log: bytes written per 10,000 mixed requests at the default settings (built product, demo directory)', process.execPath, [
    'tools/bench/logs.mjs',
  ]);
if (want('growth'))
  step('Database growth per million recorded visits, views and searches (embedded database)', 'npm', ['run', 'bench:growth', '-w', '@annuaire/server']);
if (want('load')) step('Load: 200 connections, 60 s of mixed public traffic at a fixed rate (built product)', process.execPath, ['tools/bench/load.mjs']);
if (want('lighthouse')) step('Lighthouse (mobile)', process.execPath, ['tools/bench/lighthouse.mjs']);
