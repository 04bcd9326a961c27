// Budgets (DESIGN.md): initial JavaScript, gzip, per route: public routes at most 150 KB on React 19 + react-dom, kept
// with a margin of 5 KB (so a public route fails above 145 KB); member routes at most 200 KB; admin routes at most
// 220 KB. "Initial" is what a visitor downloads before a page works: index.html's scripts (boot.ts and its
// modulepreloads), the app boot.ts imports (main.tsx's chunk and its static imports), plus what the route needs beyond
// them (its page chunk and imports, the French texts of its area), as the app's build lists them in dist/routes.json
// from the route table. A route that is an entry of its own (the route table's `entry`: the embedded directory,
// embed.html) is measured from its own HTML: its scripts and their static imports, nothing of index.html's. Sizes are deterministic (gzip level 9 of each file), so the test run checks them
// (`node tools/bench/bundle.mjs --check`, the app's test script, after its build); `npm run bench` prints them too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST || new URL('../../packages/app/dist/', import.meta.url).pathname;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each area's budget and the margin kept under it: a route fails above budget − margin. */
export const BUDGETS = {
  public: { budget: 150 * 1024, margin: 5 * 1024 },
  member: { budget: 200 * 1024, margin: 0 },
  admin: { budget: 220 * 1024, margin: 0 },
};

// The sign-in page and the membership application are the public pages the browser renders alone, with the form
// machinery (validation schemas, the reset dialog, the profile's rules): they are held to the member area's budget,
// the area they lead to.
const OWN_BUDGET = { '/login': 'member', '/devenir-membre': 'member' };

export function bundleReport() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="\/?([^"]+\.css)"/g)].map((m) => m[1]);
  const initialCss = css.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  const manifest = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
  // `app`: what boot.ts imports (a build before boot.ts had none: index.html loaded the app itself)
  const entry = [...new Set([...manifest.entry, ...(manifest.app ?? [])])];
  const initialJs = entry.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  const routes = manifest.routes.map((route) => {
    const files = [...new Set([...(route.entry ? [] : entry), ...route.js])];
    const area = OWN_BUDGET[route.path] ?? route.access;
    const { budget, margin } = BUDGETS[area];
    return { ...route, area, limit: budget - margin, budget, margin, files, js: files.reduce((sum, f) => sum + gz(join(dist, f)), 0) };
  });
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, gzip: gz(join(assets, f)), raw: statSync(join(assets, f)).size }))
    .sort((a, b) => b.gzip - a.gzip);
  return { initial: entry, initialJs, initialCss, routes, chunks };
}

/** The per-route table: size, the limit it is held to and by how much it is under or over. */
export function budgetTable(routes) {
  const rows = routes.map((route) => [
    route.path,
    route.area === route.access ? route.access : `${route.access} (${route.area} budget)`,
    kb(route.js),
    `${kb(route.budget)}${route.margin > 0 ? ` − ${kb(route.margin)} margin` : ''}`,
    route.js > route.limit ? `OVER by ${kb(route.js - route.limit)}` : `ok, ${kb(route.limit - route.js)} to spare`,
  ]);
  const head = ['route', 'area', 'initial JS (gzip)', 'budget', 'verdict'];
  const widths = head.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const overBudget = (routes) => routes.filter((route) => route.js > route.limit);

/** One line per route over its budget, as the check prints it: the route, its size, its limit and how that is set. */
export const overBudgetLines = (routes) =>
  overBudget(routes).map(
    (route) =>
      `  ${route.path} (${route.area}): ${kb(route.js)} > ${kb(route.limit)} (${kb(route.budget)}${route.margin > 0 ? ` − ${kb(route.margin)} margin` : ''}), over by ${kb(route.js - route.limit)}`,
  );

/**
 * `--enforce=public,member,admin`: the areas whose budgets fail the check; the others' routes over budget are printed
 * as not enforced, on every run (every area is enforced when the option is absent). The test run's check (the app's
 * `test:size`) names every area: an area left out is one whose routes may grow past their budget unnoticed.
 */
function enforcedAreas(argv) {
  const option = argv.find((arg) => arg.startsWith('--enforce='));
  return option ? new Set(option.slice('--enforce='.length).split(',').filter(Boolean)) : new Set(Object.keys(BUDGETS));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = bundleReport();
  const over = overBudget(r.routes);
  if (process.argv.includes('--check')) {
    // the test run's check: the table, and a failure naming each route over its budget
    console.log(`Initial JavaScript per route of ${dist} (DESIGN.md budgets):\n${budgetTable(r.routes)}`);
    const enforced = enforcedAreas(process.argv);
    const failing = over.filter((route) => enforced.has(route.area));
    const tolerated = over.filter((route) => !enforced.has(route.area));
    if (tolerated.length > 0) {
      console.log(
        `\nOver budget, NOT ENFORCED by this check (areas ${[...new Set(tolerated.map((route) => route.area))].join(', ')}):\n${overBudgetLines(tolerated).join('\n')}`,
      );
    }
    if (failing.length > 0) {
      console.error(`\nInitial JavaScript over budget (${failing.length} route${failing.length > 1 ? 's' : ''}):\n${overBudgetLines(failing).join('\n')}`);
      process.exitCode = 1;
    }
  } else {
    console.log(
      `Initial JS (index.html's scripts + the app they import): ${kb(r.initialJs)} gzip in ${r.initial.length} file(s); initial CSS ${kb(r.initialCss)} gzip`,
    );
    console.log(budgetTable(r.routes));
    console.log('Chunks:');
    for (const c of r.chunks)
      console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(10)} gzip ${kb(c.raw).padStart(10)} raw${r.initial.includes(c.file) ? '  (initial)' : ''}`);
    if (over.length > 0) {
      console.log(`OVER BUDGET: ${over.map((route) => route.path).join(', ')}`);
      process.exitCode = 1;
    }
  }
}
