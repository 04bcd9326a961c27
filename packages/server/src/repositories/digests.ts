// The members' weekly digests: who is due one for a week, the claim that makes each week's digest once (a row of
// weekly_digests, migration 0025, written in the transaction that puts the mail in the outbox), and the figures.
import type { Executor } from '../db/client.js';

export interface DigestRecipient {
  userId: number;
  email: string;
  language: 'fr' | 'en' | null;
  companyId: number;
  companyName: string;
  chamberName: string;
  /** The chamber's logo (a stored file's name), for the mail's header; null for none. */
  chamberLogo: string | null;
}

/** A company's count in the past week and in the week before. */
export interface WeekCounts {
  current: number;
  previous: number;
}

export interface DigestFigures {
  views: WeekCounts;
  contacts: WeekCounts;
  searches: WeekCounts;
}

export function createDigestRepository(database: Executor) {
  return {
    /**
     * Members who asked for the digest, can sign in (a confirmed address, not disabled), and whose company is public, not yet mailed for `week` (its
     * Monday, 'yyyy-mm-dd'), the oldest accounts first.
     */
    async dueFor(week: string, limit: number): Promise<DigestRecipient[]> {
      return database.query<DigestRecipient & Record<string, unknown>>(
        `SELECT u.id AS "userId", u.email, u.language, c.id AS "companyId", c.name AS "companyName", a.name AS "chamberName",
               a.logo AS "chamberLogo"
           FROM users u
           JOIN companies c ON c.id = u.company_id AND c.status = 'ACTIVE'
           JOIN country_amchams a ON a.id = c.country_amcham_id
          WHERE u.notify_weekly_digest AND u.profil = 'MEMBER' AND u.email_confirmed AND u.disabled_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM weekly_digests d WHERE d.user_id = u.id AND d.week = $1::date)
          ORDER BY u.id
          LIMIT $2`,
        [week, limit],
      );
    },

    /** Takes `week`'s digest of the account: false when another process (or an earlier run) already has. */
    async claim(userId: number, week: string): Promise<boolean> {
      const rows = await database.query('INSERT INTO weekly_digests (user_id, week) VALUES ($1, $2::date) ON CONFLICT DO NOTHING RETURNING user_id', [
        userId,
        week,
      ]);
      return rows.length > 0;
    },

    /** Views, contacts and searches whose first page showed the company, in [from, middle) and [middle, to). */
    async figures(companyId: number, from: Date, middle: Date, to: Date): Promise<DigestFigures> {
      const windows = (table: string, where: string) =>
        `SELECT count(*) FILTER (WHERE at >= $3)::int AS current, count(*) FILTER (WHERE at < $3)::int AS previous
           FROM ${table} WHERE ${where} AND at >= $2 AND at < $4`;
      // one after the other: they may run in one transaction, on one connection
      const views = await database.query<WeekCounts & Record<string, unknown>>(windows('company_views', 'company_id = $1'), [companyId, from, middle, to]);
      const contacts = await database.query<WeekCounts & Record<string, unknown>>(windows('company_contacts', 'company_id = $1'), [
        companyId,
        from,
        middle,
        to,
      ]);
      const searches = await database.query<WeekCounts & Record<string, unknown>>(windows('searches', 'company_ids @> ARRAY[$1::int]'), [
        companyId,
        from,
        middle,
        to,
      ]);
      const counts = (rows: WeekCounts[]) => ({ current: rows[0]?.current ?? 0, previous: rows[0]?.previous ?? 0 });
      return { views: counts(views), contacts: counts(contacts), searches: counts(searches) };
    },
  };
}
