// Uploaded images (DESIGN.md "Files"): the type is read from the bytes (never the name or the declared type), the
// size is limited per the specs, and every image is re-encoded with sharp (metadata such as EXIF dropped, pixel
// count limited, longest side capped) before it is stored, with a name the server makes, in the configured storage
// (services/fileStorage.ts: DATA_DIR/uploads or an S3-compatible bucket).
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { DomainError, Invalid, TooLarge, UnsupportedType } from '../domain/errors.js';
import type { FileStorage, StoredFile } from './fileStorage.js';

export const MB = 1024 * 1024;
/** The largest file any form accepts (admin §5: announcement and chamber images up to 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * MB;
/** Decompression-bomb guard: images above this many pixels are refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The 413 of an image with more pixels than MAX_INPUT_PIXELS: it is refused for its size, not for its type. */
export const TOO_MANY_PIXELS_MESSAGE = 'Image trop grande : 40 millions de pixels au maximum.';
/** Stored images fit in this box (longest side). */
const MAX_SIDE = 1600;

/** The three folders, one per public URL: /repertoire_amchams/{file}, /api/files/{name}, /api/ads/images/{name}. */
export const UPLOAD_AREAS = ['companies', 'files', 'ads'] as const;
export type UploadArea = (typeof UPLOAD_AREAS)[number];

type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export interface ImageRule {
  area: UploadArea;
  maxBytes: number;
  formats: readonly ImageFormat[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

export const IMAGE_RULES = {
  // spec public §5: logo only PNG or JPEG, at most 2 MB
  companyLogo: {
    area: 'companies',
    maxBytes: 2 * MB,
    formats: ['png', 'jpeg'],
    tooLargeMessage: 'La taille du fichier ne doit pas dépasser 2MB.',
    wrongTypeMessage: 'Seuls les fichiers PNG et JPG sont autorisés.',
  },
  // spec public §5: gallery photos PNG or JPG, at most 2 MB each
  companyPicture: {
    area: 'companies',
    maxBytes: 2 * MB,
    formats: ['png', 'jpeg'],
    tooLargeMessage: "La taille de l'image ne doit pas dépasser 2MB",
    wrongTypeMessage: 'Seuls les fichiers image (PNG, JPG) sont acceptés',
  },
  adImage: {
    area: 'ads',
    maxBytes: 5 * MB,
    formats: ['png', 'jpeg', 'webp', 'gif'],
    tooLargeMessage: 'Fichier trop volumineux',
    wrongTypeMessage: 'Type de fichier non supporté',
  },
  // admin §5: announcement image at most 5 MB, image types
  eventImage: {
    area: 'files',
    maxBytes: 5 * MB,
    formats: ['png', 'jpeg', 'webp', 'gif'],
    // admin §8: the announcement service's 413
    tooLargeMessage: 'Fichier image trop volumineux',
    wrongTypeMessage: 'Veuillez sélectionner un fichier image valide',
  },
  // admin §5: chamber logo PNG, JPG, GIF up to 5 MB
  amchamLogo: {
    area: 'files',
    maxBytes: 5 * MB,
    formats: ['png', 'jpeg', 'gif', 'webp'],
    tooLargeMessage: 'Le fichier est trop volumineux (max 5MB)',
    wrongTypeMessage: 'Veuillez sélectionner une image',
  },
  partnerLogo: {
    area: 'files',
    maxBytes: 2 * MB,
    formats: ['png', 'jpeg', 'webp', 'gif'],
    tooLargeMessage: 'Fichier trop volumineux',
    wrongTypeMessage: 'Type de fichier non supporté',
  },
} as const satisfies Record<string, ImageRule>;
export type ImageKind = keyof typeof IMAGE_RULES;

const FORMAT_OF_MIME: Record<string, ImageFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The contract's FileName: a server-made name, no folder part. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

function isValidFileName(name: string): boolean {
  return FILE_NAME.test(name) && !name.includes('..');
}

export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The image format read from the bytes, or undefined when they are not one of the accepted images. */
async function detectImageFormat(data: Uint8Array): Promise<ImageFormat | undefined> {
  const type = await fileTypeFromBuffer(data);
  return type ? FORMAT_OF_MIME[type.mime] : undefined;
}

/**
 * Decodes, orients, strips metadata, caps the size and re-encodes. GIF becomes PNG (first frame). An image of more than
 * MAX_INPUT_PIXELS answers 413 from its header. Bytes that do not
 * decode answer 415 with `unreadableMessage` (the field's catalogue message: the user sees why the file was refused).
 */
async function reencodeImage(
  data: Uint8Array,
  format: ImageFormat,
  unreadableMessage = 'Type de fichier non supporté',
): Promise<{ data: Buffer; extension: 'png' | 'jpg' | 'webp' }> {
  // the header alone gives the dimensions: an image too large to decode is refused for its size, before decoding
  const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS) throw new TooLarge(TOO_MANY_PIXELS_MESSAGE);
  try {
    // sharp drops EXIF/XMP/ICC metadata unless asked to keep it; rotate() first applies the EXIF orientation
    const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (format === 'jpeg') return { data: await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), extension: 'jpg' };
    if (format === 'webp') return { data: await pipeline.webp({ quality: 82 }).toBuffer(), extension: 'webp' };
    return { data: await pipeline.png({ compressionLevel: 8 }).toBuffer(), extension: 'png' };
  } catch {
    // bytes that look like an image but do not decode (truncated, corrupt, too many pixels)
    throw new UnsupportedType(unreadableMessage);
  }
}

