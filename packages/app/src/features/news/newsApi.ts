import type { Category, EventPage, EventsQuery } from '@annuaire/api';
import { directoryApi, fromResult, type AppExtra } from '../../app/directoryApi';

/** /actualites: pages of upcoming announcements, three per row. */
export const NEWS_PAGE_SIZE = 9;

export const newsApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    upcomingAnnouncements: build.query<EventPage, EventsQuery>({
      queryFn: (query, { extra }) => fromResult((extra as AppExtra).client.events.listUpcoming(query)),
    }),
    categories: build.query<Category[], void>({
      queryFn: (_arg, { extra }) => fromResult((extra as AppExtra).client.categories.list()),
    }),
  }),
});

export const { useUpcomingAnnouncementsQuery, useCategoriesQuery } = newsApi;
