/** The player a YouTube video id plays in: the privacy-enhanced host (no cookies until the visitor plays). */
const youTubePlayer = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/**
 * The embeddable address of a video (spec public §5 video link): a link with a v= parameter, or a youtu.be short
 * link, is a YouTube video and becomes its player; a Vimeo page becomes its player; an https URL that is already an
 * embed passes through. Anything else (another scheme, http, not a URL) is refused: an iframe shows only https.
 */
export function toEmbedUrl(url: string): string | null {
  const link = url.trim();
  // spec public §5: the v= parameter names the video whatever the link's host, and youtu.be links may come without a scheme.
  const youTubeId = /[?&]v=([^&#]+)/.exec(link)?.[1] ?? /^(?:https?:\/\/)?(?:www\.|m\.)?youtu\.be\/([^?&#/]+)/i.exec(link)?.[1];
  let parsed: URL;
  try {
    parsed = new URL(youTubeId ? `https://www.youtube.com/embed/${youTubeId}` : link);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, '');

  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id = parsed.pathname.startsWith('/embed/') ? parsed.pathname.split('/')[2] : undefined;
    return id ? youTubePlayer(id) : null;
  }
  if (host === 'vimeo.com') {
    const id = /^\/(\d+)/.exec(parsed.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return parsed.toString();
}
