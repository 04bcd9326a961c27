import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { hydrated } from './hydration';
import { ADMIN_PASSWORD } from './signIn';

// The directory embedded on a chamber's own site, end to end on the built product: the chamber's administrator lists
// the site's origin, the site's page holds only the loader snippet (under a strict Content-Security-Policy), the
// frame shows the chamber's members, opens one, takes its content's height, and the searches and views it made are
// counted under 'embed'. A site that is not listed gets nothing.

const CHAMBER_ID = 1;
const NETWORK_ADMIN = 'admin.reseau@annuaire.demo';

interface SourceCounts {
  searches: number;
  views: number;
  contacts: number;
}
interface EmbedStatistics {
  portal: SourceCounts;
  embed: SourceCounts;
}
interface EmbedOptions {
  countryId: number;
  chamberName: string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const signin = await request.post('/api/auth/signin', { data: { email: NETWORK_ADMIN, password: ADMIN_PASSWORD } });
  expect(signin.ok()).toBe(true);
  return ((await signin.json()) as { token: string }).token;
}

async function embedStatistics(request: APIRequestContext, token: string): Promise<EmbedStatistics> {
  const response = await request.get(`/api/country-amchams/${CHAMBER_ID}/embed/statistics?days=7`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as EmbedStatistics;
}

/**
 * The chamber's site: a plain page on another origin (http://localhost:<port>, the product being on 127.0.0.1) that
 * holds only the loader snippet; its CSP lets in that one script's origin and frames from it, nothing else.
 */
async function startHostSite(productOrigin: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src ${productOrigin}; frame-src ${productOrigin}`,
    });
    response.end(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Site de la chambre</title></head><body>` +
        `<h1>Site de la chambre</h1><script src="${productOrigin}/embed.js?chamber=${CHAMBER_ID}" async></script></body></html>`,
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

const stop = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** The API calls a page's embedded directory makes (from the frame's documents, wherever the page is). */
function embedCalls(page: Page, productOrigin: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${productOrigin}/api/`) && new URL(request.frame().url()).pathname.startsWith('/embed/')) calls.push(request);
  });
  return calls;
}

test('a listed site shows the chamber’s directory in a frame sized to its content, and its searches and views count under embed', async ({
  page,
  request,
  baseURL,
}) => {
  const productOrigin = new URL(baseURL ?? '').origin;
  const host = await startHostSite(productOrigin);
  try {
    const token = await adminToken(request);
    const saved = await request.put(`/api/country-amchams/${CHAMBER_ID}/embed`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { allowedOrigins: [host.origin], language: 'fr', scope: 'chamber', sectorIds: [], accent: '#1b6e3a', font: 'kit', perPage: 6 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const options = (await (await request.get(`/api/country-amchams/${CHAMBER_ID}/embed/options`)).json()) as EmbedOptions;
    // a member of the chamber's country, found by its name
    const found = (await (await request.get(`/api/companies/search?page=0&size=1&countryId=${options.countryId}`)).json()) as {
      content: Array<{ id: number; name: string }>;
      totalElements: number;
    };
    const member = found.content[0];
    expect(member, 'the chamber has members').toBeTruthy();
    const before = await embedStatistics(request, token);

    const calls = embedCalls(page, productOrigin);
    await page.goto(host.origin);
    const iframe = page.locator('iframe');
    await expect(iframe).toHaveCount(1);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: 'Annuaire des membres' })).toBeVisible();
    await expect(frame.getByText(options.chamberName)).toBeVisible();
    await expect(frame.getByRole('heading', { level: 2, name: `Nos membres (${found.totalElements})` })).toBeVisible();
    // scope chamber: no country filter; the chamber's accent colour on the search button
    await expect(frame.getByRole('combobox', { name: 'Pays' })).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Rechercher' })).toHaveCSS('background-color', 'rgb(27, 110, 58)');

    // the frame is as tall as its content: no scroll bar inside it
    const fitsItsContent = async () => {
      const inner = await frame.locator('html').evaluate((html) => html.scrollHeight);
      const outer = await iframe.evaluate((element) => element.clientHeight);
      return outer >= inner && outer !== 600;
    };
    await expect.poll(fitsItsContent).toBe(true);

    const keyword = frame.getByRole('searchbox', { name: 'Mot-clé' });
    await keyword.fill(member?.name ?? '');
    await keyword.press('Enter');
    const card = frame.getByRole('article', { name: member?.name });
    await expect(card).toBeVisible();
    await expect.poll(fitsItsContent).toBe(true);

    await card.getByRole('link', { name: /Voir la fiche/ }).click();
    const name = frame.getByRole('heading', { level: 2, name: member?.name });
    await expect(name).toBeVisible();
    await expect(name).toBeFocused();
    const portal = frame.getByRole('link', { name: /Voir sa fiche sur l’annuaire/ });
    await expect(portal).toHaveAttribute('href', `/membre/${member?.id}`);
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener');
    await expect.poll(fitsItsContent).toBe(true);
    // Escape closes the member and gives the focus back to its card's link
    await page.keyboard.press('Escape');
    await expect(card.getByRole('link', { name: /Voir la fiche/ })).toBeFocused();

    await expect
      .poll(async () => {
        const after = await embedStatistics(request, token);
        return { searches: after.embed.searches - before.embed.searches, views: after.embed.views - before.embed.views };
      })
      .toEqual({ searches: 2, views: 1 });

    // every search and view carried source=embed; no call carried a token (the first page's search is the service's,
    // which rendered the frame with its first members: counted above, not made by the browser)
    const searches = calls.filter((call) => new URL(call.url()).pathname === '/api/companies/search');
    const views = calls.filter((call) => /\/api\/companies\/\d+\/views$/.test(new URL(call.url()).pathname));
    expect(searches.length).toBeGreaterThanOrEqual(1);
    expect(views).toHaveLength(1);
    for (const call of [...searches, ...views]) expect(new URL(call.url()).searchParams.get('source'), call.url()).toBe('embed');
    for (const call of calls) expect(await call.headerValue('authorization'), call.url()).toBeNull();
  } finally {
    await stop(host.server);
  }
});

test('a chamber offering some sectors: its directory’s ‘Tous les secteurs’ shows the members of those sectors only', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const { allowedOrigins, language, scope, sectorIds, accent, font, perPage } = (await (
    await request.get(`/api/country-amchams/${CHAMBER_ID}/embed`, { headers })
  ).json()) as Record<string, unknown>;
  const settings = { allowedOrigins, language, scope, sectorIds, accent, font, perPage };
  const { countryId } = (await (await request.get(`/api/country-amchams/${CHAMBER_ID}/embed/options`)).json()) as EmbedOptions;
  const all = (await (await request.get(`/api/companies/search?page=0&size=100&countryId=${countryId}`)).json()) as {
    content: Array<{ sectorId: number; name: string }>;
    totalElements: number;
  };
  const bySector = new Map<number, number>();
  for (const { sectorId } of all.content) bySector.set(sectorId, (bySector.get(sectorId) ?? 0) + 1);
  expect(bySector.size, 'the chamber has members in three sectors at least').toBeGreaterThan(2);
  const offered = [...bySector.keys()].slice(0, 2);
  const inOffered = offered.reduce((sum, id) => sum + (bySector.get(id) ?? 0), 0);
  try {
    const saved = await request.put(`/api/country-amchams/${CHAMBER_ID}/embed`, { headers, data: { ...settings, scope: 'chamber', sectorIds: offered } });
    expect(saved.ok(), await saved.text()).toBe(true);
    // the first page is the service's render (its search is made in the service); the count says which sectors it searched
    await page.goto(`/embed/${CHAMBER_ID}`);
    await expect(page.getByRole('heading', { level: 2, name: `Nos membres (${inOffered})` })).toBeVisible();
    expect(inOffered).toBeLessThan(all.totalElements);
    const sector = page.getByRole('combobox', { name: 'Secteur d’activité' });
    await expect(sector.locator('option:checked')).toHaveText('Tous les secteurs');
    await expect(sector.locator('option')).toHaveCount(1 + offered.length);
    // and the browser's own search, once the frame's app has started (a new one: the first page's is in its cache), asks
    // for the same sectors
    const search = page.getByRole('button', { name: 'Rechercher', exact: true });
    await hydrated(search);
    const named = all.content.find((company) => offered.includes(company.sectorId))?.name.split(' ')[0] ?? '';
    const searched = page.waitForRequest((call) => new URL(call.url()).pathname === '/api/companies/search');
    await page.getByRole('searchbox', { name: 'Mot-clé' }).fill(named);
    await search.click();
    const query = new URL((await searched).url()).searchParams;
    expect(query.get('keyword')).toBe(named);
    expect(query.getAll('sectorIds').map(Number).sort()).toEqual([...offered].sort());
  } finally {
    await request.put(`/api/country-amchams/${CHAMBER_ID}/embed`, { headers, data: settings });
  }
});

test('a site the chamber did not list gets no script and no frame', async ({ page, baseURL }) => {
  const productOrigin = new URL(baseURL ?? '').origin;
  const host = await startHostSite(productOrigin);
  try {
    const script = page.waitForResponse((response) => response.url().startsWith(`${productOrigin}/embed.js`));
    await page.goto(host.origin);
    expect((await script).status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Site de la chambre' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  } finally {
    await stop(host.server);
  }
});

test('a visitor signed in on the portal opens the embedded directory: none of its calls carries the portal’s token', async ({ page, baseURL }) => {
  const productOrigin = new URL(baseURL ?? '').origin;
  await page.goto('/login');
  await page.getByLabel(/^Adresse e-mail/).fill(NETWORK_ADMIN);
  await page.getByLabel(/^Mot de passe/).fill(ADMIN_PASSWORD);
  await page.getByRole('checkbox', { name: /Se souvenir/ }).check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // the portal's own calls are over before the embed is opened (only the embed's are looked at)
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => /token/i.test(key)))).toBe(true);

  const calls = embedCalls(page, productOrigin);
  await page.goto(`/embed/${CHAMBER_ID}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Nos membres \(\d+\)$/ })).toBeVisible();
  // the first page came with the service's HTML: a search once the frame's app has started makes its calls
  const searched = page.waitForRequest((call) => new URL(call.url()).pathname === '/api/companies/search');
  await hydrated(page.getByRole('button', { name: 'Rechercher', exact: true }));
  await page.getByRole('searchbox', { name: 'Mot-clé' }).fill('societe');
  await page.getByRole('searchbox', { name: 'Mot-clé' }).press('Enter');
  await searched;
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(await call.headerValue('authorization'), call.url()).toBeNull();
  // the portal's session is still there for the portal
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => /token/i.test(key)))).toBe(true);
});

