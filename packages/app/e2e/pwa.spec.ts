import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { hydrated } from './hydration';
import { MEMBER_PASSWORD } from './signIn';

// The installable app end to end, on the built product: the manifest and its icons, the service worker taking over the
// page, the last pages opened reading offline with the offline banner and the time of the copy, a write made offline
// refused with a clear message, a member's own profile readable offline and gone from the browser once signed out, and
// the home's install button, in its app promotion, where the browser offers installation; an answer of a newer build
// that the page cannot read offers to reload instead of an error.
// (Lighthouse 12 has no "installable" category any more: the manifest's fields and icons are checked here instead.)

// The other specs mock some calls with page.route, which a service worker would bypass: they run with workers
// blocked (playwright.config.ts); this one needs them.
test.use({ serviceWorkers: 'allow' });

interface Named {
  id: number;
  name: string;
}

// the demo member no other spec signs in as
const MEMBER_EMAIL = 'membre4@annuaire.demo';

/** The page once the service worker controls it (the first load installs it; clientsClaim takes the page over). */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
}

/** The page's code (what it loaded from /assets/) that no cache of the worker holds yet. */
function codeNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const code = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((address) => address.startsWith(`${location.origin}/assets/`));
    const kept = await Promise.all(code.map(async (address) => (await caches.match(address)) !== undefined));
    return code.filter((_, index) => !kept[index]);
  });
}

const NOT_DOWNLOADED = "Vous êtes hors ligne : cette partie de l'application n'a pas encore été téléchargée sur cet appareil. Réessayez une fois connecté.";

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: /^Vous êtes hors ligne — copie du \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ });

/** What a read of this address gets from the page (through its service worker): its status, or 0 when nothing answered. */
function readFromPage(page: Page, path: string, authorization?: string): Promise<number> {
  return page.evaluate(
    async ([address, token]) => {
      try {
        return (await fetch(address, token ? { headers: { Authorization: token } } : {})).status;
      } catch {
        return 0;
      }
    },
    [path, authorization ?? ''] as const,
  );
}

test('the manifest names the app in the theme colours, with icons of the sizes it announces, and the worker controls the page', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Annuaire des membres',
    short_name: 'Annuaire',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b2a5b',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // a PNG's width and height are the IHDR chunk's first two 32-bit integers
    const bytes = await image.body();
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([width, height]);
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await controlled(page);
});

test('the worker installs from what the page has just loaded: the service is asked for the worker, the shell and the install manifest only', async ({
  page,
  context,
}) => {
  // every new visitor installs it: each file it fetches beyond the page's own is a request to the service per visitor
  const askedByPage = new Set<string>();
  const askedByWorker: string[] = [];
  page.on('request', (request) => askedByPage.add(request.url()));
  context.on('request', (request) => {
    if (request.serviceWorker()) askedByWorker.push(request.url());
  });
  await page.goto('/');
  await hydrated(page.getByRole('searchbox', { name: 'Mot-clé' }));
  await controlled(page);
  // the page's own code, loaded before the worker controlled it, is kept all the same (from the browser's cache)
  await expect.poll(() => codeNotKept(page), { timeout: 15_000 }).toEqual([]);
  const beyondThePage = askedByWorker.filter((url) => !askedByPage.has(url) && !/\/(sw\.js|workbox-[\w-]+\.js|index\.html|manifest\.webmanifest)$/.test(url));
  expect(beyondThePage, beyondThePage.join('\n')).toEqual([]);
  // the tab's icon is in the page (a data: address): no request of its own on a first visit
  expect([...askedByPage].filter((url) => /favicon/.test(url))).toEqual([]);
});

