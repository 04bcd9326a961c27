// The audit trail's rows (migrations 0010, 0016): written by plugins/audit.ts in the transaction of each write, read
// by listAuditEntries (routes/audit.ts).
import type { Executor } from '../db/client.js';

interface AuditActor {
  readonly id: number;
  readonly email: string;
  readonly profil: string;
}

export interface NewAuditEntry {
  readonly actor: AuditActor;
  readonly countryAmchamId: number | null;
  /** The chamber the row left, when the write moved it to another one. */
  readonly movedFromCountryAmchamId?: number | null;
  readonly kind: string;
  readonly action: string;
  readonly operationId: string;
  readonly targetId: number | null;
  readonly before: unknown;
  readonly after: unknown;
}

export interface AuditEntryRecord {
  id: number;
  at: string;
  actor: AuditActor;
  countryAmchamId: number | null;
  kind: string;
  action: string;
  operationId: string;
  targetId: number | null;
  before: Record<string, unknown> | unknown[] | null;
  after: Record<string, unknown> | unknown[] | null;
}

export interface AuditFilter {
  /** Only this chamber's entries (a chamber administrator's reads, or the network administrator's choice). */
  readonly countryAmchamId?: number;
  /** Part of the actor's e-mail, case ignored. */
  readonly person?: string;
  readonly kind?: string;
  /** Inclusive calendar days (UTC), yyyy-mm-dd. */
  readonly from?: string;
  readonly to?: string;
}

interface Row extends Record<string, unknown> {
  id: number | string;
  at: Date | string;
  actor_id: number | null;
  actor_email: string;
  actor_profil: string;
  country_amcham_id: number | null;
  kind: string;
  action: string;
  operation_id: string;
  target_id: number | null;
  before: AuditEntryRecord['before'];
  after: AuditEntryRecord['after'];
}

const toRecord = (row: Row): AuditEntryRecord => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  actor: { id: row.actor_id ?? 0, email: row.actor_email, profil: row.actor_profil },
  countryAmchamId: row.country_amcham_id,
  kind: row.kind,
  action: row.action,
  operationId: row.operation_id,
  targetId: row.target_id,
  before: row.before,
  after: row.after,
});

export function auditRepository(database: Executor) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await database.query(
        `INSERT INTO audit_log (actor_id, actor_email, actor_profil, country_amcham_id, kind, action, operation_id, target_id, before, after, moved_from_country_amcham_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11)`,
        [
          entry.actor.id,
          entry.actor.email,
          entry.actor.profil,
          entry.countryAmchamId,
          entry.kind,
          entry.action,
          entry.operationId,
          entry.targetId,
          entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
          entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
          entry.movedFromCountryAmchamId ?? null,
        ],
      );
    },

    async page(filter: AuditFilter, paging: { page: number; size: number }): Promise<{ content: AuditEntryRecord[]; total: number }> {
      const where: string[] = [];
      const params: (string | number)[] = [];
      const add = (clause: (n: string) => string, value: string | number) => {
        params.push(value);
        where.push(clause(`$${params.length}`));
      };
      // a row moved between chambers is in both chambers' journals
      if (filter.countryAmchamId !== undefined) add((p) => `(country_amcham_id = ${p} OR moved_from_country_amcham_id = ${p})`, filter.countryAmchamId);
      if (filter.person) add((p) => `actor_email ILIKE ${p}`, `%${filter.person.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (filter.kind) add((p) => `kind = ${p}`, filter.kind);
      if (filter.from) add((p) => `at >= (${p}::date)::timestamp AT TIME ZONE 'UTC'`, filter.from);
      if (filter.to) add((p) => `at < ((${p}::date + 1)::timestamp AT TIME ZONE 'UTC')`, filter.to);
      const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${whereSql}`, params);
      const rows = await database.query<Row>(
        `SELECT * FROM audit_log ${whereSql} ORDER BY at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, paging.size, paging.page * paging.size],
      );
      return { content: rows.map(toRecord), total: count?.n ?? 0 };
    },
  };
}
