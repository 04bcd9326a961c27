/** OpenStreetMap's tile server and the attribution its tile usage policy asks for. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Spec public §9: a member's map at zoom 15. */
export const MEMBER_ZOOM = 15;

/** A latitude and a longitude that exist (a member is on the map only when both do). */
export function hasCoordinates(lat: number | null | undefined, lon: number | null | undefined): boolean {
  return typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

/** The full map on openstreetmap.org at a place (the link shown beside, or instead of, a member's map). */
export function osmLinkUrl(lat: number, lon: number, zoom: number = MEMBER_ZOOM): string {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lon.toFixed(6)}#map=${zoom}/${lat.toFixed(6)}/${lon.toFixed(6)}`;
}
