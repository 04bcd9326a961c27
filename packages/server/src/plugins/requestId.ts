// Request ids: the id of a request in every log line of it (Fastify's reqId) and in X-Request-Id. A
// caller's id (a load balancer or proxy that already tagged the request) is kept when it is a short token of safe
// characters, so one id follows the request through every hop; anything else (too long, spaces, control or other
// characters that could forge log lines) is replaced by a new UUID.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Letters, digits and . _ : - ; at most 128 characters (a UUID, a W3C trace id, an AWS ALB id all fit). */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * A request this process makes to itself (a server render's reads through app.inject) carries this header with this
 * process's secret: it keeps the page request's id (its log lines follow the page's), and the metrics leave it out, so
 * that one page is one request in http_requests_total. Nobody outside the process knows the value.
 */
export const INTERNAL_REQUEST_HEADER = 'x-annuaire-internal';
export const INTERNAL_REQUEST_TOKEN = randomBytes(16).toString('hex');

export const isInternalRequest = (headers: Record<string, string | string[] | undefined>) => headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN;
