/** Who is counted by the tracking calls. */

import { createIsbotFromList, isbotPatterns, list } from 'isbot';
import { CONTACT_CHANNELS, type ContactChannel } from '../db/schema.js';

// Crawlers, link-preview fetchers, HTTP libraries and monitors (issue 3: bots are not counted) by isbot's named
// patterns. Two of its patterns are left out, as the counting rule before it did: headless browsers, which render
// the pages as a visitor's browser does (the app's end-to-end tests count a view from headless Chromium), and the
// catch-all for a user agent that is a bare product token such as `lightMyRequest` (Fastify's inject).
const notBots = new Set(['headless', ...isbotPatterns('lightMyRequest')]);

/** True when the user agent names an automated client. A missing user agent counts as a person. */
export const isBot: (userAgent: string | undefined | null) => boolean = createIsbotFromList(list.filter((pattern) => !notBots.has(pattern)));

// The channels are the database enum's (db/schema.ts), declared once.
export { CONTACT_CHANNELS, type ContactChannel };

export function isContactChannel(value: unknown): value is ContactChannel {
  return typeof value === 'string' && (CONTACT_CHANNELS as readonly string[]).includes(value);
}