export class FileStore {
  readonly storage: FileStorage;
  readonly #onRemoveError: (error: unknown) => void;

  /** `onRemoveError` hears of replaced files that could not be removed after a write succeeded. */
  constructor(storage: FileStorage, onRemoveError: (error: unknown) => void = () => undefined) {
    this.storage = storage;
    this.#onRemoveError = onRemoveError;
  }

  /**
   * The files of one write around its database statements: `work` stores new images through `staged` first (before
   * any transaction, so none waits on image decoding), then writes the database, and names the files its write
   * no longer references with `staged.replace`. When `work` succeeds, those replaced files are removed; when it
   * throws, the files it stored are removed and nothing it replaced is touched.
   */
  async change<T>(work: (staged: StagedFiles) => Promise<T>): Promise<T> {
    const staged = new StagedFiles(this);
    let result: T;
    try {
      result = await work(staged);
    } catch (error) {
      await this.#removeAll(staged.stored).catch(this.#onRemoveError);
      throw error;
    }
    // the write is done: a file left behind costs space, not correctness
    await this.#removeAll(staged.replaced).catch(this.#onRemoveError);
    return result;
  }

  async #removeAll(files: ReadonlyArray<{ area: UploadArea; name: string | null }>) {
    await Promise.all(files.map((file) => this.remove(file.area, file.name)));
  }

  /** Prepares the storage; a store that does not answer yet is not fatal: the message to log, if any. */
  async init(): Promise<string | undefined> {
    return this.storage.init();
  }

  /** Whether the storage answers now. */
  check(): Promise<boolean> {
    return this.storage.check();
  }

  close(): void {
    this.storage.close();
  }

  /** Checks, re-encodes and stores an uploaded image; returns the stored file name. 413 / 415 on a bad file. */
  async saveImage(data: Uint8Array, kind: ImageKind): Promise<string> {
    const rule: ImageRule = IMAGE_RULES[kind];
    if (data.byteLength > rule.maxBytes) throw new TooLarge(rule.tooLargeMessage);
    const format = await detectImageFormat(data);
    if (!format || !rule.formats.includes(format)) throw new UnsupportedType(rule.wrongTypeMessage);
    const encoded = await reencodeImage(data, format, rule.wrongTypeMessage);
    return this.write(rule.area, encoded.data, encoded.extension);
  }

  /** Stores bytes the server made itself (seed logos), already encoded. */
  async write(area: UploadArea, data: Uint8Array, extension: string): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    await this.storage.put(`${area}/${name}`, data, contentTypeOf(name));
    return name;
  }

  /** The storage key of a stored file, or undefined for a name that is not a server-made name. */
  #keyOf(area: UploadArea, name: string): string | undefined {
    return isValidFileName(name) ? `${area}/${name}` : undefined;
  }

  async exists(area: UploadArea, name: string): Promise<boolean> {
    const key = this.#keyOf(area, name);
    return key ? this.storage.exists(key) : false;
  }

  /** Deletes replaced or removed files; names that are absent, foreign (http URLs) or invalid are ignored. */
  async remove(area: UploadArea, ...names: ReadonlyArray<string | null | undefined>): Promise<void> {
    await Promise.all(
      names.map(async (name) => {
        const key = name ? this.#keyOf(area, name) : undefined;
        if (key) await this.storage.delete(key);
      }),
    );
  }

  /** The names of the files stored in one area, sorted. */
  list(area: UploadArea): Promise<string[]> {
    return this.storage.list(area);
  }

  /** A stored file's length in bytes, read from the storage without its bytes; undefined when absent, 400 as read. */
  async size(area: UploadArea, name: string): Promise<number | undefined> {
    const key = this.#keyOf(area, name);
    if (!key) throw new Invalid('Nom de fichier invalide');
    return this.storage.size(key);
  }

  /** A stored file opened for reading, undefined when absent; 400 for a name that is not a server-made name. */
  async read(area: UploadArea, name: string): Promise<StoredFile | undefined> {
    const key = this.#keyOf(area, name);
    if (!key) throw new Invalid('Nom de fichier invalide');
    return this.storage.get(key);
  }
}

