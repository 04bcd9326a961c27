// The app's built assets (<APP_DIST>/assets: file names carrying a hash of their content, so a name's bytes never
// change) served from memory: each is read and gzip-compressed once, on its first request, and every later request
// is answered from those bytes. Served from the disk and compressed on the fly, the app's largest chunk (shell-*.js,
// 470 KB) cost ~20 ms of CPU on each request, and a first visit asks for a dozen to thirty of them. Only the files of
// the folder are kept (a missing name is looked up again, never kept), so the memory is bounded by the build's size.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

const TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  // the install manifest under its own type (browsers read it whatever the type, validators do not)
  webmanifest: 'application/manifest+json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  woff2: 'font/woff2',
  woff: 'font/woff',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  wasm: 'application/wasm',
};
/** Text worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = new Set(['js', 'mjs', 'css', 'json', 'html', 'webmanifest', 'map', 'svg', 'txt']);
/** Below this, gzip's header outweighs its saving (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;
/** A file name of the folder: no separator, no leading dot. */
const ASSET_NAME = /^[\w-][\w.-]*\.([A-Za-z0-9]+)$/;

interface Asset {
  type: string;
  body: Buffer;
  /** The body gzip-compressed, when that is smaller and the type is text. */
  gzip?: Buffer;
  /** The build's brotli copy of the body (`<name>.br`), when it made one. */
  brotli?: Buffer;
  etag: string;
}

export interface AssetStore {
  /** The asset of that name in the folder, undefined for a name that is not one of its files. */
  get(name: string): Promise<Asset | undefined>;
}

export function createAssetStore(folder: string): AssetStore {
  const kept = new Map<string, Promise<Asset | undefined>>();

  async function load(name: string, extension: string): Promise<Asset | undefined> {
    let body: Buffer;
    try {
      body = await readFile(join(folder, name));
    } catch {
      return undefined;
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const asset: Asset = { type: TYPES[extension] ?? 'application/octet-stream', body, etag };
    if (COMPRESSIBLE.has(extension) && body.length >= COMPRESS_FROM_BYTES) {
      // the build's own copies when it made them (the app's scripts/precompress.mjs), else gzip here once
      const [brotli, gzipped] = await Promise.all([
        readFile(join(folder, `${name}.br`)).catch(() => undefined),
        readFile(join(folder, `${name}.gz`)).catch(() => undefined),
      ]);
      if (brotli !== undefined && brotli.length < body.length) asset.brotli = brotli;
      const compressed = gzipped ?? (await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }));
      if (compressed.length < body.length) asset.gzip = compressed;
    }
    return asset;
  }

  return {
    get(name) {
      const extension = ASSET_NAME.exec(name)?.[1]?.toLowerCase();
      if (extension === undefined) return Promise.resolve(undefined);
      let asset = kept.get(name);
      if (asset === undefined) {
        asset = load(name, extension);
        kept.set(name, asset);
        // a name that is no file of the folder is not kept (any address could fill the memory otherwise)
        void asset.then((found) => {
          if (found === undefined) kept.delete(name);
        });
      }
      return asset;
    },
  };
}

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean => accepts(acceptEncoding, 'gzip');
/** Whether the request's Accept-Encoding takes brotli (and does not refuse it with q=0). */
export const acceptsBrotli = (acceptEncoding: string | undefined): boolean => accepts(acceptEncoding, 'br');

function accepts(acceptEncoding: string | undefined, wanted: string): boolean {
  if (acceptEncoding === undefined) return false;
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== wanted && coding.trim() !== '*') continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
