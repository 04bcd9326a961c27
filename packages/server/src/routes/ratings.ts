// Tag "ratings": visitors' reviews (spec public §2.5 review modal, §5 review form rules).
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../plugins/errors.js';
import type { RatingRecord } from '../repositories/ratings.js';
import { normaliseRating } from '../services/ratings.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, type Schemas } from './types.js';

type Rating = Schemas['Rating'];
/** Abuse limit on rating creation, per client address. */
export const RATING_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** The contract lists at most the 50 newest ratings of a company. */
const RATINGS_SHOWN = 50;

const toRating = (rating: RatingRecord): Rating => ({ ...rating, createdAt: rating.createdAt.toISOString() });

export function ratingRoutes(ctx: AppContext): RouteHandlers {
  const { companies, ratings } = ctx.repositories;

  async function activeCompanyName(id: number): Promise<string> {
    const name = await companies.activeName(id);
    if (name === undefined) throw notFound('Entreprise non trouvée');
    return name;
  }

  return {
    createRating: {
      config: { rateLimit: RATING_RATE_LIMIT },
      async handler(request, reply) {
        const body = bodyOf(request, 'createRating');
        const result = normaliseRating(body);
        if (!result.ok) throw badRequest(result.message);
        const name = await activeCompanyName(body.companyId);
        return reply.code(201).send(toRating(await ratings.create({ id: body.companyId, name }, result.rating)));
      },
    },
    async listCompanyRatings(request) {
      const { id } = paramsOf(request, 'listCompanyRatings');
      await activeCompanyName(id);
      return (await ratings.newestOf(id, RATINGS_SHOWN)).map(toRating);
    },
  };
}
