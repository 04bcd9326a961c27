import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onCacheLookup } from '../services/cache.js';
import { searchServiceFor } from '../services/search.js';
import { FIXTURE } from '../testing/fixture.js';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { assemblePage, canonicalPageAddress, pageLanguage } from './serverRender.js';

// The service's side of the server rendering, with a stand-in for the app's server bundle (the real one is
// built by the app and checked by packages/app/e2e/ssr.spec.ts): which paths it renders, in which language, with which
// caching headers, and that a write to a company drops the pages that show it. Also sitemap.xml's paging and robots.txt.

const TEMPLATE = `<!doctype html>
<html lang="fr"><head><meta charset="UTF-8" /><meta name="description" content="shell" /><title>Shell</title></head>
<body><div id="root"></div><noscript>activez JavaScript</noscript><script type="module" src="/assets/app.js"></script></body></html>`;

const EMBED_TEMPLATE = `<!doctype html>
<html lang="fr"><head><meta charset="UTF-8" /><title>Annuaire des membres</title></head>
<body><div id="root"></div><noscript>activez JavaScript</noscript><script type="module" src="/assets/embed.js"></script></body></html>`;

// What the app's entry-server.tsx exports: the stand-in reads the company through the service, as the app does.
const ENTRY = `
let embedRenders = 0;
export async function renderEmbed({ chamberId, url, origin, fetch }) {
  if (url.includes('fail=throw')) throw new Error('the render failed');
  const answer = await fetch(new Request(origin + '/api/companies/search?page=0&size=1&countryId=1&source=embed'));
  const found = await answer.json();
  return {
    status: 200,
    language: 'en',
    head: '<title>Embedded directory</title>',
    body: '<h1>Chamber ' + chamberId + '</h1><p>' + found.content[0].name + '</p><p>render ' + ++embedRenders + ' of ' + url + '</p>',
    payload: '<script type="application/json" id="__PRELOADED_STATE__">{}</script>',
    personal: true,
  };
}
export function isServerRendered(pathname) { return pathname === '/' || pathname === '/membres' || pathname === '/actualites' || /^\\/membre\\/[^/]+$/.test(pathname); }
let homeRenders = 0;
let membersRenders = 0;
let newsRenders = 0;
const read = async (fetch, origin, path) => (await fetch(new Request(origin + path))).json();
export async function render({ url, language, origin, fetch }) {
  if (url.startsWith('/actualites')) {
    // the news: announcements and their categories, no member
    const [upcoming, categories] = await Promise.all([read(fetch, origin, '/api/events/upcoming?page=0&size=9'), read(fetch, origin, '/api/categories')]);
    return { status: 200, language, head: '<title>News</title>', body: '<h1>News (' + upcoming.totalElements + ', ' + categories.length + ' categories)</h1><p>render ' + ++newsRenders + '</p>', payload: '' };
  }
  if (url.startsWith('/membres')) {
    const sector = new URL(url, origin).searchParams.get('sector');
    const answer = await fetch(new Request(origin + '/api/companies/search?page=0&size=9' + (sector ? '&sectorId=' + sector : '')));
    const found = await answer.json();
    return { status: 200, language, head: '<title>Membres</title>', body: '<h1>Membres (' + found.totalElements + ')</h1><p>render ' + ++membersRenders + '</p>', payload: '', personal: sector !== null };
  }
  const id = /^\\/membre\\/(\\d+)/.exec(url)?.[1];
  if (!id) {
    // the home: members, announcements, partners and sectors, as the app's
    const [members, upcoming, partners, sectors] = await Promise.all(
      ['/api/companies/search?page=0&size=6', '/api/events/upcoming?page=0&size=3', '/api/partners', '/api/sectors/all'].map((path) => read(fetch, origin, path)),
    );
    const shown = members.totalElements + ' members, ' + upcoming.totalElements + ' announcements, partners ' + partners.map((p) => p.name).join(' / ') + ', ' + sectors.length + ' sectors';
    return { status: 200, language, head: '<title>Home</title>', body: '<h1>Home</h1><p>render ' + ++homeRenders + '</p><p>' + shown + '</p><p>address ' + url + '</p><p>' + 'Annuaire '.repeat(300) + '</p>', payload: '' };
  }
  const answer = await fetch(new Request(origin + '/api/companies/' + id));
  const company = answer.ok ? await answer.json() : null;
  return {
    status: company ? 200 : 404,
    language,
    head: '<title>' + (company ? company.name : 'Not found') + '</title>',
    body: '<h1>' + (company ? company.name : 'Not found') + '</h1><p>' + language + '</p>',
    payload: '<script type="application/json" id="__PRELOADED_STATE__">{}</script>',
  };
}
`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'annuaire-ssr-dist-'));
  await mkdir(join(dist, 'server'));
  await writeFile(join(dist, 'index.html'), TEMPLATE);
  await writeFile(join(dist, 'embed.html'), EMBED_TEMPLATE);
  await writeFile(join(dist, 'server', 'entry-server.js'), ENTRY);
  t = await createTestApp({ config: { appDist: dist }, sitemapPageSize: 3 });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const memberPath = `/membre/${FIXTURE.companies.societeGenerale}`;

