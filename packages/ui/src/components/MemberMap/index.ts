export { MemberMap } from './MemberMap';
export type { MemberMapProps } from './MemberMap';
export type { MemberMapPoint } from './model';
export { MEMBER_ZOOM, OSM_ATTRIBUTION, OSM_TILE_URL, hasCoordinates, osmLinkUrl } from './tiles';
