/**
 * What a directory search matches (spec public §7 GET /api/companies/search; services/search.ts runs it): the criteria
 * of the contract's parameters, the filters, and the full-text condition of the typed words: every word a prefix,
 * written as the exact indexed words it stands for (search_lexemes, migration 0013), with the translations of the
 * business terms (bilingual.ts), and the typo tolerance from the names' words (name_words, migration 0014). What typed
 * words stand for is cached per keyword and dropped with the other caches of the search.
 */
import type { Database, SqlParam } from '../db/client.js';
import { Invalid } from '../domain/errors.js';
import {
  alternativesTsQuery,
  exactWordsTsQuery,
  normaliseKeyword,
  PREFIX_WORDS_MAX,
  prefixAlternativesTsQuery,
  prefixTsQuery,
  type WordExpansion,
} from '../domain/searchQuery.js';
import {
  BilingualDictionary,
  bilingualTsQuery,
  businessTerms,
  dictionaryWords,
  englishPrefixes,
  formKey,
  translatedForms,
  type BilingualQuery,
} from './bilingual.js';
import { LruCache } from './cache.js';

/** The most words of the names a misspelt word is read as (the most similar first). */
const TYPO_WORDS = 3;

export interface SearchCriteria {
  keyword: string | null;
  /** The one sector searched (null: see sectorIds). */
  sectorId: number | null;
  /**
   * Several sectors, any of which a company may be in (the embedded directory's 'Tous les secteurs' over the sectors its
   * chamber offers): two or more, ascending, without duplicates, when sectorId is null (criteriaFrom reads one as sectorId).
   */
  sectorIds?: readonly number[];
  countryId: number | null;
}

export interface Filter {
  where: string;
  params: SqlParam[];
}

/**
 * The full-text condition of a keyword: `value` as a parameter, `sql(placeholder)` the condition on `c.search_vector`.
 * `rank` is the prefix query ts_rank orders by (the same ranks as before the exact-words form).
 */
export interface FullText {
  sql: (placeholder: string) => string;
  value: string;
  rank: Rank;
  /**
   * Whether the names' typo tolerance applies when it matches nothing: not when every typed word is a word of some
   * document (nothing is misspelt: no member has those words together, or none within the filters).
   */
  typoWhenEmpty: boolean;
  /** The translations the condition also matches (the dictionary of business terms, see #translated), for the results page. */
  alsoFor?: readonly string[];
}

/** How matches are ranked before their name: `order(placeholders)` over parameters holding `values`. */
export interface Rank {
  values: readonly string[];
  order: (placeholders: readonly string[]) => string;
}

/** The ranks of a prefix query (to_tsquery under the French configuration), as every search ranked before translations. */
const frenchRank = (prefix: string): Rank => ({ values: [prefix], order: ([p]) => `ts_rank(c.search_vector, to_tsquery('french', ${p})) DESC` });

/** The most translations the results page names. */
const ALSO_FOR_MAX = 3;

/**
 * The full-text condition of a bilingual query: the documents that match the words as typed rank first (the typed
 * language; among them a name match first, a name's weight the highest), then the others, each by ts_rank.
 */
function translatedText(query: BilingualQuery): FullText {
  const rank: Rank =
    query.primary === null
      ? { values: [query.value], order: ([v]) => `ts_rank(c.search_vector, ${v}::tsquery) DESC` }
      : {
          values: [query.primary, query.value],
          order: ([p, v]) => `(c.search_vector @@ ${p}::tsquery) DESC, ts_rank(c.search_vector, ${v}::tsquery) DESC`,
        };
  return { sql: (p) => `c.search_vector @@ ${p}::tsquery`, value: query.condition, rank, typoWhenEmpty: false, alsoFor: query.alsoFor.slice(0, ALSO_FOR_MAX) };
}

/**
 * SQL: the indexed words (search_lexemes, migration 0013) that the stem `stem` (an SQL expression) begins, in order, one
 * more than PREFIX_WORDS_MAX at most (so that a stem beginning too many of them shows as such): a range from the stem,
 * which an index of the words reads in order.
 */
const wordsBeginning = (stem: string) =>
  `ARRAY(SELECT l.lexeme FROM search_lexemes l WHERE l.lexeme >= ${stem} AND l.lexeme < ${stem} || chr(1114111) AND starts_with(l.lexeme, ${stem})
     ORDER BY l.lexeme LIMIT ${PREFIX_WORDS_MAX + 1})`;

