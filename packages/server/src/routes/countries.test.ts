import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import type { Schemas } from './types.js';

type CountryAmcham = Schemas['CountryAmcham'];
const { countries, chambers } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, operationId: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: expectValidResponse<T>(res, operationId) };
};
function send(method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipartPayload>[0], headers: Record<string, string>) {
  const { payload, headers: formHeaders } = multipartPayload(fields);
  return t.app.inject({ method, url, payload, headers: { ...formHeaders, ...headers } });
}
const form = (name: string, countryId: number) => ({
  countryId,
  name,
  address: 'Avenue Mohammed V, Rabat',
  telephone: '+212 5 37 00 00 00',
  email: 'contact@amcham-ma.test',
  website: 'https://amcham-ma.test',
});

describe('countries', () => {
  it('lists the countries by name with their flag and their chamber, null for a country without one', async () => {
    const { body } = await get<Schemas['Country'][]>('/api/countries', 'listCountries');
    expect(body.map((c) => c.id).sort()).toEqual([1, 2, 3, 4]);
    expect(body.find((c) => c.id === countries.senegal)).toEqual({ id: 2, name: 'Sénégal', icon: '🇸🇳', countryAmchamId: chambers.senegal });
    expect(body.find((c) => c.id === countries.maroc)?.countryAmchamId).toBeNull();
  });

  it('sorts the names with their accents among the letters they carry them on (É among the E)', async () => {
    await t.database.query("INSERT INTO countries (name, icon) VALUES ('États-Unis', '🇺🇸'), ('Égypte', '🇪🇬'), ('Zambie', '🇿🇲')");
    const { body } = await get<Schemas['Country'][]>('/api/countries', 'listCountries');
    expect(body.map((c) => c.name)).toEqual(["Côte d'Ivoire", 'Égypte', 'États-Unis', 'France', 'Maroc', 'Sénégal', 'Zambie']);
  });

  it('answers one country; 404 unknown; 400 not a number', async () => {
    expect((await get('/api/countries/3', 'getCountry')).body).toEqual({ id: 3, name: 'France', icon: '🇫🇷', countryAmchamId: chambers.france });
    expect((await get('/api/countries/99', 'getCountry')).status).toBe(404);
    expect((await get('/api/countries/fr', 'getCountry')).status).toBe(400);
  });
});

