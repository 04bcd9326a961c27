#!/usr/bin/env node
// After the build: a brotli (.br) and a gzip (.gz) copy beside every text file the service sends to browsers from dist
// (the scripts, styles, SVG images, JSON), each at its highest level, so that the service sends them as they are
// (@fastify/static preCompressed in the server's wiring/pages.ts) instead of compressing a script on every download.
// Left out: the server-rendering bundle (dist/server, never sent), index.html (the service fills it in per page), files
// under COMPRESS_FROM bytes (as the service's own threshold), and a copy that would not be smaller.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESS_FROM = 1024;
const TEXT = /\.(?:js|mjs|css|svg|json|webmanifest|txt)$/;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (relative(dist, path) !== 'server') yield* files(path);
    } else if (TEXT.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dist)) {
  const content = readFileSync(path);
  if (content.length < COMPRESS_FROM) continue;
  const copies = [
    [
      '.br',
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    ],
    ['.gz', gzipSync(content, { level: constants.Z_BEST_COMPRESSION })],
  ];
  for (const [suffix, copy] of copies) if (copy.length < content.length) writeFileSync(path + suffix, copy);
  count += 1;
  before += content.length;
  after += copies[0][1].length;
}
console.log(`precompress: ${count} files of dist, ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB in brotli`);
