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

/** The service's decompression-bomb guard: an image of more pixels is refused (413), so the form refuses it first. */
const MAX_IMAGE_PIXELS = 40_000_000;

/** The width and height an image file's header declares (PNG, JPEG, GIF, WebP), or null when it declares none. */
function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR') {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 10 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    return null;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // JPEG: walk the segments to the frame header (SOF0..SOF15 but DHT, JPG and DAC)
    let offset = 2;
    while (offset + 9 <= bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] ?? 0;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      const length = view.getUint16(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
      }
      offset += 2 + length;
    }
  }
  return null;
}

/** The header bytes read to find an image's dimensions (a JPEG's frame header may follow its EXIF data). */
const HEADER_BYTES = 256 * 1024;

/**
 * True when the image declares more pixels than the service accepts: refused before any preview, whose decoding
 * would freeze the tab (a 20000 x 20000 PNG is 1.6 GB of pixels).
 */
async function hasTooManyPixels(file: Blob): Promise<boolean> {
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const dimensions = imageDimensions(header);
  return dimensions !== null && dimensions.width * dimensions.height > MAX_IMAGE_PIXELS;
}

/**
 * A chosen image's message: the form's own type and size rule first, then the service's pixel limit
 * (`tooManyPixels`); undefined when the image is accepted.
 */
export async function imageMessage(file: File, rule: (file: File) => string | undefined, tooManyPixels: string): Promise<string | undefined> {
  const message = rule(file);
  if (message !== undefined) return message;
  return (await hasTooManyPixels(file)) ? tooManyPixels : undefined;
}
