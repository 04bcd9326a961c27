/** Spec public §9: map zoom 15. */
export const MAP_ZOOM = 15;

const TILE_SIZE = 256;

export interface MapSize {
  width: number;
  height: number;
}

/** A latitude and a longitude that exist (the map renders only when both do). */
export function hasCoordinates(lat: number | null | undefined, lon: number | null | undefined): lat is number {
  return typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

/**
 * The OpenStreetMap embed URL centred on a point. The embed takes a bounding box, not a zoom, so the box is the
 * area a map of `size` pixels shows at `zoom` (Web Mercator: 360° / 2^zoom per 256 px tile horizontally).
 */
export function osmEmbedUrl(lat: number, lon: number, zoom: number = MAP_ZOOM, size: MapSize = { width: 640, height: 360 }): string {
  const degreesPerPixel = 360 / (TILE_SIZE * 2 ** zoom);
  const halfWidth = (size.width / 2) * degreesPerPixel;
  const halfHeight = (size.height / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  const bbox = [lon - halfWidth, lat - halfHeight, lon + halfWidth, lat + halfHeight].map((n) => n.toFixed(6)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat.toFixed(6)}%2C${lon.toFixed(6)}`;
}

/** The full map on openstreetmap.org at the same place and zoom. */
export function osmLinkUrl(lat: number, lon: number, zoom: number = MAP_ZOOM): string {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lon.toFixed(6)}#map=${zoom}/${lat.toFixed(6)}/${lon.toFixed(6)}`;
}
