// The service worker's runtime caches (vite.config.ts) the app also reads or deletes (app/pwa/PwaNotices.tsx).

/** The last pages opened (the server's HTML): the offline banner reads when its copy was made. */
export const PAGES_CACHE = 'pages';
/** The /api reads made without a session, shared by every visitor of this browser. */
export const PUBLIC_API_CACHE = 'api';
/** A signed-in member's own reads: deleted as soon as no session is open (sign-out, expiry). */
export const MEMBER_CACHE = 'member';
