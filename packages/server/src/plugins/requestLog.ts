// The request log: at most one line per request, written when its answer has left (Fastify's own two lines, "incoming
// request" and "request completed", are off: 2 × ~530 bytes a request, 1.2 GB in an hour of benchmark). The line holds
// what an operator reads: the request id, method, address, status, time, operation and, for a failure, its message or
// error. A failure's line replaces the error handler's own (plugins/errors.ts hands it over as `request.failure`).
// Not logged unless asked: the probes' requests (LOG_HEALTH=true) and the app's assets and stored images
// (LOG_STATIC=true), which a load balancer and every page view make by the dozen. LOG_REQUEST_SAMPLE keeps a share of
// the successful requests; a failure is always logged. LOG_LEVEL=warn keeps the server errors only.
// No secret and no personal data (LOG_REDACT, on by default): a query value named like a secret (a reset token, a
// password) and any e-mail address in the address (typed into the search) are replaced, and the client's address is
// cut to its network.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestLogSettings } from '../config.js';
import { isInternalRequest } from './requestId.js';

/** What the error handler leaves for the request's line: the answer's message, and the error of a 5xx. */
interface RequestFailure {
  message: string;
  error?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    failure?: RequestFailure;
    /** A call the server's page renderer made inside a page's request (web/inProcessFetch.ts): logged with the page. */
    internal?: boolean;
  }
}

const HEALTH_ROUTES = new Set(['/api/health', '/api/health/ready']);
const FILE_OPERATIONS = new Set(['getCompanyImage', 'getFile', 'getAdImage']);

/** Query parameters whose value is a secret or names a person: never logged. */
const SECRET_NAME = /token|secret|passw|pwd|signature|apikey|api_key|(^|[_-])(key|code|auth|session|e?mail)$/i;
/**
 * A word of a path segment or a query value, and whether it holds an e-mail address as a visitor types one (in a
 * search, a path). Two steps rather than one pattern for the address with its surroundings: that pattern, tried from
 * every position of a long value with no address in it, scans to the end each time, and the log line of one request
 * with a long query would hold the event loop for seconds. These two scan each character a bounded number of times.
 */
const WORD = /[^\s/?&=#]+/g;
const HOLDS_EMAIL = /[^@]@[^@]+\.[^@]/;
const REDACTED = '[redacted]';

const redactEmails = (text: string) => (text.includes('@') ? text.replace(WORD, (word) => (HOLDS_EMAIL.test(word) ? REDACTED : word)) : text);

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The request's address with secrets and e-mail addresses replaced (and re-encoded). */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const path = question < 0 ? url : url.slice(0, question);
  const safePath = path
    .split('/')
    .map((segment) => {
      const decoded = decode(segment);
      const cleaned = redactEmails(decoded);
      return cleaned === decoded ? segment : encodeURIComponent(cleaned);
    })
    .join('/');
  if (question < 0) return safePath;
  const query = url.slice(question + 1).split('#')[0] ?? '';
  const parts = query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      if (equals < 0) return part;
      if (SECRET_NAME.test(decode(name))) return `${name}=${REDACTED}`;
      const value = decode(part.slice(equals + 1));
      const cleaned = redactEmails(value);
      return cleaned === value ? part : `${name}=${encodeURIComponent(cleaned)}`;
    });
  return parts.length > 0 ? `${safePath}?${parts.join('&')}` : safePath;
}

/** The client's network: an IPv4 address to its /24, an IPv6 one to its /48. */
export function redactAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (address.includes(':')) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter((group) => group !== '');
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return REDACTED;
}

/** The app's built files (/assets/..., /favicon.svg) and the stored images: not logged unless asked. */
function isAsset(request: FastifyRequest, operation: string | undefined): boolean {
  if (operation !== undefined && FILE_OPERATIONS.has(operation)) return true;
  const path = request.url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && (path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path));
}

const operationOf = (request: FastifyRequest) => (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

export function registerRequestLog(app: FastifyInstance, settings: RequestLogSettings, random: () => number = Math.random): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const failed = status >= 400;
    const serverError = status >= 500;
    const operation = operationOf(request);
    // a page's own calls are known by the renderer's secret header (web/inProcessFetch.ts)
    const internal = request.internal === true || isInternalRequest(request.headers);
    // a page's own calls are the page's: only a server error among them gets a line (under the page's request id)
    const skipped =
      (internal && !serverError) ||
      (!serverError && !settings.health && HEALTH_ROUTES.has(request.routeOptions.url ?? '')) ||
      (!serverError && !settings.assets && isAsset(request, operation)) ||
      (!failed && settings.sample < 1 && random() >= settings.sample);
    if (skipped) return done();
    const line: Record<string, unknown> = {
      method: request.method,
      url: settings.redact ? redactUrl(request.url) : request.url,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (operation !== undefined) line.operation = operation;
    line.client = settings.redact ? redactAddress(request.ip) : request.ip;
    if (internal) line.internal = true;
    const failure = request.failure;
    if (failure) {
      line.message = failure.message;
      if (serverError && failure.error !== undefined) line.err = failure.error;
    }
    if (serverError) request.log.error(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
