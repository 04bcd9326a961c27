import { sectorsOf, type BilingualName, type Language, type Sector, type SectorPage } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

interface SectorPageArgs {
  page: number;
  search: string;
  /** The search is in the name of this language (spec admin §7); a change of language asks again. */
  language: Language;
}

/** The sectors page's calls (spec admin §4, §7): add and delete reload the list and the count, edit only the list. */
const adminSectorsApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    sectorPage: build.query<SectorPage, SectorPageArgs>({
      query:
        ({ page, search }) =>
        (api) =>
          sectorsOf(api).list({ page, search }),
      providesTags: ['SectorPage'],
    }),
    sectorCount: build.query<number, void>({
      query: () => (api) => sectorsOf(api).count(),
      providesTags: ['SectorCount'],
    }),
    createSector: build.mutation<Sector, BilingualName>({
      query: (names) => (api) => sectorsOf(api).create(names),
      invalidatesTags: ['SectorPage', 'SectorCount'],
    }),
    updateSector: build.mutation<Sector, { id: number; names: BilingualName }>({
      query:
        ({ id, names }) =>
        (api) =>
          sectorsOf(api).update(id, names),
      invalidatesTags: ['SectorPage'],
    }),
    deleteSector: build.mutation<unknown, number>({
      query: (id) => (api) => sectorsOf(api).remove(id),
      invalidatesTags: ['SectorPage', 'SectorCount'],
    }),
  }),
});

export const { useSectorPageQuery, useSectorCountQuery, useCreateSectorMutation, useUpdateSectorMutation, useDeleteSectorMutation } = adminSectorsApi;
