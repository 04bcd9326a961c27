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
