/** spec public §9: images of the member space are at most 2 MB each. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

// spec public §5: the logo and gallery photos are PNG or JPEG only.
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;

export type ImageRejection = 'wrongType' | 'tooLarge';

/** Why a chosen image is refused, checked in the spec's order (type, then size); null when it is accepted. */
export function rejectImage(file: Pick<File, 'type' | 'size'>): ImageRejection | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

/** Reads a file as a data URL for its preview; rejects when the browser cannot read it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