test('the last pages opened read offline with the banner, a review form never loaded says so, and a review written offline is refused, its text kept', async ({
  page,
  context,
  request,
}) => {
  const member = ((await (await request.get('/api/companies/search?page=0&size=1')).json()) as { content: Named[] }).content[0];
  expect(member).toBeTruthy();

  await page.goto('/');
  await hydrated(page.getByRole('searchbox', { name: 'Mot-clé' }));
  await controlled(page);
  // the pages the visitor opens, each one a navigation the worker keeps a copy of
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Mot-clé' })).toBeVisible();
  await page.goto('/membres');
  const results = page.locator('main').getByRole('article');
  await expect(results.first()).toBeVisible();
  const firstResult = (await results.first().getAttribute('aria-label')) ?? '';
  await page.goto(`/membre/${member?.id}`);
  await expect(page.getByRole('heading', { name: member?.name, level: 1 })).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'Donner un avis' }));
  await expect(offlineBanner(page)).toHaveCount(0);
  // the worker keeps a page's code as it loads, in the background: the pages read offline once it has kept it all (on
  // a busy machine, going offline at once could find a chunk not kept yet, and the page's notice in its place)
  await expect.poll(() => codeNotKept(page)).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: member?.name, level: 1 })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    // the review form was never loaded on this device: the page says so, and stays
    await (await hydrated(page.getByRole('button', { name: 'Donner un avis' }))).click();
    await expect(page.getByText(NOT_DOWNLOADED)).toBeVisible();
    await expect(page.getByRole('heading', { name: member?.name, level: 1 })).toBeVisible();
    // stacked with the offline banner, not over it
    const [banner, notice] = [await offlineBanner(page).boundingBox(), await page.getByText(NOT_DOWNLOADED).boundingBox()];
    expect(banner !== null && notice !== null && (banner.y + banner.height <= notice.y || notice.y + notice.height <= banner.y)).toBe(true);
  } finally {
    await context.setOffline(false);
  }

  // online, the visitor opens the form once: the worker keeps its code
  await page.reload();
  await (await hydrated(page.getByRole('button', { name: 'Donner un avis' }))).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => codeNotKept(page)).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: member?.name, level: 1 })).toBeVisible();
    // a review: the form refuses plainly and keeps what was typed
    await (await hydrated(page.getByRole('button', { name: 'Donner un avis' }))).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('label')
      .filter({ hasText: /^4 étoiles$/ })
      .click();
    await dialog.getByLabel(/Commentaire/).fill('Écrit sans réseau');
    await dialog.getByLabel(/^Nom/).fill('Hors');
    await dialog.getByLabel(/^Prénom/).fill('Ligne');
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await expect(dialog.getByText("Vous êtes hors ligne : rien n'a été envoyé. Réessayez une fois connecté.")).toBeVisible();
    await expect(dialog.getByLabel(/Commentaire/)).toHaveValue('Écrit sans réseau');
    await expect(dialog.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await page.keyboard.press('Escape');

    await page.goto('/membres');
    await expect(page.locator('main').getByRole('article', { name: firstResult }).first()).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: 'Mot-clé' })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // nothing was sent meanwhile
  const reviews = (await (await request.get(`/api/ratings/company/${member?.id}`)).json()) as Array<{ comment?: string }>;
  expect(reviews.filter((review) => review.comment === 'Écrit sans réseau')).toEqual([]);
  // back online, the banner goes away
  await page.reload();
  await expect(offlineBanner(page)).toHaveCount(0);
});

test("a member's own profile reads offline, a save made offline is refused, and once signed out nothing of it is served offline", async ({ page, context }) => {
  await page.goto('/login');
  await controlled(page);
  await page.getByLabel(/Adresse e-mail/).fill(MEMBER_EMAIL);
  await page.getByLabel(/^Mot de passe/).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/apropos$/);
  const companyName = page.getByRole('textbox', { name: /Nom de l'entreprise/ });
  await expect(companyName).not.toHaveValue('');
  const name = await companyName.inputValue();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue(name);
    await expect(offlineBanner(page)).toBeVisible();
    // the member's reads come from the worker's copy
    expect(await readFromPage(page, '/api/v1/user/me', 'Bearer any')).toBe(200);

    // a save: refused plainly, the form keeps what was typed
    await page.getByRole('textbox', { name: /Nom de l'entreprise/ }).fill(`${name} hors ligne`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText("Vous êtes hors ligne : rien n'a été envoyé. Réessayez une fois connecté.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue(`${name} hors ligne`);
  } finally {
    await context.setOffline(false);
  }

  await page.reload();
  await expect(page.getByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue(name);
  await (await hydrated(page.getByRole('button', { name: 'Se déconnecter' }).first())).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => caches.has('member'))).toBe(false);

  await context.setOffline(true);
  try {
    // neither the member's copy nor a shared one answers for the member's profile any more
    expect(await readFromPage(page, '/api/v1/user/me', 'Bearer any')).toBe(0);
    expect(await readFromPage(page, '/api/v1/user/me')).toBe(0);
  } finally {
    await context.setOffline(false);
  }
});

test("the home's app promotion offers to install the app in the App Store button's place only where the browser offers it, and the button opens its prompt", async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page.getByRole('searchbox', { name: 'Mot-clé' }));
  await controlled(page);
  const promotion = page.getByRole('region', { name: 'L’annuaire dans votre poche' });
  const install = page.getByRole('button', { name: "Installer l'application" });
  const appStore = promotion.getByRole('button', { name: 'Télécharger sur l’App Store' });
  const googlePlay = promotion.getByRole('button', { name: 'Disponible sur Google Play' });
  await expect(install).toHaveCount(0);
  await expect(appStore).toBeVisible();
  await expect(googlePlay).toBeVisible();
  // the spec's App Store button: an alert that the app is not available yet
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await (await hydrated(appStore)).click();
  await expect.poll(() => alerts).toEqual(['L’application n’est pas encore disponible sur l’App Store.']);
  const before = await appStore.boundingBox();
  // what Chromium sends once the app is installable (the test browser, headless, never does)
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.documentElement.dataset.installPrompted = 'yes';
        return Promise.resolve({ outcome: 'accepted' });
      },
    });
    window.dispatchEvent(offer);
  });
  // in the promotion, in the App Store button's box; no alert button left, Google Play kept
  await expect(promotion.getByRole('button', { name: "Installer l'application" })).toBeVisible();
  await expect(install).toHaveCount(1);
  await expect(appStore).toHaveCount(0);
  await expect(googlePlay).toBeVisible();
  expect(await install.boundingBox()).toEqual(before);
  await install.click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(install).toHaveCount(0);
  expect(alerts).toHaveLength(1);
});

