import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { MEMBER_PASSWORD, signInAsMember } from './signIn';

// The public portal and the member area's frame as a visitor meets them, on the built product and its demo directory
// (every screen as a user meets it): at a phone's 375 px and a desktop's 1280 px, in French and English.

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

interface Named {
  id: number;
  name: string;
}
interface Banner extends Named {
  webImg: string | null;
  mobileImg: string | null;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

/** Where an element's top edge is in the window, and where the header's bar that stays on screen ends. */
async function underHeader(page: Page, id: string): Promise<{ top: number; headerBottom: number }> {
  return page.evaluate((target) => {
    const header = document.querySelector('header');
    return {
      top: Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN),
      headerBottom: Math.round(header?.getBoundingClientRect().bottom ?? Number.NaN),
    };
  }, id);
}

/** The home's menu (desktop) or the phone's menu, opened. */
async function sectionMenu(page: Page, phone: boolean, openLabel: string, menuLabel: string): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: menuLabel });
  await (await hydrated(page.getByRole('button', { name: openLabel }))).click();
  return page.getByRole('navigation', { name: 'Menu' });
}

for (const [viewportName, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`${viewportName}: a section link from another page lands with the section below the header, and the menu names it`, async ({ page }) => {
      await page.goto('/membres');
      const menu = await sectionMenu(page, viewport === PHONE, 'Ouvrir le menu', 'Navigation principale');
      await (await hydrated(menu.getByRole('link', { name: 'Annuaires' }))).click();
      await expect(page).toHaveURL(/\/#annuaires$/);
      await page.waitForLoadState('networkidle');
      // spec public §2.2: 80 px from the top, and the bar that stays on screen ends above it
      await expect.poll(async () => Math.abs((await underHeader(page, 'annuaires')).top - 80) <= 1).toBe(true);
      const { headerBottom } = await underHeader(page, 'annuaires');
      expect(headerBottom).toBeLessThanOrEqual(80);
      await expect(page.locator('header a[aria-current="location"]').first()).toHaveText('Annuaires');
    });

    test(`${viewportName}: an address with #annuaires makes 'Annuaires' the current menu item, not 'Accueil'`, async ({ page }) => {
      await page.goto('/accueil#annuaires');
      await expect.poll(async () => Math.abs((await underHeader(page, 'annuaires')).top - 80) <= 1).toBe(true);
      const nav = await sectionMenu(page, viewport === PHONE, 'Ouvrir le menu', 'Navigation principale');
      await expect(nav.getByRole('link', { name: 'Annuaires' })).toHaveAttribute('aria-current', 'location');
      await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    });

    test(`${viewportName}: the page touches the window's edges (no 8 px white frame)`, async ({ page }) => {
      await page.goto('/');
      const box = await page.locator('header').first().boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width });
    });

    test(`${viewportName}: the hero shows the banner's image for this screen`, async ({ page, request }) => {
      const banners = await json<{ content: Banner[] }>(request, '/api/ads/portal?page=0&size=10');
      const first = banners.content[0];
      expect(first?.webImg && first.mobileImg, 'the demo banners have both images').toBeTruthy();
      await page.goto('/');
      const image = page.locator('#accueil img');
      const expected = viewport === PHONE ? first?.mobileImg : first?.webImg;
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(`/api/ads/images/${expected}`);
    });

    test(`${viewportName}: the home page has one h1, which does not change with the slides`, async ({ page }) => {
      await page.goto('/');
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText('L’annuaire des entreprises membres du réseau des chambres de commerce');
      const hero = page.getByRole('region', { name: 'À la une' });
      // paused, so that the slide after the one shown is the next button's doing (the hero also moves every 5 s)
      await (await hydrated(hero.getByRole('button', { name: 'Mettre en pause le défilement' }))).click();
      const { shown, slides } = await heroPosition(page);
      await hero.getByRole('button', { name: 'Diapositive suivante' }).click();
      await expect(hero.getByRole('group')).toHaveAttribute('aria-label', `${(shown % slides) + 1} / ${slides}`);
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText('L’annuaire des entreprises membres du réseau des chambres de commerce');
    });
  });
}

