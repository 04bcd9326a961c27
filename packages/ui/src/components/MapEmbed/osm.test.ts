import { describe, expect, it } from 'vitest';
import { MAP_ZOOM, hasCoordinates, osmEmbedUrl, osmLinkUrl } from './osm';

describe('OpenStreetMap URLs', () => {
  it('uses zoom 15 (spec public §9)', () => {
    expect(MAP_ZOOM).toBe(15);
    expect(osmLinkUrl(48.8566, 2.3522)).toBe('https://www.openstreetmap.org/?mlat=48.856600&mlon=2.352200#map=15/48.856600/2.352200');
  });

  it('centres the embed box and the marker on the point', () => {
    const url = new URL(osmEmbedUrl(48.8566, 2.3522));
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number) as [number, number, number, number];
    expect((west + east) / 2).toBeCloseTo(2.3522, 5);
    expect((south + north) / 2).toBeCloseTo(48.8566, 5);
    expect(url.searchParams.get('marker')).toBe('48.856600,2.352200');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });

  it('spans what 640 px show at zoom 15 (about 0.0275° of longitude)', () => {
    const url = new URL(osmEmbedUrl(0, 0));
    const [west, , east] = (url.searchParams.get('bbox') ?? '').split(',').map(Number) as [number, number, number];
    expect(east - west).toBeCloseTo((640 * 360) / (256 * 2 ** 15), 5);
  });
});

describe('hasCoordinates', () => {
  it('needs both a latitude and a longitude', () => {
    expect(hasCoordinates(48.85, 2.35)).toBe(true);
    expect(hasCoordinates(0, 0)).toBe(true);
    expect(hasCoordinates(48.85, null)).toBe(false);
    expect(hasCoordinates(undefined, 2.35)).toBe(false);
    expect(hasCoordinates(Number.NaN, 2.35)).toBe(false);
    expect(hasCoordinates(91, 2.35)).toBe(false);
  });
});
