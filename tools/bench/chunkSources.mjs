// What the initial JavaScript is made of: for each file every page loads first (dist/routes.json's entry and app),
// its code per package (a package of node_modules, or a folder of the workspace's packages), from the build's source
// maps. The browser's build has none (vite.config.ts): build one with them aside, then read it:
//
//   cd packages/app && npx vite build --sourcemap --outDir /tmp/app-maps && cd ../.. && node tools/bench/chunkSources.mjs /tmp/app-maps
//
// `--files` lists single source files instead of packages, `--top=N` the N largest (40 by default). The gzip column
// shares the file's real gzip size (level 9, as bundle.mjs measures) in proportion to each group's own compressed
// size: an estimate (gzip shares repeated text across groups), good enough to say where the kilobytes are.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of a source map's `mappings`: per generated line, [column, source index] (the rest is not needed). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** node_modules/<package> or packages/<name>/src/<folder>: where a source's code comes from. */
function groupOf(source, bySource) {
  if (bySource) return source.replace(/^(\.\.\/)+/, '');
  const module = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (module) return module[1];
  const workspace = /packages\/([^/]+\/src\/[^/]+)/.exec(source);
  return workspace ? workspace[1] : source.replace(/^(\.\.\/)+/, '');
}

/** The file's code per group (unmapped code under "(unmapped)"). */
function codeByGroup(file, bySource) {
  const code = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const groups = new Map();
  const add = (group, text) => groups.set(group, (groups.get(group) ?? '') + text);
  decodeMappings(map.mappings).forEach((segments, index) => {
    const line = code[index] ?? '';
    if (segments.length === 0) return add('(unmapped)', line);
    add('(unmapped)', line.slice(0, segments[0][0]));
    segments.forEach(([column, source], i) => {
      const group = source < 0 ? '(unmapped)' : groupOf(map.sources[source] ?? '?', bySource);
      add(group, line.slice(column, segments[i + 1]?.[0] ?? line.length));
    });
  });
  return groups;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const [dist] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!dist) {
  console.error('usage: node tools/bench/chunkSources.mjs <dist built with --sourcemap> [--files] [--top=N]');
  process.exit(2);
}
const bySource = process.argv.includes('--files');
const top = Number(process.argv.find((arg) => arg.startsWith('--top='))?.slice('--top='.length) ?? 40);
const manifest = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
for (const name of new Set([...manifest.entry, ...(manifest.app ?? [])])) {
  const file = join(dist, name);
  const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
  // the bundler writes no map for a chunk without code of its own (an entry's facade, its runtime)
  if (!existsSync(`${file}.map`)) {
    console.log(`${name}: ${kb(gzip)} gzip, no source map${gzip > 2048 ? ' (was the build made with --sourcemap?)' : ''}`);
    continue;
  }
  const rows = [...codeByGroup(file, bySource)].map(([group, text]) => ({
    group,
    raw: Buffer.byteLength(text),
    alone: gzipSync(text, { level: 9 }).length,
  }));
  const alone = rows.reduce((sum, row) => sum + row.alone, 0);
  rows.sort((a, b) => b.alone - a.alone);
  console.log(`${name}: ${kb(gzip)} gzip`);
  for (const row of rows.slice(0, top)) console.log(`  ${kb((row.alone / alone) * gzip).padStart(9)} gzip ${kb(row.raw).padStart(9)} raw  ${row.group}`);
  if (rows.length > top) console.log(`  … ${rows.length - top} more`);
}
