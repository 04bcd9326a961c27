import { type Ad, adsOf, type Partner, partnersOf, type Rating, ratingsOf } from '@annuaire/api';
import { pageApi } from './pageData';

/**
 * The lists the carousels show: the home's hero banners and partners, a member's ratings. They live in the page
 * layer's cache (pageData.ts); the carousels slice keeps only where each carousel stands (state/carousels).
 */
export const carouselFeedsApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    /** Hero banners, page 0 size 10; the slideshow starts once they loaded or failed (spec public §2.3). */
    portalAds: build.query<Ad[], void>({
      query: () => (api) => adsOf(api).listPortal(),
      transformResponse: (page: { content: Ad[] }) => page.content,
      // a banner saved or deleted in the back-office shows in the hero at once
      providesTags: ['Ads'],
    }),
    partners: build.query<Partner[], void>({ query: () => (api) => partnersOf(api).list() }),
    /** spec public §4: no ratings or a failure give the placeholder rating; fewer than 3 are repeated. */
    memberRatings: build.query<Rating[], number>({
      query: (companyId) => (api) => ratingsOf(api).listByCompany(companyId),
      providesTags: (_result, _error, companyId) => [{ type: 'Ratings', id: companyId }],
    }),
  }),
});

export const { usePortalAdsQuery, usePartnersQuery, useMemberRatingsQuery } = carouselFeedsApi;
