import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context.js';

// Hints added to index.html for the page a visitor opens, so that a phone starts fetching what that page needs
// first while the app's code is still loading (DESIGN.md: Lighthouse on / and /membre/{id}): the code and texts each
// route loads on demand (its chunks), as the app's build lists them in dist/routes.json from its route table (the
// server knows the app's routes, never its file layout).
//
// No hint for the home page's hero image: the server-rendered hero is the one source of which banner shows first,
// and its <img> (fetchpriority high, not lazy) is found by the browser's preload scanner as soon as the HTML arrives.
// A separate hint chose the banner on its own and could announce another image than the one painted (issue 13: the
// largest paint then waited for the image the page did show, behind the one it did not).

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

export function createPageHints(ctx: Pick<AppContext, 'log'>, appDist: string) {
  const routesFile = join(appDist, 'routes.json');
  let routeHints: Array<{ matches: RegExp; tags: string }> = [];
  if (existsSync(routesFile)) {
    try {
      routeHints = readRouteHints(routesFile);
    } catch (error) {
      ctx.log.warn({ err: error }, 'the app build route manifest (routes.json) cannot be read: pages are served without hints');
    }
  }

  /** The tags to add to the page's head; empty when the page needs nothing special or a hint cannot be made. */
  return function hintsFor(path: string): string {
    return routeHints.find((route) => route.matches.test(path))?.tags ?? '';
  };
}
