// Security headers (issue 3): a CSP fit for the single-page app, nosniff, frame-ancestors, referrer policy.
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const securityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // React style attributes and vanilla-extract's runtime need inline styles; no inline scripts are allowed
      styleSrc: ["'self'", "'unsafe-inline'"],
      // partner logos may be absolute http(s) URLs (spec public §3); map tiles and previews come from elsewhere
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // member page: presentation video and embedded map (spec public §2.5)
      frameSrc: [
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://www.openstreetmap.org',
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
  hsts: false,
};