export function baseFilter(criteria: SearchCriteria): Filter {
  const params: SqlParam[] = [];
  const clauses = [`c.status = 'ACTIVE'`];
  if (criteria.sectorId !== null) {
    params.push(criteria.sectorId);
    clauses.push(`c.sector_id = $${params.length}`);
  } else if (criteria.sectorIds !== undefined) {
    params.push([...criteria.sectorIds]);
    clauses.push(`c.sector_id = ANY($${params.length}::int[])`);
  }
  if (criteria.countryId !== null) {
    params.push(criteria.countryId);
    clauses.push(`c.country_id = $${params.length}`);
  }
  return { where: clauses.join(' AND '), params };
}

/**
 * The filters of a keyword search: baseFilter's, but a sector and a country together as one value, the sector's id in
 * the high 32 bits and the country's in the low ones, which the GIN index over the words and that value (migration
 * 0027) finds as one list of rows instead of intersecting the rows of the sector with those of the country.
 */
export function keywordFilter(criteria: SearchCriteria): Filter {
  if (criteria.sectorId === null || criteria.countryId === null) return baseFilter(criteria);
  return {
    where: `c.status = 'ACTIVE' AND ((c.sector_id::bigint << 32) | c.country_id) = (($1::bigint << 32) | $2::bigint)`,
    params: [criteria.sectorId, criteria.countryId],
  };
}

/** The answer to a search naming one sector (`sectorId` or `sector`) and several (`sectorIds`) at once. */
const SECTOR_AND_SECTORS = "Données invalides : sectorId et sectorIds ne se combinent pas, donnez l'un ou l'autre.";

/**
 * Merges the two keyword parameters of the contract (`keyword`, `name`): both must match when both are given. Several
 * sectors (`sectorIds`) come ascending without duplicates, so that the same sectors in any order are one search (one
 * cache entry, one record); a single one is `sectorId`. With `sectorId` too the request is refused: one sector and a
 * list of them say two different things, and neither reading (the one, or their intersection) is surely the caller's.
 */
export function criteriaFrom(query: {
  keyword?: string | null;
  name?: string | null;
  sectorId?: number | null;
  sector?: number | null;
  sectorIds?: readonly number[] | null;
  countryId?: number | null;
  country?: number | null;
}): SearchCriteria {
  const words = [normaliseKeyword(query.keyword), normaliseKeyword(query.name)].filter((word): word is string => word !== null);
  const sectorId = query.sectorId ?? query.sector ?? null;
  const sectorIds = [...new Set(query.sectorIds ?? [])].sort((a, b) => a - b);
  if (sectorId !== null && sectorIds.length > 0) throw new Invalid(SECTOR_AND_SECTORS);
  return {
    keyword: normaliseKeyword(words.join(' ')),
    sectorId: sectorIds.length === 1 ? (sectorIds[0] as number) : sectorId,
    ...(sectorIds.length > 1 ? { sectorIds } : {}),
    countryId: query.countryId ?? query.country ?? null,
  };
}

/** The full-text conditions of typed words, with what they stand for cached per keyword (dropped by invalidate). */
export class SearchPlanner {
  readonly #database: Database;
  /** What typed words stand for (searchQuery.ts exactWordsTsQuery), by folded keyword; dropped with the other caches. */
  readonly #expansions: LruCache<WordExpansion[]>;
  /** The full-text condition of typed words with their translations (null: none), by folded keyword; dropped with the other caches. */
  readonly #translations: LruCache<{ text: FullText | null }>;
  /** The dictionary of business terms, stemmed (see #dictionary). */
  #bilingual: Promise<BilingualDictionary> | undefined;

  constructor(database: Database, options: { cacheEntries?: number; cacheTtlMs?: number } = {}) {
    this.#database = database;
    this.#expansions = new LruCache({ maxEntries: options.cacheEntries ?? 500, ttlMs: options.cacheTtlMs ?? 30_000, name: 'search-words' });
    this.#translations = new LruCache({ maxEntries: options.cacheEntries ?? 500, ttlMs: options.cacheTtlMs ?? 30_000, name: 'search-translations' });
  }

