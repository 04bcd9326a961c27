import {
  type Ad,
  adImageUrl,
  type CompanyPage,
  type Event,
  homeOf,
  type HomeStats,
  type Language,
  type MemberSearchFilters,
  type Partner,
  partnerLogoUrl,
} from '@annuaire/api';
import { pageApi } from '../../data/pageData';
import { titleIn } from '../../shared/announcementMappers';
import type { AdInput, PartnerItem } from '../../state/carousels/carouselRules';

/** A banner as the hero's carousel takes it, its title in the page's language. */
export function toAdInput(ad: Ad, language: Language): AdInput {
  return {
    id: ad.id,
    title: titleIn(ad, language),
    description: ad.description,
    link: ad.link,
    image: adImageUrl(ad.webImg),
    mobileImage: adImageUrl(ad.mobileImg),
  };
}

export function toPartnerItem(partner: Partner): PartnerItem {
  return { id: partner.id, name: partner.name, link: partner.link, logo: partnerLogoUrl(partner.logo) };
}

/** The home page's own calls (spec public §2.3, §7); its carousels' lists are in data/carouselFeeds. */
export const homeApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    /** spec public §7: each part of the combined statistics call defaults to 0 on failure (the failures are logged). */
    homeStats: build.query<HomeStats, void>({ query: () => (api) => homeOf(api).stats() }),
    /** Three upcoming announcements (spec public §9). */
    homeAnnouncements: build.query<Event[], void>({
      query: () => (api) => homeOf(api).announcements(),
      transformResponse: (page: { content: Event[] }) => page.content,
      // an announcement saved or deleted in the back-office shows at once
      providesTags: ['Events'],
    }),
    /** Members of the home: page 0, size 6, with the search filters when a search is active (spec public §9). */
    homeMembers: build.query<CompanyPage, MemberSearchFilters>({ query: (filters) => (api) => homeOf(api).searchMembers(filters) }),
  }),
});

export const { useHomeStatsQuery, useHomeAnnouncementsQuery, useHomeMembersQuery } = homeApi;
