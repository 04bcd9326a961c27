// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OSM_ATTRIBUTION, OSM_TILE_URL } from '../config.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import type { Schemas } from './types.js';

type Locations = Schemas['CompanyLocations'];
const { companies, sectors, countries } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function locations(query = ''): Promise<Locations> {
  const res = await t.app.inject({ method: 'GET', url: `/api/companies/search/locations?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return expectValidResponse<Locations>(res, 'searchCompanyLocations');
}
const ids = (answer: Locations) => answer.points.map((point) => point.id).sort((a, b) => a - b);

describe('GET /api/companies/search/locations', () => {
  describe('given no filter', () => {
    it('lists every ACTIVE member with both coordinates, light (id, name, lat, lon, sectorId), newest first', async () => {
      const answer = await locations();
      // École Numérique and Parisienne de Logiciels have no coordinates; Banque (INACTIVE) and Pharmacie (PENDING) none either
      expect(answer).toEqual({
        limit: 5000,
        truncated: false,
        points: [
          { id: companies.cliniqueSante, name: 'Clinique Santé Plus', lat: 14.6928, lon: -17.4467, sectorId: sectors.sante },
          { id: companies.techIvoire, name: 'Tech Ivoire Solutions', lat: 5.35, lon: -4.0, sectorId: sectors.technologie },
          { id: companies.societeGenerale, name: 'Société Générale de Conseil', lat: 5.3197, lon: -4.0164, sectorId: sectors.finance },
        ],
      });
    });
  });

  describe('given the filters of the search', () => {
    it('keeps the keyword (accent-insensitive, on city too), the sector and the country', async () => {
      expect(ids(await locations('keyword=abidjan'))).toEqual([companies.societeGenerale, companies.techIvoire]);
      expect(ids(await locations('keyword=societe'))).toEqual([companies.societeGenerale]);
      expect(ids(await locations(`sectorId=${sectors.technologie}`))).toEqual([companies.techIvoire]);
      expect(ids(await locations(`sector=${sectors.sante}`))).toEqual([companies.cliniqueSante]);
      expect(ids(await locations(`countryId=${countries.senegal}`))).toEqual([companies.cliniqueSante]);
      expect(ids(await locations(`keyword=abidjan&sectorId=${sectors.finance}`))).toEqual([companies.societeGenerale]);
    });

    it("finds what the list finds for a typo in a name ('Clinque')", async () => {
      expect(ids(await locations('keyword=Clinque'))).toEqual([companies.cliniqueSante]);
    });

    it('answers no point for a keyword that matches nothing', async () => {
      expect(await locations('keyword=zzzzqqq')).toEqual({ points: [], limit: 5000, truncated: false });
    });

    it('refuses an invalid filter with 400, not 500', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies/search/locations?sectorId=abc' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('given members that are not ACTIVE', () => {
    it('leaves them out even with coordinates, and a status change shows at once (the cache is dropped)', async () => {
      await t.database.query(`UPDATE companies SET lat = 14.7, lon = -17.4 WHERE id = $1`, [companies.banqueAtlantique]);
      t.ctx.search.invalidate();
      expect(ids(await locations(`countryId=${countries.senegal}`))).toEqual([companies.cliniqueSante]);
      const activate = await t.app.inject({
        method: 'PATCH',
        url: `/api/companies/${companies.banqueAtlantique}/status`,
        payload: { status: 'ACTIVE' },
        headers: t.auth.networkAdmin,
      });
      expect(activate.statusCode, activate.body).toBe(200);
      expect(ids(await locations(`countryId=${countries.senegal}`))).toEqual([companies.cliniqueSante, companies.banqueAtlantique]);
      const deactivate = await t.app.inject({
        method: 'PATCH',
        url: `/api/companies/${companies.banqueAtlantique}/status`,
        payload: { status: 'INACTIVE' },
        headers: t.auth.networkAdmin,
      });
      expect(deactivate.statusCode, deactivate.body).toBe(200);
      expect(ids(await locations(`countryId=${countries.senegal}`))).toEqual([companies.cliniqueSante]);
    });
  });

  describe('given more located members than the bound', () => {
    it('answers the newest `limit` of them and says it is truncated', async () => {
      const answer = await t.ctx.search.locations({ keyword: null, sectorId: null, countryId: null }, 2);
      expect(answer.truncated).toBe(true);
      expect(answer.limit).toBe(2);
      expect(answer.points.map((point) => point.id)).toEqual([companies.cliniqueSante, companies.techIvoire]);
      const exact = await t.ctx.search.locations({ keyword: null, sectorId: null, countryId: null }, 3);
      expect(exact.truncated).toBe(false);
      expect(exact.points).toHaveLength(3);
    });
  });
});

describe('GET /api/map/tiles', () => {
  it("answers OpenStreetMap's tile server and attribution by default, cacheable", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/tiles' });
    expect(res.statusCode).toBe(200);
    expect(expectValidResponse<Schemas['MapTiles']>(res, 'getMapTiles')).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("answers the configured TILE_URL, and the CSP's img-src names its origin", async () => {
    const other = await createTestApp({ config: { tiles: { url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: 'Stub' } } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/map/tiles' });
      expect(res.json()).toEqual({ url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: 'Stub' });
      expect(String(res.headers['content-security-policy'])).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:9[ ;]/);
    } finally {
      await other.close();
    }
  });
});
