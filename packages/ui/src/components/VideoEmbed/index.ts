export { VideoEmbed } from './VideoEmbed';
export type { VideoEmbedProps } from './VideoEmbed';
export { toEmbedUrl } from './embedUrl';
