import { describe, expect, it } from 'vitest';
import { toFormData } from './multipart';

describe('multipart bodies', () => {
  it('sends numbers and booleans as text', () => {
    const form = toFormData({ sectorId: 2, lat: 5.35, permanent: false });
    expect([form.get('sectorId'), form.get('lat'), form.get('permanent')]).toEqual(['2', '5.35', 'false']);
  });
  it('leaves out null and undefined fields, so the server keeps what it has', () => {
    const form = toFormData({ name: 'Acme', webLink: null, videoLink: undefined });
    expect(form.get('name')).toBe('Acme');
    expect(form.has('webLink')).toBe(false);
    expect(form.has('videoLink')).toBe(false);
  });
  it('keeps an empty string (a field the user emptied)', () => {
    expect(toFormData({ videoLink: '' }).get('videoLink')).toBe('');
  });
  it('repeats a part for each item of an array', () => {
    const form = toFormData({ removedPictures: ['a.webp', 'b.webp'] });
    expect(form.getAll('removedPictures')).toEqual(['a.webp', 'b.webp']);
  });
  it('sends files as files with their own name', async () => {
    const form = toFormData({ logoFile: new File(['png'], 'logo.png', { type: 'image/png' }) });
    const file = form.get('logoFile') as File;
    expect(file.name).toBe('logo.png');
    expect(await file.text()).toBe('png');
  });
});
