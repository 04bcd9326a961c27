/** Who is counted by the tracking calls. */

import { createHmac, randomBytes } from 'node:crypto';
import { createIsbotFromList, isbotPatterns, list } from 'isbot';
import { CONTACT_CHANNELS, type ContactChannel } from '../db/schema.js';

// Crawlers, link-preview fetchers, HTTP libraries and monitors (bots are not counted) by isbot's named
// patterns. Two of its patterns are left out, as the counting rule before it did: headless browsers, which render
// the pages as a visitor's browser does (the app's end-to-end tests count a view from headless Chromium), and the
// catch-all for a user agent that is a bare product token such as `lightMyRequest` (Fastify's inject).
const notBots = new Set(['headless', ...isbotPatterns('lightMyRequest')]);

/** True when the user agent names an automated client. A missing user agent counts as a person. */
export const isBot: (userAgent: string | undefined | null) => boolean = createIsbotFromList(list.filter((pattern) => !notBots.has(pattern)));

// The channels are the database enum's (db/schema.ts), declared once.
export { type ContactChannel };

export function isContactChannel(value: unknown): value is ContactChannel {
  return typeof value === 'string' && (CONTACT_CHANNELS as readonly string[]).includes(value);
}

/** How many distinct things one address may have counted a day, per kind of event, so one client cannot inflate the counts. */
export interface VisitorLimit {
  perAddress: number;
}

/**
 * Entries followed at once per counter (about 100 bytes each, so about 10 MB): beyond, nothing more is counted
 * until the next day, so a flood from many addresses costs statistics, never memory.
 */
const MAX_ENTRIES = 100_000;

/**
 * Who has already been counted today, without keeping who they are (DESIGN.md: no personal data). A visitor is an
 * HMAC of its address and user agent under a salt drawn at random each UTC day and never stored: the keys live in
 * this process's memory only, and once the day's salt is gone they cannot be linked back to an address.
 * - A visitor counts once a day for the same item (a profile, a banner, a page, a search).
 * - An address counts at most `perAddress` items a day in all, so changing the user agent does not lift the cap.
 */
export class VisitorCounter {
  readonly #limit: VisitorLimit;
  readonly #now: () => Date;
  readonly #maxEntries: number;
  #day = '';
  #salt: Buffer = Buffer.alloc(0);
  #seen = new Set<string>();
  #perAddress = new Map<string, number>();

  constructor(limit: VisitorLimit, options: { now?: () => Date; maxEntries?: number } = {}) {
    this.#limit = limit;
    this.#now = options.now ?? (() => new Date());
    this.#maxEntries = options.maxEntries ?? MAX_ENTRIES;
  }

  #key(...parts: string[]): string {
    return createHmac('sha256', this.#salt).update(parts.join('\u0000')).digest('base64url').slice(0, 22);
  }

  /** True when this event is to be counted (and remembers it); false for a repeat or past the address's cap. */
  admit(client: { address: string; userAgent?: string | undefined }, item: string): boolean {
    const day = this.#now().toISOString().slice(0, 10);
    if (day !== this.#day) {
      this.#day = day;
      this.#salt = randomBytes(32);
      this.#seen = new Set();
      this.#perAddress = new Map();
    }
    const seenKey = this.#key(client.address, client.userAgent ?? '', item);
    if (this.#seen.has(seenKey)) return false;
    const addressKey = this.#key(client.address);
    const counted = this.#perAddress.get(addressKey) ?? 0;
    if (counted >= this.#limit.perAddress) return false;
    if (this.#seen.size + this.#perAddress.size >= this.#maxEntries) return false;
    this.#seen.add(seenKey);
    this.#perAddress.set(addressKey, counted + 1);
    return true;
  }
}
