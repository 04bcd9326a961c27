import { categoriesOf, type Category, type EventPage, eventsOf, type EventsQuery } from '@annuaire/api';
import { pageApi } from '../../data/pageData';

/** /actualites: pages of upcoming announcements, three per row. */
export const NEWS_PAGE_SIZE = 9;

const newsApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    upcomingAnnouncements: build.query<EventPage, EventsQuery>({
      query: (query) => (api) => eventsOf(api).listUpcoming(query),
      // an announcement saved or deleted in the back-office shows at once
      providesTags: ['Events'],
    }),
    categories: build.query<Category[], void>({ query: () => (api) => categoriesOf(api).list() }),
  }),
});

export const { useUpcomingAnnouncementsQuery, useCategoriesQuery } = newsApi;
