import { describe, expect, it } from 'vitest';
import { normaliseRating } from './ratings.js';

describe('rating input (spec public §5)', () => {
  it('trims names and comment', () => {
    expect(normaliseRating({ firstName: '  Marie ', lastName: ' Curie ', score: 5, comment: '  Très bien  ' })).toEqual({
      ok: true,
      rating: { firstName: 'Marie', lastName: 'Curie', score: 5, comment: 'Très bien' },
    });
  });

  it("stores a blank first name as 'Anonyme'", () => {
    const result = normaliseRating({ firstName: '   ', lastName: 'Curie', score: 4, comment: 'ok' });
    expect(result.ok && result.rating.firstName).toBe('Anonyme');
  });

  it('requires a comment of at least 2 characters after trimming', () => {
    expect(normaliseRating({ firstName: 'A', lastName: 'B', score: 4, comment: ' x ' }).ok).toBe(false);
    expect(normaliseRating({ firstName: 'A', lastName: 'B', score: 4, comment: ' xy ' }).ok).toBe(true);
  });

  it('requires a score from 1 to 5', () => {
    expect(normaliseRating({ lastName: 'B', score: 0, comment: 'ok' }).ok).toBe(false);
    expect(normaliseRating({ lastName: 'B', score: 6, comment: 'ok' }).ok).toBe(false);
    expect(normaliseRating({ lastName: 'B', score: 2.5, comment: 'ok' }).ok).toBe(false);
  });

  it('requires a last name', () => {
    expect(normaliseRating({ firstName: 'A', lastName: '  ', score: 3, comment: 'ok' })).toEqual({
      ok: false,
      message: 'Veuillez remplir tous les champs obligatoires',
    });
  });

  it('caps the comment length', () => {
    expect(normaliseRating({ lastName: 'B', score: 3, comment: 'a'.repeat(2001) }).ok).toBe(false);
  });
});