describe('server-rendered public pages', () => {
  it('renders a member page into the built page: head, root, payload, no noscript notice; shared-cache headers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: memberPath });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(answer.headers.vary).toContain('Cookie');
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.body).toMatch(/<title>Société Générale[^<]*<\/title><\/head>/);
    expect(answer.body).not.toContain('<title>Shell</title>');
    expect(answer.body).not.toContain('content="shell"');
    expect(answer.body).toMatch(/<div id="root"><h1>Société Générale[^<]*<\/h1><p>fr<\/p><\/div><script type="application\/json"/);
    expect(answer.body).not.toContain('activez JavaScript');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: memberPath });
    const again = await t.app.inject({ method: 'GET', url: memberPath, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('an unknown member is a 404 with its page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/membre/999999' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<h1>Not found</h1>');
  });

  it('renders in the language of ?lang=, else of the lang cookie, else French', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${memberPath}?lang=en` })).body).toContain('<html lang="en">');
    const byCookie = await t.app.inject({ method: 'GET', url: memberPath, headers: { cookie: 'session=x; lang=en' } });
    expect(byCookie.body).toContain('<p>en</p>');
    expect((await t.app.inject({ method: 'GET', url: memberPath, headers: { cookie: 'lang=de' } })).body).toContain('<p>fr</p>');
  });

  it('keeps the language the address names in the lang cookie, for the next pages a visitor without JavaScript opens', async () => {
    const named = await t.app.inject({ method: 'GET', url: `${memberPath}?lang=EN` });
    expect(named.headers['set-cookie']).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
    const next = await t.app.inject({ method: 'GET', url: memberPath, headers: { cookie: 'lang=en' } });
    expect(next.body).toContain('<p>en</p>');
    expect(next.headers['set-cookie']).toBeUndefined();
    const alreadyKept = await t.app.inject({ method: 'GET', url: `${memberPath}?lang=en`, headers: { cookie: 'lang=en' } });
    expect(alreadyKept.headers['set-cookie']).toBeUndefined();
    const backToFrench = await t.app.inject({ method: 'GET', url: `${memberPath}?lang=fr`, headers: { cookie: 'lang=en' } });
    expect(backToFrench.headers['set-cookie']).toBe('lang=fr; Max-Age=31536000; Path=/; SameSite=Lax');
    for (const url of [memberPath, `${memberPath}?lang=de`]) expect((await t.app.inject({ method: 'GET', url })).headers['set-cookie'], url).toBeUndefined();
  });

  it('tells the metrics each page-cache lookup: a miss that renders, then a hit', async () => {
    const lookups: boolean[] = [];
    const stop = onCacheLookup((cache, hit) => {
      if (cache === 'pages') lookups.push(hit);
    });
    try {
      // a member page no other test opens: not in the cache yet
      const path = `/membre/${FIXTURE.companies.ecoleNumerique}`;
      await t.app.inject({ method: 'GET', url: path });
      await t.app.inject({ method: 'GET', url: path });
    } finally {
      stop();
    }
    expect(lookups).toEqual([false, true]);
  });

  it('a write to a company drops the pages that show it', async () => {
    const before = await t.app.inject({ method: 'GET', url: memberPath });
    await t.ctx.transaction((repositories) => repositories.companies.update(FIXTURE.companies.societeGenerale, { name: 'Société Renommée' }));
    const after = await t.app.inject({ method: 'GET', url: memberPath, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>Société Renommée</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a write to what the public pages show besides companies (announcements, partners, categories, sectors) drops them too', async () => {
    const renderOf = async () => /render (\d+)/.exec((await t.app.inject({ method: 'GET', url: '/' })).body)?.[1];
    const writes: Array<[string, Parameters<TestApp['ctx']['transaction']>[0]]> = [
      ['announcement', (r) => r.events.delete(FIXTURE.events.upcoming)],
      ['partner', (r) => r.partners.delete(FIXTURE.partners.third)],
      ['category', (r) => r.categories.create({ nameFr: 'Salon', nameEn: 'Fair' })],
      ['sector', (r) => r.sectors.create({ nameFr: 'Énergie', nameEn: 'Energy' })],
    ];
    for (const [what, write] of writes) {
      const before = await renderOf();
      expect(await renderOf(), `the home page is kept between two reads (${what})`).toBe(before);
      await t.ctx.transaction(write);
      expect(await renderOf(), `a write (${what}) renders the home page again`).not.toBe(before);
    }
  });

  it("a member's edit leaves the pages that show no member (the news) where they are, and renders those that do again", async () => {
    const renderOf = async (url: string) => /render (\d+)/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];
    const news = await renderOf('/actualites');
    const home = await renderOf('/');
    await t.ctx.transaction((repositories) => repositories.companies.update(FIXTURE.companies.societeGenerale, { city: 'Lyon' }));
    expect(await renderOf('/actualites'), 'the news page, kept').toBe(news);
    expect(await renderOf('/'), 'the home page, rendered again').not.toBe(home);
    await t.ctx.transaction((repositories) => repositories.events.delete(FIXTURE.events.upcomingNews));
    expect(await renderOf('/actualites'), 'an announcement written: the news page, rendered again').not.toBe(news);
  });

  it('keeps the reads every page makes alike (the partners) across renders, until a write of their kind', async () => {
    const homeText = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;
    const renamed = 'Partenaire renommé hors du service';
    await homeText();
    // renamed behind the service's back: nothing tells the caches
    await t.database.query('UPDATE partners SET name = $1 WHERE id = $2', [renamed, FIXTURE.partners.first]);
    // a member's edit: the home page is rendered again, its partners come from what was kept (a hit the metrics see)
    await t.ctx.transaction((repositories) => repositories.companies.update(FIXTURE.companies.societeGenerale, { city: 'Marseille' }));
    const lookups: boolean[] = [];
    const stop = onCacheLookup((cache, hit) => cache === 'shared-reads' && lookups.push(hit));
    let again: string;
    try {
      again = await homeText();
    } finally {
      stop();
    }
    expect(again).not.toContain(renamed);
    // the announcements, the partners and the sectors; the members are not a shared read
    expect(lookups).toEqual([true, true, true]);
    expect(again).toContain('partners ');
    // a partner written through the service: the partners are read again
    await t.ctx.transaction((repositories) => repositories.partners.delete(FIXTURE.partners.third));
    expect(await homeText()).toContain(renamed);
  });

  it('compresses a page for a client that accepts gzip, after its ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    const zipped = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toContain('<h1>Home</h1>');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('sends a kept page gzipped as it was kept, instead of compressing it again on every hit', async () => {
    await t.app.inject({ method: 'GET', url: '/' });
    const hits = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } })));
    for (const hit of hits) {
      expect(hit.headers['content-encoding']).toBe('gzip');
      // the kept bytes, compressed once at the highest level (the gzip header's XFL byte says 2), not the per-answer
      // compression of @fastify/compress (its default level: 0)
      expect(hit.rawPayload[8]).toBe(2);
      expect(gunzipSync(hit.rawPayload).toString('utf8')).toContain('<h1>Home</h1>');
    }
    expect(hits[1]?.rawPayload.equals(hits[0]?.rawPayload as Buffer)).toBe(true);
  });

  it("gives each kept page's encoding the ETag of the bytes it sends, the same on every hit: a 304 to its own only", async () => {
    const etagOf = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64')}"`;
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    const zipped = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.etag).toBe(etagOf(plain.rawPayload));
    expect(zipped.headers.etag).toBe(etagOf(zipped.rawPayload));
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers.etag).toBe(plain.headers.etag);
    const crossed = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': zipped.headers.etag as string } });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers.etag).toBe(plain.headers.etag);
    const own = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': plain.headers.etag as string } });
    expect(own.statusCode).toBe(304);
  });

  it('renders a page once for the requests that miss it together: the others wait for that render', async () => {
    t.app.caches.pages.renderer?.invalidate();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => t.app.inject({ method: 'GET', url: '/', remoteAddress: `198.51.100.${60 + i}` })));
    const renders = answers.map((answer) => /render (\d+)/.exec(answer.body)?.[1]);
    expect(renders[0]).toBeDefined();
    expect(new Set(renders)).toEqual(new Set([renders[0]]));
  });

  it("renders a members search's first page once and counts it as the search of each visitor it is served to (a bot's not), never in a shared cache", async () => {
    const count = async () =>
      (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM searches WHERE sector_id = 4 AND keyword IS NULL'))[0]?.n ?? 0;
    t.app.caches.pages.renderer?.invalidate();
    const before = await count();
    const visit = (address: string, userAgent: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/membres?sector=${FIXTURE.sectors.education}`,
        remoteAddress: address,
        headers: { 'user-agent': userAgent, ...headers },
      });
    const render = (body: string) => /render (\d+)/.exec(body)?.[1];
    const first = await visit('198.51.100.20', 'Mozilla/5.0 first visitor');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Membres (');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const second = await visit('198.51.100.21', 'Mozilla/5.0 second visitor');
    const bot = await visit('198.51.100.22', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    // the first visitor again, from its browser's copy: revalidated, and counted once today already
    const again = await visit('198.51.100.20', 'Mozilla/5.0 first visitor', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(render(second.body)).toBe(render(first.body));
    expect(render(bot.body)).toBe(render(first.body));
    expect(second.headers['cache-control']).toBe('private, no-cache');
    await searchServiceFor(t.database).recorder.flush();
    expect(await count()).toBe(before + 2);
    // the members page without a search is the same for everyone: shared
    expect((await t.app.inject({ method: 'GET', url: '/membres' })).headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it("counts a page it serves as the app would, once a day per visitor (a member page's view too), a bot's not", async () => {
    const id = FIXTURE.companies.societeGenerale;
    const counts = async () => {
      const [row] = await t.database.query<{ views: number; visits: number }>(
        'SELECT (SELECT count(*)::int FROM company_views WHERE company_id = $1) AS views, (SELECT count(*)::int FROM site_visits WHERE path = $2) AS visits',
        [id, memberPath],
      );
      return row;
    };
    const before = await counts();
    const visit = (address: string, userAgent: string) =>
      t.app.inject({ method: 'GET', url: memberPath, remoteAddress: address, headers: { 'user-agent': userAgent } });
    await visit('198.51.100.30', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    // the same reader again (the page from the cache), then the app's own call on that page: counted already today
    await visit('198.51.100.30', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    await visit('198.51.100.31', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
    await expect.poll(counts).toEqual({ views: (before?.views ?? 0) + 1, visits: (before?.visits ?? 0) + 1 });
    const appCall = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${id}/views`,
      remoteAddress: '198.51.100.30',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    });
    expect(appCall.statusCode).toBe(204);
    await visit('198.51.100.32', 'Mozilla/5.0 (Android 15; Mobile) Firefox/140.0');
    await expect.poll(counts).toEqual({ views: (before?.views ?? 0) + 2, visits: (before?.visits ?? 0) + 2 });
    // an unknown member's page (404) counts nothing
    const unknown = await t.app.inject({ method: 'GET', url: '/membre/999999', remoteAddress: '198.51.100.33', headers: { 'user-agent': 'Mozilla/5.0 x' } });
    expect(unknown.statusCode).toBe(404);
    expect(await t.database.query('SELECT 1 FROM site_visits WHERE path = $1', ['/membre/999999'])).toEqual([]);
  });

  it('the member and admin areas keep the shell, never shared', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/apropos' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain('<div id="root"></div>');
  });
});

