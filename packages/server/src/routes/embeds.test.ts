// The directory embedded on a chamber's site: its settings (the chamber's administrator or the network's, the
// contract's rules on the hosts), the page framed by the listed hosts only, the loader script answered to a listed
// host only, and the searches, views and contacts counted per source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { EMBED_SCRIPT } from '../web/embed.js';
import type { Schemas } from './types.js';

const { chambers, sectors, companies } = FIXTURE;
const HOST = 'http://127.0.0.1:4555';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = (over: Partial<Schemas['EmbedSettings']> = {}): Schemas['EmbedSettings'] => ({
  allowedOrigins: [HOST, 'https://www.amcham-ci.example.org'],
  language: 'en',
  scope: 'chamber',
  sectorIds: [sectors.finance],
  accent: '#0B5CAD',
  font: 'system',
  perPage: 9,
  ...over,
});
const put = (body: object, auth = t.auth.admin, chamber: number = chambers.coteDIvoire) =>
  t.app.inject({ method: 'PUT', url: `/api/country-amchams/${chamber}/embed`, payload: body, headers: auth });

describe('embed settings', () => {
  it('answers the defaults to a chamber that saved none: no host allowed', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/country-amchams/${chambers.senegal}/embed`, headers: t.auth.otherAdmin });
    expect(res.statusCode).toBe(200);
    expect(expectValidResponse<Schemas['EmbedSettings']>(res, 'getEmbedSettings')).toMatchObject({
      allowedOrigins: [],
      language: 'fr',
      scope: 'chamber',
      perPage: 12,
    });
  });

  it('saves the settings of its own chamber (accent in lower case) and reads them back', async () => {
    const res = await put(settings());
    expect(res.statusCode).toBe(200);
    expect(expectValidResponse<Schemas['EmbedSettings']>(res, 'updateEmbedSettings')).toMatchObject({ ...settings(), accent: '#0b5cad' });
    const read = await t.app.inject({ method: 'GET', url: `/api/country-amchams/${chambers.coteDIvoire}/embed`, headers: t.auth.admin });
    expect(read.json()).toMatchObject({ allowedOrigins: [HOST, 'https://www.amcham-ci.example.org'], perPage: 9, chamberName: "AmCham Côte d'Ivoire" });
  });

  it('refuses another chamber (403), an anonymous caller (401), a member (403); the network administrator may', async () => {
    const url = `/api/country-amchams/${chambers.coteDIvoire}/embed`;
    expect((await t.app.inject({ method: 'GET', url, headers: t.auth.otherAdmin })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await put(settings(), t.auth.member)).statusCode).toBe(403);
    expect((await put(settings(), t.auth.otherAdmin)).statusCode).toBe(403);
    expect((await put(settings({ perPage: 12 }), t.auth.networkAdmin)).statusCode).toBe(200);
    expect((await put(settings(), t.auth.networkAdmin, 9999)).statusCode).toBe(404);
  });

  it.each([
    ['a path', 'https://example.org/annuaire'],
    ['plain http on a public host', 'http://example.org'],
    ['upper case', 'https://Example.org'],
    ['another scheme', 'ftp://example.org'],
    ['a trailing slash', 'https://example.org/'],
  ])('refuses an origin with %s (400, never 500)', async (_what, origin) => {
    const res = await put(settings({ allowedOrigins: [origin] }));
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unknown sector, a bad colour, a page size out of range, a repeated host (400)', async () => {
    expect((await put(settings({ sectorIds: [9999] }))).statusCode).toBe(400);
    expect((await put(settings({ accent: 'red' }))).statusCode).toBe(400);
    expect((await put(settings({ perPage: 100 }))).statusCode).toBe(400);
    expect((await put(settings({ allowedOrigins: [HOST, HOST] }))).statusCode).toBe(400);
  });

  it('gives the embedded page its options without the hosts, to anyone', async () => {
    await put(settings());
    const res = await t.app.inject({ method: 'GET', url: `/api/country-amchams/${chambers.coteDIvoire}/embed/options` });
    const body = expectValidResponse<Schemas['EmbedOptions']>(res, 'getEmbedOptions');
    expect(body).toMatchObject({ language: 'en', scope: 'chamber', sectorIds: [sectors.finance], perPage: 9, countryId: 1 });
    expect(body).not.toHaveProperty('allowedOrigins');
  });
});

describe('the embedded page and its loader', () => {
  it('lets the listed hosts (and the site itself) frame the page, and no other (the rest of the site keeps frame-ancestors none)', async () => {
    await put(settings());
    const page = await t.app.inject({ method: 'GET', url: `/embed/${chambers.coteDIvoire}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${HOST} https://www.amcham-ci.example.org`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['set-cookie']).toBeUndefined();
    const other = await t.app.inject({ method: 'GET', url: `/embed/${chambers.senegal}` });
    expect(other.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    const portal = await t.app.inject({ method: 'GET', url: '/membres' });
    expect(portal.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(portal.headers['x-frame-options']).toBe('DENY');
    expect((await t.app.inject({ method: 'GET', url: '/embed/9999' })).statusCode).toBe(404);
  });

  it("lets the site itself frame the page (the back-office's preview), whatever the hosts; every other page stays unframeable", async () => {
    await put(settings());
    const listed = await t.app.inject({ method: 'GET', url: `/embed/${chambers.coteDIvoire}` });
    expect(listed.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${HOST} https://www.amcham-ci.example.org`);
    const none = await t.app.inject({ method: 'GET', url: `/embed/${chambers.senegal}` });
    expect(none.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    // the back-office page may frame its own site's pages, and no page but the embed may be framed
    for (const url of ['/integration', '/admin/integration', '/membres']) {
      const page = await t.app.inject({ method: 'GET', url });
      const frameSrc = /frame-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]?.split(' ');
      expect(frameSrc).toContain("'self'");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers the loader to a listed host only (403 and nothing otherwise)', async () => {
    await put(settings());
    const url = `/embed.js?chamber=${chambers.coteDIvoire}`;
    const listed = await t.app.inject({ method: 'GET', url, headers: { referer: `${HOST}/page.html` } });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toBe(EMBED_SCRIPT);
    expect(listed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.byteLength(EMBED_SCRIPT)).toBeLessThan(2048);
    for (const headers of [{ referer: 'http://127.0.0.1:9/page.html' }, {}, { referer: 'not a url' }]) {
      const refused = await t.app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toBe('');
    }
    expect((await t.app.inject({ method: 'GET', url: '/embed.js?chamber=abc', headers: { referer: HOST } })).statusCode).toBe(403);
  });
});

describe('statistics per source', () => {
  it('counts the views, contacts and searches from the embed apart from the portal', async () => {
    const stats = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/country-amchams/${chambers.coteDIvoire}/embed/statistics?days=7`, headers: t.auth.admin });
      return expectValidResponse<Schemas['EmbedStatistics']>(res, 'getEmbedStatistics');
    };
    const before = await stats();
    const visitor = { 'user-agent': 'Mozilla/5.0 (embed test)' };
    await t.app.inject({ method: 'POST', url: `/api/companies/${companies.societeGenerale}/views?source=embed`, headers: visitor, remoteAddress: '10.9.0.1' });
    await t.app.inject({ method: 'POST', url: `/api/companies/${companies.societeGenerale}/views`, headers: visitor, remoteAddress: '10.9.0.2' });
    await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companies.societeGenerale}/contacts?source=embed`,
      payload: { channel: 'email' },
      headers: visitor,
      remoteAddress: '10.9.0.1',
    });
    await t.app.inject({ method: 'GET', url: '/api/companies/search?keyword=societe&source=embed', headers: visitor, remoteAddress: '10.9.0.1' });
    const after = await stats();
    expect(after.embed).toEqual({ searches: before.embed.searches + 1, views: before.embed.views + 1, contacts: before.embed.contacts + 1 });
    expect(after.portal.views).toBe(before.portal.views + 1);
    expect(after.portal.contacts).toBe(before.portal.contacts);
    expect(after.portal.searches).toBe(before.portal.searches);
    expect((await t.app.inject({ method: 'POST', url: `/api/companies/1/views?source=elsewhere` })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/country-amchams/${chambers.coteDIvoire}/embed/statistics`, headers: t.auth.otherAdmin })).statusCode,
    ).toBe(403);
  });
});
