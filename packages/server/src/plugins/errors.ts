// Every failure leaves the service as { message, status, error } (the contract's Error schema): a domain error
// (domain/errors.ts) -> its kind's status, validation -> 400 with a clear message, unknown route -> 404, database
// constraint violations caused by input -> 400/409, and a 5xx only for the service's own faults. `message` is French, as the error catalogues of the specs (section 8) are.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  TooLarge,
  TooManyRequests,
  Unauthenticated,
  UnsupportedType,
  type ErrorCode,
  type ErrorKind,
} from '../domain/errors.js';
import { UNIQUE_RULES } from '../domain/uniqueness.js';

interface ErrorBody {
  message: string;
  status: number;
  error: string;
  /**
   * A machine-readable reason where one status has several (409: IN_USE, a row still referenced, COUNTRY_TAKEN, vs a name taken;
   * 429: ACCOUNT_PROTECTED, an account's sign-in cap over every address, vs a client's own limit;
   * TOO_MANY_INVITATIONS, an administrator's invitations, vs ADDRESS_RECENTLY_INVITED, one invited address's).
   */
  code?: ErrorCode;
  /** A form's 400: the message of each refused field, by the contract's field name, without the name before it. */
  fields?: Record<string, string>;
}

/** The status of each kind of domain error: the one place where a failure of the directory becomes HTTP. */
const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  tooManyRequests: 429,
};

// The routes' words for the domain errors (a route speaks HTTP; the services throw domain/errors.ts's classes).
export const badRequest = (message?: string) => new Invalid(message);
export const unauthorized = (message?: string) => new Unauthenticated(message);
export const forbidden = (message?: string) => new Forbidden(message);
export const notFound = (message?: string) => new NotFound(message);
export const conflict = (message: string) => new Conflict(message);
/** 409 with code IN_USE: the row is still referenced (a chamber's members, a sector's companies), not a name clash. */
export const inUse = (message: string) => new Conflict(message, 'IN_USE');
export const payloadTooLarge = (message?: string) => new TooLarge(message);
export const unsupportedMediaType = (message?: string) => new UnsupportedType(message);
/** 400 for one field of a form: `message` names the field (`name : ...`), `fields` carries its message alone. */
export const fieldRefused = (field: string, fieldMessage: string, message: string) => new Invalid(message, { fields: { [field]: fieldMessage } });
export const tooManyRequests = (message: string, retryAfterSeconds: number, code?: ErrorCode) => new TooManyRequests(message, retryAfterSeconds, code);

function errorBody(status: number, message: string, code?: ErrorCode, fields?: Record<string, string>): ErrorBody {
  const body: ErrorBody = { message, status, error: STATUS_CODES[status] ?? 'Error' };
  if (code) body.code = code;
  if (fields) body.fields = fields;
  return body;
}

export function sendError(reply: FastifyReply, status: number, message: string, code?: ErrorCode, fields?: Record<string, string>): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, message, code, fields));
}

/**
 * PostgreSQL SQLSTATE codes that only client input can cause (a constraint the handler did not check first), and the
 * statement timeout.
 */
const PG_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'Cette ressource existe déjà' },
  '23503': { status: 409, message: 'Cette ressource est liée à d’autres données' },
  '23514': { status: 400, message: 'Données invalides' },
  '23502': { status: 400, message: 'Données invalides' },
  '22P02': { status: 400, message: 'Données invalides' },
  '22003': { status: 400, message: 'Données invalides' },
  '22007': { status: 400, message: 'Données invalides' },
  '22008': { status: 400, message: 'Données invalides' },
  '22001': { status: 400, message: 'Données invalides : valeur trop longue' },
  // query_canceled: the statement ran past the statement timeout (DATABASE_STATEMENT_TIMEOUT_MS), most often because
  // the database is overloaded or a lock is held; a retry may succeed. The service's fault, never the client's.
  '57014': { status: 503, message: 'Service indisponible : la base de données n’a pas répondu à temps' },
};

interface MaybePgError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function pgErrorOf(error: unknown): { status: number; message: string; code?: ErrorCode } | undefined {
  // drizzle wraps driver errors ("Failed query: ...") with the original as `cause`
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as MaybePgError).cause, depth++) {
    const code = (e as MaybePgError).code;
    if (typeof code !== 'string' || !(code in PG_CLIENT_ERRORS)) continue;
    // a uniqueness rule of the directory, broken by a write that passed the route's check at the same moment as another
    const constraint = (e as MaybePgError).constraint;
    const rule = code === '23505' && typeof constraint === 'string' ? UNIQUE_RULES[constraint] : undefined;
    return rule ? { status: 409, message: rule.message, code: rule.code } : PG_CLIENT_ERRORS[code];
  }
  return undefined;
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return `Données invalides : ${error.message}`;
  const where = error.validationContext ?? 'request';
  const path = first.instancePath ? `${where}${first.instancePath}` : where;
  const params = first.params as Record<string, unknown>;
  // a text too long (a search box's 300 characters): said in words, as the forms say it
  if (first.keyword === 'maxLength' && typeof params.limit === 'number') {
    const field = first.instancePath.split('/').pop() || where;
    return `Données invalides : ${field} : Maximum ${params.limit} caractères autorisés.`;
  }
  // a list too long (the sectors of a search)
  if (first.keyword === 'maxItems' && typeof params.limit === 'number') {
    const field = first.instancePath.split('/').pop() || where;
    return `Données invalides : ${field} : Maximum ${params.limit} valeurs autorisées.`;
  }
  const extra =
    first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string'
      ? ` '${params.additionalProperty}'`
      : first.keyword === 'enum' && Array.isArray(params.allowedValues)
        ? ` (${params.allowedValues.join(', ')})`
        : '';
  return `Données invalides : ${path} ${first.message ?? 'is invalid'}${extra}`;
}

export function toErrorResponse(error: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
  code?: ErrorCode;
  fields?: Record<string, string>;
} {
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
    return { status: STATUS_OF_KIND[error.kind], message: error.message, headers, code: error.code, fields: error.fields };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return { status: 400, message: validationMessage(fastifyError), headers: {} };
  const pg = pgErrorOf(error);
  if (pg) return { ...pg, headers: {} };
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Type de contenu non supporté'
        : status === 413
          ? 'Fichier trop volumineux'
          : status === 415
            ? 'Type de fichier non supporté'
            : status === 429
              ? 'Trop de requêtes, veuillez réessayer plus tard.'
              : `Données invalides : ${fastifyError.message}`;
    return { status, message, headers: {} };
  }
  // a dependency that did not answer (the file store: services/fileStorage.ts) says so with its own 503 and message
  if (status === 503 && error instanceof Error) return { status, message: error.message, headers: { 'retry-after': '30' } };
  return { status: 500, message: 'Erreur interne du serveur', headers: {} };
}

export function registerErrorHandling(app: FastifyInstance, notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setErrorHandler((error, request, reply) => {
    const { status, message, headers, code, fields } = toErrorResponse(error);
    // logged once, on the request's own line (plugins/requestLog.ts): the message, and the error of a 5xx
    request.failure = status >= 500 ? { message, error } : { message };
    for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
    return sendError(reply, status, message, code, fields);
  });
  app.setNotFoundHandler((request, reply) => {
    if (notFoundFallback) return notFoundFallback(request, reply);
    return sendError(reply, 404, 'Ressource non trouvée');
  });
}