  invalidate(): void {
    this.#expansions.invalidate();
    this.#translations.invalidate();
  }

  /** What typed words stand for (stems and the indexed words they begin), one query for all, cached per list. */
  async #expand(words: readonly string[]): Promise<WordExpansion[]> {
    const key = words.join(' ');
    const known = this.#expansions.get(key);
    if (known) return known;
    const rows = await this.#database.query<{ stems: string[]; words: string[]; english: string[] }>(
      `SELECT v.stems, tsvector_to_array(to_tsvector('english', t.word)) AS english, ${wordsBeginning('v.stems[1]')} AS words
       FROM unnest($1::text[]) WITH ORDINALITY AS t(word, n)
       CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector('french', t.word)) AS stems) AS v
       ORDER BY t.n`,
      [[...words]],
    );
    this.#expansions.set(key, rows);
    return rows;
  }

  /**
   * The typo tolerance: the typed words, each misspelt one (a word that begins no indexed word) read as the
   * TYPO_WORDS words of the members' names most similar to it (name_words, migration 0014: trigram similarity 0.3 or
   * more, through its trigram index), as the full-text condition of those words typed instead, any of them matching.
   * Null when no word is misspelt, or a misspelt word is like no name's word. It replaces a strict word similarity
   * of the typed words to every name (`<<%` on the names' trigram index): a misspelt
   * common word read a large share of the names (and found nothing under a statement timeout) and a swap
   * of two letters in a short word ('soicete') was below its 0.5 threshold: found nothing, where this finds 'societe'.
   */
  async corrected(terms: string[]): Promise<FullText | null> {
    if (terms.length === 0) return null;
    const expansions = await this.#expand(terms);
    const misspelt = terms.filter((_, i) => {
      const expansion = expansions[i];
      return expansion !== undefined && expansion.stems.length > 0 && expansion.words.length === 0;
    });
    if (misspelt.length === 0) return null;
    const rows = await this.#database.query<{ word: string; similar: string[] }>(
      `SELECT t.word, ARRAY(
         SELECT w.word FROM name_words w WHERE w.word % t.word ORDER BY similarity(w.word, t.word) DESC, w.word LIMIT ${TYPO_WORDS}) AS similar
       FROM unnest($1::text[]) AS t(word)`,
      [misspelt],
    );
    // letters and digits only, as typed words are (nothing reaches the tsquery parser unescaped)
    const similar = new Map(rows.map((row) => [row.word, row.similar.filter((word) => /^[\p{L}\p{N}]+$/u.test(word))]));
    const positions = terms.map((term) => similar.get(term) ?? [term]);
    if (positions.some((words) => words.length === 0)) return null;
    const words = [...new Set(positions.flat())];
    const expanded = new Map((await this.#expand(words)).map((expansion, i) => [words[i] as string, expansion]));
    const exact = alternativesTsQuery(positions.map((alternatives) => alternatives.map((word) => expanded.get(word) ?? { stems: [], words: [] })));
    const prefix = prefixAlternativesTsQuery(positions);
    if (exact === null || prefix === null) return null;
    if (exact === undefined)
      return { sql: (p) => `c.search_vector @@ to_tsquery('french', ${p})`, value: prefix, rank: frenchRank(prefix), typoWhenEmpty: false };
    return { sql: (p) => `c.search_vector @@ ${p}::tsquery`, value: exact, rank: frenchRank(prefix), typoWhenEmpty: false };
  }

  /**
   * The full-text condition of the typed words, null when no document can match them. Every word matches as a prefix
   * (prefixTsQuery: 'compagnie:* & savane:*'), written as the exact indexed words each prefix stands for when the
   * dictionary of indexed words (search_lexemes, migration 0013) lists few enough: the same matches, but the full-text
   * index no longer builds the whole list of rows of every prefix before intersecting them (at 1,000,000 companies on
   * PostgreSQL, a several-word company name otherwise costs hundreds of milliseconds).
   * One query finds the stems (the French configuration, as to_tsquery) and their words; cached per keyword.
   */
  async fullText(terms: string[]): Promise<FullText | null> {
    const prefix = prefixTsQuery(terms);
    if (prefix === null) return null;
    const expansions = await this.#expand(terms);
    const translated = await this.#translated(terms, expansions);
    if (translated !== null) return translated;
    const exact = exactWordsTsQuery(expansions);
    if (exact === null) return null;
    if (exact === undefined)
      return { sql: (p) => `c.search_vector @@ to_tsquery('french', ${p})`, value: prefix, rank: frenchRank(prefix), typoWhenEmpty: true };
    return { sql: (p) => `c.search_vector @@ ${p}::tsquery`, value: exact, rank: frenchRank(prefix), typoWhenEmpty: false };
  }

  /** The dictionary of business terms, its words stemmed by the database once (both configurations, as typed words are). */
  #dictionary(): Promise<BilingualDictionary> {
    this.#bilingual ??= (async () => {
      const pairs = businessTerms();
      const rows = await this.#database.query<{ word: string; fr: string[]; en: string[] }>(
        `SELECT t.word, tsvector_to_array(to_tsvector('french', t.word)) AS fr, tsvector_to_array(to_tsvector('english', t.word)) AS en
         FROM unnest($1::text[]) AS t(word)`,
        [dictionaryWords(pairs)],
      );
      return new BilingualDictionary(pairs, new Map(rows.map((row) => [row.word, { fr: row.fr, en: row.en }])));
    })();
    // a failed read is tried again by the next search
    this.#bilingual.catch(() => (this.#bilingual = undefined));
    return this.#bilingual;
  }

  /**
   * The full-text condition of the typed words and their translations (the dictionary of business terms, bilingual.ts),
   * null when no typed word has a translation that some document holds (then the words are searched as typed).
   * Each run of typed words the dictionary knows matches as typed OR as any of its translations: a French
   * translation by the exact stems of its words ('banque': 'banqu', not the 'banquet' a prefix would find), an English
   * one by its English stems as prefixes ('bank': 'bank', 'banking', 'banks' in a document stemmed the French way);
   * a run read as English also matches its own English stems ('banking': 'bank'). The other typed words match as
   * usual (#fullText). Ranked: the documents matching the words as typed first (the typed language; a name match
   * first among them, its weight the highest), then the others, by ts_rank of the whole condition. A translation no
   * document holds is left out (one query over search_lexemes); `alsoFor` names the ones kept.
   */
  async #translated(terms: readonly string[], expansions: readonly WordExpansion[]): Promise<FullText | null> {
    const key = terms.join(' ');
    const known = this.#translations.get(key);
    if (known) return known.text;
    const dictionary = await this.#dictionary();
    const typed = expansions.map((expansion) => ({ fr: expansion.stems, en: expansion.english ?? [] }));
    const matches = dictionary.match(terms, typed);
    let text: FullText | null = null;
    if (matches.length > 0) {
      // which translated forms some document holds, and the indexed words each English prefix begins: one query for all
      const englishForms = englishPrefixes(expansions, matches).map((lexeme) => ({ lexeme, prefix: true }));
      const forms = [
        ...new Map([...matches.flatMap((m) => m.translations.flatMap(translatedForms)), ...englishForms].map((form) => [formKey(form), form])).values(),
      ];
      const rows = await this.#database.query<{ found: boolean; words: string[] | null }>(
        `SELECT CASE WHEN f.prefix THEN cardinality(w.words) > 0 ELSE EXISTS (SELECT 1 FROM search_lexemes l WHERE l.lexeme = f.lexeme) END AS found, w.words
         FROM unnest($1::text[]) WITH ORDINALITY AS t(form, n)
         CROSS JOIN LATERAL (SELECT substr(t.form, 2) AS lexeme, left(t.form, 1) = '*' AS prefix) AS f
         CROSS JOIN LATERAL (SELECT CASE WHEN f.prefix THEN ${wordsBeginning('f.lexeme')} END AS words) AS w
         ORDER BY t.n`,
        [forms.map(formKey)],
      );
      const held = new Set(forms.filter((_, i) => rows[i]?.found === true).map(formKey));
      const prefixWords = new Map(
        forms.flatMap((form, i) => {
          const words = rows[i]?.words;
          return form.prefix && words && words.length <= PREFIX_WORDS_MAX ? [[form.lexeme, words] as const] : [];
        }),
      );
      const query = bilingualTsQuery(expansions, matches, held, prefixWords);
      if (query !== null) text = translatedText(query);
    }
    this.#translations.set(key, { text });
    return text;
  }
}
