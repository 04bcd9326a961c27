import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context.js';

// Hints added to index.html for the page a visitor opens, so that a phone starts fetching what that page needs
// while index.html's small first script (the app's boot.ts) is still loading: the app's code (what boot.ts imports)
// and the code and texts the route loads on demand (its chunks), as the app's build lists them in dist/routes.json
// from its route table (the server knows the app's routes, never its file layout).
//
// None for a page the server renders: its reader has the page in the HTML, and boot.ts asks
// for the app's code once the page has loaded and painted, so that on a phone the JavaScript does not share the
// network with the largest paint (a modulepreload here would start it with the HTML again).
//
// No hint for the home page's hero image: the server-rendered hero is the one source of which banner shows first,
// and its <img> (fetchpriority high, not lazy) is found by the browser's preload scanner as soon as the HTML arrives.
// A separate hint chose the banner on its own and could announce another image than the one painted (the
// largest paint then waited for the image the page did show, behind the one it did not).

interface BuiltRoute {
  path: string;
  serverRendered?: boolean;
  js: string[];
}

interface BuiltRoutes {
  /** What boot.ts imports (absent from a build before boot.ts: its entry was the app). */
  app?: string[];
  routes: BuiltRoute[];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A route pattern of the app ('/membre/:id') as a matcher of request paths (a trailing slash allowed). */
function routeMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`);
}

function modulePreloads(files: readonly string[]): string {
  return [...new Set(files)].map((js) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(js)}">`).join('');
}

/**
 * Each route of the app's build with its tags: none for a page the server renders, else the modulepreload tags of the
 * app's code and the route's chunks; `other` for a path of no route (the app, which redirects it).
 */
function readRouteHints(file: string): { routes: Array<{ matches: RegExp; tags: string }>; other: string } {
  const { app = [], routes } = JSON.parse(readFileSync(file, 'utf8')) as BuiltRoutes;
  return {
    routes: routes.map((route) => ({
      matches: routeMatcher(route.path),
      tags: route.serverRendered ? '' : modulePreloads([...app, ...route.js]),
    })),
    other: modulePreloads(app),
  };
}

export function createPageHints(ctx: Pick<AppContext, 'log'>, appDist: string) {
  const routesFile = join(appDist, 'routes.json');
  let routeHints: ReturnType<typeof readRouteHints> = { routes: [], other: '' };
  if (existsSync(routesFile)) {
    try {
      routeHints = readRouteHints(routesFile);
    } catch (error) {
      ctx.log.warn({ err: error }, 'the app build route manifest (routes.json) cannot be read: pages are served without hints');
    }
  }

  /** The tags to add to the page's head; empty when the page needs nothing special or a hint cannot be made. */
  return function hintsFor(path: string): string {
    return (routeHints.routes.find((route) => route.matches.test(path)) ?? { tags: routeHints.other }).tags;
  };
}
