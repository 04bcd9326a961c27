import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import type { Schemas } from './types.js';

type Partner = Schemas['Partner'];
const { partners } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function send(method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipartPayload>[0], headers: Record<string, string>) {
  const { payload, headers: formHeaders } = multipartPayload(fields);
  return t.app.inject({ method, url, payload, headers: { ...formHeaders, ...headers } });
}
const logo = async () => ({
  filename: 'logo.webp',
  contentType: 'image/webp',
  data: await sharp({ create: { width: 30, height: 10, channels: 3, background: '#222288' } })
    .webp()
    .toBuffer(),
});

describe('partners', () => {
  it('lists the partners by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners' });
    const list = expectValidResponse<Partner[]>(res, 'listPartners');
    expect(list.map((p) => p.name)).toEqual(['Partenaire Alpha', 'Partenaire Bêta', 'Partenaire Gamma']);
    expect(list[1]?.logo).toBe('https://beta.test/logo.png');
  });

  it('answers one partner; 404 for an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/partners/${partners.first}` });
    expect(expectValidResponse<Partner>(res, 'getPartner')).toEqual({ id: 1, name: 'Partenaire Alpha', link: 'https://alpha.test', logo: null });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/partners/99' });
    expect(unknown.statusCode).toBe(404);
    expectValidResponse(unknown, 'getPartner');
  });

  it('creates a partner with a logo, then replaces the logo and deletes the old file', { tags: ['uploads'] }, async () => {
    const created = await send('POST', '/api/partners', { name: 'Banque Delta', link: 'https://delta.test', logoFile: await logo() }, t.auth.networkAdmin);
    expect(created.statusCode, created.body).toBe(201);
    const partner = expectValidResponse<Partner>(created, 'createPartner');
    expect(await t.ctx.files.exists('files', partner.logo as string)).toBe(true);
    const updated = expectValidResponse<Partner>(
      await send('PUT', `/api/partners/${partner.id}`, { name: 'Banque Delta CI', link: 'https://delta.test', logoFile: await logo() }, t.auth.networkAdmin),
      'updatePartner',
    );
    expect(updated.name).toBe('Banque Delta CI');
    expect(await t.ctx.files.exists('files', partner.logo as string)).toBe(false);
    const kept = expectValidResponse<Partner>(
      await send('PUT', `/api/partners/${partner.id}`, { name: 'Banque Delta CI', link: 'https://delta.ci' }, t.auth.networkAdmin),
      'updatePartner',
    );
    expect(kept.logo).toBe(updated.logo);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/partners/${partner.id}`, headers: t.auth.networkAdmin });
    expect(deleted.statusCode).toBe(204);
    expect(await t.ctx.files.exists('files', updated.logo as string)).toBe(false);
  });

  it('creates one of two partners sent at the same moment whose names differ only by case', async () => {
    const responses = await Promise.all([
      send('POST', '/api/partners', { name: 'Partenaire Simultané', link: 'https://s1.test' }, t.auth.networkAdmin),
      send('POST', '/api/partners', { name: 'PARTENAIRE SIMULTANÉ', link: 'https://s2.test' }, t.auth.networkAdmin),
    ]);
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((res) => res.statusCode === 409);
    expect(refused && expectValidResponse(refused, 'createPartner')).toMatchObject({ message: 'Un partenaire avec ce nom existe déjà' });
  });

  it("answers 409 'Un partenaire avec ce nom existe déjà' for a name in use", async () => {
    const res = await send('POST', '/api/partners', { name: 'partenaire alpha', link: 'https://a.test' }, t.auth.networkAdmin);
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'createPartner')).toMatchObject({ message: 'Un partenaire avec ce nom existe déjà' });
  });

  it.each([
    ['a missing name', { link: 'https://a.test' }],
    ['a link that is not http(s)', { name: 'Sans lien', link: 'delta.test' }],
  ])('rejects %s with 400', async (_label, fields) => {
    const res = await send('POST', '/api/partners', fields, t.auth.networkAdmin);
    expect(res.statusCode).toBe(400);
    expectValidResponse(res, 'createPartner');
  });

  it('answers 415 for a logo that is not an image', { tags: ['uploads'] }, async () => {
    const res = await send(
      'POST',
      '/api/partners',
      { name: 'Logo texte', link: 'https://a.test', logoFile: { filename: 'l.png', data: Buffer.from('pas une image') } },
      t.auth.networkAdmin,
    );
    expect(res.statusCode).toBe(415);
    expectValidResponse(res, 'createPartner');
  });

  it.each([
    ['no token', null, 401],
    ['an expired token', 'expired', 401],
    ['a member', 'member', 403],
    ['a chamber administrator', 'admin', 403],
  ] as const)('refuses writes with %s', async (_label, caller, status) => {
    const headers = caller ? t.auth[caller] : {};
    const created = await send('POST', '/api/partners', { name: 'Refusé', link: 'https://r.test' }, headers);
    expect(created.statusCode).toBe(status);
    expectValidResponse(created, 'createPartner');
    expect((await send('PUT', `/api/partners/${partners.first}`, { name: 'Refusé', link: 'https://r.test' }, headers)).statusCode).toBe(status);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/partners/${partners.first}`, headers })).statusCode).toBe(status);
  });
});
