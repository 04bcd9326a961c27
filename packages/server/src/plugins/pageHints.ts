import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context.js';

// Hints added to index.html for the page a visitor opens, so that a phone starts fetching what that page needs
// first while the app's code is still loading (DESIGN.md: Lighthouse on / and /membre/{id}):
// - every route: the code and texts it loads on demand (its chunks), as the app's build lists them in
//   dist/routes.json from its route table (the server knows the app's routes, never its file layout);
// - the home page: the hero's first banner image, its largest paint.

const AD_IMAGES_PATH = '/api/ads/images'; // spec public §7, as the client's adImageUrl builds it
const HERO_CACHE_MS = 30_000;

interface BuiltRoute {
  path: string;
  js: string[];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A route pattern of the app ('/membre/:id') as a matcher of request paths (a trailing slash allowed). */
export function routeMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`);
}

/** Each route of the app's build with the modulepreload tags of its chunks. */
export function readRouteHints(file: string): Array<{ matches: RegExp; tags: string }> {
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes: BuiltRoute[] };
  return routes.map((route) => ({
    matches: routeMatcher(route.path),
    tags: route.js.map((js) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(js)}">`).join(''),
  }));
}

export function createPageHints(ctx: Pick<AppContext, 'repositories' | 'log' | 'changes'>, appDist: string) {
  const routesFile = join(appDist, 'routes.json');
  let routeHints: Array<{ matches: RegExp; tags: string }> = [];
  if (existsSync(routesFile)) {
    try {
      routeHints = readRouteHints(routesFile);
    } catch (error) {
      ctx.log.warn({ err: error }, 'the app build route manifest (routes.json) cannot be read: pages are served without hints');
    }
  }

  let hero: { at: number; link: string } | null = null;
  // a banner written by any process of the service
  ctx.changes.subscribe(() => {
    hero = null;
  });
  async function heroHint(): Promise<string> {
    const now = Date.now();
    if (hero && now - hero.at < HERO_CACHE_MS) return hero.link;
    const image = await ctx.repositories.ads.firstShownImage(new Date(now));
    // An absolute URL or a path is shown as it is by the hero; only stored file names are ours to announce.
    const link =
      image && !/[/:]/.test(image)
        ? `<link rel="preload" as="image" href="${escapeAttribute(`${AD_IMAGES_PATH}/${encodeURIComponent(image)}`)}" fetchpriority="high">`
        : '';
    hero = { at: now, link };
    return link;
  }

  /** The tags to add to the page's head; empty when the page needs nothing special or a hint cannot be made. */
  return async function hintsFor(path: string): Promise<string> {
    try {
      const chunks = routeHints.find((route) => route.matches.test(path))?.tags ?? '';
      const image = path === '/' || path === '/accueil' ? await heroHint() : '';
      return image + chunks;
    } catch (error) {
      // A hint is an optimisation: the page is served without it.
      ctx.log.warn({ err: error }, 'page hints failed');
    }
    return '';
  };
}
