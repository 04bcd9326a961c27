// The audit trail: every administrator and member write is recorded with who, when, what, and the row
// before and after, in the same transaction as the change (written after the commit, an entry could
// be lost while its change was kept). The writes are listed here by operationId, so no route module has to remember
// them: for such a call (after authentication and the contract's validation), a preHandler opens an audit scope over
// the rest of the request, and the service's transaction (ctx.transaction, built by auditedTransactions below) reads
// the row before the work, runs it, reads the row after and writes the entry before it commits. A route's audited
// write therefore goes through ctx.transaction (the rule for every write of a use case anyway). A successful call
// that changed nothing in a transaction (a dry-run import, a profile saved unchanged, an invitation mailed again)
// is recorded when it answers, as before. A row moved from one chamber to another is in both chambers' journals.
// Passwords, tokens and the search machinery's columns are never kept. audit.test.ts checks that every write
// operation of the contract is either listed here or named in UNAUDITED; auditAtomic.test.ts that each listed one
// writes its entry in its change's transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { auditRepository } from '../repositories/audit.js';
import { inTransaction, type Repositories, type RepositoryEvents } from '../repositories/index.js';

type Table = 'companies' | 'applications' | 'ads' | 'events' | 'country_amchams' | 'sectors' | 'categories' | 'partners' | 'ratings' | 'users';

/** Where the chamber of an entry comes from (NULL: network-wide data, which only the network administrator reads). */
type Scope = 'row' | 'rowIsChamber' | 'ratingCompany' | 'paramCompany' | 'paramChamber' | 'network' | 'actor' | 'account';

interface AuditSpec {
  readonly kind: string;
  readonly action: 'create' | 'update' | 'delete' | 'import' | 'invite' | 'password' | 'approve' | 'refuse' | 'disable' | 'enable';
  /** The row the call is about: read before and after. Without it, the answer (minus secrets) is the "after". */
  readonly table?: Table;
  /** A company's opening hours, read as the list of its days. */
  readonly schedules?: true;
  readonly scope: Scope;
  /** The row is the transaction's result (`{ id }`), not the path's id: an invitation that may create the account. */
  readonly targetFromResult?: true;
  /**
   * Without a table, the "after" an entry written in the transaction keeps: the transaction's result (minus
   * secrets), nothing, or what this reads from the request (the answer is not made yet).
   */
  readonly inTransaction?: 'result' | 'nothing' | ((request: FastifyRequest) => unknown);
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
  // the chamber's embedded directory: the settings saved are the entry's "after"
  updateEmbedSettings: { kind: 'chamber', action: 'update', scope: 'paramChamber', inTransaction: 'result' },
  importChamberMembers: { kind: 'import', action: 'import', scope: 'paramChamber', inTransaction: 'result' },
  inviteCompanyMember: {
    kind: 'invitation',
    action: 'invite',
    scope: 'paramCompany',
    // the answer's e-mail (the transaction's result is the link, a secret)
    inTransaction: (request) => ({
      email: String((request.body as { email?: unknown }).email ?? '')
        .trim()
        .toLowerCase(),
    }),
  },
  // the application row (its decision, the refusal's reason); the company's status changes with it
  approveApplication: { kind: 'application', action: 'approve', table: 'applications', scope: 'paramCompany' },
  refuseApplication: { kind: 'application', action: 'refuse', table: 'applications', scope: 'paramCompany' },
  signUp: { kind: 'account', action: 'create', scope: 'actor', inTransaction: 'result' },
  changePassword: { kind: 'account', action: 'password', scope: 'actor', inTransaction: 'nothing' },
  // "Mon compte": each person's own account
  changeOwnPassword: { kind: 'account', action: 'password', scope: 'actor', inTransaction: 'nothing' },
  updateAccountPreferences: { kind: 'account', action: 'update', scope: 'actor', inTransaction: 'result' },
  signOutEverywhere: { kind: 'account', action: 'update', scope: 'actor', inTransaction: () => ({ sessions: 'signedOutEverywhere' }) },
  // back-office "Comptes": the account's row (its state; never its password or token version)
  inviteAdministrator: { kind: 'invitation', action: 'invite', table: 'users', scope: 'account', targetFromResult: true },
  disableAccount: { kind: 'account', action: 'disable', table: 'users', scope: 'account' },
  enableAccount: { kind: 'account', action: 'enable', table: 'users', scope: 'account' },
  requestEmailChange: {
    kind: 'account',
    action: 'update',
    scope: 'actor',
    // the address asked for (the transaction's work keeps a link, a secret)
    inTransaction: (request) => ({
      pendingEmail: String((request.body as { email?: unknown }).email ?? '')
        .trim()
        .toLowerCase(),
    }),
  },
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
  confirmEmail: 'anonymous (a confirmation link); no actor to record',
  submitApplication: 'anonymous (a visitor applies); the chamber’s approval or refusal of it is audited',
  confirmEmailChange: 'anonymous (the link mailed to the new address); its request is recorded (requestEmailChange)',
};

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

type Recorded = Record<string, unknown> | unknown[] | null;