/** Whether an Accept header takes WebP (named, without q=0; a wildcard alone does not say the browser decodes it). */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    return type?.trim() === 'image/webp' && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}

/**
 * Stored JPEGs as WebP, for the browsers that take it: about half the bytes at the same look (the home hero and the
 * news pictures counted into Lighthouse's largest paint). Made once per file (a name is never reused for
 * other bytes) and kept in memory, oldest out first past `maxBytes`; undefined when the WebP is not smaller or the
 * bytes do not decode (the JPEG is served as stored).
 */
export class WebpVariants {
  /**
   * What an entry costs besides its WebP (the key, the map's own): a file whose JPEG is better is kept as an entry
   * with no WebP, and so many of them also push the oldest out, rather than growing the map without bound.
   */
  static readonly ENTRY_BYTES = 256;
  readonly #made = new Map<string, { webp: Buffer | undefined; bytes: number }>();
  /** The variants being made: requests for the same new file at once share one transcoding. */
  readonly #making = new Map<string, Promise<Buffer | undefined>>();
  #bytes = 0;

  constructor(readonly maxBytes = 32 * MB) {}

  /** The variant already made for `key`: undefined when none is kept, { webp: undefined } when the JPEG is better. */
  kept(key: string): { webp: Buffer | undefined } | undefined {
    return this.#made.get(key);
  }

  make(key: string, jpeg: Buffer): Promise<Buffer | undefined> {
    let making = this.#making.get(key);
    if (!making) {
      making = this.#transcode(key, jpeg).finally(() => this.#making.delete(key));
      this.#making.set(key, making);
    }
    return making;
  }

