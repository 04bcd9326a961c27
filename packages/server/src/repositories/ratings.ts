// Visitors' reviews of a company.
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, ratings } from '../db/schema.js';
import type { NormalisedRating } from '../services/ratings.js';

export interface RatingRecord extends NormalisedRating {
  id: number;
  companyId: number;
  companyName: string;
  createdAt: Date;
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

export function createRatingRepository({ db }: Executor) {
  return {
    /** Adds a rating of a company (whose name the answer carries). The company's aggregates follow (migration 0003). */
    async create(company: { id: number; name: string }, rating: NormalisedRating): Promise<RatingRecord> {
      const [row] = await db
        .insert(ratings)
        .values({ companyId: company.id, ...rating })
        .returning({ id: ratings.id, createdAt: ratings.createdAt });
      const created = row as { id: number; createdAt: Date };
      return { ...rating, id: created.id, companyId: company.id, companyName: company.name, createdAt: created.createdAt };
    },

    /** The newest ratings of a company first. */
    async newestOf(companyId: number, limit: number): Promise<RatingRecord[]> {
      return db
        .select(columns)
        .from(ratings)
        .innerJoin(companies, eq(companies.id, ratings.companyId))
        .where(eq(ratings.companyId, companyId))
        .orderBy(desc(ratings.createdAt), desc(ratings.id))
        .limit(limit);
    },
  };
}

export type RatingRepository = ReturnType<typeof createRatingRepository>;
