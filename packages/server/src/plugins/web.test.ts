import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, createTestApp, expectValidResponse, type TestApp } from '../testing/harness.js';

/** The id the app's build wrote in its route manifest (the app's buildIdentity.ts). */
const BUILD = '3f9a0c17be42d5e8';

/** A chunk of the build large enough to be sent compressed. */
const BIG_CHUNK = Array.from({ length: 200 }, (_, i) => `export const value${i} = "${'x'.repeat(i % 40)}";`).join('\n');

describe('given the app is built', () => {
  let t: TestApp;
  let appDist: string;
  beforeAll(async () => {
    appDist = await mkdtemp(join(tmpdir(), 'annuaire-app-'));
    await mkdir(join(appDist, 'assets'));
    await writeFile(
      join(appDist, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Annuaire</title></head><body><div id="root"></div><script type="module" src="/assets/boot-1a2b.js"></script></body></html>',
    );
    await writeFile(join(appDist, 'assets', 'boot-1a2b.js'), 'console.log("boot");');
    // the build's precompressed copy beside a script (scripts/precompress.mjs), marked so that a test sees which is sent
    await writeFile(join(appDist, 'assets', 'main-4d.js'), `console.log("${'main '.repeat(400)}");`);
    await writeFile(join(appDist, 'assets', 'main-4d.js.gz'), gzipSync('console.log("precompressed");'));
    await writeFile(join(appDist, 'assets', 'main-4d.js.br'), brotliCompressSync('console.log("precompressed");'));
    // the server-rendering bundle (vite build --ssr): the service imports it, no browser asks for it (a stand-in that
    // renders no page, so that these tests see the shell)
    await mkdir(join(appDist, 'server'));
    await writeFile(
      join(appDist, 'server', 'entry-server.js'),
      'export const isServerRendered = () => false; export const render = async () => undefined; export const secretOfTheRenderer = 1;',
    );
    await writeFile(join(appDist, 'assets', 'chunk-7c.js'), BIG_CHUNK);
    await writeFile(join(appDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(appDist, 'workbox-5a6b.js'), 'define([], () => {});');
    await writeFile(join(appDist, 'manifest.webmanifest'), '{"name":"Annuaire"}');
    await writeFile(join(appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(appDist, 'flags'));
    await writeFile(join(appDist, 'flags', 'sn.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The app build's route manifest (dist/routes.json): index.html's boot script, the app it imports (main.tsx's
    // chunk and the shared shell); the member page's chunk imports a shared one; the news page is another page loaded
    // on demand; the pages the server renders are marked so, the sign-in and the back-office's pages are the browser's.
    await writeFile(
      join(appDist, 'routes.json'),
      JSON.stringify({
        build: BUILD,
        entry: ['assets/boot-1a2b.js'],
        app: ['assets/main-4d.js', 'assets/shell-5e.js'],
        routes: [
          { path: '/', access: 'public', serverRendered: true, js: [] },
          { path: '/accueil', access: 'public', serverRendered: true, js: [] },
          { path: '/membres', access: 'public', serverRendered: true, js: [] },
          { path: '/membre/:id', access: 'public', serverRendered: true, js: ['assets/MemberDetailsContainer-9f.js', 'assets/video-3c.js'] },
          { path: '/actualites', access: 'public', serverRendered: true, js: ['assets/NewsContainer-77.js'] },
          { path: '/login', access: 'public', serverRendered: false, js: ['assets/login-88.js', 'assets/video-3c.js'] },
          { path: '/admin/membres/:id/edit', access: 'admin', serverRendered: false, js: ['assets/adminArea-aa.js', 'assets/shell-5e.js'] },
        ],
      }),
    );
    t = await createTestApp({ config: { appDist } });
    // The newest banner shown today (fixture: 'Forum 2026', id 2) gets a web image with a space in its name.
    await t.database.query(`UPDATE ads SET web_img = 'forum 2026.jpg' WHERE id = $1`, [FIXTURE.ads.current]);
  });
  afterAll(async () => {
    await t.close();
    await rm(appDist, { recursive: true, force: true });
  });

  describe('when the API answers', () => {
    it('names the build of the app it serves in X-App-Build, on every answer: a read, a refusal, an unknown operation', async () => {
      for (const [url, status] of [
        ['/api/countries', 200],
        ['/api/health', 200],
        ['/api/companies/abc', 400],
        ['/api/v1/user/me', 401],
        ['/api/no-such-operation', 404],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers['x-app-build'], url).toBe(BUILD);
      }
    });

    it('leaves it off the pages and the files: only the API names it', async () => {
      for (const url of ['/', '/membres', '/manifest.webmanifest', '/assets/boot-1a2b.js']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-app-build'], url).toBeUndefined();
      }
    });
  });

  describe('when a route of the app is opened directly', () => {
    it('answers index.html (SPA fallback) for /, /membres and /membre/12', async () => {
      for (const url of ['/', '/membres', '/membre/12', '/admin/membres/3/edit']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<div id="root"></div>');
      }
    });
  });

  describe('when the home page is opened', () => {
    it("announces no banner image of its own: the hero's rendered <img> is the one image to fetch first", async () => {
      for (const url of ['/', '/accueil']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        // a hint picked apart from the render announced another banner than the one painted, delaying the largest paint
        expect(res.body, url).not.toContain('as="image"');
        expect(res.body, url).not.toContain('forum%202026.jpg');
        expect(res.body, url).not.toContain('modulepreload');
      }
    });
  });

  describe('when a page the server renders is opened', () => {
    it("announces none of the app's code: boot.ts asks for it once the page has painted", async () => {
      for (const url of ['/membre/12', '/actualites/', '/membres']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('modulepreload');
        expect(res.body, url).not.toContain('as="image"');
      }
    });
  });

  describe('when a page the browser renders is opened', () => {
    it("announces the app's code, that page's code and the chunks it imports, each once, found by its route pattern", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/admin/membres/3/edit' });
      const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
      expect(preloads).toEqual(['/assets/main-4d.js', '/assets/shell-5e.js', '/assets/adminArea-aa.js']);
      const login = await t.app.inject({ method: 'GET', url: '/login/' });
      expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-5e.js">');
      expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-88.js">');
      expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/video-3c.js">');
      expect(login.body).not.toContain('NewsContainer');
    });

    it("announces the app's code for a path of no route (the app leads it home)", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/inconnu' });
      const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
      expect(preloads).toEqual(['/assets/main-4d.js', '/assets/shell-5e.js']);
    });
  });

  describe('when a built asset is asked', () => {
    it('reads and compresses an asset once: later requests are answered from memory', async () => {
      const gzipped = { 'accept-encoding': 'gzip, deflate, br' };
      const first = await t.app.inject({ method: 'GET', url: '/assets/chunk-7c.js', headers: gzipped });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(first.rawPayload).toString()).toBe(BIG_CHUNK);
      // an asset's name carries a hash of its content: the bytes read first are the asset's for good (a build writes
      // new names), so a change on the disk is not read again
      await writeFile(join(appDist, 'assets', 'chunk-7c.js'), 'changed on the disk');
      const again = await t.app.inject({ method: 'GET', url: '/assets/chunk-7c.js', headers: gzipped });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      // without gzip, the same asset uncompressed; with its ETag, a 304
      const plain = await t.app.inject({ method: 'GET', url: '/assets/chunk-7c.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BIG_CHUNK);
      const revalidated = await t.app.inject({ method: 'GET', url: '/assets/chunk-7c.js', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
      await writeFile(join(appDist, 'assets', 'chunk-7c.js'), BIG_CHUNK);
    });

    it('serves it with immutable caching, and a missing asset is a 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/assets/boot-1a2b.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      expect((await t.app.inject({ method: 'GET', url: '/assets/absent-9z.js' })).statusCode).toBe(404);
    });

    it("sends the build's precompressed copy as it is (brotli, else gzip) instead of compressing the file per download", async () => {
      const brotli = await t.app.inject({ method: 'GET', url: '/assets/main-4d.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("precompressed");');
      expect(brotli.headers['cache-control']).toContain('immutable');
      const gzip = await t.app.inject({ method: 'GET', url: '/assets/main-4d.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("precompressed");');
      const plain = await t.app.inject({ method: 'GET', url: '/assets/main-4d.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('main main');
    });

    it('never serves the server-rendering bundle', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/server/entry-server.js' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secretOfTheRenderer');
    });
  });

  describe('when a country flag is asked', () => {
    it('serves the image, kept for a day (its name is its country, not its content)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/flags/sn.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers from memory: the bytes read first are served again, and their ETag answers 304', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/flags/sn.svg' });
      await writeFile(join(appDist, 'flags', 'sn.svg'), 'changed on the disk');
      const again = await t.app.inject({ method: 'GET', url: '/flags/sn.svg' });
      expect(again.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
      const revalidated = await t.app.inject({ method: 'GET', url: '/flags/sn.svg', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect((await t.app.inject({ method: 'GET', url: '/flags/zz.svg' })).statusCode).toBe(404);
      await writeFile(join(appDist, 'flags', 'sn.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
  });

  describe('when the favicon is asked', () => {
    it('serves it kept for a day: a repeat visit does not ask for it again', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers from memory with the security headers of every answer: the bytes read first, their ETag a 304', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(first.headers['content-type']).toContain('image/svg+xml');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      await writeFile(join(appDist, 'favicon.svg'), 'changed on the disk');
      const again = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(again.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
      const revalidated = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
      await writeFile(join(appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
  });

  describe('when the service worker or the install manifest is asked', () => {
    it('serves the worker revalidated on every load (a new build is picked up) and the manifest under its type', async () => {
      const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toContain('javascript');
      const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });

    it('answers the files a worker installs with from memory, revalidated: the bytes read first, their ETag a 304', async () => {
      for (const [name, type] of [
        ['sw.js', 'javascript'],
        ['workbox-5a6b.js', 'javascript'],
        ['index.html', 'text/html'],
        ['manifest.webmanifest', 'application/manifest+json'],
      ] as const) {
        const original = await readFile(join(appDist, name), 'utf8');
        const first = await t.app.inject({ method: 'GET', url: `/${name}` });
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-type']).toContain(type);
        expect(first.headers['cache-control']).toBe('no-cache');
        expect(first.headers['content-security-policy']).toContain("default-src 'self'");
        await writeFile(join(appDist, name), 'changed on the disk');
        const again = await t.app.inject({ method: 'GET', url: `/${name}` });
        await writeFile(join(appDist, name), original);
        expect(again.body).toBe(original);
        const revalidated = await t.app.inject({ method: 'GET', url: `/${name}`, headers: { 'if-none-match': String(first.headers.etag) } });
        expect(revalidated.statusCode).toBe(304);
      }
    });
  });

  describe('when an unknown API path is asked', () => {
    it('answers the JSON 404, never the page', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/inconnu' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, error: 'Not Found' });
    });
  });
});

describe('given the app is not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a plain page saying so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('pas encore construite');
  });

  it('names no build of the app in its API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-app-build']).toBeUndefined();
  });

  describe('security headers', () => {
    it('sends a CSP fit for the SPA, nosniff, frame-ancestors and a referrer policy', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      // the app's service worker and install manifest come from the service itself
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });
  });

  describe('JSON reads', () => {
    it('carry an ETag, and a matching If-None-Match answers 304', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: t.auth.member });
      expectValidResponse(first, 'getCurrentUser');
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      const second = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { ...t.auth.member, 'if-none-match': String(etag) } });
      expect(second.statusCode).toBe(304);
    });

    it('are compressed for a client accepting gzip', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('the API reference', () => {
    it('is served at /api/docs from local files, with the contract', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
      const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' });
      expect(bundle.statusCode).toBe(200);
      const doc = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      expect(doc.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
    });
  });
});
