import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { buffer } from 'node:stream/consumers';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TooLarge, UnsupportedType } from '../domain/errors.js';
import { registerErrorHandling } from '../plugins/errors.js';
import { createTestApp, expectValidResponse, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import { startS3Server, type TestS3Server } from '../testing/s3.js';
import { FolderStorage, S3Storage } from './fileStorage.js';
import { FileStore, IMAGE_RULES, KeptFiles, MB, readMultipart, TOO_MANY_PIXELS_MESSAGE, WebpVariants, type UploadArea } from './files.js';

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();
/** A small PNG whose header claims other dimensions (a decompression bomb's header, without its bytes). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR: length (4) + type (4) at offset 8, data (13) at 16, CRC at 29 over type and data
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Jean Dupont', Copyright: 'Photo privée', ImageDescription: 'GPS 5.3197 -4.0164' } })
    .toBuffer();

describe.each(['folder', 's3'] as const)('with the uploads in the %s storage', (storage) => {
  let dataDir: string;
  let s3: TestS3Server | undefined;
  let store: FileStore;
  let uploadApp: FastifyInstance;

  /** The bytes stored under a name, read back through the storage (the folder or the bucket). */
  const storedBytes = async (area: UploadArea, name: string) => {
    const file = await store.read(area, name);
    if (!file) throw new Error(`${area}/${name} is not stored`);
    return buffer(file.body);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'annuaire-files-'));
    s3 = storage === 's3' ? await startS3Server() : undefined;
    store = new FileStore(s3 ? new S3Storage(s3.settings) : new FolderStorage(dataDir));
    await store.init();
    // the way a domain route uses the service: read the form (2 MB per file), store the logo
    uploadApp = Fastify({ logger: false });
    registerErrorHandling(uploadApp);
    await uploadApp.register(multipart);
    uploadApp.post('/upload', async (request) => {
      const form = await readMultipart(request, { maxFileBytes: IMAGE_RULES.companyLogo.maxBytes });
      const names = [];
      for (const file of form.files) names.push(await store.saveImage(file.data, 'companyLogo'));
      return { names, fields: form.fields };
    });
  });
  afterAll(async () => {
    await uploadApp.close();
    store.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('saving an uploaded image', () => {
    describe('given a PNG renamed .jpg', () => {
      it('is accepted as a PNG (the type comes from the bytes)', async () => {
        const { payload, headers } = multipartPayload({ name: 'Société', logoFile: { filename: 'logo.jpg', contentType: 'image/jpeg', data: await png() } });
        const res = await uploadApp.inject({ method: 'POST', url: '/upload', payload, headers });
        expect(res.statusCode).toBe(200);
        const { names, fields } = res.json() as { names: string[]; fields: Record<string, string> };
        expect(fields.name).toBe('Société');
        expect(names[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
        const stored = await storedBytes('companies', names[0]!);
        expect((await sharp(stored).metadata()).format).toBe('png');
      });
    });

    describe('given a text file named .png', () => {
      it('answers 415 with the spec message', async () => {
        const { payload, headers } = multipartPayload({
          logoFile: { filename: 'logo.png', contentType: 'image/png', data: Buffer.from('ceci est un texte, pas une image') },
        });
        const res = await uploadApp.inject({ method: 'POST', url: '/upload', payload, headers });
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ message: 'Seuls les fichiers PNG et JPG sont autorisés.', status: 415, error: 'Unsupported Media Type' });
      });
    });

    describe('given a GIF where only PNG and JPEG are allowed', () => {
      it('answers 415', async () => {
        const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'green' } })
          .gif()
          .toBuffer();
        await expect(store.saveImage(gif, 'companyLogo')).rejects.toBeInstanceOf(UnsupportedType);
        await expect(store.saveImage(gif, 'eventImage')).resolves.toMatch(/\.png$/);
      });
    });

    describe('given a file of 2 MB + 1 byte', () => {
      it('answers 413 before decoding it', async () => {
        const big = Buffer.alloc(2 * MB + 1, 0);
        (await png()).copy(big);
        const { payload, headers } = multipartPayload({ logoFile: { filename: 'big.png', contentType: 'image/png', data: big } });
        const res = await uploadApp.inject({ method: 'POST', url: '/upload', payload, headers });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ status: 413, error: 'Payload Too Large', message: 'Fichier trop volumineux' });
        await expect(store.saveImage(big, 'companyPicture')).rejects.toBeInstanceOf(TooLarge);
      });
    });

    describe('given a JPEG carrying EXIF data', () => {
      it('stores it re-encoded without the EXIF', async () => {
        const original = await jpegWithExif();
        expect((await sharp(original).metadata()).exif).toBeDefined();
        const name = await store.saveImage(original, 'companyPicture');
        const stored = await storedBytes('companies', name);
        const metadata = await sharp(stored).metadata();
        expect(metadata.format).toBe('jpeg');
        expect(metadata.exif).toBeUndefined();
        expect(stored.includes(Buffer.from('Jean Dupont'))).toBe(false);
      });
    });

    describe('given an image larger than the cap', () => {
      it('is resized to at most 1600 px on its longest side, keeping its proportions', async () => {
        const name = await store.saveImage(await png(3200, 800), 'eventImage');
        const metadata = await sharp(await storedBytes('files', name)).metadata();
        expect([metadata.width, metadata.height]).toEqual([1600, 400]);
      });
    });

    describe('given a PNG of 20000 x 20000 pixels', () => {
      it('answers 413 for its size, from its header, not 415 for its type', async () => {
        const { payload, headers } = multipartPayload({
          logoFile: { filename: 'huge.png', contentType: 'image/png', data: await pngClaiming(20_000, 20_000) },
        });
        const res = await uploadApp.inject({ method: 'POST', url: '/upload', payload, headers });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ message: TOO_MANY_PIXELS_MESSAGE, status: 413, error: 'Payload Too Large' });
      });
    });

    describe('given bytes that claim to be a PNG but are truncated', () => {
      it('answers 415, not 500', async () => {
        const truncated = (await png(200, 200)).subarray(0, 60);
        await expect(store.saveImage(truncated, 'companyLogo')).rejects.toBeInstanceOf(UnsupportedType);
      });
    });
  });

  describe('removing replaced files', () => {
    it('deletes stored files and ignores foreign or invalid names', async () => {
      const name = await store.saveImage(await png(), 'companyLogo');
      expect(await store.exists('companies', name)).toBe(true);
      await store.remove('companies', name, null, undefined, 'https://example.com/logo.png', '../../etc/passwd');
      expect(await store.exists('companies', name)).toBe(false);
    });
  });

  describe('one write around its database statements (FileStore.change)', () => {
    it('removes the files it replaced once the write succeeded, and keeps the new one', async () => {
      const old = await store.saveImage(await png(), 'partnerLogo');
      const stored = await store.change(async (staged) => {
        const name = await staged.saveImage(await png(), 'partnerLogo');
        staged.replace('files', old);
        return name;
      });
      expect(await store.exists('files', stored)).toBe(true);
      expect(await store.exists('files', old)).toBe(false);
      expect(await store.list('files')).not.toContain(old);
    });

    it('removes the files it stored when the write failed, and keeps the ones it meant to replace', async () => {
      const old = await store.saveImage(await png(), 'partnerLogo');
      let stored = '';
      await expect(
        store.change(async (staged) => {
          stored = await staged.saveImage(await png(), 'partnerLogo');
          staged.replace('files', old);
          throw new Error('the database refused the write');
        }),
      ).rejects.toThrow('the database refused the write');
      expect(stored).not.toBe('');
      expect(await store.exists('files', stored)).toBe(false);
      expect(await store.exists('files', old)).toBe(true);
    });
  });

  describe('a second store over the same storage (another process)', () => {
    it('reads, lists and removes the files the first one stored', async () => {
      const name = await store.saveImage(await png(), 'adImage');
      const other = new FileStore(s3 ? new S3Storage(s3.settings) : new FolderStorage(dataDir));
      try {
        expect(await other.list('ads')).toContain(name);
        expect((await sharp(await buffer((await other.read('ads', name))!.body)).metadata()).format).toBe('png');
        await other.remove('ads', name);
        expect(await store.exists('ads', name)).toBe(false);
        expect(await store.read('ads', name)).toBeUndefined();
      } finally {
        other.close();
      }
    });

    it.runIf(storage === 's3')('keeps nothing in the data folder when the uploads go to the bucket', async () => {
      await store.saveImage(await png(), 'companyLogo');
      expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
    });
  });

  describe('serving stored files', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ fileStorage: storage });
    });
    afterAll(() => t.close());

    describe('given a stored company image', () => {
      it('serves it at /repertoire_amchams/{file} with nosniff and long immutable caching', async () => {
        const name = await t.ctx.files.saveImage(await png(), 'companyLogo');
        const res = await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${name}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
        // the length the storage reports, sent before the bytes (a stream otherwise goes out chunked, without it)
        expect(res.headers['content-length']).toBe(String(res.rawPayload.byteLength));
        expect(res.rawPayload).toEqual(await buffer((await t.ctx.files.read('companies', name))!.body));
      });
    });

    describe('given a HEAD request for a stored file', () => {
      it('answers its type and length without the bytes', async () => {
        const name = await t.ctx.files.saveImage(await png(), 'partnerLogo');
        const stored = await buffer((await t.ctx.files.read('files', name))!.body);
        const opened = vi.spyOn(t.ctx.files.storage, 'get');
        const res = await t.app.inject({ method: 'HEAD', url: `/api/files/${name}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['content-length']).toBe(String(stored.byteLength));
        expect(res.rawPayload.byteLength).toBe(0);
        // the length from the storage (a HEAD of the object, a stat of the file), the file never opened
        expect(opened).not.toHaveBeenCalled();
        opened.mockRestore();
        expect((await t.app.inject({ method: 'HEAD', url: '/api/files/absent.png' })).statusCode).toBe(404);
      });
    });

    describe('given files stored for partners and banners', () => {
      it('serves them at /api/files/{name} and /api/ads/images/{name}, each from its own folder', async () => {
        const partnerLogo = await t.ctx.files.saveImage(await png(), 'partnerLogo');
        const banner = await t.ctx.files.saveImage(await png(), 'adImage');
        expect((await t.app.inject({ method: 'GET', url: `/api/files/${partnerLogo}` })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: `/api/ads/images/${banner}` })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: `/api/files/${banner}` })).statusCode).toBe(404);
      });
    });

    describe('given a stored JPEG and a browser that takes WebP', () => {
      const photo = () =>
        sharp({ create: { width: 600, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
          .blur(2)
          .jpeg({ quality: 82 })
          .toBuffer();
      const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

      it('answers it as a smaller WebP of the same picture, and as the stored JPEG to others, varying on Accept', async () => {
        const name = await t.ctx.files.saveImage(await photo(), 'adImage');
        const stored = await buffer((await t.ctx.files.read('ads', name))!.body);
        for (let time = 0; time < 2; time += 1) {
          // made the first time, kept the second
          const webp = await t.app.inject({ method: 'GET', url: `/api/ads/images/${name}`, headers: { accept: browserAccept } });
          expect(webp.statusCode).toBe(200);
          expectValidResponse(webp, 'getAdImage');
          expect(webp.headers['content-type']).toBe('image/webp');
          expect(webp.headers.vary).toBe('Accept');
          expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(webp.headers['content-length']).toBe(String(webp.rawPayload.byteLength));
          expect(webp.rawPayload.byteLength).toBeLessThan(stored.byteLength);
          expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600, height: 200 });
        }
        for (const accept of [undefined, '*/*', 'image/webp;q=0, image/*']) {
          const jpeg = await t.app.inject({ method: 'GET', url: `/api/ads/images/${name}`, headers: accept ? { accept } : {} });
          expect(jpeg.headers['content-type']).toBe('image/jpeg');
          expect(jpeg.headers.vary).toBe('Accept');
          expect(jpeg.rawPayload).toEqual(stored);
        }
        const head = await t.app.inject({ method: 'HEAD', url: `/api/ads/images/${name}`, headers: { accept: browserAccept } });
        expect(head.headers['content-length']).toBe(String(stored.byteLength));
      });

      it('keeps a PNG as stored and answers 404 once the JPEG is removed', async () => {
        const logo = await t.ctx.files.saveImage(await png(), 'partnerLogo');
        const asPng = await t.app.inject({ method: 'GET', url: `/api/files/${logo}`, headers: { accept: browserAccept } });
        expect(asPng.headers['content-type']).toBe('image/png');
        expect(asPng.headers.vary).toBeUndefined();
        const name = await t.ctx.files.saveImage(await photo(), 'eventImage');
        expect((await t.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: { accept: browserAccept } })).headers['content-type']).toBe(
          'image/webp',
        );
        await t.ctx.files.remove('files', name);
        expect((await t.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: { accept: browserAccept } })).statusCode).toBe(404);
      });
    });

    describe('given an unknown or malicious name', () => {
      it('answers 404 for an unknown file and 400 for a path', async () => {
        const missing = await t.app.inject({ method: 'GET', url: '/api/files/absent.png' });
        expect(missing.statusCode).toBe(404);
        expectValidResponse(missing, 'getFile');
        const traversal = await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fjwt-secret' });
        expect(traversal.statusCode).toBe(400);
        expectValidResponse(traversal, 'getFile');
      });
    });
  });
});

describe('WebpVariants', () => {
  const photo = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366cc' } })
      .composite([{ input: Buffer.from('<svg width="320" height="240"><circle cx="160" cy="120" r="90" fill="#e0a030"/></svg>'), top: 0, left: 0 }])
      .jpeg({ quality: 95 })
      .toBuffer();

  it('makes the variant of a file asked for by several requests at once only once', async () => {
    const variants = new WebpVariants();
    const jpeg = await photo();
    const [first, second, third] = await Promise.all([
      variants.make('files/a.jpg', jpeg),
      variants.make('files/a.jpg', jpeg),
      variants.make('files/a.jpg', jpeg),
    ]);
    expect(first).toBeInstanceOf(Buffer);
    // one transcoding: the same buffer for all three (three transcodings give three buffers)
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(variants.kept('files/a.jpg')?.webp).toBe(first);
  });

  it('keeps a bounded number of files whose JPEG is better (no WebP), the oldest out first', async () => {
    const variants = new WebpVariants(10 * WebpVariants.ENTRY_BYTES);
    const notAnImage = Buffer.from('not a jpeg');
    for (let n = 0; n < 50; n += 1) expect(await variants.make(`files/${n}.jpg`, notAnImage)).toBeUndefined();
    expect(variants.kept('files/49.jpg')).toBeDefined();
    expect(variants.kept('files/49.jpg')?.webp).toBeUndefined();
    expect(variants.kept('files/0.jpg')).toBeUndefined();
  });
});

describe('KeptFiles', () => {
  it('keeps files up to its bound, the oldest out first', () => {
    const kept = new KeptFiles(3000);
    for (let n = 0; n < 5; n += 1) kept.keep(`files/${n}.png`, Buffer.alloc(1000, n));
    expect(kept.get('files/0.png')).toBeUndefined();
    expect(kept.get('files/1.png')).toBeUndefined();
    expect(kept.get('files/2.png')?.[0]).toBe(2);
    expect(kept.get('files/4.png')?.[0]).toBe(4);
  });

  it('keeps no file larger than its files may be (those are streamed from the storage each time)', () => {
    const kept = new KeptFiles();
    kept.keep('files/large.jpg', Buffer.alloc(KeptFiles.MAX_FILE_BYTES + 1));
    expect(kept.get('files/large.jpg')).toBeUndefined();
  });

  it('forgets a file, and counts its bytes out of the bound', () => {
    const kept = new KeptFiles(2000);
    kept.keep('files/a.png', Buffer.alloc(1000));
    kept.keep('files/b.png', Buffer.alloc(1000));
    kept.forget('files/a.png');
    kept.keep('files/c.png', Buffer.alloc(1000));
    expect(kept.get('files/a.png')).toBeUndefined();
    expect(kept.get('files/b.png')).toBeDefined();
    expect(kept.get('files/c.png')).toBeDefined();
  });
});
