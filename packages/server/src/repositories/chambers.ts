// The country chambers of commerce (table country_amchams; the contract's CountryAmcham), one per country.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, countries, countryAmchams, users } from '../db/schema.js';
import type { RepositoryEvents } from './changes.js';
import { equalsFolded, holdsEveryWord, isTypoCandidate, likeLiteral, takenByAnother, typedWords } from './sql.js';

export interface ChamberRecord {
  id: number;
  countryId: number;
  countryName: string;
  countryIcon: string;
  name: string;
  address: string;
  telephone: string;
  email: string;
  website: string | null;
  logo: string | null;
}

export type ChamberValues = Pick<ChamberRecord, 'countryId' | 'name' | 'address' | 'telephone' | 'email' | 'website' | 'logo'>;

const columns = {
  id: countryAmchams.id,
  countryId: countryAmchams.countryId,
  countryName: countries.name,
  countryIcon: countries.icon,
  name: countryAmchams.name,
  address: sql<string>`coalesce(${countryAmchams.address}, '')`,
  telephone: sql<string>`coalesce(${countryAmchams.telephone}, '')`,
  email: sql<string>`coalesce(${countryAmchams.email}, '')`,
  website: countryAmchams.website,
  logo: countryAmchams.logo,
};
/** Alphabetical, accents and case ignored ('Énergie' among the E's: the database's collation is byte order). */
const byName = [asc(sql`public.f_unaccent(lower(${countryAmchams.name}))`), asc(countryAmchams.id)];
/** What the search box reads of a chamber, folded: its name, its country's and its e-mail. */
const searchedText = sql`public.f_unaccent(lower(${countryAmchams.name} || ' ' || ${countries.name} || ' ' || coalesce(${countryAmchams.email}, '')))`;
/** How like a chamber's text a misspelt word must be (pg_trgm word_similarity: 'senegl' is 0.71 like 'senegal'). */
const TYPO_SIMILARITY = 0.5;

export function createChamberRepository({ db }: Executor, events: RepositoryEvents) {
  const select = (where?: SQL) => db.select(columns).from(countryAmchams).innerJoin(countries, eq(countries.id, countryAmchams.countryId)).where(where);

  return {
    async find(id: number): Promise<ChamberRecord | undefined> {
      const [chamber] = await select(eq(countryAmchams.id, id));
      return chamber;
    },

    /** The chamber's country, or undefined for an unknown chamber. */
    async countryOf(id: number): Promise<number | undefined> {
      const [row] = await db.select({ countryId: countryAmchams.countryId }).from(countryAmchams).where(eq(countryAmchams.id, id));
      return row?.countryId;
    },

    async list(): Promise<ChamberRecord[]> {
      return select().orderBy(...byName);
    },

    /**
     * Chambers whose name, country and e-mail hold every typed word, in any order (accents and case ignored); all for
     * ''. When none does, a word of at least three letters may be misspelt: it then matches a chamber whose text has a
     * word like it (pg_trgm word_similarity at least TYPO_SIMILARITY), 'senegl' finding AmCham Sénégal.
     */
    async search(text: string): Promise<ChamberRecord[]> {
      if (text === '') return select().orderBy(...byName);
      const words = typedWords(text);
      if (words.length === 0) return select(sql`${searchedText} LIKE ${`%${likeLiteral(text.toLowerCase())}%`}`).orderBy(...byName);
      const found = await select(holdsEveryWord(searchedText, words)).orderBy(...byName);
      if (found.length > 0 || !words.some(isTypoCandidate)) return found;
      const like = words.map((word) =>
        isTypoCandidate(word)
          ? or(holdsEveryWord(searchedText, [word]), sql`word_similarity(${word}, ${searchedText}) >= ${TYPO_SIMILARITY}`)
          : holdsEveryWord(searchedText, [word]),
      );
      return select(and(...like)).orderBy(...byName);
    },

    /** Another chamber has this name (accents and case ignored). */
    nameTaken: (name: string, exceptId?: number) => takenByAnother(db, countryAmchams, countryAmchams.id, equalsFolded(countryAmchams.name, name), exceptId),

    /** Another chamber is in this country (admin §1: one chamber per country). */
    countryTaken: (countryId: number, exceptId?: number) =>
      takenByAnother(db, countryAmchams, countryAmchams.id, eq(countryAmchams.countryId, countryId), exceptId),

    /** Members or users still belong to the chamber. */
    async inUse(id: number): Promise<boolean> {
      const [used] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.countryAmchamId, id))
        .unionAll(db.select({ id: users.id }).from(users).where(eq(users.countryAmchamId, id)))
        .limit(1);
      return used !== undefined;
    },

    async create(values: ChamberValues): Promise<number> {
      const [row] = await db.insert(countryAmchams).values(values).returning({ id: countryAmchams.id });
      // companies in search results carry their chamber's name
      events.directoryChanged();
      return (row as { id: number }).id;
    },

    async update(id: number, values: ChamberValues): Promise<void> {
      await db.update(countryAmchams).set(values).where(eq(countryAmchams.id, id));
      events.directoryChanged();
    },

    async delete(id: number): Promise<void> {
      await db.delete(countryAmchams).where(eq(countryAmchams.id, id));
    },
  };
}
