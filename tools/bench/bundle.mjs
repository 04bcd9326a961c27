// Budget (DESIGN.md): initial JavaScript of the public routes at most 120 KB gzip. "Initial" is what a visitor
// downloads before a public page can render: the entry script and its modulepreloads (index.html), plus, for a
// lazily loaded public route, that route's chunk and every chunk it imports (dist/.vite/manifest.json). The member
// and admin areas and ECharts are separate chunks and are listed for information.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST || new URL('../../packages/app/dist/', import.meta.url).pathname;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const BUDGET = 120 * 1024;

// Public routes (DESIGN.md) and the lazy module each one waits for, if any (packages/app/src/app/router.tsx).
// DESIGN.md lets form-heavy screens load on demand: /login (Formik, Yup, the reset dialog) is reported, not budgeted.
const publicRoutes = [
  { path: '/', lazy: null, budgeted: true },
  { path: '/membres', lazy: null, budgeted: true },
  { path: '/membre/:id', lazy: 'src/features/memberDetails/MemberDetailsContainer.tsx', budgeted: true },
  { path: '/actualites', lazy: 'src/features/news/NewsContainer.tsx', budgeted: true },
  { path: '/login', lazy: 'src/features/login/LoginContainer.tsx', budgeted: false },
];

function closure(manifest, key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export function bundleReport() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="\/?([^"]+\.css)"/g)].map((m) => m[1]);
  const initialJs = initial.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  const initialCss = css.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  const routes = publicRoutes.map((route) => {
    const files = new Set(initial);
    if (route.lazy) {
      if (!manifest?.[route.lazy]) throw new Error(`${route.path}: ${route.lazy} is not a chunk of the build (router.tsx changed?)`);
      closure(manifest, route.lazy, files);
    }
    return { ...route, files: [...files], js: [...files].reduce((sum, f) => sum + gz(join(dist, f)), 0) };
  });
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, gzip: gz(join(assets, f)), raw: statSync(join(assets, f)).size }))
    .sort((a, b) => b.gzip - a.gzip);
  return { initial, initialJs, initialCss, routes, chunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = bundleReport();
  console.log(`Initial JS (entry + modulepreloads): ${kb(r.initialJs)} gzip in ${r.initial.length} file(s); initial CSS ${kb(r.initialCss)} gzip`);
  console.log('Initial JS per public route (budget 120 KB gzip):');
  for (const route of r.routes) {
    const note = !route.budgeted ? '  (form-heavy screen on demand: not budgeted)' : route.js > BUDGET ? '  OVER BUDGET' : '';
    console.log(`  ${route.path.padEnd(14)} ${kb(route.js).padStart(9)} in ${route.files.length} file(s)${note}`);
  }
  console.log('Chunks:');
  for (const c of r.chunks) console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(10)} gzip ${kb(c.raw).padStart(10)} raw${r.initial.includes(c.file) ? '  (initial)' : ''}`);
  if (r.routes.some((route) => route.budgeted && route.js > BUDGET)) {
    console.log('OVER BUDGET: a public route needs more than 120 KB gzip of JavaScript');
    process.exitCode = 1;
  }
}
