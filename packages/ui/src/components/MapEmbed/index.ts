export { MapEmbed } from './MapEmbed';
export type { MapEmbedProps } from './MapEmbed';
export { MAP_ZOOM, hasCoordinates, osmEmbedUrl, osmLinkUrl } from './osm';
export type { MapSize } from './osm';
