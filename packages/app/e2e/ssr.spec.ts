import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { routeTable } from '../src/app/routeTable';
import { PAYLOAD_ELEMENT_ID } from '../src/ssr/payload';
import { hydrated } from './hydration';

// The public pages rendered by the server, read as a crawler, a link preview and a reader without
// JavaScript read them: the HTML of each route without a browser, then a browser with JavaScript off, then the
// hydration of each route in a browser, which must log nothing (a hydration mismatch is a console error in React 19)
// and ask the service again for none of the data the page came with.

/** The app's French texts, as the server's head writes them. */
const fr = JSON.parse(readFileSync(new URL('../src/i18n/fr.json', import.meta.url), 'utf8')) as Record<string, string>;

const MEMBER_ID = 1; // the demo directory's first company: hours, ratings, logo (db/seed)

interface Company {
  id: number;
  name: string;
  sector: string;
  city: string | null;
  ratingCount: number;
}

async function company(request: APIRequestContext, id: number): Promise<Company> {
  const answer = await request.get(`/api/companies/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Company;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

/** Whether the HTML holds a text or matches a pattern (a failure names what was looked for, not the whole page). */
function expectIn(html: string, wanted: string | RegExp, present = true): void {
  const found = typeof wanted === 'string' ? html.includes(wanted) : wanted.test(html);
  expect(found, `${present ? 'expected' : 'did not expect'} ${String(wanted)} in the page`).toBe(present);
}

/** A text as the head writes it (ssr/head.ts escapes HTML). */
const escapeTitle = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

test.describe('server-rendered HTML, without a browser', () => {
  // The route table's serverRendered is what the service renders: each such page comes with its state for the
  // hydration and the <title> its entry names (the member page's names the member).
  for (const entry of routeTable.filter((route) => route.serverRendered)) {
    test(`${entry.path} is rendered by the server with its entry's title`, async ({ request }) => {
      // the embedded directory's page: the demo directory's first chamber
      const answer = await request.get(entry.path.replace(':id', String(MEMBER_ID)).replace(':chamberId', '1'));
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expectIn(html, `id="${PAYLOAD_ELEMENT_ID}"`);
      const title = entry.meta?.title;
      expect(title).toBeDefined();
      const name = entry.path.includes(':id') ? (await company(request, MEMBER_ID)).name : '';
      const text = fr[title ?? ''] ?? '';
      expect(text).not.toBe('');
      // one <title> and one description, in the head (the page's own, which React writes before its markup, are
      // left out of the body)
      const [head = '', body = ''] = html.split('</head>');
      expectIn(head, `<title>${escapeTitle(text.replace('{name}', name))} · `);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(head.match(/<meta name="description" content="[^"]+">/g)).toHaveLength(1);
      expectIn(body, /<meta name="description"/, false);
    });
  }

  test('a member page carries the member, its head tags and its LocalBusiness JSON-LD', async ({ request }) => {
    const member = await company(request, MEMBER_ID);
    const answer = await request.get(`/membre/${MEMBER_ID}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expectIn(html, '<html lang="fr">');
    expectIn(html, /<div id="root">.*<h1[^>]*>/s);
    const escapedName = member.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expectIn(html, escapedName);
    expectIn(html, `<title>${escapedName} · Annuaire AmCham</title>`);
    expect(metaContent(html, 'og:title')).toBe(escapedName);
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\/.+\/repertoire_amchams\/.+/);
    expect(metaContent(html, 'og:description')).toContain(member.sector);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expectIn(html, new RegExp(`<link rel="canonical" href="https?://[^"]+/membre/${MEMBER_ID}">`));
    expectIn(html, new RegExp(`<link rel="alternate" hreflang="en" href="https?://[^"]+/membre/${MEMBER_ID}\\?lang=en">`));
    const business = jsonLd(html).find((item) => item['@type'] === 'LocalBusiness');
    expect(business?.name).toBe(member.name);
    expect((business?.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
    expect(business?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: member.ratingCount });
    // the state the browser hydrates from, as JSON that no text can close
    const payload = /<script type="application\/json" id="__PRELOADED_STATE__">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(payload)).toMatchObject({ state: { language: { current: 'fr' } } });
    // no inline script: the CSP refuses them and a reader without JavaScript never runs them
    expectIn(html, /<script>/, false);
  });

  test('an unknown member is a 404 with the page rendered', async ({ request }) => {
    const answer = await request.get('/membre/987654321');
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expectIn(html, 'Membre introuvable');
    expectIn(html, '<title>Fiche membre · Annuaire AmCham</title>');
  });

  test('home, members, news: names, head and the home JSON-LD', async ({ request }) => {
    const member = await company(request, MEMBER_ID);
    const home = await (await request.get('/')).text();
    const items = jsonLd(home);
    expect(items.map((item) => item['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = items.find((item) => item['@type'] === 'WebSite');
    expect(site?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: expect.stringContaining('/membres?keyword={search_term_string}') },
    });
    expectIn(home, /<a [^>]*href="\/membre\/\d+"/);

    const members = await request.get('/membres');
    expect(members.status()).toBe(200);
    const list = await members.text();
    expectIn(list, '<title>Nos membres · Annuaire AmCham</title>');
    expectIn(list, /<a [^>]*href="\/membre\/\d+"/);
    // 'See more' is a link to the next page of the same search
    expectIn(list, /<a [^>]*href="\/membres\?page=1"/);
    const filtered = await (await request.get(`/membres?keyword=${encodeURIComponent(member.name)}`)).text();
    expectIn(filtered, member.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));

    const news = await request.get('/actualites');
    expect(news.status()).toBe(200);
    expectIn(await news.text(), '<title>Actualités · Annuaire AmCham</title>');
    // the category and page are the address's: the server renders the category it names, the filter as a GET form
    const categories = (await (await request.get('/api/categories')).json()) as Array<{ id: number; nameFr: string }>;
    const upcoming = async (query: string) =>
      ((await (await request.get(`/api/events/upcoming?size=50${query}`)).json()) as { content: Array<{ title: string }> }).content.map((e) => e.title);
    const every = await upcoming('');
    const category = categories.find((c) => c.nameFr === 'Formation') ?? categories[0];
    const inCategory = await upcoming(`&categoryId=${category?.id}`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.length).toBeLessThan(every.length);
    const filteredNews = await (await request.get(`/actualites?categorie=${category?.id}`)).text();
    const form = /<form [^>]*>/.exec(filteredNews)?.[0] ?? '';
    expectIn(form, 'method="get"');
    expectIn(form, 'action="/actualites"');
    expectIn(filteredNews, new RegExp(`<option value="${category?.id}" selected=""`));
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    for (const title of inCategory) expectIn(filteredNews, escape(title));
    for (const title of every.filter((t) => !inCategory.includes(t))) expectIn(filteredNews, escape(title), false);
  });

  test('English from the address or the switcher’s cookie; French by default', async ({ request }) => {
    expectIn(await (await request.get('/membres?lang=en')).text(), '<html lang="en">');
    const byCookie = await (await request.get('/membres', { headers: { cookie: 'lang=en' } })).text();
    expectIn(byCookie, '<html lang="en">');
    expectIn(byCookie, '<title>Our members');
    expectIn(await (await request.get('/membres', { headers: { cookie: 'lang=xx' } })).text(), '<html lang="fr">');
  });

  test('public pages are shareable by caches: ETag, 304, short shared lifetime', async ({ request }) => {
    const first = await request.get(`/membre/${MEMBER_ID}`);
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(first.headers().vary).toMatch(/cookie/i);
    const again = await request.get(`/membre/${MEMBER_ID}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);
    // the member and admin areas stay the browser's shell, never shared
    const area = await request.get('/apropos');
    expect(area.headers()['cache-control']).toBe('no-cache');
    expectIn(await area.text(), '<div id="root"></div>');
  });

  test('sitemap.xml and robots.txt', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expectIn(xml, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expectIn(xml, new RegExp(`<loc>https?://[^<]+/membre/${MEMBER_ID}</loc>`));
    expectIn(xml, /<loc>https?:\/\/[^<]+\/actualites<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expectIn(robots, /^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expectIn(robots, 'Disallow: /api/');
    expectIn(robots, 'Disallow: /admin');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a member page reads: name, sector, address, hours, reviews', async ({ page, request }) => {
    const member = await company(request, MEMBER_ID);
    await page.goto(`/membre/${MEMBER_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByText(member.sector).first()).toBeVisible();
    if (member.city) await expect(page.getByText(member.city).first()).toBeVisible();
    await expect(page.getByText(/\d{2}:\d{2}/).first()).toBeVisible();
    await expect(page.getByText('activez JavaScript')).toHaveCount(0);
  });

  test('the news page filters by category through its form, into the address', async ({ page }) => {
    await page.goto('/actualites');
    const all = await page.getByRole('article').count();
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Formation' });
    await page.getByRole('button', { name: 'Afficher' }).click();
    await expect(page).toHaveURL(/\/actualites\?categorie=\d+$/);
    const chosen = new URL(page.url()).searchParams.get('categorie');
    await expect(page.getByRole('combobox', { name: 'Catégorie' })).toHaveValue(chosen ?? '');
    const shown = await page.getByRole('article').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
  });

  test('English named in the address stays English through the news filter, the pager and a member link', async ({ page }) => {
    await page.goto('/actualites?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/actualites\?categorie=\d+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/membres?lang=en');
    await page.locator('a[href="/membres?page=1"]').click();
    await expect(page).toHaveURL(/\/membres\?page=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('a[href^="/membre/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the home search opens the members page of that search', async ({ page, request }) => {
    const found = (await (await request.get('/api/companies/search?keyword=societe&page=0&size=1')).json()) as { totalElements: number };
    expect(found.totalElements).toBeGreaterThan(0);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Mot-clé' }).fill('societe');
    await page.getByRole('searchbox', { name: 'Mot-clé' }).press('Enter');
    await expect(page).toHaveURL(/\/membres\?keyword=societe&country=&sector=$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Filtres actifs' })).toContainText('societe');
    await expect(page.getByRole('searchbox', { name: 'Mot-clé' })).toHaveValue('societe');
    await expect(page.locator('main').getByRole('article')).toHaveCount(Math.min(found.totalElements, 9));
  });

  test('the members page filters by sector through its form, into the address', async ({ page }) => {
    await page.goto('/membres');
    await page.getByRole('combobox', { name: 'Secteur d’activité' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/membres\?keyword=&country=&sector=\d+$/);
    const sector = new URL(page.url()).searchParams.get('sector') ?? '';
    await expect(page.getByRole('combobox', { name: 'Secteur d’activité' })).toHaveValue(sector);
    await expect(page.getByRole('region', { name: 'Filtres actifs' })).toBeVisible();
  });

  test('the members list pages through links and leads to member pages', async ({ page }) => {
    await page.goto('/membres');
    const firstCard = page.locator('a[href^="/membre/"]').first();
    const firstHref = await firstCard.getAttribute('href');
    await page.locator('a[href="/membres?page=1"]').click();
    await expect(page).toHaveURL(/\/membres\?page=1$/);
    await expect(page.locator('a[href^="/membre/"]').first()).not.toHaveAttribute('href', firstHref ?? '');
    await page.locator('a[href^="/membre/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('hydration', () => {
  const routes = ['/', '/accueil', '/membres', '/membres?page=1', `/membre/${MEMBER_ID}`, '/actualites', '/actualites?categorie=4', '/membres?lang=en'];

  async function watch(page: Page) {
    // third-party embeds (map tiles, video) answer blank: this machine has no Internet, and they are not the page's
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.fulfill({ status: 200, body: '' }),
    );
    const messages: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || /hydrat|mismatch/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const reads: string[] = [];
    page.on('request', (request) => {
      // the data calls (images are files, not data; the map's tile settings are read by the map, which only the
      // browser mounts)
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/') && !/^\/api\/(files\/|ads\/images\/|map\/tiles$)/.test(pathname)) reads.push(pathname);
    });
    return { messages, reads };
  }

  for (const path of routes) {
    test(`${path} hydrates without a warning and without asking again for its data`, async ({ page }) => {
      const seen = await watch(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // hydrated: React has taken the server's HTML over (hydrateRoot marks its container)
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
        .toBe(true);
      await expect(page.locator('#root h1, #root h2').first()).toBeVisible();
      // the server's HTML was kept, not rendered again in the browser: React's server-made ids (_R_) are still there
      await expect(page.getByRole('link', { name: 'Aller au contenu' }).or(page.getByRole('link', { name: 'Skip to content' }))).toHaveAttribute(
        'href',
        /^#_R_/,
      );
      expect(seen.messages).toEqual([]);
      expect(seen.reads).toEqual([]);
      // the page's <title> and description took over the server's: still one of each
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  }

  test('going to another page shows its title, and one title only', async ({ page, request }) => {
    await watch(page);
    await page.goto('/membres');
    await expect(page).toHaveTitle('Nos membres · Annuaire AmCham');
    const card = await hydrated(page.locator('main a[href^="/membre/"]').first());
    const id = Number((await card.getAttribute('href'))?.split('/').pop());
    const member = await company(request, id);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page).toHaveTitle(`${member.name} · Annuaire AmCham`);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveTitle('Nos membres · Annuaire AmCham');
    await expect(page.locator('title')).toHaveCount(1);
  });
});

test.describe("the app's code, after the page's largest paint", () => {
  // Lighthouse: on a phone, JavaScript fetched with the HTML shares the network with what the largest paint
  // needs (the HTML, the stylesheet, the fonts, the hero image). A server-rendered page names only boot.ts, which asks
  // for the app once the page has loaded and its largest paint is on screen; the other pages name the app's chunks.
  for (const path of ['/', '/membres', `/membre/${MEMBER_ID}`, '/actualites']) {
    test(`${path} asks for the app's chunks only after its load and its largest paint`, async ({ page }) => {
      await page.route(
        (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
        (route) => route.fulfill({ status: 200, body: '' }),
      );
      const answer = await page.goto(path);
      const html = (await answer?.text()) ?? '';
      const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(scripts).toHaveLength(1);
      expectIn(html, 'modulepreload', false);
      // hydrated: the app did come
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
        .toBe(true);
      const seen = await page.evaluate(
        () =>
          new Promise<{ load: number; paint: number; largest: number; chunks: Array<{ url: string; start: number }> }>((resolve) => {
            new PerformanceObserver((list) => {
              const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
              const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
              const chunks = performance
                .getEntriesByType('resource')
                .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
                .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
              // the first largest paint reported: the app waits for one; a larger element painted later (an image that
              // arrived late) may still take over once the app has been asked for
              resolve({ load: navigation.loadEventStart, paint, largest: list.getEntries()[0]?.startTime ?? Infinity, chunks });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const app = seen.chunks.filter((chunk) => chunk.url !== scripts[0]);
      expect(app.length).toBeGreaterThan(0);
      for (const chunk of app) {
        expect(chunk.start, `${chunk.url} asked for at ${chunk.start} ms, load ${seen.load} ms`).toBeGreaterThanOrEqual(seen.load);
        expect(chunk.start, `${chunk.url} asked for at ${chunk.start} ms, largest paint ${seen.largest} ms`).toBeGreaterThanOrEqual(seen.largest);
        expect(chunk.start, `${chunk.url} asked for at ${chunk.start} ms, first paint ${seen.paint} ms`).toBeGreaterThanOrEqual(seen.paint);
      }
    });
  }

  test('a page the browser renders (sign-in) names the app and its own chunks in its HTML, loaded at once', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');
    // the app (main.tsx's chunk and the shared shell) and the sign-in page's own chunk, not only boot.ts
    expect(preloads.some((href) => /\/assets\/shell-[^/]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /\/assets\/login-[^/]+\.js$/.test(href))).toBe(true);
  });
});

test.describe('before the app has started', () => {
  // boot.ts asks for the app after the page's largest paint or at the visitor's first touch, key or focus; a visitor
  // may type and choose before it is there (a slow phone): the search form's fields are the browser's (uncontrolled),
  // so the app's search reads what they hold, with no replay. Here the app's chunks are held back until the
  // visitor has acted, then let through.
  async function holdApp(page: Page, request: APIRequestContext) {
    const html = await (await request.get('/membres')).text();
    const boot = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(boot).not.toBe('');
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && url.pathname !== boot,
      async (route) => {
        held += 1;
        await released;
        await route.continue();
      },
    );
    return { release, held: () => held };
  }
  const hydratedRoot = (page: Page) =>
    expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);

  test('what was typed and chosen before reaches the app: its search in place uses it', async ({ page, request }) => {
    const [first] = ((await (await request.get('/api/companies/search?keyword=societe&page=0&size=1')).json()) as { content: Array<{ sectorId: number }> })
      .content;
    expect(first).toBeTruthy();
    const expected = (await (await request.get(`/api/companies/search?keyword=societe&sectorId=${first?.sectorId}&page=0&size=1`)).json()) as {
      totalElements: number;
    };
    const app = await holdApp(page, request);
    await page.goto('/membres');
    await page.getByRole('searchbox', { name: 'Mot-clé' }).fill('societe');
    await page.getByRole('combobox', { name: 'Secteur d’activité' }).selectOption(String(first?.sectorId));
    // the first focus asked for the app, which is held back
    await expect.poll(() => app.held()).toBeGreaterThan(0);
    app.release();
    await hydratedRoot(page);
    // the app's own search (in place: the address stays), with what the visitor left in the fields
    await expect(page.getByRole('searchbox', { name: 'Mot-clé' })).toHaveValue('societe');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('heading', { name: `Nos membres (${expected.totalElements})` })).toBeVisible();
    await expect(page).toHaveURL(/\/membres$/);
    await expect(page.getByRole('searchbox', { name: 'Mot-clé' })).toHaveValue('societe');
    await expect(page.getByRole('combobox', { name: 'Secteur d’activité' })).toHaveValue(String(first?.sectorId));
  });

  test('a keyword typed before, then Enter once the app is there: the home page searches with it in place', async ({ page, request }) => {
    const app = await holdApp(page, request);
    await page.goto('/');
    const keyword = page.getByRole('searchbox', { name: 'Mot-clé' });
    await keyword.fill('societe');
    await expect.poll(() => app.held()).toBeGreaterThan(0);
    app.release();
    await hydratedRoot(page);
    await keyword.press('Enter');
    // the app's search in place (the address stays /), with the keyword typed before it started
    await expect(
      page
        .locator('#annuaires')
        .getByRole('article', { name: /Société/ })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(keyword).toHaveValue('societe');
  });
});
