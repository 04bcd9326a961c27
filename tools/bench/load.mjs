#!/usr/bin/env node
// `npm run bench -- load`: 200 connections for 60 s of mixed public traffic against the built product
// (packages/server/dist serving packages/app/dist on the demo directory), at a FIXED offered rate, so the latencies
// are the service's and not the queue a closed loop builds. The traffic is varied: searches with keywords drawn from
// the directory's own sector and company names, countries, sectors and pages; company pages (API and HTML); lists;
// and ratings (which the per-client rating limit mostly answers with 429, as designed: counted, not errors).
// Reports p50/p99, the status counts, errors, and the server's memory before, at its peak and after.
// Options: LOAD_CONNECTIONS (200), LOAD_SECONDS (60), LOAD_RATE (requests per second offered, 300).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startProductServer } from './serve.mjs';

const require = createRequire(new URL('../../packages/server/package.json', import.meta.url));
const autocannon = require('autocannon');

const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const duration = Number(process.env.LOAD_SECONDS ?? 60);
const rate = Number(process.env.LOAD_RATE ?? 300);

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

// a fixed seed: the same traffic on every run
let seed = 20261124;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

// every request comes from this one client: without the per-client render limit, which would answer most pages with
// the app's page past 60 renders a minute (it stands for many visitors)
const server = await startProductServer({ env: { PAGE_RENDERS_PER_MINUTE: '0' } });
try {
  const get = async (path) => (await fetch(`${server.origin}${path}`)).json();
  const sectors = await get('/api/sectors/all');
  const countries = await get('/api/countries');
  const firstPage = await get('/api/companies/search?page=0&size=100');
  const companies = firstPage.content ?? [];
  const words = [
    ...sectors.flatMap((s) => [s.nameFr, s.nameEn]),
    ...companies.flatMap((c) => c.name.split(/\s+/).filter((w) => w.length > 3)),
    'zzzz-absent',
    'e',
  ];
  const companyIds = companies.map((c) => c.id);

  const paths = {
    search: () => {
      const q = new URLSearchParams({ page: String(Math.floor(random() * 3)), size: '10' });
      if (random() < 0.8) q.set('keyword', pick(words));
      if (random() < 0.3) q.set('countryId', String(pick(countries).id));
      if (random() < 0.3) q.set('sectorId', String(pick(sectors).id));
      return `/api/companies/search?${q}`;
    },
    company: () => `/api/companies/${pick(companyIds)}`,
    ratings: () => `/api/ratings/company/${pick(companyIds)}`,
    similar: () => `/api/companies/${pick(companyIds)}/similar`,
    list: () =>
      pick([
        '/api/sectors/all',
        '/api/sectors?page=0&size=10',
        '/api/countries',
        '/api/events/upcoming?page=0&size=10',
        '/api/ads/portal',
        '/api/home/recent-stats',
        '/api/home/recent-companies',
      ]),
    page: () => pick([`/membre/${pick(companyIds)}`, '/membres', '/', '/actualites']),
  };
  const mix = [
    ['search', 40],
    ['company', 20],
    ['ratings', 8],
    ['similar', 5],
    ['list', 12],
    ['page', 10],
    ['rate', 5],
  ];
  const total = mix.reduce((n, [, w]) => n + w, 0);
  const kinds = {};
  const nextRequest = () => {
    let roll = random() * total;
    const [kind] = mix.find(([, w]) => (roll -= w) < 0) ?? mix[0];
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (kind === 'rate') {
      const body = JSON.stringify({
        companyId: pick(companyIds),
        lastName: 'Charge',
        score: 1 + Math.floor(random() * 5),
        comment: 'Avis de la mesure de charge.',
      });
      return { method: 'POST', path: '/api/ratings', headers: { 'content-type': 'application/json' }, body };
    }
    return { method: 'GET', path: paths[kind]() };
  };

  // warm-up (caches, JIT), then the resting memory
  await autocannon({ url: server.origin, connections: 10, duration: 5, requests: [{ setupRequest: (req) => ({ ...req, ...nextRequest() }) }] });
  for (const key of Object.keys(kinds)) delete kinds[key];
  await new Promise((r) => setTimeout(r, 3000));
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 500);

  const statuses = {};
  const result = await autocannon({
    url: server.origin,
    connections,
    duration,
    overallRate: rate,
    requests: [{ setupRequest: (req) => ({ ...req, ...nextRequest() }) }],
    setupClient: (client) => client.on('response', (status) => (statuses[status] = (statuses[status] ?? 0) + 1)),
  });
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 10_000));
  const after = rssMb(server.pid);

  const fivexx = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 500)
    .reduce((n, [, c]) => n + c, 0);
  console.log(`Mixed public traffic: ${connections} connections, ${duration} s, ${rate} requests/s offered`);
  console.log(`  requests ${result.requests.total} (${result.requests.average.toFixed(0)}/s served), mix ${JSON.stringify(kinds)}`);
  console.log(`  latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  statuses ${JSON.stringify(statuses)}; 5xx ${fivexx}; errors ${result.errors}, timeouts ${result.timeouts}`);
  console.log(`  server memory (RSS): ${before.toFixed(0)} MB at rest, ${peak.toFixed(0)} MB at peak, ${after.toFixed(0)} MB 10 s after`);
  if (fivexx > 0 || result.errors > 0 || result.timeouts > 0) {
    process.exitCode = 1;
    const errors = server
      .output()
      .split('\n')
      .filter((line) => /"level":50|error/i.test(line));
    console.log(`  the server's error lines (${errors.length}), first 5:\n${errors.slice(0, 5).join('\n')}`);
  }
} finally {
  await server.stop();
}
