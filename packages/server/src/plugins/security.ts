// Security headers: a CSP fit for the single-page app (no inline scripts, base-uri
// 'none'), nosniff, frame-ancestors, referrer policy, and HSTS when the deployment says so (config.hsts: HSTS,
// default on when PUBLIC_URL is https: a TLS proxy in front of the service is not visible from here).
import type { HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/** One year, subdomains included (no preload: that is a decision for the domain's owner). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The CSP source of a Leaflet tile URL template: its origin, a `{s}` subdomain as a wildcard label. */
function tileSource(url: string): string {
  const match = /^(https?:\/\/[^/]+)\//.exec(url);
  if (!match?.[1]) throw new Error(`not a tile URL: ${url}`);
  return match[1].replace('{s}', '*');
}

export function securityHeadersFor(config: Pick<Config, 'hsts'> & Partial<Pick<Config, 'tiles'>>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // the app sets no <base>: none may be injected either
        baseUri: ["'none'"],
        scriptSrc: ["'self'"],
        // React style attributes and vanilla-extract's runtime need inline styles; no inline scripts are allowed
        styleSrc: ["'self'", "'unsafe-inline'"],
        // partner logos may be absolute http(s) URLs (spec public §3); map tiles and previews come from elsewhere
        // (the tile server is named as well: the maps draw its tiles, whatever the scheme list allows)
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:', ...(config.tiles ? [tileSource(config.tiles.url)] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // the app's service worker (offline copies of the pages) and its install manifest, both from the service
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // member page: presentation video (spec public §2.5; its map is drawn from tiles); the back-office's
        // "Intégration" screen: the preview of the chamber's embedded page, on this site
        frameSrc: [
          "'self'",
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          'https://www.google.com',
          'https://maps.google.com',
        ],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // images and videos of other origins are embedded: cross-origin isolation would block them
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: config.hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false } : false,
  };
}
