// Budget (DESIGN.md): initial JavaScript of the public routes at most 150 KB gzip, on React 19 + react-dom. "Initial"
// is what a visitor downloads before a page works: index.html's scripts (boot.ts and its modulepreloads), the app
// boot.ts imports (main.tsx's chunk and its static imports), plus what the route needs beyond them (its page chunk and
// imports, the French texts of its area), as the app's build lists them in dist/routes.json from the route table. On a
// server-rendered page the app's part comes after the first paint (boot.ts), but it is the page's all the same.
// Member and admin routes and ECharts are listed for information.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST || new URL('../../packages/app/dist/', import.meta.url).pathname;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const BUDGET = 150 * 1024;

// DESIGN.md lets form-heavy screens load on demand: /login (Formik, Yup, the reset dialog) is reported, not budgeted.
const NOT_BUDGETED = new Set(['/login']);

export function bundleReport() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="\/?([^"]+\.css)"/g)].map((m) => m[1]);
  const initialCss = css.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  const manifest = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
  // `app`: what boot.ts imports (a build before boot.ts had none: index.html loaded the app itself)
  const entry = [...new Set([...manifest.entry, ...(manifest.app ?? [])])];
  const initialJs = entry.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  const routes = manifest.routes.map((route) => {
    const files = [...new Set([...entry, ...route.js])];
    return { ...route, budgeted: route.access === 'public' && !NOT_BUDGETED.has(route.path), files, js: files.reduce((sum, f) => sum + gz(join(dist, f)), 0) };
  });
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, gzip: gz(join(assets, f)), raw: statSync(join(assets, f)).size }))
    .sort((a, b) => b.gzip - a.gzip);
  return { initial: entry, initialJs, initialCss, routes, chunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = bundleReport();
  console.log(
    `Initial JS (index.html's scripts + the app they import): ${kb(r.initialJs)} gzip in ${r.initial.length} file(s); initial CSS ${kb(r.initialCss)} gzip`,
  );
  console.log('Initial JS per route (budget 150 KB gzip for the public routes):');
  for (const route of r.routes) {
    const note =
      route.access !== 'public'
        ? `  (${route.access} area: not budgeted)`
        : !route.budgeted
          ? '  (form-heavy screen on demand: not budgeted)'
          : route.js > BUDGET
            ? '  OVER BUDGET'
            : '';
    console.log(`  ${route.path.padEnd(14)} ${kb(route.js).padStart(9)} in ${route.files.length} file(s)${note}`);
  }
  console.log('Chunks:');
  for (const c of r.chunks)
    console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(10)} gzip ${kb(c.raw).padStart(10)} raw${r.initial.includes(c.file) ? '  (initial)' : ''}`);
  if (r.routes.some((route) => route.budgeted && route.js > BUDGET)) {
    console.log('OVER BUDGET: a public route needs more than 150 KB gzip of JavaScript');
    process.exitCode = 1;
  }
}