/** The row (or a company's days); `lock` (in the write's transaction) waits for a concurrent write of it to end. */
async function readRow(db: Executor, spec: AuditSpec, id: number | undefined, lock = false): Promise<Recorded> {
  if (id === undefined) return null;
  if (spec.schedules) {
    const [row] = await db.query<{ days: unknown[] | null }>(
      `SELECT jsonb_agg(to_jsonb(s) - 'id' - 'company_id' ORDER BY s.id) AS days FROM schedules s WHERE s.company_id = $1`,
      [id],
    );
    return row?.days ?? [];
  }
  if (!spec.table) return null;
  const [row] = await db.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS row FROM ${spec.table} t WHERE t.id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
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
    case 'account': {
      // an administrator's own chamber; a member's is its company's
      if (typeof row?.country_amcham_id === 'number') return row.country_amcham_id;
      const companyId = asId(row?.company_id);
      if (companyId === null) return null;
      const [company] = await db.query<{ chamber: number | null }>('SELECT country_amcham_id AS chamber FROM companies WHERE id = $1', [companyId]);
      return company?.chamber ?? null;
    }
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

/** An audited call in progress: what its transaction needs to write the entry, and whether it did. */
interface AuditScope {
  readonly request: FastifyRequest;
  readonly operationId: string;
  readonly spec: AuditSpec;
  /** The row as the call found it, read before the handler: the entry of a call that changed nothing in a transaction. */
  readonly before: Recorded;
  recorded: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();
const scopeOfRequest = new WeakMap<FastifyRequest, AuditScope>();

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof (value as { id?: unknown } | null)?.id === 'number' ? (value as { id: number }).id : undefined;

/** Writes the entry of a call: who, the chamber(s), what, before and after. */
async function writeEntry(db: Executor, scope: AuditScope, targetId: number | undefined, before: Recorded, after: unknown): Promise<void> {
  const { request, spec, operationId } = scope;
  const actor = request.user as NonNullable<FastifyRequest['user']>;
  const paramId = paramIdOf(request);
  const scopeRow = (spec.action === 'delete' ? before : after) as Recorded;
  const chamber = await chamberOf(db, spec, request, Array.isArray(scopeRow) ? null : scopeRow, paramId);
  const chamberBefore = spec.scope === 'row' && before !== null && !Array.isArray(before) ? before.country_amcham_id : undefined;
  await auditRepository(db).record({
    actor: { id: actor.id, email: actor.email, profil: actor.profil },
    countryAmchamId: chamber,
    // a row moved from one chamber to another is in both chambers' journals
    movedFromCountryAmchamId: typeof chamberBefore === 'number' && chamberBefore !== chamber ? chamberBefore : null,
    kind: spec.kind,
    action: spec.action,
    operationId,
    targetId: targetId ?? null,
    before,
    after,
  });
}

/**
 * The service's transactions (ctx.transaction): inside an audited call, the first one is the call's change, and
 * writes its entry before it commits (an entry that cannot be written rolls the change back: 500).
 */
export function auditedTransactions(database: Database, events: RepositoryEvents) {
  return async <T>(work: (repositories: Repositories) => Promise<T>): Promise<T> => {
    const scope = scopes.getStore();
    if (!scope || scope.recorded) return inTransaction(database, events, work);
    const { spec, request } = scope;
    const result = await inTransaction(database, events, async (repositories, tx) => {
      const paramId = paramIdOf(request);
      const before = spec.action === 'create' ? null : await readRow(tx, spec, paramId, true);
      const done = await work(repositories);
      const targetId = spec.action === 'create' || spec.targetFromResult ? idOf(done) : paramId;
      let after: unknown;
      if (spec.action === 'delete') after = null;
      else if (spec.table || spec.schedules) after = await readRow(tx, spec, targetId);
      else if (typeof spec.inTransaction === 'function') after = clean(spec.inTransaction(request));
      else after = spec.inTransaction === 'result' ? clean(done ?? null) : null;
      await writeEntry(tx, scope, targetId, before, after);
      return done;
    });
    scope.recorded = true;
    return result;
  };
}

export function registerAudit(app: FastifyInstance) {
  // callback style: the rest of the request (the handler, its transactions) runs inside the scope
  app.addHook('preHandler', (request, _reply, done) => {
    const operationId = operationOf(request);
    const spec = operationId ? AUDITED[operationId] : undefined;
    if (!spec || !operationId || !request.user) return done();
    const read = spec.action === 'create' ? Promise.resolve(null) : readRow(app.ctx.database, spec, paramIdOf(request));
    read.then(
      (before) => {
        const scope: AuditScope = { request, operationId, spec, before, recorded: false };
        scopeOfRequest.set(request, scope);
        scopes.run(scope, () => done());
      },
      (error: Error) => done(error),
    );
  });

  // a successful call whose change was not made in a transaction of the service (it changed nothing: a dry run, a
  // profile saved unchanged, an invitation mailed again) is recorded when it answers
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = scopeOfRequest.get(request);
    if (!scope || scope.recorded || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const { spec } = scope;
    const db = app.ctx.database;
    const answer = parseAnswer(payload);
    const targetId = spec.action === 'create' || spec.targetFromResult ? idOf(answer) : paramIdOf(request);
    let after: unknown;
    if (spec.action === 'delete') after = null;
    else if (spec.table || spec.schedules) after = await readRow(db, spec, targetId);
    else after = answer === null ? null : clean(answer);
    try {
      await writeEntry(db, scope, targetId, scope.before, after);
      scope.recorded = true;
    } catch (error) {
      // nothing was changed in a transaction: the answer stands, a lost entry is an operational alarm
      request.log.error({ err: error, operationId: scope.operationId }, 'the audit entry could not be written');
    }
    return payload;
  });
}