describe('the embedded directory (/embed/{chamberId})', () => {
  const embedPath = `/embed/${FIXTURE.chambers.coteDIvoire}`;

  it("is rendered into the app's embed.html with its first members, in the chamber's frame-ancestors, without a cookie", async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${embedPath}?membre=3&lang=en`, headers: { 'user-agent': 'Mozilla/5.0 embed visitor' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/^<!doctype html>\n<html lang="en"><head>/);
    expect(answer.body).toMatch(/<title>Embedded directory<\/title><\/head>/);
    // the chamber's page with the address's query (the member opened), the state it was rendered with after it
    expect(answer.body).toMatch(
      /<div id="root"><h1>Chamber 1<\/h1><p>[^<]+<\/p><p>render \d+ of \/embed\/1\?membre=3&lang=en<\/p><\/div><script type="application\/json"/,
    );
    expect(answer.body).toContain('src="/assets/embed.js"');
    expect(answer.body).not.toContain('activez JavaScript');
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('is rendered for each request, never kept (its first page is a search counted as the visitor’s)', async () => {
    const rendered = async () => /render (\d+) of/.exec((await t.app.inject({ method: 'GET', url: embedPath })).body)?.[1];
    const first = await rendered();
    const second = await rendered();
    expect(first).toBeDefined();
    expect(Number(second)).toBe(Number(first) + 1);
  });

  it('gives the page the browser renders when the render fails, never a 500', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${embedPath}?fail=throw` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(EMBED_TEMPLATE);
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  });

  it('answers 404 for a chamber that does not exist, without rendering', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/embed/987654' })).statusCode).toBe(404);
  });
});

