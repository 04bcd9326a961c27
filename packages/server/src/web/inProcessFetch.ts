import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from '../plugins/requestId.js';
import type { OperationHandler } from '../routes/index.js';

// The api client's fetch in a server render (serverRender.ts): the page's requests are answered by this process.
// The public reads a member page makes (the company, its opening hours, similar members and ratings: the reads of
// every server-rendered /membre/{id}) call the contract's handlers themselves, the same functions the routes run, with
// the same anonymous request (no user: the visibility rules apply as to any visitor) and through the same caches (the
// search service's company pages, ctx.similar): Fastify's request pipeline (hooks, validation, serialization, the
// inject's fake socket) would cost CPU on every read. Only a successful answer is taken that way; any other
// request, and a read that fails (a 404 for an inactive or unknown company), goes through app.inject, so every error
// keeps its exact status and body.

type Fetch = (request: Request) => Promise<Response>;

/** A public GET answered by a handler: its address (a positive id in the path, no query) and its operation. */
const DIRECT_READS: readonly { path: RegExp; operationId: string }[] = [
  { path: /^\/api\/companies\/([1-9]\d{0,8})$/, operationId: 'getCompany' },
  { path: /^\/api\/companies\/([1-9]\d{0,8})\/schedules$/, operationId: 'getCompanySchedules' },
  { path: /^\/api\/companies\/([1-9]\d{0,8})\/similar$/, operationId: 'getSimilarCompanies' },
  { path: /^\/api\/ratings\/company\/([1-9]\d{0,8})$/, operationId: 'listCompanyRatings' },
];

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** Whose page a render makes: the statistics count a search a render makes as this visitor's (or skip a bot's). */
export interface Visitor {
  address: string;
  userAgent: string | undefined;
  /** The page request's id: the render's own requests are logged under it. */
  requestId?: string;
}

/**
 * The service's answer through Fastify's whole pipeline (app.inject: no socket), as the visitor's request when one
 * is named (its address and user agent), else as the service's own (light-my-request's defaults).
 */
export function injectFetch(app: FastifyInstance, visitor?: Visitor): Fetch {
  return async (request) => {
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const asked = Object.fromEntries(request.headers);
    if (visitor?.userAgent !== undefined) asked['user-agent'] = visitor.userAgent;
    // the service's own request: not counted by the metrics, logged under the page's id
    asked[INTERNAL_REQUEST_HEADER] = INTERNAL_REQUEST_TOKEN;
    if (visitor?.requestId !== undefined) asked['x-request-id'] = visitor.requestId;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: asked,
      ...(visitor ? { remoteAddress: visitor.address } : {}),
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * The fetch of a server render: the member page's public reads from their handlers (`handlerOf`: the handler each
 * operation's route runs, on the read replica's context where the route reads there), the rest from `fallback`.
 */
export function inProcessFetch(
  app: FastifyInstance,
  handlerOf: (operationId: string) => OperationHandler | undefined,
  fallback: Fetch = injectFetch(app),
): Fetch {
  const reads = DIRECT_READS.flatMap(({ path, operationId }) => {
    const handler = handlerOf(operationId);
    if (!handler) return [];
    return [{ path, handler: (typeof handler === 'function' ? handler : handler.handler) as RouteHandlerMethod }];
  });
  return async (request) => {
    if (request.method !== 'GET') return fallback(request);
    const url = new URL(request.url);
    if (url.search !== '') return fallback(request);
    for (const { path, handler } of reads) {
      const id = path.exec(url.pathname)?.[1];
      if (id === undefined) continue;
      // what the route's validation gives the handler for this address; an anonymous caller (the render's)
      const anonymous = { params: { id: Number(id) }, query: {}, headers: {}, user: null } as unknown as FastifyRequest;
      let body: unknown;
      try {
        body = await handler.call(app, anonymous, undefined as unknown as FastifyReply);
      } catch {
        return fallback(request);
      }
      // a handler that answered through its reply, or nothing: the route's own answer
      if (body === undefined || body === null) return fallback(request);
      return new Response(JSON.stringify(body), { status: 200, headers: JSON_HEADERS });
    }
    return fallback(request);
  };
}
