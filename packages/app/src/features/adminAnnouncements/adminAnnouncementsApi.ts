import { ADMIN_PAGE_SIZE, categoriesOf, eventsOf, type Category, type Event, type EventForm, type EventPage, type EventPeriod } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

export interface ChamberAnnouncementsArgs {
  /** The chamber (with the network-wide announcements); null: the network-wide ones alone (the network administrator). */
  chamberId: number | null;
  page: number;
  title: string;
  categoryId: string;
  period: EventPeriod;
}

/**
 * The back-office's calls on a chamber's announcements (spec admin §7 announcements). A save or
 * a deletion invalidates 'Events', which the home's and /actualites' lists provide too: they show the change at once.
 */
const adminAnnouncementsApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    chamberAnnouncements: build.query<EventPage, ChamberAnnouncementsArgs>({
      query:
        ({ chamberId, page, title, categoryId, period }) =>
        (api) =>
          eventsOf(api).listForChamber({ countryAmchamId: chamberId, page, size: ADMIN_PAGE_SIZE, title, categoryId, period }),
      providesTags: ['Events'],
    }),
    announcementCategories: build.query<Category[], void>({
      query: () => (api) => categoriesOf(api).list(),
      providesTags: ['Categories'],
    }),
    createAnnouncement: build.mutation<Event, EventForm>({
      query: (form) => (api) => eventsOf(api).create(form),
      invalidatesTags: ['Events'],
    }),
    updateAnnouncement: build.mutation<Event, { id: number; form: EventForm }>({
      query:
        ({ id, form }) =>
        (api) =>
          eventsOf(api).update(id, form),
      invalidatesTags: ['Events'],
    }),
    deleteAnnouncement: build.mutation<unknown, number>({
      query: (id) => (api) => eventsOf(api).remove(id),
      invalidatesTags: ['Events'],
    }),
  }),
});

export const {
  useChamberAnnouncementsQuery,
  useAnnouncementCategoriesQuery,
  useCreateAnnouncementMutation,
  useUpdateAnnouncementMutation,
  useDeleteAnnouncementMutation,
} = adminAnnouncementsApi;
