import { adImageUrl, partnerLogoUrl, type Ad, type CompanyPage, type ContactChannel, type Event, type HomeStats, type MemberSearchFilters, type Partner } from '@annuaire/api';
import { directoryApi, fromResult, type AppExtra } from '../../app/directoryApi';
import { carouselsActions, type AdInput, type PartnerItem } from '../carousels/carouselsSlice';

const client = (extra: unknown) => (extra as AppExtra).client;

export function toAdInput(ad: Ad): AdInput {
  return { id: ad.id, title: ad.title, description: ad.description, link: ad.link, image: adImageUrl(ad.webImg) };
}

export function toPartnerItem(partner: Partner): PartnerItem {
  return { id: partner.id, name: partner.name, link: partner.link, logo: partnerLogoUrl(partner.logo) };
}

/** The home page's calls (spec public §2.3, §7) and the events that feed the statistics (DESIGN.md). */
export const homeApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    /** Hero ads, page 0 size 10; the slideshow starts once they loaded or failed (spec public §2.3). */
    portalAds: build.query<Ad[], void>({
      queryFn: async (_arg, { extra }) => {
        const result = await client(extra).ads.listPortal();
        return result.error ? { error: result.error } : { data: result.data.content };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(carouselsActions.heroAdsLoaded(data.map(toAdInput)));
        } catch {
          // spec public §8: ad loading failures are only logged; the built-in slides play.
          dispatch(carouselsActions.heroAdsFailed());
        }
      },
    }),
    partners: build.query<Partner[], void>({
      queryFn: (_arg, { extra }) => fromResult(client(extra).partners.list()),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(carouselsActions.partnersLoaded(data.map(toPartnerItem)));
        } catch {
          // spec public §4: on a partner load failure three built-in placeholder partners are shown.
          dispatch(carouselsActions.partnersFailed());
        }
      },
    }),
    /** spec public §7: each part of the combined statistics call defaults to 0 on failure. */
    homeStats: build.query<HomeStats, void>({
      queryFn: async (_arg, { extra }) => {
        const { data } = await client(extra).home.stats();
        for (const failure of data.failures) console.warn('Home statistics:', failure.message);
        return { data };
      },
    }),
    /** Three upcoming announcements (spec public §9). */
    homeAnnouncements: build.query<Event[], void>({
      queryFn: async (_arg, { extra }) => {
        const result = await client(extra).home.announcements();
        return result.error ? { error: result.error } : { data: result.data.content };
      },
    }),
    /** Members of the home: page 0, size 6, with the search filters when a search is active (spec public §9). */
    homeMembers: build.query<CompanyPage, MemberSearchFilters>({
      queryFn: (filters, { extra }) => fromResult(client(extra).home.searchMembers(filters)),
    }),
    recordAdClick: build.mutation<null, number>({
      queryFn: (adId, { extra }) => fromResult(client(extra).tracking.adClick(adId)).then((r) => ('error' in r ? r : { data: null })),
    }),
    recordContact: build.mutation<null, { companyId: number; channel: ContactChannel }>({
      queryFn: ({ companyId, channel }, { extra }) =>
        fromResult(client(extra).tracking.companyContact(companyId, channel)).then((r) => ('error' in r ? r : { data: null })),
    }),
  }),
});

export const {
  usePortalAdsQuery,
  usePartnersQuery,
  useHomeStatsQuery,
  useHomeAnnouncementsQuery,
  useHomeMembersQuery,
  useRecordAdClickMutation,
  useRecordContactMutation,
} = homeApi;
