// Multipart forms are validated against the contract's multipart schemas (openapi/directory.yaml), with the
// forms' French messages.
import { Readable } from 'node:stream';
import type { ErrorObject } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../routes/types.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import { formErrorMessage } from './formMessages.js';
import { MAX_FORM_BYTES } from './forms.js';

const { companies, countries } = FIXTURE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function send(method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipartPayload>[0], headers: Record<string, string> = t.auth.admin) {
  const { payload, headers: formHeaders } = multipartPayload(fields);
  return t.app.inject({ method, url, payload, headers: { ...formHeaders, ...headers } });
}
const updateCompany = (fields: Parameters<typeof multipartPayload>[0]) => send('PUT', `/api/companies/${companies.societeGenerale}`, fields, t.auth.member);
const adForm = { title: 'Formulaire', link: 'https://formulaire.test', startDate: '01-01-2030', endDate: '02-01-2030', permanent: 'false' };
const chamberForm = { countryId: countries.maroc, name: 'AmCham Formulaire', address: 'Rabat', telephone: '+212 5 00 00 00 00', email: 'f@f.test' };

const error = (keyword: string, field: string, params: Record<string, unknown> = {}): ErrorObject =>
  keyword === 'required'
    ? { keyword, instancePath: '', schemaPath: '#/required', params: { missingProperty: field } }
    : { keyword, instancePath: `/${field}`, schemaPath: `#/properties/${field}/${keyword}`, params };

describe('formErrorMessage', () => {
  it('names a missing field as required, with the form’s own message where it has one', () => {
    expect(formErrorMessage('createCompany', error('required', 'email'), {})).toBe('email : Ce champ est obligatoire.');
    expect(formErrorMessage('createEvent', error('required', 'title'), {})).toBe('Le titre est requis');
    expect(formErrorMessage('updateCountryAmcham', error('required', 'address'), {})).toBe("L'adresse est requise");
  });

  it('takes a field sent blank for a missing one, whatever the rule it broke', () => {
    expect(formErrorMessage('createCountryAmcham', error('minLength', 'name', { limit: 3 }), { name: '' })).toBe('Le nom est requis (min. 3 caractères)');
    expect(formErrorMessage('updateCompany', error('format', 'email', { format: 'email' }), { email: '' })).toBe('email : Ce champ est obligatoire.');
  });

  it('gives the length bounds of the contract', () => {
    expect(formErrorMessage('createCompany', error('minLength', 'name', { limit: 2 }), { name: 'A' })).toBe('name : Minimum 2 caractères requis.');
    expect(formErrorMessage('createAd', error('maxLength', 'title', { limit: 200 }), { title: 'x' })).toBe('title : Maximum 200 caractères autorisés.');
    expect(formErrorMessage('updateCompany', error('maxItems', 'removedPictures', { limit: 50 }), { removedPictures: [] })).toBe(
      'removedPictures : Maximum 50 éléments autorisés.',
    );
  });

  it('gives each format its message', () => {
    expect(formErrorMessage('createCompany', error('pattern', 'telephone'), { telephone: '12' })).toBe('telephone : Format de téléphone invalide.');
    expect(formErrorMessage('createCompany', error('format', 'email'), { email: 'x' })).toBe('email : Veuillez saisir une adresse email valide.');
    expect(formErrorMessage('createEvent', error('pattern', 'startTime'), { startTime: '8h' })).toBe('startTime : Format horaire invalide (HH:MM).');
    expect(formErrorMessage('createAd', error('pattern', 'startDate'), { startDate: '2030/01/01' })).toBe('startDate : Date invalide (jj-mm-aaaa).');
    expect(formErrorMessage('createCountryAmcham', error('pattern', 'website'), { website: 'ftp://x' })).toBe('URL valide requise (http:// ou https://)');
  });

  it('calls any other wrong value invalid', () => {
    expect(formErrorMessage('updateCompany', error('maximum', 'lat', { limit: 90 }), { lat: 120 })).toBe('lat : Champ invalide.');
    expect(formErrorMessage('createCompany', error('type', 'sectorId', { type: 'integer' }), { sectorId: 'abc' })).toBe('sectorId : Champ invalide.');
  });
});

