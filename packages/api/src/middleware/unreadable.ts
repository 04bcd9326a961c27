/**
 * An answer of another build that this client cannot read: the operation it called is gone (404, or 405), the request
 * it shaped no longer fits the contract (415, or a 400 that names neither a refused field nor a known case: a field's
 * message, or a `code`, is still the visitor's to read and fix), or a success whose JSON does not parse. Every other
 * answer (a 2xx that parses, 401, 403, 409, 413, 429, 5xx...) means the same to both builds. Loaded only once another
 * build has answered (middleware/build.ts).
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
 * An answer of another build: `onOtherBuild` hears whether it can be read; one that cannot is held, never given to the
 * caller (the promise never settles): the screen stays as it was rather than show an error that only the newer app
 * could avoid, and the app offers to reload. One that can goes on as it is.
 */
export async function answerOfOtherBuild(response: Response, onOtherBuild: (unreadable: boolean) => void): Promise<Response | undefined> {
  const unreadable = await cannotRead(response);
  onOtherBuild(unreadable);
  return unreadable ? new Promise<Response>(() => undefined) : undefined;
}
