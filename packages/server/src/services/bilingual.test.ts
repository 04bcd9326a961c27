import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../config.js';
import { BilingualDictionary, bilingualTsQuery, businessTerms, dictionaryWords, englishPrefixes, parseTermPairs, type WordStems } from './bilingual.js';

describe('the dictionary of business terms', () => {
  it('holds at least 300 French/English pairs, none twice, and says its source and licence', () => {
    const pairs = businessTerms();
    expect(pairs.length).toBeGreaterThanOrEqual(300);
    expect(new Set(pairs.map((pair) => `${pair.fr}\t${pair.en}`)).size).toBe(pairs.length);
    const header = readFileSync(paths.businessTerms, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .join('\n');
    expect(header).toMatch(/^# Source: .+/m);
    expect(header).toMatch(/^# Licence: .+/m);
    expect(pairs).toEqual(
      expect.arrayContaining([
        { fr: 'banque', en: 'bank' },
        { fr: 'avocat', en: 'lawyer' },
        { fr: 'comptabilité', en: 'accounting' },
      ]),
    );
  });

  it('rejects a line that is not French, a tab, then English, naming the line', () => {
    expect(() => parseTermPairs('fr\ten\nbanque\tbank\navocat lawyer\n')).toThrow(/line 3/);
    expect(() => parseTermPairs('banque\tbank\n')).toThrow(/header/);
  });
});

/** Stems given by hand, as the database's French and English configurations give them. */
const STEMS: Record<string, WordStems> = {
  banque: { fr: ['banqu'], en: ['banqu'] },
  bank: { fr: ['bank'], en: ['bank'] },
  banking: { fr: ['banking'], en: ['bank'] },
  cabinet: { fr: ['cabinet'], en: ['cabinet'] },
  d: { fr: [], en: ['d'] },
  avocats: { fr: ['avocat'], en: ['avocat'] },
  avocat: { fr: ['avocat'], en: ['avocat'] },
  law: { fr: ['law'], en: ['law'] },
  firm: { fr: ['firm'], en: ['firm'] },
  lawyer: { fr: ['lawyer'], en: ['lawyer'] },
  finance: { fr: ['financ'], en: ['financ'] },
  dakar: { fr: ['dakar'], en: ['dakar'] },
};
const PAIRS = [
  { fr: 'banque', en: 'bank' },
  { fr: "cabinet d'avocats", en: 'law firm' },
  { fr: 'avocat', en: 'lawyer' },
  { fr: 'finance', en: 'finance' },
];
const dictionary = new BilingualDictionary(PAIRS, new Map(Object.entries(STEMS)));
const typed = (...words: string[]) => words.map((word) => STEMS[word] ?? { fr: [word], en: [word] });

describe('BilingualDictionary', () => {
  it('asks the database to stem every word of its terms once', () => {
    expect(dictionaryWords(PAIRS).sort()).toEqual(['avocat', 'avocats', 'bank', 'banque', 'cabinet', 'd', 'finance', 'firm', 'law', 'lawyer']);
  });

  it('reads a typed word by its stems in either language, both ways', () => {
    expect(dictionary.match(['banking'], typed('banking'))).toEqual([
      { start: 0, end: 1, languages: ['en'], translations: [{ language: 'fr', text: 'banque', stems: ['banqu'] }] },
    ]);
    expect(dictionary.match(['avocats'], typed('avocats'))[0]?.translations.map((t) => t.text)).toEqual(['lawyer']);
  });

  it('takes the longest run of typed words it knows, skipping the stop words of its language', () => {
    const matches = dictionary.match(['cabinet', 'd', 'avocats', 'dakar'], typed('cabinet', 'd', 'avocats', 'dakar'));
    expect(matches).toEqual([{ start: 0, end: 3, languages: ['fr'], translations: [{ language: 'en', text: 'law firm', stems: ['law', 'firm'] }] }]);
  });

  it('leaves out a term whose translation is itself', () => {
    expect(dictionary.match(['finance'], typed('finance'))).toEqual([]);
  });

  it('makes a tsquery where the run matches as typed or as its held translations, the other words as typed', () => {
    const expansions = [
      { stems: ['law'], words: ['law', 'lawn'], english: ['law'] },
      { stems: ['firm'], words: ['firm'], english: ['firm'] },
      { stems: ['dakar'], words: ['dakar'], english: ['dakar'] },
    ];
    const matches = dictionary.match(['law', 'firm', 'dakar'], typed('law', 'firm', 'dakar'));
    expect(bilingualTsQuery(expansions, matches, new Set(['=cabinet', '=avocat']))).toEqual({
      value: "((('law' | 'lawn') & 'firm') | ('cabinet' & 'avocat')) & 'dakar'",
      condition: "((('law' | 'lawn') & 'firm') | ('cabinet' & 'avocat')) & 'dakar'",
      primary: "(('law' | 'lawn') & 'firm') & 'dakar'",
      alsoFor: ["cabinet d'avocats"],
    });
    // 'firm' begins no indexed word: the run matches through its translation only, nothing matches as typed
    const unknown = expansions.map((expansion) => (expansion.stems[0] === 'firm' ? { ...expansion, words: [] } : expansion));
    expect(bilingualTsQuery(unknown, matches, new Set(['=cabinet', '=avocat']))).toEqual({
      value: "('cabinet' & 'avocat') & 'dakar'",
      condition: "('cabinet' & 'avocat') & 'dakar'",
      primary: null,
      alsoFor: ["cabinet d'avocats"],
    });
    // no document holds the translation: the words are searched as typed (null)
    expect(bilingualTsQuery(expansions, matches, new Set(['=cabinet']))).toBeNull();
  });

  it('also matches a word read as English by its English stem, as a prefix', () => {
    const matches = dictionary.match(['banking'], typed('banking'));
    const expansions = [{ stems: ['banking'], words: [], english: ['bank'] }];
    expect(bilingualTsQuery(expansions, matches, new Set(['=banqu']))).toEqual({
      value: "('bank':* | 'banqu')",
      condition: "('bank':* | 'banqu')",
      primary: "'bank':*",
      alsoFor: ['banque'],
    });
  });

  it('matches an English prefix through the indexed words it begins, and ranks by the prefix', () => {
    const matches = dictionary.match(['banque'], typed('banque'));
    const expansions = [{ stems: ['banqu'], words: ['banqu'], english: ['banqu'] }];
    const query = bilingualTsQuery(expansions, matches, new Set(['*bank']), new Map([['bank', ['bank', 'banking']]]));
    expect(query).toMatchObject({ value: "('banqu' | 'bank':*)", condition: "('banqu' | ('bank' | 'banking'))" });
    expect(englishPrefixes(expansions, matches)).toEqual(['bank']);
  });
});
