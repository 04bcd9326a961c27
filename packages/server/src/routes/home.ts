// Tag "home": aggregates of the home page (headline figures, newest members and announcements).
import type { AppContext } from '../context.js';
import { loadCompanies } from '../services/companies.js';
import type { RouteHandlers } from './index.js';
import { recentEvents } from './events.js';
import { queryOf, type Schemas } from './types.js';

// spec public §9: recent companies / announcements default limit 5
const DEFAULT_LIMIT = 5;

export function homeRoutes(ctx: AppContext): RouteHandlers {
  const { database } = ctx;
  return {
    async getHomeRecentStats() {
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [row] = await database.query<Schemas['HomeRecentStats']>(
        `SELECT (SELECT count(*)::int FROM companies WHERE status = 'ACTIVE') AS "totalCompanies",
                (SELECT count(DISTINCT country_id)::int FROM country_amchams) AS "totalCountries",
                (SELECT count(*)::int FROM sectors) AS "totalSectors",
                (SELECT count(*)::int FROM company_contacts) AS "totalContacts",
                (SELECT count(*)::int FROM companies WHERE status = 'ACTIVE' AND created_at >= $1) AS "newCompaniesThisMonth"`,
        [monthStart],
      );
      return row;
    },
    async listRecentCompanies(request) {
      const limit = queryOf(request, 'listRecentCompanies').limit ?? DEFAULT_LIMIT;
      const rows = await database.query<{ id: number }>(
        `SELECT id FROM companies WHERE status = 'ACTIVE' ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      const body: Schemas['Company'][] = await loadCompanies(database, rows.map((row) => row.id));
      return body;
    },
    async listRecentAnnouncements(request) {
      const limit = queryOf(request, 'listRecentAnnouncements').limit ?? DEFAULT_LIMIT;
      return recentEvents(database, limit);
    },
  };
}
