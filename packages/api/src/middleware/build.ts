import type { Middleware } from 'openapi-fetch';

/** The header by which every answer of the directory service names the build of the app it serves. */
const APP_BUILD_HEADER = 'X-App-Build';

/**
 * An answer of another build that this client cannot read: the operation it called is gone (404, or 405), the request
 * it shaped no longer fits the contract (415, or a 400 that names neither a refused field nor a known case: a field's
 * message, or a `code`, is still the visitor's to read and fix), or a success whose JSON does not parse. Every other
 * answer (a 2xx that parses, 401, 403, 409, 413, 429, 5xx...) means the same to both builds.
 */
export async function cannotRead(response: Response): Promise<boolean> {
  const { status } = response;
  if (status === 404 || status === 405 || status === 415) return true;
  if (status !== 400 && !response.ok) return false;
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return status === 400;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    return true;
  }
  if (status !== 400) return false;
  const { fields, code } = (typeof body === 'object' && body !== null ? body : {}) as { fields?: unknown; code?: unknown };
  return fields === undefined && code === undefined;
}

/**
 * Compares the build each answer names with the client's own (`build`): on a difference, `onOtherBuild` hears whether
 * the answer can still be read. An answer that cannot is held, never given to the caller: the screen stays as it was
 * rather than show an error that only a newer app could avoid, and the app offers to reload. No build (a test, the
 * dev server, the server's render) or an answer without the header: nothing to compare.
 */
export function createBuildMiddleware(build: string, onOtherBuild: (unreadable: boolean) => void): Middleware {
  return {
    async onResponse({ response }) {
      const served = response.headers.get(APP_BUILD_HEADER);
      if (!build || !served || served === build) return undefined;
      const unreadable = await cannotRead(response);
      onOtherBuild(unreadable);
      return unreadable ? new Promise<Response>(() => undefined) : undefined;
    },
  };
}