  async #transcode(key: string, jpeg: Buffer): Promise<Buffer | undefined> {
    let webp: Buffer | undefined;
    try {
      const made = await sharp(jpeg, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).webp({ quality: 80 }).toBuffer();
      webp = made.length < jpeg.length ? made : undefined;
    } catch {
      webp = undefined;
    }
    const bytes = (webp?.length ?? 0) + WebpVariants.ENTRY_BYTES;
    if (bytes <= this.maxBytes && !this.#made.has(key)) {
      this.#made.set(key, { webp, bytes });
      this.#bytes += bytes;
      for (const [oldest, entry] of this.#made) {
        if (this.#bytes <= this.maxBytes) break;
        this.#made.delete(oldest);
        this.#bytes -= entry.bytes;
      }
    }
    return webp;
  }
}

/**
 * Stored files' bytes kept in memory once read, the least recently read out first past `maxBytes`: a name is never reused for other
 * bytes, so what was read stays the file's. Read from the storage and streamed out, each answer cost several times
 * the CPU of sending kept bytes (a home page shows a dozen logos and pictures). Whether the file still exists is the
 * storage's to say on each request (another process may have removed it).
 */
export class KeptFiles {
  /** Larger files are streamed from the storage each time, as before: they would push out many small ones. */
  static readonly MAX_FILE_BYTES = 256 * 1024;
  readonly #kept: LRUCache<string, Buffer>;

  constructor(maxBytes = 16 * MB) {
    this.#kept = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      maxEntrySize: Math.min(KeptFiles.MAX_FILE_BYTES, maxBytes),
      sizeCalculation: (bytes) => Math.max(bytes.length, 1),
    });
  }

  get(key: string): Buffer | undefined {
    return this.#kept.get(key);
  }

  keep(key: string, bytes: Buffer): void {
    this.#kept.set(key, bytes);
  }

  forget(key: string): void {
    this.#kept.delete(key);
  }
}

/** What one write stored and what it replaced (see FileStore.change). */
export class StagedFiles {
  readonly stored: { area: UploadArea; name: string }[] = [];
  readonly replaced: { area: UploadArea; name: string | null }[] = [];
  readonly #store: FileStore;

  constructor(store: FileStore) {
    this.#store = store;
  }

  /** FileStore.saveImage, remembered so that a failed write removes it. */
  async saveImage(data: Uint8Array, kind: ImageKind): Promise<string> {
    const name = await this.#store.saveImage(data, kind);
    this.stored.push({ area: IMAGE_RULES[kind].area, name });
    return name;
  }

  /** Files the write no longer references: removed once it has succeeded (absent or foreign names are ignored). */
  replace(area: UploadArea, ...names: ReadonlyArray<string | null | undefined>): void {
    for (const name of names) if (name) this.replaced.push({ area, name });
  }
}

export interface UploadedFile {
  fieldname: string;
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields; a repeated field keeps its last value here and all of them in `lists`. */
  fields: Record<string, string>;
  lists: Record<string, string[]>;
  files: UploadedFile[];
}

/**
 * Reads a multipart/form-data request into memory. Each file is cut at `maxFileBytes` + 1 byte: a larger file
 * answers 413 (before any decoding), as does a form with more than `maxFiles` files.
 */
export async function readMultipart(request: FastifyRequest, options: { maxFileBytes?: number; maxFiles?: number } = {}): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new UnsupportedType('Le formulaire doit être envoyé en multipart/form-data');
  const maxFileBytes = options.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const form: MultipartForm = { fields: {}, lists: {}, files: [] };
  try {
    const parts = request.parts({ limits: { fileSize: maxFileBytes, files: options.maxFiles ?? 20, fields: 100, fieldSize: 64 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // an empty file input sends a part with no name and no bytes
        if (data.byteLength === 0 && !part.filename) continue;
        form.files.push({ fieldname: part.fieldname, filename: part.filename, data });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        form.fields[part.fieldname] = value;
        (form.lists[part.fieldname] ??= []).push(value);
      }
    }
  } catch (error) {
    // limits (413) and our own errors keep their status; a malformed body (no boundary, truncated) is the client's
    if (error instanceof DomainError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new Invalid('Formulaire multipart invalide');
  }
  return form;
}