/** The first member the embedded directory lists with the chamber's options, and how many it finds. */
async function firstEmbedMember(request: APIRequestContext): Promise<{ member: { id: number; name: string }; total: number }> {
  const options = (await (await request.get(`/api/country-amchams/${CHAMBER_ID}/embed/options`)).json()) as EmbedOptions & { scope: string; perPage: number };
  const country = options.scope === 'chamber' ? `&countryId=${options.countryId}` : '';
  const found = (await (await request.get(`/api/companies/search?page=0&size=${options.perPage}${country}`)).json()) as {
    content: Array<{ id: number; name: string }>;
    totalElements: number;
  };
  const member = found.content[0];
  expect(member, 'the chamber has members').toBeTruthy();
  return { member: member ?? { id: 0, name: '' }, total: found.totalElements };
}

test.describe('the embedded directory is rendered by the service', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('its first members are in the page the service sends, before any script runs', async ({ page, request }) => {
      const { member, total } = await firstEmbedMember(request);
      await page.goto(`/embed/${CHAMBER_ID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Annuaire des membres' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `Nos membres (${total})` })).toBeVisible();
      await expect(page.getByRole('article', { name: member.name })).toBeVisible();
    });
  });

  test('it hydrates without a warning, from the state it came with, and then searches', async ({ page, request }) => {
    const { member } = await firstEmbedMember(request);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat|mismatch/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const searches: string[] = [];
    page.on('request', (call) => {
      if (new URL(call.url()).pathname === '/api/companies/search') searches.push(call.url());
    });
    const answer = await page.goto(`/embed/${CHAMBER_ID}`);
    expect(await answer?.text()).toContain(`>${member.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}<`);
    await hydrated(page.getByRole('button', { name: 'Rechercher' }));
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
      .toBe(true);
    // the first page came with the HTML: the browser did not ask for it again
    expect(searches).toEqual([]);

    const keyword = page.getByRole('searchbox', { name: 'Mot-clé' });
    await keyword.fill(member.name);
    await keyword.press('Enter');
    await expect.poll(() => searches.length).toBe(1);
    expect(new URL(searches[0] ?? '').searchParams.get('keyword')).toBe(member.name);
    // the results of that search (the list gives way to a spinner while it runs)
    await expect(page.getByRole('button', { name: 'Rechercher', exact: true })).toBeEnabled();
    await expect(page.getByRole('article', { name: member.name })).toBeVisible();
    expect(problems).toEqual([]);
    // the frame keeps nothing in the visitor's browser
    expect(await page.evaluate(() => ({ stored: localStorage.length, cookies: document.cookie }))).toEqual({ stored: 0, cookies: '' });
  });
});
