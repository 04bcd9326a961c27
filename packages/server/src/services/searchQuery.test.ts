import { describe, expect, it } from 'vitest';
import { foldText, idOrName, normaliseKeyword, prefixTsQuery, searchTerms } from './searchQuery.js';

describe('search keyword', () => {
  it('is trimmed and blank means no keyword (spec public §5)', () => {
    expect(normaliseKeyword('  Société  Générale ')).toBe('Société Générale');
    expect(normaliseKeyword('   ')).toBeNull();
    expect(normaliseKeyword(undefined)).toBeNull();
  });

  it('folds accents and case', () => {
    expect(foldText('SOCIÉTÉ Générale Œuvre')).toBe('societe generale oeuvre');
  });

  it('splits into words of letters and digits, without duplicates', () => {
    expect(searchTerms("L'Oréal & co. — oréal 3D")).toEqual(['l', 'oreal', 'co', '3d']);
  });

  it('builds a prefix query where every word must match', () => {
    expect(prefixTsQuery(['soc', 'gen'])).toBe('soc:* & gen:*');
  });

  it('never passes tsquery syntax through', () => {
    const terms = searchTerms("a:* | !b & (c) <-> 'd'");
    expect(terms).toEqual(['a', 'b', 'c', 'd']);
    expect(prefixTsQuery(searchTerms('!!! ***'))).toBeNull();
  });

  it('reads an id filter as an id when numeric, else as a folded name', () => {
    expect(idOrName('12')).toEqual({ id: 12 });
    expect(idOrName(3)).toEqual({ id: 3 });
    expect(idOrName('Santé')).toEqual({ name: 'sante' });
    expect(idOrName(' ')).toBeNull();
    expect(idOrName('0')).toBeNull();
  });
});
