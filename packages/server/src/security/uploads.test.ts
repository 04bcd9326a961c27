// Uploads that must fail: through the real app, a member's logo and gallery
// photos (updateCompany, 2 MB, PNG or JPEG) and a network administrator's partner logo (createPartner). Hostile
// files are refused with the catalogue's message (spec public §5); what is accepted is stored under a name the
// service makes and served back re-encoded, with its real type and nosniff. services/files.test.ts checks the
// file service alone (type from the bytes, 2 MB + 1 byte, EXIF removed, truncated bytes).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_RULES, TOO_MANY_PIXELS_MESSAGE } from '../services/files.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import { prepareSampleFiles, type SampleFile } from './sampleFiles.js';

const { companies } = FIXTURE;
type Company = { logo: string | null; pictures: string[] };

let t: TestApp;
let files: Record<SampleFile, Buffer>;
beforeAll(async () => {
  t = await createTestApp();
  files = await prepareSampleFiles();
});
afterAll(() => t.close());

const sendLogo = (file: SampleFile, filename = 'logo.png', contentType = 'image/png') => {
  const form = multipartPayload({ logoFile: { filename, contentType, data: files[file] } });
  return t.app.inject({
    method: 'PUT',
    url: `/api/companies/${companies.societeGenerale}`,
    headers: { ...t.auth.member, ...form.headers },
    payload: form.payload,
  });
};

const storedFiles = () => t.ctx.files.list('companies');

describe('given a hostile file as a company logo', { tags: ['uploads'] }, () => {
  it.each([
    ['HTML named .png (wrong magic bytes)', 'html', 415, IMAGE_RULES.companyLogo.wrongTypeMessage],
    ['an SVG carrying a script', 'svg', 415, IMAGE_RULES.companyLogo.wrongTypeMessage],
    ['a GIF where only PNG and JPEG are allowed', 'gif', 415, IMAGE_RULES.companyLogo.wrongTypeMessage],
    ['a truncated PNG', 'truncated', 415, IMAGE_RULES.companyLogo.wrongTypeMessage],
    ['an empty file', 'empty', 415, IMAGE_RULES.companyLogo.wrongTypeMessage],
    ['a file of 2 MB + 1 byte', 'oversize', 413, IMAGE_RULES.companyLogo.tooLargeMessage],
  ] as const)('refuses %s with the catalogue message and stores nothing', async (_label, file, status, message) => {
    const before = await storedFiles();
    const res = await sendLogo(file);
    expect(res.statusCode).toBe(status);
    expect(expectValidResponse(res, 'updateCompany')).toMatchObject({ status, message });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a 20,000 x 20,000 pixel PNG from its header, without decoding it whole', async () => {
    // decoding it would allocate 1.2 GB (20,000 x 20,000 x 3 bytes); sharp's pixel limit refuses it from the header
    const rssBefore = process.memoryUsage().rss;
    const res = await sendLogo('pixelFlood');
    const grown = process.memoryUsage().rss - rssBefore;
    expect(res.statusCode).toBe(413);
    expect(expectValidResponse(res, 'updateCompany')).toMatchObject({ message: TOO_MANY_PIXELS_MESSAGE });
    expect(grown).toBeLessThan(400 * 1024 * 1024);
  });

  it('refuses hostile gallery photos the same way, with the gallery message', async () => {
    const form = multipartPayload({
      pictures: [
        { filename: 'photo.png', contentType: 'image/png', data: files.png },
        { filename: 'photo.svg', contentType: 'image/svg+xml', data: files.svg },
      ],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.societeGenerale}`,
      headers: { ...t.auth.member, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(expectValidResponse(res, 'updateCompany')).toMatchObject({ message: IMAGE_RULES.companyPicture.wrongTypeMessage });
  });
});

describe('given a PNG with an HTML page after its end (a polyglot) under a traversal file name', { tags: ['uploads'] }, () => {
  it('stores it under a name of its own and serves back a re-encoded PNG without the page, with nosniff', async () => {
    expect(files.polyglot.includes('<script>')).toBe(true);
    const res = await sendLogo('polyglot', '../../../uploads/files/index.html', 'text/html');
    expect(res.statusCode).toBe(200);
    const { logo } = expectValidResponse<Company>(res, 'updateCompany');
    expect(logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await t.ctx.files.list('files')).not.toContain('index.html');

    const served = await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${logo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(served.rawPayload.equals(files.polyglot)).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('serves a JPEG sent as image/png with its real type', async () => {
    const res = await sendLogo('jpeg', 'photo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const { logo } = expectValidResponse<Company>(res, 'updateCompany');
    const served = await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${logo}` });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });
});

describe('given a partner logo (network administrator)', { tags: ['uploads'] }, () => {
  it.each([
    ['an SVG carrying a script', 'svg', 415, IMAGE_RULES.partnerLogo.wrongTypeMessage],
    ['a 20,000 x 20,000 pixel PNG', 'pixelFlood', 413, TOO_MANY_PIXELS_MESSAGE],
    ['a file of 2 MB + 1 byte', 'oversize', 413, IMAGE_RULES.partnerLogo.tooLargeMessage],
  ] as const)('refuses %s with the catalogue message', async (_label, file, status, message) => {
    const form = multipartPayload({
      name: `Partenaire ${file}`,
      link: 'https://partenaire.test',
      logoFile: { filename: 'logo.png', contentType: 'image/png', data: files[file] },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/partners', headers: { ...t.auth.networkAdmin, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(status);
    expect(expectValidResponse(res, 'createPartner')).toMatchObject({ status, message });
  });
});

describe('given a file name with a folder part', { tags: ['uploads'] }, () => {
  it.each(['..%2F..%2Fjwt-secret', '..%2Fcompanies%2Fx.png', '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd', 'a%5C..%5C..%5Cb.png'])(
    'GET /repertoire_amchams/%s answers 400 or 404, never a file',
    async (name) => {
      const res = await t.app.inject({ method: 'GET', url: `/repertoire_amchams/${name}` });
      expect([400, 404]).toContain(res.statusCode);
      expectValidResponse(res, 'getCompanyImage');
    },
  );
});
