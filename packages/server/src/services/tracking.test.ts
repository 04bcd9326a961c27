import { describe, expect, it } from 'vitest';
import { isBot, isContactChannel } from './tracking.js';

describe('bots are not counted', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'Slackbot-LinkExpanding 1.0',
    'Mozilla/5.0 (compatible; YandexSpider)',
    'SomeCrawler/3.0',
    'WhatsApp/2.23 link preview',
    'curl/8.5.0',
  ])('treats %s as a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  ])('counts a browser: %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });

  it('counts a request without a user agent', () => {
    expect(isBot(undefined)).toBe(false);
  });
});

describe('contact channels', () => {
  it('knows email, phone and website only', () => {
    expect(['email', 'phone', 'website'].every(isContactChannel)).toBe(true);
    expect(isContactChannel('fax')).toBe(false);
  });
});
