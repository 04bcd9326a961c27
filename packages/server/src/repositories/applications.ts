// Membership applications (migration 0020): the row beside a PENDING company that a visitor applied for, and the
// chamber's decision on it. The chamber's list reads the pending ones, oldest first.
import type { Executor } from '../db/client.js';
import type { MailLanguage } from './mails.js';

/** An application unanswered this long is overdue: listed first (it is the oldest) and marked. */
const APPLICATION_OVERDUE_DAYS = 30;

export interface NewApplication {
  companyId: number;
  representativeName: string;
  representativeEmail: string;
  language: MailLanguage;
}

/** A pending application as the chamber reads it. */
export interface PendingApplication {
  companyId: number;
  companyName: string;
  sector: string;
  sectorNameEn: string;
  country: string;
  email: string;
  telephone: string;
  representativeName: string;
  representativeEmail: string;
  language: MailLanguage;
  submittedAt: string;
  overdue: boolean;
  nameInDirectory: boolean;
}

/** What the decision needs: the company's name and chamber, and whom to mail. */
export interface ApplicationToDecide {
  companyId: number;
  companyName: string;
  countryAmchamId: number;
  representativeEmail: string;
  language: MailLanguage;
}

interface PendingRow extends Record<string, unknown> {
  company_id: number;
  company_name: string;
  sector: string;
  sector_name_en: string;
  country: string;
  email: string;
  telephone: string;
  representative_name: string;
  representative_email: string;
  language: MailLanguage;
  submitted_at: Date;
  overdue: boolean;
  name_in_directory: boolean;
}

export function createApplicationRepository(database: Executor) {
  return {
    /** Adds the application of a company just created (in the same transaction). */
    async create(application: NewApplication): Promise<void> {
      await database.query(
        `INSERT INTO applications (id, representative_name, representative_email, language, terms_accepted_at) VALUES ($1, $2, $3, $4, now())`,
        [application.companyId, application.representativeName, application.representativeEmail, application.language],
      );
    },

    /** The chamber's applications without a decision, oldest first (the overdue ones are the oldest). */
    async pendingOf(countryAmchamId: number, now: Date): Promise<PendingApplication[]> {
      const rows = await database.query<PendingRow>(
        `SELECT c.id AS company_id, c.name AS company_name, s.name_fr AS sector, s.name_en AS sector_name_en, co.name AS country,
                c.email, c.telephone, a.representative_name, a.representative_email, a.language, a.submitted_at,
                a.submitted_at <= $2::timestamptz - make_interval(days => ${APPLICATION_OVERDUE_DAYS}) AS overdue,
                EXISTS (SELECT 1 FROM companies p WHERE p.status = 'ACTIVE' AND p.id <> c.id AND public.f_unaccent(lower(p.name)) = public.f_unaccent(lower(c.name))) AS name_in_directory
           FROM applications a
           JOIN companies c ON c.id = a.id
           JOIN sectors s ON s.id = c.sector_id
           JOIN countries co ON co.id = c.country_id
          WHERE a.decision IS NULL AND c.country_amcham_id = $1
          ORDER BY a.submitted_at, a.id`,
        [countryAmchamId, now.toISOString()],
      );
      return rows.map((row) => ({
        companyId: row.company_id,
        companyName: row.company_name,
        sector: row.sector,
        sectorNameEn: row.sector_name_en,
        country: row.country,
        email: row.email,
        telephone: row.telephone,
        representativeName: row.representative_name,
        representativeEmail: row.representative_email,
        language: row.language,
        submittedAt: new Date(row.submitted_at).toISOString(),
        overdue: row.overdue,
        nameInDirectory: row.name_in_directory,
      }));
    },

    /** The company's application still awaiting a decision; `lock` (in the decision's transaction) holds it. */
    async pending(companyId: number, lock = false): Promise<ApplicationToDecide | undefined> {
      const [row] = await database.query<{ id: number; name: string; country_amcham_id: number; representative_email: string; language: MailLanguage }>(
        `SELECT c.id, c.name, c.country_amcham_id, a.representative_email, a.language
           FROM applications a JOIN companies c ON c.id = a.id
          WHERE a.id = $1 AND a.decision IS NULL${lock ? ' FOR UPDATE OF a' : ''}`,
        [companyId],
      );
      return row
        ? {
            companyId: row.id,
            companyName: row.name,
            countryAmchamId: row.country_amcham_id,
            representativeEmail: row.representative_email,
            language: row.language,
          }
        : undefined;
    },

    /** Records the decision; false when another decision came first. */
    async decide(companyId: number, decision: 'APPROVED' | 'REFUSED', reason: string | null): Promise<boolean> {
      const rows = await database.query(
        `UPDATE applications SET decision = $2, decided_at = now(), refusal_reason = $3 WHERE id = $1 AND decision IS NULL RETURNING id`,
        [companyId, decision, reason],
      );
      return rows.length > 0;
    },
  };
}
