import { categoriesOf, type BilingualName, type Category } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** The categories page's calls: stored by the service (DESIGN.md corrects the original's sample data). */
const adminCategoriesApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Category[], void>({
      query: () => (api) => categoriesOf(api).list(),
      providesTags: ['Categories'],
    }),
    createCategory: build.mutation<Category, BilingualName>({
      query: (names) => (api) => categoriesOf(api).create(names),
      invalidatesTags: ['Categories'],
    }),
    updateCategory: build.mutation<Category, { id: number; names: BilingualName }>({
      query:
        ({ id, names }) =>
        (api) =>
          categoriesOf(api).update(id, names),
      invalidatesTags: ['Categories'],
    }),
    deleteCategory: build.mutation<unknown, number>({
      query: (id) => (api) => categoriesOf(api).remove(id),
      invalidatesTags: ['Categories'],
    }),
  }),
});

export const { useCategoriesQuery, useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation } = adminCategoriesApi;