test('a page whose code is gone after a new deployment offers to reload', async ({ page }) => {
  await page.goto('/');
  await hydrated(page.getByRole('searchbox', { name: 'Mot-clé' }));
  await controlled(page);
  await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
  // what Vite's preload helper sends when a chunk of the old build is no longer served
  await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError')));
  await expect(page.getByText('Nouvelle version disponible')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recharger' })).toBeVisible();
});

test.describe('a page whose code is gone', () => {
  // page.route must see the page's requests: no worker in between
  test.use({ serviceWorkers: 'block' });

  test('opened from another page, offers to reload once, in its place (the notices do not say it again)', async ({ page }) => {
    await page.goto('/membres');
    await hydrated(page.getByRole('searchbox', { name: 'Mot-clé' }));
    // the installed app's notices are there (they load once the page is idle) and listening: offline, they say so
    await page.context().setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await page.context().setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    // the member page's code, as a deployment since this page loaded took it away
    await page.route(/\/assets\/memberDetails-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.locator('a[href^="/membre/"]').first().click();
    await expect(page.getByRole('button', { name: 'Recharger' }).first()).toBeVisible();
    // the notices answer Vite's event within a frame or two of the page's offer
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByText('Nouvelle version disponible')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Recharger' })).toHaveCount(1);
    await expect(page.locator('[data-pwa-notices]')).toHaveCount(0);
  });
});

test.describe('an answer of a newer build', () => {
  // page.route must see the page's calls: no worker in between (it would answer them itself)
  test.use({ serviceWorkers: 'block' });

  /** The build this product's app is (its build wrote it in dist/routes.json; its code carries it). */
  const build = (JSON.parse(readFileSync(new URL('../dist/routes.json', import.meta.url), 'utf8')) as { build: string }).build;

  test("the service names this app's build on every API answer", async ({ request }) => {
    for (const path of ['/api/countries', '/api/companies/search?page=0&size=1', '/api/no-such-operation']) {
      expect((await request.get(path)).headers()['x-app-build'], path).toBe(build);
    }
  });

  // The real service's answer to the search, as the service of a newer build would give it (it cannot be redeployed
  // in the middle of a test): the same headers, the newer build's id, and what this page's client cannot read.
  const newer = async (route: Route, change: { status?: number; body: string }) => {
    const answer = await route.fetch();
    await route.fulfill({
      response: answer,
      status: change.status ?? answer.status(),
      headers: { ...answer.headers(), 'x-app-build': 'a-newer-build' },
      body: change.body,
    });
  };
  for (const [what, change] of [
    ['a success whose body does not parse', { body: '{"content": [' }],
    [
      'a 400: the search this page shapes no longer fits the contract',
      {
        status: 400,
        body: JSON.stringify({ message: "Données invalides : querystring must have required property 'scope'", status: 400, error: 'Bad Request' }),
      },
    ],
  ] as const) {
    test(`${what}: the page offers to reload, and its screen shows no error`, async ({ page }) => {
      await page.goto('/membres');
      const keyword = await hydrated(page.getByRole('searchbox', { name: 'Mot-clé' }));
      // the page's own build answers first: nothing to offer
      await expect(page.locator('main').getByRole('article').first()).toBeVisible();
      await page.route(/\/api\/companies\/search\?/, (route) => newer(route, change));
      await keyword.fill('banque');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page.getByText('Nouvelle version disponible')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Recharger' })).toBeVisible();
      // the screen's errors, which the same answer shows without the build's comparison
      await expect(page.getByText('Les membres n’ont pas pu être chargés.')).toHaveCount(0);
      await expect(page.getByText('Une erreur est survenue lors de la recherche. Veuillez réessayer.')).toHaveCount(0);
      await expect(page.getByText(/Cette recherche n’est pas acceptée/)).toHaveCount(0);
      // the screen waits as it did when the search left, the visitor's keyword still there
      await expect(page.locator('main').getByText('Chargement des membres…')).toBeVisible();
      await expect(keyword).toHaveValue('banque');
      // the reload is the service's own build again: the search answers
      await page.unroute(/\/api\/companies\/search\?/);
      await page.getByRole('button', { name: 'Recharger' }).click();
      await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
      await expect(page.locator('main').getByRole('article').first()).toBeVisible();
    });
  }
});
