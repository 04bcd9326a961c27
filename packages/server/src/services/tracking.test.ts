import { describe, expect, it } from 'vitest';
import { isBot, isContactChannel, VisitorCounter } from './tracking.js';

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

describe('a visitor is counted once a day per item, an address a bounded number of times a day', () => {
  const browser = { address: '192.0.2.1', userAgent: 'Mozilla/5.0 A' };

  it('counts the same item once a day for the same visitor, and again the next day', () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const counter = new VisitorCounter({ perAddress: 100 }, { now: () => now });
    expect(counter.admit(browser, 'company 1')).toBe(true);
    expect(counter.admit(browser, 'company 1')).toBe(false);
    expect(counter.admit(browser, 'company 2')).toBe(true);
    // another browser at the same address, or another address, is another visitor
    expect(counter.admit({ ...browser, userAgent: 'Mozilla/5.0 B' }, 'company 1')).toBe(true);
    expect(counter.admit({ ...browser, address: '192.0.2.2' }, 'company 1')).toBe(true);
    now = new Date('2026-11-25T00:00:01Z');
    expect(counter.admit(browser, 'company 1')).toBe(true);
  });

  it('stops counting an address past its cap, whatever user agent it sends', () => {
    const counter = new VisitorCounter({ perAddress: 3 });
    const admitted = Array.from({ length: 10 }, (_, n) => counter.admit({ address: '192.0.2.9', userAgent: `UA ${n}` }, `item ${n}`));
    expect(admitted.filter(Boolean)).toHaveLength(3);
    expect(counter.admit({ address: '192.0.2.10' }, 'item 0')).toBe(true);
  });

  it('stays bounded: past its entries it counts nothing more that day', () => {
    const counter = new VisitorCounter({ perAddress: 1_000 }, { maxEntries: 10 });
    const admitted = Array.from({ length: 20 }, (_, n) => counter.admit({ address: `198.51.100.${n}` }, 'page'));
    expect(admitted.filter(Boolean)).toHaveLength(5);
  });
});