describe('country chambers', () => {
  it('lists the chambers in a content array, with their country', async () => {
    const { body } = await get<Schemas['CountryAmchamList']>('/api/country-amchams', 'listCountryAmchams');
    expect(body.content.map((c) => c.name)).toEqual(["AmCham Côte d'Ivoire", 'AmCham France', 'AmCham Sénégal']);
    expect(body.content[2]).toMatchObject({ countryId: countries.senegal, countryName: 'Sénégal', countryIcon: '🇸🇳' });
  });

  it('searches by chamber name, country name or e-mail, accents ignored', async () => {
    expect(
      (await get<Schemas['CountryAmchamList']>('/api/country-amchams/search?query=senegal', 'searchCountryAmchams')).body.content.map((c) => c.id),
    ).toEqual([chambers.senegal]);
    expect(
      (await get<Schemas['CountryAmchamList']>('/api/country-amchams/search?query=amcham-fr', 'searchCountryAmchams')).body.content.map((c) => c.id),
    ).toEqual([chambers.france]);
    expect((await get<Schemas['CountryAmchamList']>('/api/country-amchams/search', 'searchCountryAmchams')).body.content).toHaveLength(3);
  });

  it('searches by every word typed, in any order, and through a typo', async () => {
    const found = async (query: string) =>
      (await get<Schemas['CountryAmchamList']>(`/api/country-amchams/search?query=${encodeURIComponent(query)}`, 'searchCountryAmchams')).body.content.map(
        (c) => c.id,
      );
    expect(await found('senegal amcham')).toEqual([chambers.senegal]);
    expect(await found("ivoire d'cote")).toEqual([chambers.coteDIvoire]);
    expect(await found('amcham')).toHaveLength(3);
    // a word no chamber holds is a misspelling: a chamber with a word like it
    expect(await found('senegl')).toEqual([chambers.senegal]);
    expect(await found('amcham franse')).toEqual([chambers.france]);
    expect(await found('zzzz')).toEqual([]);
  });

  it('answers one chamber; 404 for an unknown one', async () => {
    expect((await get<CountryAmcham>(`/api/country-amchams/${chambers.france}`, 'getCountryAmcham')).body).toMatchObject({
      name: 'AmCham France',
      website: null,
    });
    expect((await get('/api/country-amchams/99', 'getCountryAmcham')).status).toBe(404);
  });

  it('creates a chamber with its logo (network administrator)', { tags: ['uploads'] }, async () => {
    const logo = {
      filename: 'logo.png',
      contentType: 'image/png',
      data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer(),
    };
    const res = await send('POST', '/api/country-amchams/save', { ...form('AmCham Maroc', countries.maroc), logoFile: logo }, t.auth.networkAdmin);
    expect(res.statusCode, res.body).toBe(201);
    const chamber = expectValidResponse<CountryAmcham>(res, 'createCountryAmcham');
    expect(chamber).toMatchObject({ name: 'AmCham Maroc', countryName: 'Maroc', website: 'https://amcham-ma.test' });
    expect(await t.ctx.files.exists('files', chamber.logo as string)).toBe(true);
  });

  it("answers 409 'Un pays AMCHAM avec ce nom existe déjà' for a name in use, and its own words and code for a country that has a chamber", async () => {
    const country = await send('POST', '/api/country-amchams/save', form('Deuxième chambre', countries.senegal), t.auth.networkAdmin);
    expect(country.statusCode).toBe(409);
    expect(expectValidResponse(country, 'createCountryAmcham')).toMatchObject({ message: 'Ce pays a déjà une chambre de commerce.', code: 'COUNTRY_TAKEN' });
    const moved = await send('PUT', `/api/country-amchams/${chambers.france}`, form('AmCham France', countries.senegal), t.auth.networkAdmin);
    expect(expectValidResponse(moved, 'updateCountryAmcham')).toMatchObject({ status: 409, code: 'COUNTRY_TAKEN' });
    const name = await send('PUT', `/api/country-amchams/${chambers.france}`, form('amcham sénégal', countries.france), t.auth.networkAdmin);
    expect(name.statusCode).toBe(409);
    expect(expectValidResponse(name, 'updateCountryAmcham')).not.toHaveProperty('code');
  });

  it('renames one of two chambers renamed at the same moment to names that differ only by accents and case', async () => {
    const responses = await Promise.all([
      send('PUT', `/api/country-amchams/${chambers.france}`, form('Chambre Réunie', countries.france), t.auth.networkAdmin),
      send('PUT', `/api/country-amchams/${chambers.coteDIvoire}`, form('CHAMBRE REUNIE', countries.coteDIvoire), t.auth.networkAdmin),
    ]);
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((res) => res.statusCode === 409);
    expect(refused && expectValidResponse(refused, 'updateCountryAmcham')).toMatchObject({ message: 'Un pays AMCHAM avec ce nom existe déjà' });
  });

  it('treats a name that differs only by accents and case as the same name (409)', async () => {
    const res = await send('PUT', `/api/country-amchams/${chambers.france}`, form('AMCHAM SENEGAL', countries.france), t.auth.networkAdmin);
    expect(res.statusCode).toBe(409);
    expect(expectValidResponse(res, 'updateCountryAmcham')).toMatchObject({ message: 'Un pays AMCHAM avec ce nom existe déjà' });
  });

  it.each([
    ['a name under 3 characters', { name: 'AM' }],
    ['an invalid e-mail', { email: 'contact' }],
    ['a website without http(s)', { website: 'amcham.test' }],
    ['an unknown country', { countryId: 99 }],
    ['a missing telephone', { telephone: '' }],
  ])('rejects %s with 400', async (_label, change) => {
    const res = await send('PUT', `/api/country-amchams/${chambers.france}`, { ...form('AmCham France', countries.france), ...change }, t.auth.networkAdmin);
    expect(res.statusCode).toBe(400);
    expectValidResponse(res, 'updateCountryAmcham');
  });

  it('updates a chamber and keeps its logo when none is sent (network administrator)', { tags: ['uploads'] }, async () => {
    const res = await send(
      'PUT',
      `/api/country-amchams/${chambers.france}`,
      { ...form('AmCham France', countries.france), telephone: '+33 1 11 11 11 11' },
      t.auth.networkAdmin,
    );
    expect(expectValidResponse<CountryAmcham>(res, 'updateCountryAmcham')).toMatchObject({ telephone: '+33 1 11 11 11 11', logo: null });
  });

  describe('given a chamber administrator', () => {
    const ownForm = (change: Record<string, string | number> = {}) => ({ ...form("AmCham Côte d'Ivoire", countries.coteDIvoire), ...change });

    it('updates its own chamber', async () => {
      const res = await send('PUT', `/api/country-amchams/${chambers.coteDIvoire}`, ownForm({ telephone: '+225 27 20 11 11 11' }), t.auth.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(expectValidResponse<CountryAmcham>(res, 'updateCountryAmcham')).toMatchObject({ id: chambers.coteDIvoire, telephone: '+225 27 20 11 11 11' });
    });

    it('does not move its chamber to another country, nor edit another chamber (403)', async () => {
      const moved = await send('PUT', `/api/country-amchams/${chambers.coteDIvoire}`, ownForm({ countryId: countries.maroc }), t.auth.admin);
      expect(moved.statusCode).toBe(403);
      expectValidResponse(moved, 'updateCountryAmcham');
      const other = await send('PUT', `/api/country-amchams/${chambers.senegal}`, form('AmCham Sénégal', countries.senegal), t.auth.admin);
      expect(other.statusCode).toBe(403);
      expect((await get<CountryAmcham>(`/api/country-amchams/${chambers.coteDIvoire}`, 'getCountryAmcham')).body.countryId).toBe(countries.coteDIvoire);
    });
  });

  it('refuses to delete a chamber that has members with its own message and the IN_USE code, not the duplicate one (409)', async () => {
    const withMembers = await t.app.inject({ method: 'DELETE', url: `/api/country-amchams/${chambers.france}`, headers: t.auth.networkAdmin });
    expect(withMembers.statusCode).toBe(409);
    expect(expectValidResponse(withMembers, 'deleteCountryAmcham')).toEqual({
      message: 'Cette chambre compte encore des membres ou des utilisateurs : déplacez-les d’abord.',
      status: 409,
      error: 'Conflict',
      code: 'IN_USE',
    });
    expect((await get(`/api/country-amchams/${chambers.france}`, 'getCountryAmcham')).status).toBe(200);
  });

  it('deletes a chamber without members or users, with its logo', { tags: ['uploads'] }, async () => {
    const { body } = await get<Schemas['CountryAmchamList']>('/api/country-amchams/search?query=maroc', 'searchCountryAmchams');
    const maroc = body.content[0] as CountryAmcham;
    expect(maroc.logo).not.toBeNull();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/country-amchams/${maroc.id}`, headers: t.auth.networkAdmin });
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/country-amchams/${maroc.id}`, 'getCountryAmcham')).status).toBe(404);
    expect(await t.ctx.files.exists('files', maroc.logo as string)).toBe(false);
  });

  it.each([
    ['no token', null, 401],
    ['an expired token', 'expired', 401],
    ['a member', 'member', 403],
    ['another chamber’s administrator', 'otherAdmin', 403],
  ] as const)('refuses writes with %s', async (_label, caller, status) => {
    const headers = caller ? t.auth[caller] : {};
    const created = await send('POST', '/api/country-amchams/save', form('AmCham Refusée', countries.maroc), headers);
    expect(created.statusCode).toBe(status);
    expectValidResponse(created, 'createCountryAmcham');
    const updated = await send('PUT', `/api/country-amchams/${chambers.france}`, form('AmCham France', countries.france), headers);
    expect(updated.statusCode).toBe(status);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/country-amchams/${chambers.france}`, headers });
    expect(deleted.statusCode).toBe(status);
  });
});
