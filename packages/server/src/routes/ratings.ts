// Tag "ratings": visitors' reviews (spec public §2.5 review modal, §5 review form rules) and their moderation by the
// company's chamber administrator or the network administrator (back-office member view).
import type { AppContext } from '../context.js';
import { administers, requireAdmin, requireCompanyAdmin } from '../plugins/auth.js';
import { badRequest, forbidden, notFound, tooManyRequests } from '../plugins/errors.js';
import type { CompanyKeys } from '../repositories/companies.js';
import type { ModeratedRatingRecord, RatingRecord } from '../repositories/ratings.js';
import { mailSenderOf, renderMail } from '../services/mailTemplates.js';
import { normaliseRating, RATINGS_PER_ADDRESS, RATING_CAP_MESSAGE, secondsUntilTomorrow } from '../domain/ratings.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, type Schemas } from './types.js';

type Rating = Schemas['Rating'];
/** Abuse limit on rating creation, per client address. */
export const RATING_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** The contract lists at most the 50 newest ratings of a company. */
const RATINGS_SHOWN = 50;

const toRating = (rating: RatingRecord): Rating => ({ ...rating, createdAt: rating.createdAt.toISOString() });
const toModeratedRating = ({ hiddenAt, hiddenBy, ...rating }: ModeratedRatingRecord): Schemas['ModeratedRating'] => ({
  ...toRating(rating),
  hidden: hiddenAt !== null,
  hiddenBy,
  hiddenAt: hiddenAt?.toISOString() ?? null,
});

export function ratingRoutes(ctx: AppContext): RouteHandlers {
  const { companies, ratings } = ctx.repositories;
  // review bombing (many one-star ratings from a few addresses): one rating per company
  // and per address a day, and RATINGS_PER_ADDRESS companies a day; the address is kept as a salted hash only, in
  // memory or, on PostgreSQL, in the database so that every process of the service counts it (services/sharedState.ts)
  const raters = ctx.shared.visitors('rating', { perAddress: RATINGS_PER_ADDRESS });

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
        if (!(await raters.admit({ address: request.ip }, String(body.companyId))))
          throw tooManyRequests(RATING_CAP_MESSAGE, secondsUntilTomorrow(new Date()), 'RATING_DAILY_LIMIT');
        // the rating and the mails that announce it to the company's members in one transaction: a rating that rolls
        // back is never announced, and one that commits is announced even if the service stops before sending
        const { created, announced } = await ctx.transaction(async (tx) => {
          const rating = await tx.ratings.create({ id: body.companyId, name }, result.rating);
          const recipients = await tx.users.reviewRecipientsOf(body.companyId);
          for (const { email, language: preferred, chamberName, chamberLogo } of recipients) {
            const language = preferred ?? 'fr';
            const mail = renderMail('newReview', language, {
              ...mailSenderOf(ctx.config.publicUrl, { name: chamberName, logo: chamberLogo }),
              companyName: name,
              author: `${rating.firstName} ${rating.lastName}`,
              score: rating.score,
              comment: rating.comment,
              link: `${ctx.config.publicUrl}/membre/${body.companyId}`,
              settingsLink: `${ctx.config.publicUrl}/compte`,
            });
            await tx.mails.enqueue({ kind: 'newReview', language, to: email, ...mail });
          }
          return { created: rating, announced: recipients.length > 0 };
        });
        if (announced) ctx.mailOutbox.wake();
        // the page's average and count moved
        ctx.search.forgetCompany(body.companyId);
        return reply.code(201).send(toRating(created));
      },
    },
    async listCompanyRatings(request) {
      const { id } = paramsOf(request, 'listCompanyRatings');
      // the company from the search service's cache, as its page (read at the same time) takes it
      if ((await ctx.search.company(id))?.status !== 'ACTIVE') throw notFound('Entreprise non trouvée');
      return (await ratings.newestOf(id, RATINGS_SHOWN)).map(toRating);
    },
    async listCompanyRatingsForModeration(request) {
      const { id } = paramsOf(request, 'listCompanyRatingsForModeration');
      requireCompanyAdmin(request, await companies.findKeys(id), 'Entreprise non trouvée');
      return (await ratings.moderationListOf(id)).map(toModeratedRating);
    },
    async updateRatingVisibility(request) {
      const { id } = paramsOf(request, 'updateRatingVisibility');
      // a member is refused whatever the review, so that its answer does not depend on it
      const admin = requireAdmin(request);
      const rating = await ratings.find(id);
      // a rating always has its company (deleted with it)
      const company = rating ? ((await companies.findKeys(rating.companyId)) as CompanyKeys) : undefined;
      const moderates = company !== undefined && administers(admin, company.countryAmchamId);
      // a review is public while it is shown on a public company's page; any other answers as an unknown one to an
      // administrator who does not moderate it: 403 against 404 would tell it exists
      const isPublic = rating?.hiddenAt === null && company?.status === 'ACTIVE';
      if (!rating || !(moderates || isPublic)) throw notFound('Avis non trouvé');
      if (!moderates) throw forbidden();
      await ctx.transaction((tx) => tx.ratings.setHidden(id, bodyOf(request, 'updateRatingVisibility').hidden, admin.email));
      return toModeratedRating((await ratings.find(id)) as ModeratedRatingRecord);
    },
  };
}
