import { describe, expect, it } from 'vitest';
import { exactWordsTsQuery, foldText, idOrName, normaliseKeyword, PREFIX_WORDS_MAX, prefixTsQuery, searchTerms } from './searchQuery.js';

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

  it('writes each typed word as the exact indexed words its stem begins, a stop word dropped', () => {
    const query = exactWordsTsQuery([
      { stems: ['compagn'], words: ['compagn', 'compagnon'] },
      { stems: [], words: [] },
      { stems: ['sant'], words: ['sant'] },
    ]);
    expect(query).toBe("('compagn' | 'compagnon') & 'sant'");
  });

  it('keeps the prefix of a word that begins too many indexed words, and quotes every lexeme', () => {
    const many = Array.from({ length: PREFIX_WORDS_MAX + 1 }, (_, i) => `a${i}`);
    expect(exactWordsTsQuery([{ stems: ['a'], words: many }])).toBe("'a':*");
    expect(exactWordsTsQuery([{ stems: ["l'x"], words: ["l'x", 'l\\y'] }])).toBe("('l\\'x' | 'l\\\\y')");
  });

  it('says when nothing can match, and when the exact form cannot be written', () => {
    expect(
      exactWordsTsQuery([
        { stems: ['societ'], words: ['societ'] },
        { stems: ['zz'], words: [] },
      ]),
    ).toBeNull();
    expect(exactWordsTsQuery([{ stems: [], words: [] }])).toBeNull();
    expect(exactWordsTsQuery([{ stems: ['a', 'b'], words: ['a'] }])).toBeUndefined();
  });

  it('reads an id filter as an id when numeric, else as a folded name', () => {
    expect(idOrName('12')).toEqual({ id: 12 });
    expect(idOrName(3)).toEqual({ id: 3 });
    expect(idOrName('Santé')).toEqual({ name: 'sante' });
    expect(idOrName(' ')).toBeNull();
    expect(idOrName('0')).toBeNull();
  });
});
