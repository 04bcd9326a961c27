// Tag "files": a stored image is read from the storage once, then answered from memory; whether it still exists is
// asked of the storage on every request.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

describe('given a stored company logo', () => {
  describe('when it is asked again', () => {
    it('answers the same bytes without reading the storage again', async () => {
      const name = await t.ctx.files.saveImage(await png(), 'companyLogo');
      const read = vi.spyOn(t.ctx.files, 'read');
      const first = await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${name}` });
      expect(first.statusCode).toBe(200);
      const again = await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${name}` });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers['content-type']).toBe('image/png');
      expect(again.headers['content-length']).toBe(String(first.rawPayload.length));
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(read).toHaveBeenCalledTimes(1);
      read.mockRestore();
    });
  });

  describe('when it was removed after it was served', () => {
    it('answers 404, to a GET and to a HEAD', async () => {
      const name = await t.ctx.files.saveImage(await png(), 'companyLogo');
      expect((await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${name}` })).statusCode).toBe(200);
      await t.ctx.files.remove('companies', name);
      expect((await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${name}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'HEAD', url: `/repertoire_amchams/${name}` })).statusCode).toBe(404);
    });
  });

  describe('when its length is asked (HEAD)', () => {
    it('answers the stored length', async () => {
      const bytes = await png();
      const name = await t.ctx.files.saveImage(bytes, 'companyLogo');
      const served = await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${name}` });
      const head = await t.app.inject({ method: 'HEAD', url: `/repertoire_amchams/${name}` });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    });
  });
});
