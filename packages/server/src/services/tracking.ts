/** Who is counted by the tracking calls. */

// Crawlers, link-preview fetchers and headless tools: their hits are not visits (issue 3: bots are not counted).
const BOT_USER_AGENT =
  /bot\b|bot\/|crawler|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|bingpreview|pingdom|uptime|monitor|curl\/|wget\/|python-requests|httpclient|go-http-client|scrapy/i;

/** True when the user agent names an automated client. A missing user agent counts as a person. */
export function isBot(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  return BOT_USER_AGENT.test(userAgent);
}

export const CONTACT_CHANNELS = ['email', 'phone', 'website'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export function isContactChannel(value: unknown): value is ContactChannel {
  return typeof value === 'string' && (CONTACT_CHANNELS as readonly string[]).includes(value);
}
