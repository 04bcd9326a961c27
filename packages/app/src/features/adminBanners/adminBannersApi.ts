import { adsOf, type Ad, type AdForm } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/**
 * The back-office's calls on a chamber's banners (spec admin §7 banners). A save or a deletion
 * invalidates 'Ads', which the home hero's list provides too: the public home shows the change at once.
 */
const adminBannersApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    /** A chamber's banners with the network-wide ones; null: the network-wide ones alone (the network administrator). */
    chamberBanners: build.query<Ad[], number | null>({
      query: (chamberId) => (api) => adsOf(api).listAll(chamberId),
      providesTags: ['Ads'],
    }),
    createBanner: build.mutation<Ad, AdForm>({
      query: (form) => (api) => adsOf(api).create(form),
      invalidatesTags: ['Ads'],
    }),
    updateBanner: build.mutation<Ad, { id: number; form: AdForm }>({
      query:
        ({ id, form }) =>
        (api) =>
          adsOf(api).update(id, form),
      invalidatesTags: ['Ads'],
    }),
    deleteBanner: build.mutation<unknown, number>({
      query: (id) => (api) => adsOf(api).remove(id),
      invalidatesTags: ['Ads'],
    }),
  }),
});

export const { useChamberBannersQuery, useCreateBannerMutation, useUpdateBannerMutation, useDeleteBannerMutation } = adminBannersApi;
