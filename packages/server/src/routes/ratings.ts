// Tag "ratings": visitors' reviews (spec public §2.5 review modal, §5 review form rules).
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../plugins/errors.js';
import { normaliseRating } from '../services/ratings.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, type Schemas } from './types.js';

type Rating = Schemas['Rating'];
/** Abuse limit on rating creation, per client address. */
export const RATING_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** The contract lists at most the 50 newest ratings of a company. */
const RATINGS_SHOWN = 50;

interface RatingRow extends Record<string, unknown> {
  id: number;
  first_name: string;
  last_name: string;
  company_name: string;
  company_id: number;
  score: number;
  comment: string;
  created_at: Date | string;
}

function toRating(row: RatingRow): Rating {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    companyId: row.company_id,
    score: Number(row.score),
    comment: row.comment,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function ratingRoutes(ctx: AppContext): RouteHandlers {
  const { database } = ctx;
  return {
    createRating: {
      config: { rateLimit: RATING_RATE_LIMIT },
      async handler(request, reply) {
        const body = bodyOf(request, 'createRating');
        const result = normaliseRating(body);
        if (!result.ok) throw badRequest(result.message);
        const [company] = await database.query<{ name: string }>(`SELECT name FROM companies WHERE id = $1 AND status = 'ACTIVE'`, [body.companyId]);
        if (!company) throw notFound('Entreprise non trouvée');
        const { firstName, lastName, score, comment } = result.rating;
        const [row] = await database.query<RatingRow>(
          `INSERT INTO ratings (company_id, first_name, last_name, score, comment) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, first_name, last_name, $6::text AS company_name, company_id, score, comment, created_at`,
          [body.companyId, firstName, lastName, score, comment, company.name],
        );
        return reply.code(201).send(toRating(row as RatingRow));
      },
    },
    async listCompanyRatings(request) {
      const { id } = paramsOf(request, 'listCompanyRatings');
      const [company] = await database.query(`SELECT 1 FROM companies WHERE id = $1 AND status = 'ACTIVE'`, [id]);
      if (!company) throw notFound('Entreprise non trouvée');
      const rows = await database.query<RatingRow>(
        `SELECT r.id, r.first_name, r.last_name, c.name AS company_name, r.company_id, r.score, r.comment, r.created_at
         FROM ratings r JOIN companies c ON c.id = r.company_id
         WHERE r.company_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT ${RATINGS_SHOWN}`,
        [id],
      );
      return rows.map(toRating);
    },
  };
}
