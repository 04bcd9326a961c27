import { countryAmchamsOf, type CountryAmcham, type CountryAmchamForm } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** The Amcham page's calls (spec admin §7 country chambers); a change reloads the list and the header's chamber picker. */
const adminAmchamApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    /** DESIGN.md: the search box filters (name, country, e-mail; accents ignored by the service); '' lists every chamber. */
    searchChambers: build.query<CountryAmcham[], string>({
      query: (text) => (api) => countryAmchamsOf(api).search(text),
      providesTags: ['Chambers'],
    }),
    createChamber: build.mutation<CountryAmcham, CountryAmchamForm>({
      query: (form) => (api) => countryAmchamsOf(api).create(form),
      invalidatesTags: ['Chambers'],
    }),
    updateChamber: build.mutation<CountryAmcham, { id: number; form: CountryAmchamForm }>({
      query:
        ({ id, form }) =>
        (api) =>
          countryAmchamsOf(api).update(id, form),
      invalidatesTags: ['Chambers'],
    }),
    deleteChamber: build.mutation<unknown, number>({
      query: (id) => (api) => countryAmchamsOf(api).remove(id),
      invalidatesTags: ['Chambers'],
    }),
  }),
});

export const { useSearchChambersQuery, useCreateChamberMutation, useUpdateChamberMutation, useDeleteChamberMutation } = adminAmchamApi;
