/**
 * Search across the directory's two languages. Members write their profiles in French or in English, and a visitor
 * types either: 'lawyer' should find 'Cabinet d'avocats', 'banque' a member that writes 'bank'. A dictionary of
 * business terms (businessTerms.tsv: French and English pairs, read both ways) gives each typed word or run of words
 * its translations; the search (search.ts) then also matches them, ranked after the matches of the words as typed.
 *
 * Words are compared by their stems, as the full-text search compares them: a typed word matches a French term when
 * their French stems are equal ('avocats' and 'avocat': 'avocat'), an English term when their English stems are
 * ('lawyers' and 'lawyer', 'banking' and 'bank'). Stop words are skipped on both sides ('cabinet d avocats' is the
 * term 'cabinet d'avocats'). Pure: the stems come from the database (search.ts), which stems the dictionary once.
 */
import { readFileSync } from 'node:fs';
import { paths } from '../config.js';
import { foldText, PREFIX_WORDS_MAX, searchTerms, type WordExpansion } from '../domain/searchQuery.js';

type Language = 'fr' | 'en';

/** One line of the dictionary. */
export interface TermPair {
  fr: string;
  en: string;
}

/** Reads the dictionary's text: '#' comment lines, a `fr<TAB>en` header, then one pair a line. */
export function parseTermPairs(text: string): TermPair[] {
  const pairs: TermPair[] = [];
  let header = false;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line.length === 0 || line.startsWith('#')) continue;
    const cells = line.split('\t').map((cell) => cell.trim());
    if (!header) {
      if (cells[0] !== 'fr' || cells[1] !== 'en') throw new Error(`business terms: the header must be "fr<TAB>en" (line ${index + 1})`);
      header = true;
      continue;
    }
    const [fr, en] = cells;
    if (cells.length !== 2 || !fr || !en) throw new Error(`business terms: line ${index + 1} is not "French<TAB>English"`);
    pairs.push({ fr, en });
  }
  return pairs;
}

let shipped: TermPair[] | undefined;
/** The dictionary shipped with the service (src/services/businessTerms.tsv, read at run time as the migrations are). */
export function businessTerms(): TermPair[] {
  shipped ??= parseTermPairs(readFileSync(paths.businessTerms, 'utf8'));
  return shipped;
}

/** A word's stems under each language's configuration (to_tsvector): none for a stop word. */
export interface WordStems {
  fr: readonly string[];
  en: readonly string[];
}

/** A term in one language, ready to match: its folded words and their stems in that language (stop words left out). */
interface Term {
  language: Language;
  /** The term as written in the dictionary, for the results page ('Also showing results for "banque"'). */
  text: string;
  folded: string;
  stems: readonly string[];
}

/** A translation, as the search matches it: the stems of its words in its own language. */
export interface Translation {
  language: Language;
  text: string;
  stems: readonly string[];
}

/** A run of typed words the dictionary knows: typed words start..end (exclusive), the language it was read in, its translations. */
export interface TermMatch {
  start: number;
  end: number;
  languages: readonly Language[];
  translations: readonly Translation[];
}

/** The words (folded, letters and digits) of every term of the dictionary: what the database is asked to stem. */
export function dictionaryWords(pairs: readonly TermPair[]): string[] {
  return [...new Set(pairs.flatMap((pair) => [...searchTerms(pair.fr), ...searchTerms(pair.en)]))];
}

const stemsOf = (words: readonly string[], language: Language, stems: ReadonlyMap<string, WordStems>) =>
  words.flatMap((word) => stems.get(word)?.[language].slice(0, 1) ?? []);

export class BilingualDictionary {
  /** Terms by language and first stem, the longest first. */
  readonly #byFirstStem = new Map<string, Term[]>();
  /** Translations by term (language, stems). */
  readonly #translations = new Map<string, Translation[]>();