describe('given addresses that differ only by what the page does not read', () => {
  const renderOf = async (url: string, remoteAddress = '198.51.100.40') =>
    /render (\d+)/.exec((await t.app.inject({ method: 'GET', url, remoteAddress })).body)?.[1];

  it('renders the page once: /?cb=1, /?cb=2, /?utm_source=x are / (the render is of /, kept under /)', async () => {
    const first = await renderOf('/?cb=1');
    expect(first).toBeDefined();
    expect(await renderOf('/?cb=2')).toBe(first);
    expect(await renderOf('/?utm_source=lettre&cb=3')).toBe(first);
    expect(await renderOf('/')).toBe(first);
    const page = await t.app.inject({ method: 'GET', url: '/?cb=4' });
    expect(page.body).toContain('<p>address /</p>');
  });

  it('reads the parameters a page reads as the app does: the same search in another spelling is the same page', () => {
    const canonical = (address: string) => {
      const url = new URL(address, 'http://page.invalid');
      return canonicalPageAddress(url.pathname, url.searchParams);
    };
    expect(canonical('/membre/12?cb=9&lang=en')).toBe('/membre/12');
    expect(canonical('/membres?page=02&cb=1&sector=3&keyword=banque&country=x')).toBe('/membres?keyword=banque&sector=3&page=2');
    expect(canonical('/membres?keyword=&page=0&sector=0')).toBe('/membres');
    expect(canonical('/membres?page=999999')).toBe('/membres?page=10000');
    expect(canonical('/membres/?sector=4')).toBe('/membres/?sector=4');
    expect(canonical('/actualites?categorie=2&page=1&x=y')).toBe('/actualites?categorie=2&page=1');
    expect(canonical('/actualites?categorie=02')).toBe('/actualites');
  });
});

