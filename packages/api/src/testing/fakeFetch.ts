/** A recorded request, its body already read (fetch consumes it). */
export interface SeenRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string;
}

export type FakeHandler = (request: SeenRequest) => Response | Promise<Response>;

/**
 * A fake fetch for tests: no network. Every request is recorded, then answered by the handler.
 * `blocked` lets a test hold answers until it releases them, to make calls overlap.
 */
export function createFakeFetch(handler: FakeHandler) {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const record: SeenRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body: request.body === null ? '' : await request.text(),
    };
    seen.push(record);
    return handler(record);
  };
  return { fetch, seen };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorBody(status: number, message: string, error: string): Response {
  return json({ message, status, error }, status);
}

/** A promise the test resolves by hand. */
export function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** The path and query of a recorded request, e.g. '/api/companies/search?page=0&size=6'. */
export function target(request: SeenRequest | undefined): string {
  return request === undefined ? '' : request.url.pathname + request.url.search;
}