describe('given a form that breaks the contract’s multipart schema', () => {
  it.each([
    ['a one-letter name', { name: 'A' }, 'name', 'Minimum 2 caractères requis.'],
    ['a name of 151 characters', { name: 'A'.repeat(151) }, 'name', 'Maximum 150 caractères autorisés.'],
    ['a blank name', { name: '   ' }, 'name', 'Ce champ est obligatoire.'],
    ['a telephone without enough digits', { telephone: '12' }, 'telephone', 'Format de téléphone invalide.'],
    ['a web link that is not one', { webLink: 'pas un lien' }, 'webLink', 'Veuillez saisir une URL valide.'],
    ['a sector id that is not a number', { sectorId: 'abc' }, 'sectorId', 'Champ invalide.'],
    [
      'more pictures to remove than the contract allows',
      { removedPictures: Array.from({ length: 51 }, (_, i) => `photo${i}.png`) },
      'removedPictures',
      'Maximum 50 éléments autorisés.',
    ],
  ])('answers 400 for %s with the form message, and the field with its own message', async (_label, fields, field, fieldMessage) => {
    const res = await updateCompany(fields);
    expect(res.statusCode).toBe(400);
    expect(expectValidResponse(res, 'updateCompany')).toEqual({
      message: `${field} : ${fieldMessage}`,
      status: 400,
      error: 'Bad Request',
      fields: { [field]: fieldMessage },
    });
  });

  it("answers the chamber form's own message for a website without http(s)", async () => {
    const res = await send('POST', '/api/country-amchams/save', { ...chamberForm, website: 'www.amcham.test' });
    expect(expectValidResponse(res, 'createCountryAmcham')).toMatchObject({
      status: 400,
      message: 'URL valide requise (http:// ou https://)',
      fields: { website: 'URL valide requise (http:// ou https://)' },
    });
  });

  it('answers 400 for a dated banner sent without its end date, and for a day that does not exist', async () => {
    const missing = await send('POST', '/api/ads/save', { ...adForm, endDate: '' });
    expect(expectValidResponse(missing, 'createAd')).toMatchObject({ status: 400, message: 'endDate : Ce champ est obligatoire.' });
    const impossible = await send('POST', '/api/ads/save', { ...adForm, startDate: '31-02-2030' });
    expect(expectValidResponse(impossible, 'createAd')).toMatchObject({
      status: 400,
      message: 'startDate : Date invalide (jj-mm-aaaa).',
      fields: { startDate: 'Date invalide (jj-mm-aaaa).' },
    });
  });
});

describe('given fields sent empty', () => {
  it('clears the optional values of the profile and leaves the others as they were', async () => {
    const set = expectValidResponse<Schemas['Company']>(
      await updateCompany({ webLink: 'sgc.example.org', city: 'Abidjan', lat: 5.3, lon: -4 }),
      'updateCompany',
    );
    expect(set).toMatchObject({ webLink: 'sgc.example.org', city: 'Abidjan', lat: 5.3, lon: -4 });
    const cleared = expectValidResponse<Schemas['Company']>(
      await updateCompany({ webLink: '', city: '', lat: '', lon: '', sectorId: '', country: '' }),
      'updateCompany',
    );
    expect(cleared).toMatchObject({ webLink: null, city: null, lat: null, lon: null, sectorId: set.sectorId, countryId: set.countryId, name: set.name });
  });
});

/**
 * A multipart body produced as it is read: `fields` then one file part of `size` bytes under `name`. `pulled()`
 * says how many bytes the server asked for, to show a form is refused without being read (or buffered) whole.
 */
