// The audit trail (issue 15): every administrator and member write is recorded once it succeeded (2xx), before its
// answer leaves, with who, when, what, and the row before and after. The writes are listed here by operationId, so
// no route module has to remember it: a preHandler reads the row the call is about (after authentication and the
// contract's validation, before the handler), and an onSend hook reads it again (or takes the created row's id from
// the answer) and writes the entry. Passwords, tokens and the search machinery's columns are never kept.
// audit.test.ts checks that every write operation of the contract is either listed here or named in UNAUDITED.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.js';
import { auditRepository } from '../repositories/audit.js';

type Table = 'companies' | 'ads' | 'events' | 'country_amchams' | 'sectors' | 'categories' | 'partners' | 'ratings';

/** Where the chamber of an entry comes from (NULL: network-wide data, which only the network administrator reads). */
type Scope = 'row' | 'rowIsChamber' | 'ratingCompany' | 'paramCompany' | 'paramChamber' | 'network' | 'actor';

interface AuditSpec {
  readonly kind: string;
  readonly action: 'create' | 'update' | 'delete' | 'import' | 'invite' | 'password';
  /** The row the call is about: read before and after. Without it, the answer (minus secrets) is the "after". */
  readonly table?: Table;
  /** A company's opening hours, read as the list of its days. */
  readonly schedules?: true;
  readonly scope: Scope;
}

export const AUDITED: Readonly<Record<string, AuditSpec>> = {
  createCompany: { kind: 'company', action: 'create', table: 'companies', scope: 'row' },
  updateCompany: { kind: 'company', action: 'update', table: 'companies', scope: 'row' },
  deleteCompany: { kind: 'company', action: 'delete', table: 'companies', scope: 'row' },
  updateCompanyStatus: { kind: 'status', action: 'update', table: 'companies', scope: 'row' },
  updateCompanySchedules: { kind: 'schedules', action: 'update', schedules: true, scope: 'paramCompany' },
  updateRatingVisibility: { kind: 'review', action: 'update', table: 'ratings', scope: 'ratingCompany' },
  createAd: { kind: 'banner', action: 'create', table: 'ads', scope: 'row' },
  updateAd: { kind: 'banner', action: 'update', table: 'ads', scope: 'row' },
  deleteAd: { kind: 'banner', action: 'delete', table: 'ads', scope: 'row' },
  createEvent: { kind: 'announcement', action: 'create', table: 'events', scope: 'row' },
  updateEvent: { kind: 'announcement', action: 'update', table: 'events', scope: 'row' },
  deleteEvent: { kind: 'announcement', action: 'delete', table: 'events', scope: 'row' },
  createCountryAmcham: { kind: 'chamber', action: 'create', table: 'country_amchams', scope: 'rowIsChamber' },
  updateCountryAmcham: { kind: 'chamber', action: 'update', table: 'country_amchams', scope: 'rowIsChamber' },
  deleteCountryAmcham: { kind: 'chamber', action: 'delete', table: 'country_amchams', scope: 'rowIsChamber' },
  createSector: { kind: 'sector', action: 'create', table: 'sectors', scope: 'network' },
  updateSector: { kind: 'sector', action: 'update', table: 'sectors', scope: 'network' },
  deleteSector: { kind: 'sector', action: 'delete', table: 'sectors', scope: 'network' },
  createCategory: { kind: 'category', action: 'create', table: 'categories', scope: 'network' },
  updateCategory: { kind: 'category', action: 'update', table: 'categories', scope: 'network' },
  deleteCategory: { kind: 'category', action: 'delete', table: 'categories', scope: 'network' },
  createPartner: { kind: 'partner', action: 'create', table: 'partners', scope: 'network' },
  updatePartner: { kind: 'partner', action: 'update', table: 'partners', scope: 'network' },
  deletePartner: { kind: 'partner', action: 'delete', table: 'partners', scope: 'network' },
  importChamberMembers: { kind: 'import', action: 'import', scope: 'paramChamber' },
  inviteCompanyMember: { kind: 'invitation', action: 'invite', scope: 'paramCompany' },
  signUp: { kind: 'account', action: 'create', scope: 'actor' },
  changePassword: { kind: 'account', action: 'password', scope: 'actor' },
};

/** Writes that are not an administrator's or a member's act on the directory, and why. */
export const UNAUDITED: Readonly<Record<string, string>> = {
  recordCompanyView: 'anonymous statistics event',
  recordCompanyContact: 'anonymous statistics event',
  recordAdClick: 'anonymous statistics event',
  recordVisit: 'anonymous statistics event',
  createRating: 'anonymous public review (moderation of it is audited)',
  signIn: 'authentication, not a write on the directory',
  refreshTokens: 'authentication, not a write on the directory',
  requestPasswordReset: 'anonymous; the reset itself revokes the sessions',
  confirmPasswordReset: 'anonymous (a reset link); no actor to record',
};