/** The hero's slide shown and its slide count, from its position ('2 / N'): the demo's banners decide the count. */
async function heroPosition(page: Page): Promise<{ shown: number; slides: number }> {
  const slide = page.getByRole('region', { name: 'À la une' }).getByRole('group');
  await expect(slide).toHaveAttribute('aria-label', /^\d+ \/ \d+$/);
  const [shown = Number.NaN, slides = Number.NaN] = ((await slide.getAttribute('aria-label')) ?? '').split('/').map((part) => Number(part.trim()));
  expect(slides, 'the hero has several slides').toBeGreaterThan(1);
  return { shown, slides };
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the brand link closes the menu, on the home page too (where it only scrolls to the top)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await (await hydrated(page.getByRole('button', { name: 'Ouvrir le menu' }))).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await page.getByRole('link', { name: 'Annuaire des chambres' }).first().click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test("the search panel does not cover the hero's buttons", async ({ page }) => {
    await page.goto('/');
    const panelTop = (await page.getByRole('search').boundingBox())?.y ?? 0;
    for (const name of ['Voir plus', 'Diapositive suivante', 'Mettre en pause le défilement']) {
      const button = await page.locator('#accueil').getByRole('button', { name }).boundingBox();
      expect(button, name).not.toBeNull();
      expect((button?.y ?? 0) + (button?.height ?? 0), name).toBeLessThanOrEqual(panelTop);
    }
  });

  test('a finger swipe moves the partners, and the dots follow', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Logos des partenaires' });
    await carousel.scrollIntoViewIfNeeded();
    const dots = carousel.getByRole('button', { name: /^Aller à la diapositive/ });
    await hydrated(dots.first());
    await (await hydrated(carousel.getByRole('button', { name: 'Mettre en pause le défilement' }))).click();
    // paused on the partner it had reached (it moves every 4 s once the app is there): the swipe shows the next one
    const lit = carousel.locator('button[aria-current="true"]');
    await expect(lit).toHaveCount(1);
    const shown = Number(/(\d+)$/.exec((await lit.getAttribute('aria-label')) ?? '')?.[1]);
    const next = (shown % (await dots.count())) + 1;
    const box = await carousel.locator('[data-transition]').boundingBox();
    if (box === null) throw new Error('no partners track');
    const y = box.y + box.height / 2;
    const viewportOf = carousel.locator('[data-transition] >> xpath=..');
    await viewportOf.dispatchEvent('pointerdown', { pointerId: 3, pointerType: 'touch', isPrimary: true, clientX: 300, clientY: y, bubbles: true });
    await viewportOf.dispatchEvent('pointerup', { pointerId: 3, pointerType: 'touch', isPrimary: true, clientX: 80, clientY: y, bubbles: true });
    await expect(carousel.getByRole('button', { name: `Aller à la diapositive ${next}` })).toHaveAttribute('aria-current', 'true');
  });

  test("a keyword longer than the search accepts: the box stops at 200, and an old address's keyword is cut in its chip", async ({ page }) => {
    await page.goto('/membres');
    const keyword = await hydrated(page.getByRole('searchbox', { name: 'Mot-clé' }));
    await keyword.pressSequentially('x'.repeat(230));
    await expect(keyword).toHaveValue('x'.repeat(200));

    await page.goto(`/membres?keyword=${'conseil'.repeat(40)}`);
    const banner = page.getByRole('region', { name: 'Filtres actifs' });
    await expect(banner).toBeVisible();
    const chip = banner.getByText(/^« conseil/);
    const [chipBox, bannerBox] = [await chip.boundingBox(), await banner.boundingBox()];
    expect((chipBox?.x ?? 0) + (chipBox?.width ?? 0)).toBeLessThanOrEqual((bannerBox?.x ?? 0) + (bannerBox?.width ?? 0));
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
  });

  for (const [language, keywordLabel, search, refused] of [
    ['fr', 'Mot-clé', 'Rechercher', 'Cette recherche n’est pas acceptée : le mot-clé compte au plus 200 caractères.'],
    ['en', 'Keyword', 'Search', 'This search is not accepted: the keyword has at most 200 characters.'],
  ] as const) {
    test(`${language}: a search the service refuses (400) says why in the visitor's language`, async ({ page }) => {
      // a keyword over the service's limit, as an older page or another client would send it: the real service's 400
      await page.route(/\/api\/companies\/search\?/, (route) => {
        const url = new URL(route.request().url());
        if (url.searchParams.get('keyword') !== 'banque') return route.continue();
        url.searchParams.set('keyword', 'banque'.repeat(40));
        return route.continue({ url: url.href });
      });
      await page.goto(`/membres?lang=${language}`);
      const keyword = await hydrated(page.getByRole('searchbox', { name: keywordLabel }));
      await keyword.fill('banque');
      await page.getByRole('button', { name: search }).click();
      await expect(page.getByText(refused)).toBeVisible();
    });
  }

  test('the member space: every tab shows whole, and only the tab bar stays at the top while scrolling', async ({ page }) => {
    await signInAsMember(page, 'membre1@annuaire.demo');
    const tabs = page.getByRole('navigation', { name: "Navigation de l'espace membre" });
    for (const name of ['A propos', 'Médias', 'Horaires', 'Statistiques']) {
      const box = await tabs.getByRole('link', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box?.x ?? -1, name).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(PHONE.width);
    }
    // the profile is read after the tab bar shows: until it is in the form the page is too short to scroll, and a
    // wheel turned then moves nothing (a loaded machine was seen stuck at the top that way)
    await expect(page.getByRole('textbox', { name: /Nom de l'entreprise/ })).not.toHaveValue('');
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    }).toPass();
    // what is still at the top of the window: the tab bar, about 45 px of the 740
    const covered = await page.evaluate(() => {
      const atTop = document.elementsFromPoint(187, 2).filter((element) => getComputedStyle(element).position === 'sticky');
      return atTop.map((element) => Math.round(element.getBoundingClientRect().bottom));
    });
    expect(covered).toHaveLength(1);
    expect(covered[0]).toBeLessThanOrEqual(72);
    await expect(tabs.getByRole('link', { name: 'A propos' })).toBeInViewport();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the partners: dot 1 is lit on load, a chosen dot lights itself', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Logos des partenaires' });
    // as the page loads: the app moves the partners every 4 s once it has started, and may have by the time it answers
    await expect(carousel.getByRole('button', { name: 'Aller à la diapositive 1' })).toHaveAttribute('aria-current', 'true');
    await carousel.scrollIntoViewIfNeeded();
    await (await hydrated(carousel.getByRole('button', { name: 'Mettre en pause le défilement' }))).click();
    await carousel.getByRole('button', { name: 'Aller à la diapositive 5' }).click();
    await expect(carousel.getByRole('button', { name: 'Aller à la diapositive 5' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('button[aria-current="true"]')).toHaveCount(1);
  });

  test('the hero stops on its slide while paused and moves again once played', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'À la une' });
    await (await hydrated(hero.getByRole('button', { name: 'Mettre en pause le défilement' }))).click();
    // the slide it was paused on (the clock runs until then: the 5 s autoplay may have moved it once the app was there)
    const { shown, slides } = await heroPosition(page);
    await page.clock.runFor(16_000);
    await expect(hero.getByRole('group')).toHaveAttribute('aria-label', `${shown} / ${slides}`);
    await hero.getByRole('button', { name: 'Reprendre le défilement' }).click();
    await page.clock.runFor(5_500);
    await expect(hero.getByRole('group')).toHaveAttribute('aria-label', `${(shown % slides) + 1} / ${slides}`);
  });

  test('a member page names the city once in the address', async ({ page, request }) => {
    const company = await json<Named & { address: string; city: string }>(request, '/api/companies/1');
    expect(company.address.endsWith(company.city), 'the demo address already ends with the city').toBe(true);
    await page.goto('/membre/1');
    const contact = page.getByRole('complementary', { name: 'Coordonnées' });
    await expect(contact.getByText(company.address, { exact: true })).toBeVisible();
  });

  test('the English member profile lists English country names, sorted, and the sectors sorted', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('annuaire.language', 'EN'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel(/E-mail address/).fill('membre1@annuaire.demo');
    await page.getByLabel(/^Password/).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/apropos$/);
    const options = async (name: RegExp) =>
      (await page.getByRole('combobox', { name }).locator('option').allTextContents()).filter((text) => !/^Choose/.test(text));
    await expect.poll(() => options(/^Country/)).toContain('Cameroon');
    const countries = await options(/^Country/);
    expect(countries).not.toContain('Cameroun');
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')));
    const sectors = await options(/^Business sector/);
    expect(sectors).toEqual([...sectors].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

test.describe("opening hours on the member's clock", () => {
  // Company 9 of the demo directory, in Douala (Africa/Douala, UTC+1 all year); no other spec edits it.
  const COMPANY_ID = 9;
  test.use({ viewport: DESKTOP, timezoneId: 'America/New_York' });

  test('a member open 22:00-02:00 saves its hours, and a visitor in New York sees it open at 23:30 in Douala', async ({ page, request }) => {
    const signin = await request.post('/api/auth/signin', { data: { email: `membre${COMPANY_ID}@annuaire.demo`, password: MEMBER_PASSWORD } });
    expect(signin.ok()).toBe(true);
    const { token } = (await signin.json()) as { token: string };
    const week = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((dayOfWeek) => ({
      dayOfWeek,
      closed: false,
      openingTime: '22:00',
      closingTime: '02:00',
    }));
    const saved = await request.put(`/api/companies/${COMPANY_ID}/schedules`, { data: { schedules: week }, headers: { authorization: `Bearer ${token}` } });
    expect(saved.status(), 'overnight hours are accepted (spec public §5)').toBe(200);

    // Monday 2026-11-23 22:30 UTC: 23:30 in Douala (open), 17:30 in New York (the visitor's clock would say closed)
    await page.clock.setFixedTime(new Date('2026-11-23T22:30:00Z'));
    await page.goto(`/membre/${COMPANY_ID}`);
    const hours = page.getByRole('region', { name: 'Horaires d’ouverture' });
    await expect(hours.getByText('Ouvert maintenant')).toBeVisible();
    await expect(hours.getByRole('row', { name: /Lundi/ })).toContainText('22:00 – 02:00');
  });
});
