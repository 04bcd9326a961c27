/**
 * Turning what a visitor typed into safe search terms. Pure: the SQL in search.ts only receives the
 * results, so nothing a client sends reaches the tsquery parser unescaped.
 */

/** Longest keyword considered (longer input is cut): a search box, not a document. */
const KEYWORD_MAX = 100;
/** At most this many words take part in the full-text query. */
const TERMS_MAX = 8;

/** Lower case without diacritics: 'Société' -> 'societe', 'ÉNERGIE' -> 'energie'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** spec public §5: keyword trimmed, sent only if non-empty. Inner runs of spaces collapse to one. */
export function normaliseKeyword(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const collapsed = raw.replace(/\s+/gu, ' ').trim().slice(0, KEYWORD_MAX).trim();
  return collapsed.length > 0 ? collapsed : null;
}

/** The words of a keyword, folded, letters and digits only, duplicates removed, in typing order. */
export function searchTerms(keyword: string): string[] {
  const words = foldText(keyword)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, TERMS_MAX);
}

/**
 * A to_tsquery('french', ...) source where every word must match, each as a prefix so a visitor
 * typing 'soc' already finds 'Société'. Words hold only letters and digits, so the syntax is always valid.
 * Null when nothing searchable remains (e.g. only punctuation).
 */
export function prefixTsQuery(terms: readonly string[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((term) => `${term}:*`).join(' & ');
}

/**
 * A typed word whose prefix stands for more indexed words than this keeps its prefix form (`stem:*`): the list of
 * words would cost more than the prefix's own list of rows (a one- or two-letter word being typed, a number's digits).
 */
export const PREFIX_WORDS_MAX = 64;

/** What one typed word stands for: its stems under the French configuration, and the indexed words they begin. */
export interface WordExpansion {
  /** to_tsvector('french', word): none for a stop word ('du', 'la'), one for a word. */
  stems: readonly string[];
  /** The indexed words (search_lexemes) that begin with the stem, in byte order, at most PREFIX_WORDS_MAX + 1. */
  words: readonly string[];
  /** to_tsvector('english', word): its stems under the English configuration (the dictionary of business terms reads them). */
  english?: readonly string[];
}

/** A lexeme in tsquery syntax (quoted, quotes and backslashes escaped), so it is never parsed as an operator. */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/**
 * The exact-words form of prefixTsQuery, for the `::tsquery` cast (no dictionary applied again): every typed word as
 * the OR of the indexed words its stem begins ('compagnie' -> ('compagn' | 'compagnon')), which matches the same
 * documents as 'compagn':* while the full-text index skips through the exact words' lists, led by the rarest
 * A stop word drops out, as to_tsquery drops it; a word beginning more than PREFIX_WORDS_MAX indexed
 * words keeps its prefix form.
 * Null when no document can match (a word that begins no indexed word, or only stop words); undefined when a word has
 * several stems (to_tsquery makes a phrase of them): the caller keeps prefixTsQuery then.
 */
export function exactWordsTsQuery(expansions: readonly WordExpansion[]): string | null | undefined {
  return alternativesTsQuery(expansions.map((expansion) => [expansion]));
}

/**
 * exactWordsTsQuery where each position holds several words, any of which may match (the names' words a misspelt
 * word is read as, see search.ts): their exact-words forms OR-ed. A position whose words are all stop words drops out;
 * one whose words begin no indexed word makes the whole query null; a word of several stems makes it undefined.
 */
export function alternativesTsQuery(positions: readonly (readonly WordExpansion[])[]): string | null | undefined {
  const parts: string[] = [];
  for (const alternatives of positions) {
    const found: string[] = [];
    let stopWordsOnly = true;
    for (const { stems, words } of alternatives) {
      const [stem] = stems;
      if (stem === undefined) continue;
      if (stems.length > 1) return undefined;
      stopWordsOnly = false;
      if (words.length === 0) continue;
      if (words.length > PREFIX_WORDS_MAX) found.push(`${quoteLexeme(stem)}:*`);
      else found.push(words.length === 1 ? quoteLexeme(words[0] as string) : `(${words.map(quoteLexeme).join(' | ')})`);
    }
    if (stopWordsOnly) continue;
    if (found.length === 0) return null;
    parts.push(found.length === 1 ? (found[0] as string) : `(${found.join(' | ')})`);
  }
  return parts.length > 0 ? parts.join(' & ') : null;
}

/** prefixTsQuery where each position holds several words, any of which may match: '(clinique:* | cliniques:*) & dakar:*'. */
export function prefixAlternativesTsQuery(positions: readonly (readonly string[])[]): string | null {
  const parts = positions
    .filter((words) => words.length > 0)
    .map((words) => (words.length === 1 ? `${words[0]}:*` : `(${words.map((word) => `${word}:*`).join(' | ')})`));
  return parts.length > 0 ? parts.join(' & ') : null;
}

/** An id filter may come as a number or a numeric string; anything else is a name to match. */
export function idOrName(value: string | number | null | undefined): { id: number } | { name: string } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? { id: value } : null;
  const trimmed = value.trim();
  if (trimmed.length === 0) return null;
  if (/^\d+$/.test(trimmed)) {
    const id = Number(trimmed);
    return Number.isSafeInteger(id) && id > 0 ? { id } : null;
  }
  return { name: foldText(trimmed) };
}
