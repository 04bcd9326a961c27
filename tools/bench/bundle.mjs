// Budget (DESIGN.md): initial JavaScript of the public routes at most 120 KB gzip. Reads the built app's
// index.html: the entry script plus its modulepreloads is what a visitor downloads before the first screen.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST || new URL('../../packages/app/dist/', import.meta.url).pathname;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleReport() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="\/?([^"]+\.css)"/g)].map((m) => m[1]);
  const initialJs = initial.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  const initialCss = css.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, gzip: gz(join(assets, f)), raw: statSync(join(assets, f)).size }))
    .sort((a, b) => b.gzip - a.gzip);
  return { initial, initialJs, initialCss, chunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = bundleReport();
  console.log(`Initial JS of the public routes: ${kb(r.initialJs)} gzip (budget 120 KB) in ${r.initial.length} file(s); initial CSS ${kb(r.initialCss)} gzip`);
  for (const c of r.chunks) console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(10)} gzip ${kb(c.raw).padStart(10)} raw${r.initial.includes(c.file) ? '  (initial)' : ''}`);
  if (r.initialJs > 120 * 1024) console.log('OVER BUDGET: initial JS above 120 KB gzip');
}