export const AUDIT_KINDS = [...new Set(Object.values(AUDITED).map((s) => s.kind))];

/** Columns never kept: secrets, and what the database derives for search, sorting and counters. */
const DROPPED = new Set(['password_hash', 'token_version', 'search_vector', 'name_sort', 'view_count', 'rating_count', 'rating_sum', 'updated_at']);
const SECRET_KEY = /password|token|secret/i;

function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !DROPPED.has(key) && !SECRET_KEY.test(key))
      .map(([key, v]) => [key, clean(v)]),
  );
}

async function readRow(db: Executor, spec: AuditSpec, id: number | undefined): Promise<Record<string, unknown> | unknown[] | null> {
  if (id === undefined) return null;
  if (spec.schedules) {
    const [row] = await db.query<{ days: unknown[] | null }>(
      `SELECT jsonb_agg(to_jsonb(s) - 'id' - 'company_id' ORDER BY s.id) AS days FROM schedules s WHERE s.company_id = $1`,
      [id],
    );
    return row?.days ?? [];
  }
  if (!spec.table) return null;
  const [row] = await db.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS row FROM ${spec.table} t WHERE t.id = $1`, [id]);
  return row ? (clean(row.row) as Record<string, unknown>) : null;
}

async function chamberOf(
  db: Executor,
  spec: AuditSpec,
  request: FastifyRequest,
  row: Record<string, unknown> | null,
  paramId: number | undefined,
): Promise<number | null> {
  const asId = (value: unknown) => (typeof value === 'number' ? value : null);
  switch (spec.scope) {
    case 'row':
      return asId(row?.country_amcham_id);
    case 'rowIsChamber':
      return asId(row?.id);
    case 'paramChamber':
      return paramId ?? null;
    case 'network':
      return null;
    case 'actor':
    case 'paramCompany':
    case 'ratingCompany': {
      // an administrator's own chamber; a member's is its company's
      if (spec.scope === 'actor' && request.user?.countryAmchamId) return request.user.countryAmchamId;
      const companyId = spec.scope === 'actor' ? request.user?.companyId : spec.scope === 'paramCompany' ? paramId : asId(row?.company_id);
      if (companyId === undefined || companyId === null) return null;
      const [company] = await db.query<{ chamber: number | null }>('SELECT country_amcham_id AS chamber FROM companies WHERE id = $1', [companyId]);
      return company?.chamber ?? null;
    }
  }
}

function parseAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  try {
    return JSON.parse(payload.toString());
  } catch {
    return null;
  }
}

const operationOf = (request: FastifyRequest) => (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
const paramIdOf = (request: FastifyRequest) => {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  const n = typeof id === 'number' ? id : typeof id === 'string' ? Number(id) : NaN;
  return Number.isInteger(n) ? n : undefined;
};

export function registerAudit(app: FastifyInstance) {
  const before = new WeakMap<FastifyRequest, { row: Record<string, unknown> | unknown[] | null }>();

  app.addHook('preHandler', async (request) => {
    const operationId = operationOf(request);
    const spec = operationId ? AUDITED[operationId] : undefined;
    if (!spec || !request.user || spec.action === 'create') return;
    before.set(request, { row: await readRow(app.ctx.database, spec, paramIdOf(request)) });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = operationOf(request);
    const spec = operationId ? AUDITED[operationId] : undefined;
    const actor = request.user;
    if (!spec || !operationId || !actor || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const db = app.ctx.database;
    const answer = parseAnswer(payload);
    const answerId = typeof (answer as { id?: unknown } | null)?.id === 'number' ? (answer as { id: number }).id : undefined;
    const paramId = paramIdOf(request);
    const targetId = spec.action === 'create' ? answerId : paramId;
    const previous = before.get(request)?.row ?? null;
    let after: unknown;
    if (spec.action === 'delete') after = null;
    else if (spec.table || spec.schedules) after = await readRow(db, spec, targetId);
    else after = answer === null ? null : clean(answer);
    const scopeRow = (spec.action === 'delete' ? previous : after) as Record<string, unknown> | null;
    try {
      await auditRepository(db).record({
        actor: { id: actor.id, email: actor.email, profil: actor.profil },
        countryAmchamId: await chamberOf(db, spec, request, Array.isArray(scopeRow) ? null : scopeRow, paramId),
        kind: spec.kind,
        action: spec.action,
        operationId,
        targetId: targetId ?? null,
        before: previous,
        after,
      });
    } catch (error) {
      // the write itself succeeded and is answered; a lost entry is an operational alarm, not the caller's failure
      request.log.error({ err: error, operationId }, 'the audit entry could not be written');
    }
    return payload;
  });
}
