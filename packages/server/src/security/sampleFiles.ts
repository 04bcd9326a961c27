// Files an attacker uploads, made once per process: real images of each accepted type, and
// the hostile ones — wrong magic bytes, a PNG+HTML polyglot, an SVG with a script, a 20,000 x 20,000 PNG whose
// header alone declares the pixel flood, a truncated image, an empty file and one over the 2 MB limit.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG header declaring width x height RGB pixels, followed by one compressed row only: a decoder that
 * trusted the header would allocate width x height x 3 bytes (1.2 GB for 20,000 x 20,000).
 */
function pixelFloodPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export type SampleFile = 'png' | 'jpeg' | 'gif' | 'webp' | 'html' | 'svg' | 'polyglot' | 'truncated' | 'pixelFlood' | 'empty' | 'oversize';

let files: Record<SampleFile, Buffer> | undefined;

/** Makes the files (sharp is asynchronous); call it in a beforeAll before SAMPLE_FILES is read. */
export async function prepareSampleFiles(): Promise<Record<SampleFile, Buffer>> {
  if (files) return files;
  const [png, jpeg, gif, webp] = await Promise.all([image('png'), image('jpeg'), image('gif'), image('webp')]);
  files = {
    png,
    jpeg,
    gif,
    webp,
    html: HTML,
    svg: SVG_WITH_SCRIPT,
    // a valid PNG with an HTML page after its IEND: a browser sniffing the bytes could render the page
    polyglot: Buffer.concat([png, HTML]),
    truncated: png.subarray(0, Math.floor(png.length / 2)),
    pixelFlood: pixelFloodPng(),
    empty: Buffer.alloc(0),
    // a real PNG header, then padding past the 2 MB limit of company images
    oversize: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length, 0x41)]),
  };
  return files;
}

const read = (kind: SampleFile) => () => {
  if (!files) throw new Error('prepareSampleFiles() first');
  return files[kind];
};

export const SAMPLE_FILES: Record<SampleFile, () => Buffer> = {
  png: read('png'),
  jpeg: read('jpeg'),
  gif: read('gif'),
  webp: read('webp'),
  html: read('html'),
  svg: read('svg'),
  polyglot: read('polyglot'),
  truncated: read('truncated'),
  pixelFlood: read('pixelFlood'),
  empty: read('empty'),
  oversize: read('oversize'),
};