  /** `stems`: the stems of every word of dictionaryWords(pairs). */
  constructor(pairs: readonly TermPair[], stems: ReadonlyMap<string, WordStems>) {
    for (const pair of pairs) {
      const fr = { language: 'fr' as const, text: pair.fr, folded: searchTerms(pair.fr).join(' '), stems: stemsOf(searchTerms(pair.fr), 'fr', stems) };
      const en = { language: 'en' as const, text: pair.en, folded: searchTerms(pair.en).join(' '), stems: stemsOf(searchTerms(pair.en), 'en', stems) };
      if (fr.stems.length === 0 || en.stems.length === 0 || fr.folded === en.folded) continue;
      for (const [from, to] of [
        [fr, en],
        [en, fr],
      ] as const) {
        const key = `${from.language}:${from.stems.join(' ')}`;
        const known = this.#translations.get(key);
        const translation = { language: to.language, text: to.text, stems: to.stems };
        if (known === undefined) {
          this.#translations.set(key, [translation]);
          const first = `${from.language}:${from.stems[0]}`;
          this.#byFirstStem.set(
            first,
            [...(this.#byFirstStem.get(first) ?? []), from].sort((a, b) => b.stems.length - a.stems.length),
          );
        } else if (!known.some((other) => other.text === translation.text)) known.push(translation);
      }
    }
  }

  /** Every term (both languages) the dictionary reads. */
  get size(): number {
    return this.#translations.size;
  }

  /**
   * The runs of typed words the dictionary knows, in typing order, the longest run first at each word ('chambre de
   * commerce' before 'commerce'). `typed`: each typed word's stems in both languages. A run read in both languages
   * (a word both French and English) has the translations of both. Translations that fold to the typed words
   * themselves ('finance' and 'finance') are left out, and so is a run left with none.
   */
  match(words: readonly string[], typed: readonly WordStems[]): TermMatch[] {
    const matches: TermMatch[] = [];
    let i = 0;
    while (i < typed.length) {
      let best: { end: number; languages: Language[]; terms: Term[] } | undefined;
      for (const language of ['fr', 'en'] as const) {
        const first = typed[i]?.[language][0];
        if (first === undefined) continue;
        for (const term of this.#byFirstStem.get(`${language}:${first}`) ?? []) {
          const end = runEnd(typed, i, language, term.stems);
          if (end === undefined) continue;
          if (best === undefined || end > best.end) best = { end, languages: [language], terms: [term] };
          else if (end === best.end) {
            if (!best.languages.includes(language)) best.languages.push(language);
            best.terms.push(term);
          }
        }
      }
      if (best === undefined) {
        i++;
        continue;
      }
      const typedText = words.slice(i, best.end).join(' ');
      const translations: Translation[] = [];
      for (const term of best.terms)
        for (const translation of this.#translations.get(`${term.language}:${term.stems.join(' ')}`) ?? []) {
          if (searchTerms(translation.text).join(' ') === typedText) continue;
          if (!translations.some((other) => foldText(other.text) === foldText(translation.text))) translations.push(translation);
        }
      if (translations.length > 0) matches.push({ start: i, end: best.end, languages: best.languages, translations });
      i = best.end;
    }
    return matches;
  }
}

/**
 * Where a run of typed words that reads as `stems` in `language` ends (exclusive), starting at typed word `start`;
 * typed stop words of that language are skipped within the run. Undefined when the words differ.
 */
function runEnd(typed: readonly WordStems[], start: number, language: Language, stems: readonly string[]): number | undefined {
  let position = start;
  for (const stem of stems) {
    while (position < typed.length && typed[position]?.[language].length === 0) position++;
    if (typed[position]?.[language][0] !== stem) return undefined;
    position++;
  }
  return position;
}

/** A lexeme a translation is matched by: exact (a French stem) or as a prefix (an English stem, see translatedForms). */
export interface LexemeForm {
  lexeme: string;
  prefix: boolean;
}

export const formKey = (form: LexemeForm): string => `${form.prefix ? '*' : '='}${form.lexeme}`;

/**
 * How a translation matches the documents, stemmed the French way: a French one by the exact stems of its words
 * ('banque': 'banqu', where a prefix would also find 'banquet'), an English one by its English stems as prefixes
 * ('bank' finds 'bank', 'banks', 'banking': the French configuration leaves English words almost whole).
 */
export function translatedForms(translation: Translation): LexemeForm[] {
  return translation.stems.map((stem) => ({ lexeme: stem, prefix: translation.language === 'en' }));
}

/** A lexeme in tsquery syntax (quoted, quotes and backslashes escaped), so it is never parsed as an operator. */
const quote = (lexeme: string) => `'${lexeme.replace(/[\\']/g, (c) => `\\${c}`)}'`;
const all = (parts: readonly string[]) => (parts.length === 1 ? (parts[0] as string) : `(${parts.join(' & ')})`);
const any = (parts: readonly string[]) => (parts.length === 1 ? (parts[0] as string) : `(${parts.join(' | ')})`);

/**
 * A typed word as the search matches it (searchQuery.ts exactWordsTsQuery): the exact indexed words its stem begins,
 * or the stem as a prefix when they are many. Null for a stop word, false when it begins no indexed word.
 */
function typedWord(expansion: WordExpansion): string | null | false {
  const [stem] = expansion.stems;
  if (stem === undefined) return null;
  if (expansion.stems.length > 1) return all(expansion.stems.map((each) => `${quote(each)}:*`));
  if (expansion.words.length === 0) return false;
  if (expansion.words.length > PREFIX_WORDS_MAX) return `${quote(stem)}:*`;
  return any(expansion.words.map(quote));
}

/** The tsquery (for the `::tsquery` cast) of typed words with their translations, see bilingualTsQuery. */
export interface BilingualQuery {
  /** Every typed word, or run of words the dictionary knows, matches as typed or as one of its translations. */
  value: string;
  /**
   * `value` with each English prefix written as the exact indexed words it begins (`prefixWords`): the same matches,
   * through the full-text index's lists of those words instead of the whole list of rows of every prefix (the
   * condition of the search; `value` ranks, as the typed words' prefix query does).
   */
  condition: string;
  /** The typed words alone (a run read as English also by its English stems); null when they cannot all match. */
  primary: string | null;
  /** The translations `value` holds, in typing order. */
  alsoFor: string[];
}

/**
 * The tsquery of typed words (their expansions, as search.ts reads them) where each run the dictionary knows
 * (`matches`) may match as typed or as any of its translations whose every form some document holds (`held`, by
 * formKey). Null when no translation is held, or a typed word outside the runs begins no indexed word (the search
 * then goes on as without translations: the typo tolerance reads such a word). `prefixWords` lists the indexed words
 * an English stem begins (search_lexemes), for the stems that begin few enough of them (see BilingualQuery.condition).
 */
export function bilingualTsQuery(
  expansions: readonly WordExpansion[],
  matches: readonly TermMatch[],
  held: ReadonlySet<string>,
  prefixWords: ReadonlyMap<string, readonly string[]> = new Map(),
): BilingualQuery | null {
  const asPrefix = (stem: string) => `${quote(stem)}:*`;
  const asWords = (stem: string) => {
    const words = prefixWords.get(stem);
    return words === undefined || words.length === 0 ? asPrefix(stem) : any(words.map(quote));
  };
  const ranked = compose(expansions, matches, held, asPrefix);
  if (ranked === null) return null;
  return { ...ranked, condition: compose(expansions, matches, held, asWords)?.value ?? ranked.value };
}

/** bilingualTsQuery's query, each English stem matched as `prefix` writes it. */
function compose(
  expansions: readonly WordExpansion[],
  matches: readonly TermMatch[],
  held: ReadonlySet<string>,
  prefix: (stem: string) => string,
): Omit<BilingualQuery, 'condition'> | null {
  const byStart = new Map(matches.map((match) => [match.start, match]));
  const groups: string[] = [];
  const primary: string[] = [];
  let primaryPossible = true;
  const alsoFor: string[] = [];
  let i = 0;
  while (i < expansions.length) {
    const match = byStart.get(i);
    if (match === undefined) {
      const word = typedWord(expansions[i] as WordExpansion);
      i++;
      if (word === null) continue;
      if (word === false) return null;
      groups.push(word);
      primary.push(word);
      continue;
    }
    const run = expansions.slice(match.start, match.end);
    const own: string[] = [];
    const typed = run.map(typedWord).filter((word) => word !== null);
    if (typed.length > 0 && typed.every((word) => word !== false)) own.push(all(typed as string[]));
    if (match.languages.includes('en')) {
      const english = englishStems(run);
      const asTyped = run.flatMap((expansion) => expansion.stems.slice(0, 1));
      if (english.length > 0 && english.join(' ') !== asTyped.join(' ')) own.push(all(english.map(prefix)));
    }
    const translations = match.translations.filter((translation) => translatedForms(translation).every((form) => held.has(formKey(form))));
    const formQuery = (form: LexemeForm) => (form.prefix ? prefix(form.lexeme) : quote(form.lexeme));
    const alternatives = [...own, ...translations.map((translation) => all(translatedForms(translation).map(formQuery)))];
    if (alternatives.length === 0) return null;
    groups.push(any(alternatives));
    if (own.length === 0) primaryPossible = false;
    else primary.push(any(own));
    for (const translation of translations) if (!alsoFor.includes(translation.text)) alsoFor.push(translation.text);
    i = match.end;
  }
  if (alsoFor.length === 0 || groups.length === 0) return null;
  return { value: groups.join(' & '), primary: primaryPossible && primary.length > 0 ? primary.join(' & ') : null, alsoFor };
}

/** The English stems a run of typed words is also read by (its words' first English stems). */
const englishStems = (run: readonly WordExpansion[]): string[] => run.flatMap((expansion) => expansion.english?.slice(0, 1) ?? []);

/**
 * The English stems bilingualTsQuery matches as prefixes: those of the translations into English and of the runs read
 * as English, whose indexed words the search looks up (see BilingualQuery.condition).
 */
export function englishPrefixes(expansions: readonly WordExpansion[], matches: readonly TermMatch[]): string[] {
  const stems = matches.flatMap((match) => [
    ...(match.languages.includes('en') ? englishStems(expansions.slice(match.start, match.end)) : []),
    ...match.translations.flatMap(translatedForms).flatMap((form) => (form.prefix ? [form.lexeme] : [])),
  ]);
  return [...new Set(stems)];
}
