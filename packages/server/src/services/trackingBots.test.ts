import { describe, expect, it } from 'vitest';
import { isBot } from './tracking.js';

describe('bots are recognised by isbot’s list', () => {
  it.each([
    'python-requests/2.31',
    'Go-http-client/1.1',
    'UptimeRobot/2.0',
    'Scrapy/2.11 (+https://scrapy.org)',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse',
  ])('treats %s as a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it('counts a headless browser, which renders the page as a visitor does', () => {
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe(false);
  });
});
