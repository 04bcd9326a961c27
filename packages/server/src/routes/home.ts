// Tag "home": aggregates of the home page (headline figures, newest members and announcements).
import type { AppContext } from '../context.js';
import type { RouteHandlers } from './index.js';
import { toEvent } from './events.js';
import { queryOf, type Schemas } from './types.js';

// spec public §9: recent companies / announcements default limit 5
const DEFAULT_LIMIT = 5;

export function homeRoutes({ repositories: { companies, events, statistics } }: AppContext): RouteHandlers {
  return {
    async getHomeRecentStats() {
      const now = new Date();
      const body: Schemas['HomeRecentStats'] | undefined = await statistics.homeFigures(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
      return body;
    },
    async listRecentCompanies(request) {
      const body: Schemas['Company'][] = await companies.recent(queryOf(request, 'listRecentCompanies').limit ?? DEFAULT_LIMIT);
      return body;
    },
    async listRecentAnnouncements(request) {
      const body: Schemas['Event'][] = (await events.recent(queryOf(request, 'listRecentAnnouncements').limit ?? DEFAULT_LIMIT)).map(toEvent);
      return body;
    },
  };
}
