// The back-office "Comptes": accounts as an administrator sees them, with their chamber (an administrator's own, a
// member's company's), their state and their last sign-in.
import type { Executor, SqlParam } from '../db/client.js';
import type { UserProfil } from '../db/schema.js';

type AccountState = 'active' | 'disabled';

export interface AccountSummaryRecord {
  id: number;
  email: string;
  profil: UserProfil;
  countryAmchamId: number | null;
  chamberName: string | null;
  companyId: number | null;
  companyName: string | null;
  state: AccountState;
  lastSignInAt: string | null;
}

export interface AccountFilter {
  /** Only this chamber's accounts (its administrators and its members' representatives). */
  countryAmchamId?: number;
  /** Leave the network administrators out (a chamber administrator's list). */
  withoutNetwork?: boolean;
  profil?: UserProfil;
  state?: AccountState;
  /** Part of the e-mail, case ignored. */
  email?: string;
}

interface Row extends Record<string, unknown> {
  id: number;
  email: string;
  profil: UserProfil;
  chamber_id: number | null;
  chamber_name: string | null;
  company_id: number | null;
  company_name: string | null;
  disabled_at: Date | null;
  last_sign_in_at: Date | null;
}

// an account's chamber: an administrator's own, a member's company's
const FROM = `FROM users u
  LEFT JOIN companies c ON c.id = u.company_id
  LEFT JOIN country_amchams ch ON ch.id = COALESCE(u.country_amcham_id, c.country_amcham_id)`;
const SELECT = `SELECT u.id, u.email, u.profil, ch.id AS chamber_id, ch.name AS chamber_name, c.id AS company_id, c.name AS company_name,
  u.disabled_at, u.last_sign_in_at`;

const toSummary = (row: Row): AccountSummaryRecord => ({
  id: Number(row.id),
  email: row.email,
  profil: row.profil,
  countryAmchamId: row.chamber_id === null ? null : Number(row.chamber_id),
  chamberName: row.chamber_name,
  companyId: row.company_id === null ? null : Number(row.company_id),
  companyName: row.company_name,
  state: row.disabled_at === null ? 'active' : 'disabled',
  lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAccountRepository(database: Executor) {
  return {
    /** One account as the list shows it. */
    async summary(id: number): Promise<AccountSummaryRecord | undefined> {
      const [row] = await database.query<Row>(`${SELECT} ${FROM} WHERE u.id = $1`, [id]);
      return row ? toSummary(row) : undefined;
    },

    /** Sorted by e-mail; accounts of an anonymous sign-up not yet confirmed are no one's and are left out. */
    async page(filter: AccountFilter, paging: { page: number; size: number }): Promise<{ content: AccountSummaryRecord[]; total: number }> {
      const params: SqlParam[] = [];
      const where = ['u.email_confirmed'];
      if (filter.countryAmchamId !== undefined) {
        params.push(filter.countryAmchamId);
        where.push(`ch.id = $${params.length}`);
      }
      if (filter.withoutNetwork) where.push(`u.profil <> 'ADMIN_RESEAU'`);
      if (filter.profil) {
        params.push(filter.profil);
        where.push(`u.profil = $${params.length}`);
      }
      if (filter.state) where.push(filter.state === 'active' ? 'u.disabled_at IS NULL' : 'u.disabled_at IS NOT NULL');
      const email = filter.email?.trim().toLowerCase();
      if (email) {
        params.push(`%${escapeLike(email)}%`);
        where.push(`u.email LIKE $${params.length}`);
      }
      const clause = `WHERE ${where.join(' AND ')}`;
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} ${clause}`, params);
      const rows = await database.query<Row>(`${SELECT} ${FROM} ${clause} ORDER BY u.email, u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        paging.size,
        paging.page * paging.size,
      ]);
      return { total: count?.n ?? 0, content: rows.map(toSummary) };
    },
  };
}
