#!/usr/bin/env node
// `npm run bench -- logs`: the request log the service writes at its default settings (LOG_LEVEL info, no sampling,
// health probes and static files left out: src/plugins/requestLog.ts), for BENCH_LOG_REQUESTS (10,000) mixed
// requests on the demo directory: pages (server-rendered), API reads (searches, companies, lists), the app's assets,
// stored images, health probes and tracking calls, 20 at a time. Prints the bytes written per 10,000 requests, the
// lines per request of each kind (at most one; 0 for the probes and the static files), and a line as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProductServer } from './serve.mjs';

const root = new URL('../../', import.meta.url).pathname;
const total = Number(process.env.BENCH_LOG_REQUESTS ?? 10_000);

// a fixed seed: the same requests on every run
let seed = 20261129;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

// the defaults, whatever this shell sets
for (const name of ['LOG_LEVEL', 'LOG_REQUEST_SAMPLE', 'LOG_HEALTH', 'LOG_STATIC', 'LOG_REDACT']) delete process.env[name];
const server = await startProductServer({ env: { PAGE_RENDERS_PER_MINUTE: '0' } });
try {
  const { origin } = server;
  const json = async (path) => (await fetch(`${origin}${path}`)).json();
  const companies = (await json('/api/companies/search?page=0&size=50')).content;
  const sectors = await json('/api/sectors/all');
  const words = [...sectors.map((s) => s.nameFr), ...companies.flatMap((c) => c.name.split(/\s+/).filter((w) => w.length > 3))];
  const html = await (await fetch(`${origin}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const images = [...html.matchAll(/(?:src)="(\/api\/(?:files|ads\/images)\/[^"]+)"/g)].map((m) => m[1]);
  const index = JSON.parse(readFileSync(join(root, 'packages/app/dist/routes.json'), 'utf8'));
  assets.push(...[...index.entry, ...index.app].map((file) => `/${file}`));

  const kinds = [
    ['page', 12, () => pick(['/', '/membres', `/membre/${pick(companies).id}`, '/actualites', `/membres?keyword=${encodeURIComponent(pick(words))}`])],
    ['search', 25, () => `/api/companies/search?keyword=${encodeURIComponent(pick(words))}&page=${Math.floor(random() * 3)}&size=10`],
    ['company', 15, () => `/api/companies/${pick(companies).id}`],
    ['list', 8, () => pick(['/api/sectors/all', '/api/countries', '/api/events/upcoming?page=0&size=3', '/api/ads/portal?page=0&size=10'])],
    ['asset', 25, () => pick(assets)],
    ['image', 5, () => (images.length > 0 ? pick(images) : pick(assets))],
    ['health', 5, () => '/api/health'],
    ['visit', 5, () => ({ path: '/api/visits', body: { path: pick(['/', '/membres', '/actualites']) } })],
  ];
  const weight = kinds.reduce((n, [, w]) => n + w, 0);
  const counts = {};
  const requests = Array.from({ length: total }, () => {
    let roll = random() * weight;
    const [kind, , make] = kinds.find(([, w]) => (roll -= w) < 0) ?? kinds[0];
    counts[kind] = (counts[kind] ?? 0) + 1;
    return { kind, target: make() };
  });

  await new Promise((r) => setTimeout(r, 500));
  const before = Buffer.byteLength(server.output());
  let next = 0;
  const statuses = {};
  const worker = async () => {
    while (next < requests.length) {
      const { target } = requests[next++];
      const res =
        typeof target === 'string'
          ? await fetch(`${origin}${target}`, { headers: { 'accept-encoding': 'gzip' } })
          : await fetch(`${origin}${target.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(target.body) });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  await new Promise((r) => setTimeout(r, 500));
  const log = Buffer.from(server.output()).subarray(before).toString();
  const lines = log.split('\n').filter((line) => line.startsWith('{'));
  const byKind = {};
  for (const line of lines) {
    const url = JSON.parse(line).url ?? '';
    const kind = url.startsWith('/assets/')
      ? 'asset'
      : url.startsWith('/api/health')
        ? 'health'
        : /^\/api\/(files|ads\/images)\//.test(url)
          ? 'image'
          : url.startsWith('/api/visits')
            ? 'visit'
            : url.startsWith('/api/companies/search')
              ? 'search'
              : /^\/api\/companies\/\d+$/.test(url)
                ? 'company'
                : url.startsWith('/api/')
                  ? 'list'
                  : 'page';
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  }
  const bytes = Buffer.byteLength(log);
  console.log(`${total} mixed requests at the default log settings; statuses ${JSON.stringify(statuses)}`);
  console.log(
    `  request log written: ${bytes} bytes, ${((bytes * 10_000) / total / 1024).toFixed(0)} KB per 10,000 requests; ${lines.length} lines (${(bytes / Math.max(1, lines.length)).toFixed(0)} bytes a line)`,
  );
  console.log(`  lines per request by kind: ${kinds.map(([kind]) => `${kind} ${((byKind[kind] ?? 0) / (counts[kind] ?? 1)).toFixed(2)}`).join(', ')}`);
  if (process.env.BENCH_LOG_DUMP) for (const line of lines) console.log(line);
  if (lines[0]) console.log(`  a line: ${lines.find((line) => line.includes('/api/companies/search')) ?? lines[0]}`);
  if ((byKind.asset ?? 0) > 0 || (byKind.health ?? 0) > 0 || lines.length > total) process.exitCode = 1;
} finally {
  await server.stop();
}