function lazyForm(fields: Record<string, string>, name: string, size: number) {
  const boundary = '----annuaireLazyForm';
  const head = Buffer.from(
    Object.entries(fields)
      .map(([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  let pulled = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) {
        pulled += head.byteLength;
        this.push(head);
      }
      if (sent >= size) {
        pulled += tail.byteLength;
        this.push(tail);
        this.push(null);
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      sent += piece.byteLength;
      pulled += piece.byteLength;
      this.push(piece);
    },
  });
  return {
    stream,
    length: head.byteLength + size + tail.byteLength,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
  };
}

describe('given a presentation video link', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//video.attaquant.test/v', 'ftp://video.test/v'])(
    'refuses %s with the form message (http(s) links only)',
    async (videoLink) => {
      const res = await updateCompany({ videoLink });
      expect(res.statusCode).toBe(400);
      expect(expectValidResponse(res, 'updateCompany')).toMatchObject({ message: 'videoLink : Veuillez saisir une URL valide.' });
    },
  );

  it('stores an http(s) link and removes it when sent empty', async () => {
    const set = expectValidResponse<Schemas['Company']>(await updateCompany({ videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }), 'updateCompany');
    expect(set.videoLink).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const cleared = expectValidResponse<Schemas['Company']>(await updateCompany({ videoLink: '' }), 'updateCompany');
    expect(cleared.videoLink).toBeNull();
  });
});

describe('given a form with a part the contract does not name', () => {
  it('refuses it with a 400 in the error shape before reading its 5 MB', async () => {
    const form = lazyForm({ name: 'Société Générale CI' }, 'inconnu', 5 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.societeGenerale}`,
      payload: form.stream,
      headers: { ...form.headers, ...t.auth.member },
    });
    expect(res.statusCode).toBe(400);
    expect(expectValidResponse(res, 'updateCompany')).toEqual({ message: 'Données invalides : champ inconnu « inconnu »', status: 400, error: 'Bad Request' });
    expect(form.pulled()).toBeLessThan(1024 * 1024);
  });

  it('refuses an unknown text field too', async () => {
    const res = await updateCompany({ city: 'Abidjan', champInconnu: 'x' });
    expect(res.statusCode).toBe(400);
    expect(expectValidResponse(res, 'updateCompany')).toMatchObject({ message: 'Données invalides : champ inconnu « champInconnu »' });
  });
});

describe('given a form larger than its operation can need', () => {
  it('refuses a declared 100 MB form with a 413 in the error shape without reading it', async () => {
    const form = lazyForm({ city: 'Abidjan' }, 'pictures', 100 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.societeGenerale}`,
      payload: form.stream,
      headers: { ...form.headers, 'content-length': String(form.length), ...t.auth.member },
    });
    expect(res.statusCode).toBe(413);
    expect(expectValidResponse(res, 'updateCompany')).toEqual({ message: 'Formulaire trop volumineux', status: 413, error: 'Payload Too Large' });
    expect(form.pulled()).toBeLessThan(1024 * 1024);
  });

  it('stops reading a body of unknown length once it passes the cap (413)', async () => {
    const files = Array.from({ length: 9 }, (_, i) => ({ filename: `p${i}.png`, data: Buffer.alloc(5 * 1024 * 1024 - 100, i) }));
    const { payload, headers } = multipartPayload({ pictures: files });
    expect(payload.byteLength).toBeGreaterThan(MAX_FORM_BYTES);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.societeGenerale}`,
      // a stream without Content-Length: the cap holds on the bytes read
      payload: Readable.from([payload.subarray(0, 20 * 1024 * 1024), payload.subarray(20 * 1024 * 1024)]),
      headers: { ...headers, ...t.auth.member },
    });
    expect(res.statusCode).toBe(413);
    expect(expectValidResponse(res, 'updateCompany')).toMatchObject({ message: 'Formulaire trop volumineux', status: 413 });
  });
});
