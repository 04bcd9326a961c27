// SQL fragments the repositories share: accent- and case-insensitive text matching through public.f_unaccent
// (the IMMUTABLE unaccent of migration 0000, which the trigram and sort-key indexes are built on).
import { and, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

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
