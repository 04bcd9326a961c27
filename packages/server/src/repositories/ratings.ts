// Visitors' reviews of a company, and their moderation: a hidden review is absent from every public read, and the
// company's maintained rating_count / rating_sum count visible reviews only (migration 0005_rating_moderation).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, ratings } from '../db/schema.js';
import type { NormalisedRating } from '../domain/ratings.js';
import type { RepositoryEvents } from './changes.js';

export interface RatingRecord extends NormalisedRating {
  id: number;
  companyId: number;
  companyName: string;
  createdAt: Date;
}

/** A review as the administrators see it: hidden or not, by whom (an e-mail) and when. */
export interface ModeratedRatingRecord extends RatingRecord {
  hiddenAt: Date | null;
  hiddenBy: string | null;
}

const columns = {
  id: ratings.id,
  firstName: ratings.firstName,
  lastName: ratings.lastName,
  companyName: companies.name,
  companyId: ratings.companyId,
  score: ratings.score,
  comment: ratings.comment,
  createdAt: ratings.createdAt,
};

const moderatedColumns = { ...columns, hiddenAt: ratings.hiddenAt, hiddenBy: ratings.hiddenBy };
const newestFirst = [desc(ratings.createdAt), desc(ratings.id)];

export function createRatingRepository({ db }: Executor, events: RepositoryEvents) {
  return {
    /** Adds a rating of a company (whose name the answer carries). The company's aggregates follow (migration 0003). */
    async create(company: { id: number; name: string }, rating: NormalisedRating): Promise<RatingRecord> {
      const [row] = await db
        .insert(ratings)
        .values({ companyId: company.id, ...rating })
        .returning({ id: ratings.id, createdAt: ratings.createdAt });
      const created = row as { id: number; createdAt: Date };
      // search results carry the count and average (the caches of every process are dropped at once)
      events.directoryChanged('companies');
      return { ...rating, id: created.id, companyId: company.id, companyName: company.name, createdAt: created.createdAt };
    },

    /** The newest visible ratings of a company first (the public list: hidden ones never appear). */
    async newestOf(companyId: number, limit: number): Promise<RatingRecord[]> {
      return db
        .select(columns)
        .from(ratings)
        .innerJoin(companies, eq(companies.id, ratings.companyId))
        .where(and(eq(ratings.companyId, companyId), isNull(ratings.hiddenAt)))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** Every rating of a company, hidden ones included, newest first (the back-office's moderation list). */
    async moderationListOf(companyId: number): Promise<ModeratedRatingRecord[]> {
      return db
        .select(moderatedColumns)
        .from(ratings)
        .innerJoin(companies, eq(companies.id, ratings.companyId))
        .where(eq(ratings.companyId, companyId))
        .orderBy(...newestFirst);
    },

    async find(id: number): Promise<ModeratedRatingRecord | undefined> {
      const [row] = await db.select(moderatedColumns).from(ratings).innerJoin(companies, eq(companies.id, ratings.companyId)).where(eq(ratings.id, id));
      return row;
    },

    /**
     * Hides a rating (keeping who hid it first and when, if it already was) or shows it again (clearing both).
     * The company's count and average follow in the same statement (the aggregates' trigger).
     */
    async setHidden(id: number, hidden: boolean, by: string): Promise<void> {
      await db
        .update(ratings)
        .set(
          hidden
            ? { hiddenAt: sql`coalesce(${ratings.hiddenAt}, now())`, hiddenBy: sql`coalesce(${ratings.hiddenBy}, ${by})` }
            : { hiddenAt: null, hiddenBy: null },
        )
        .where(eq(ratings.id, id));
      // search results carry the average: cached pages are stale
      events.directoryChanged('companies');
    },
  };
}