describe('given pages kept up to a memory bound (10,000 bytes here: one home page)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ config: { appDist: dist, pageCacheBytes: 10_000, pageRendersPerMinute: 0 } });
  });
  afterAll(() => small.close());
  const renderOf = async (url: string) => /render (\d+)/.exec((await small.app.inject({ method: 'GET', url })).body)?.[1];

  it('forgets the least recently used page once the pages kept would take more', async () => {
    const french = await renderOf('/');
    expect(await renderOf('/')).toBe(french);
    const english = await renderOf('/?lang=en');
    expect(english).not.toBe(french);
    // the English page took the room: the French one is rendered again
    const again = await renderOf('/');
    expect(again).not.toBe(french);
    expect(again).not.toBe(english);
  });
});

describe('given one client asking for pages that are not kept (3 renders a minute here)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { appDist: dist, pageRendersPerMinute: 3 } });
  });
  afterAll(() => limited.close());
  const visit = (url: string, remoteAddress: string) => limited.app.inject({ method: 'GET', url, remoteAddress });

  it("renders 3, then answers the app's page (the browser renders it) until the minute has passed; kept pages and other clients are served", async () => {
    // a page another client had rendered is kept
    expect((await visit('/', '198.51.100.50')).body).toContain('<h1>Home</h1>');
    for (const sector of [1, 2, 3]) {
      const page = await visit(`/membres?sector=${sector}`, '198.51.100.51');
      expect(page.body, `render ${sector}`).toContain('<h1>Membres (');
    }
    const fourth = await visit('/membres?sector=4', '198.51.100.51');
    expect(fourth.statusCode).toBe(200);
    expect(fourth.body).toContain('<div id="root"></div>');
    expect(fourth.body).not.toContain('<h1>Membres (');
    expect(fourth.headers['cache-control']).toBe('no-cache');
    // the kept page costs no render: still served rendered to that client
    expect((await visit('/', '198.51.100.51')).body).toContain('<h1>Home</h1>');
    // another client is not held back
    expect((await visit('/membres?sector=4', '198.51.100.52')).body).toContain('<h1>Membres (');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('pages the addresses into files of the given size behind an index', async () => {
    const active = Number((await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM companies WHERE status = 'ACTIVE'`))[0]?.n);
    const files = Math.ceil((active + 3) / 3);
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    const locs = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(locs).toEqual(Array.from({ length: files }, (_, n) => `/sitemaps/${n + 1}.xml`));

    const addresses: string[] = [];
    for (const loc of locs) {
      const file = await t.app.inject({ method: 'GET', url: loc });
      expect(file.statusCode).toBe(200);
      const urls = [...file.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
      expect(urls.length).toBeLessThanOrEqual(3);
      addresses.push(...urls);
    }
    expect(addresses.slice(0, 3)).toEqual(['/', '/membres', '/actualites']);
    const members = addresses.slice(3);
    expect(members).toHaveLength(active);
    expect(new Set(members).size).toBe(active);
    expect(members).toContain(memberPath);
    // inactive and pending members are not listed
    expect(members).not.toContain(`/membre/${FIXTURE.companies.banqueAtlantique}`);
    expect(members).not.toContain(`/membre/${FIXTURE.companies.pharmaciePlateau}`);
    expect((await t.app.inject({ method: 'GET', url: `/sitemaps/${files + 1}.xml` })).statusCode).toBe(404);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the member and admin areas and the API', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
    for (const path of ['/api/', '/admin', '/apropos', '/login']) expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).not.toMatch(/Disallow: \/membres?\n/);
  });
});

describe('page assembly helpers', () => {
  it('pageLanguage: the address first, then the cookie, French otherwise', () => {
    expect(pageLanguage(new URLSearchParams('lang=EN'), 'fr')).toBe('en');
    expect(pageLanguage(new URLSearchParams(''), 'en')).toBe('en');
    expect(pageLanguage(new URLSearchParams('lang=xx'), undefined)).toBe('fr');
  });

  it('assemblePage puts the head before </head> and keeps the template otherwise', () => {
    const html = assemblePage(
      TEMPLATE,
      { status: 200, language: 'en', head: '<title>T</title>', body: '<p>B</p>', payload: '<script type="application/json">{}</script>' },
      '<link rel="preload">',
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>T</title><link rel="preload"></head>');
    expect(html).toContain('<div id="root"><p>B</p></div><script type="application/json">{}</script>');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it("assemblePage removes the shell's <noscript>, never one of the page's", () => {
    const html = assemblePage(
      TEMPLATE,
      { status: 200, language: 'fr', head: '', body: '<noscript><a href="/membres?page=1">Voir plus</a></noscript>', payload: '' },
      '',
    );
    expect(html).toContain('<div id="root"><noscript><a href="/membres?page=1">Voir plus</a></noscript></div>');
    expect(html.match(/<noscript>/g)).toHaveLength(1);
  });
});

describe('given metrics', () => {
  let withMetrics: TestApp;
  beforeAll(async () => {
    withMetrics = await createTestApp({ config: { appDist: dist, metrics: { port: 0, host: '127.0.0.1' } } });
  });
  afterAll(() => withMetrics?.close());

  it("counts a rendered page as one request: the render's own reads are not counted as the service's requests", async () => {
    const page = await withMetrics.app.inject({ method: 'GET', url: '/membres?sector=1' });
    expect(page.body).toContain('<h1>Membres (');
    const address = withMetrics.app.metrics?.address();
    const text = await (await fetch(`http://${address?.address}:${address?.port}/metrics`)).text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/\*",status_code="200"\} 1$/m);
    expect(text).not.toContain('route="/api/companies/search"');
  });
});
