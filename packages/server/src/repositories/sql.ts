// SQL fragments the repositories share: accent- and case-insensitive text matching through public.f_unaccent
// (the IMMUTABLE unaccent of migration 0000, which the trigram and sort-key indexes are built on).
import { and, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { searchTerms } from '../domain/searchQuery.js';

/** `text` as a LIKE operand that matches itself only: its %, _ and \\ are not wildcards (LIKE's escape is \\). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text`, accents and case ignored ('societe' finds 'Société'). */
export const containsFolded = (column: AnyColumn, text: string): SQL =>
  sql`public.f_unaccent(lower(${column})) LIKE '%' || public.f_unaccent(lower(${likeLiteral(text)})) || '%'`;

/** `column` equals `text`, accents and case ignored. */
export const equalsFolded = (column: AnyColumn, text: string): SQL => sql`public.f_unaccent(lower(${column})) = public.f_unaccent(lower(${text}))`;

/** `column` equals `text`, case ignored. */
export const equalsIgnoringCase = (column: AnyColumn, text: string): SQL => sql`lower(${column}) = lower(${text})`;

/** At least one row of `table` matches (stops at the first one, unlike a count). */
export async function anyRow(db: Db, table: PgTable, where: SQL): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/** A row of `table` other than `exceptId` (by its `id` column) matches: a name or title already in use. */
export function takenByAnother(db: Db, table: PgTable, id: AnyColumn, match: SQL, exceptId = 0): Promise<boolean> {
  return anyRow(db, table, and(match, ne(id, exceptId)) as SQL);
}

/**
 * The words typed in a back-office search box (the members of a chamber, the chambers), folded as names are (accents
 * and case ignored), letters and digits only: each must be found, in any order and anywhere in the text, so that
 * 'generale conseil' finds 'Société Générale de Conseil'. Empty when nothing but punctuation was typed.
 */
export const typedWords = (text: string): string[] => searchTerms(text);

/** A typed word this long or longer, with a letter, may be a misspelling (shorter ones share too few trigrams). */
export const isTypoCandidate = (word: string): boolean => word.length >= 3 && /\p{L}/u.test(word);

/** `folded` (an already folded text) contains `word` (letters and digits: no LIKE wildcard). */
const holdsWord = (folded: SQL | AnyColumn, word: string): SQL => sql`${folded} LIKE ${`%${likeLiteral(word)}%`}`;

/** Every typed word is in `folded`, or one of the words it is read as (its corrections) is. */
export function holdsEveryWord(folded: SQL | AnyColumn, words: readonly string[], corrections: ReadonlyMap<string, readonly string[]> = new Map()): SQL {
  return and(...words.map((word) => or(holdsWord(folded, word), ...(corrections.get(word) ?? []).map((similar) => holdsWord(folded, similar))))) as SQL;
}
