const YOUTUBE_EMBED = 'https://www.youtube.com/embed/';

/**
 * spec public §5: a link with a v= parameter becomes an embed link; a youtu.be short link too;
 * any other link is used as is.
 */
export function toEmbedUrl(url: string): string {
  const link = url.trim();
  const watchId = /[?&]v=([^&#]+)/.exec(link)?.[1];
  if (watchId) return YOUTUBE_EMBED + watchId;
  const shortId = /^(?:https?:\/\/)?(?:www\.)?youtu\.be\/([^?&#/]+)/i.exec(link)?.[1];
  if (shortId) return YOUTUBE_EMBED + shortId;
  return link;
}

const VIDEO_MARKERS = ['youtube.com', 'youtu.be', 'vimeo.com', 'embed'] as const;

/**
 * spec public §5 (member media): a video URL is valid when it contains youtube.com, youtu.be, vimeo.com or embed.
 * Validity only colours the field; it never blocks saving.
 */
export function isValidVideoUrl(url: string | null | undefined): boolean {
  const link = url?.trim().toLowerCase();
  if (!link) return false;
  return VIDEO_MARKERS.some((marker) => link.includes(marker));
}
