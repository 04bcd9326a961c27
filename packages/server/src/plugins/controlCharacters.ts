// Control characters are refused at the contract boundary (openapi/directory.yaml, info): PostgreSQL refuses a NUL
// in text, and none of the others has a meaning in a directory. Free text (JSON bodies, form fields, CSV) keeps
// tab, line feed and carriage return; query and path parameters are one-line values and refuse them too.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

const CONTROL_CHARACTER_MESSAGE = 'Données invalides : caractère de contrôle interdit';

const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const IN_PARAMETER = /[\u0000-\u001F\u007F]/;

/** Walks the value without recursion: a JSON body nested thousands of levels deep must not overflow the stack. */
function holds(value: unknown, pattern: RegExp): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (pattern.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (pattern.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** The query parameters the operation declares: the others are ignored, and an operation without any lists no 400. */
function declaredQuery(request: FastifyRequest): Record<string, unknown> {
  const declared = (request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(declared).map((name) => [name, query[name]]));
}

/** Throws the 400 when a free-text value (a string, or any string inside an array or object) holds one. */
export function refuseControlCharactersInText(value: unknown): void {
  if (holds(value, IN_TEXT)) throw badRequest(CONTROL_CHARACTER_MESSAGE);
}

/** A preValidation hook of every contract route: its query, path parameters and (JSON or CSV) body. */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  if (holds(declaredQuery(request), IN_PARAMETER) || holds(request.params, IN_PARAMETER)) throw badRequest(CONTROL_CHARACTER_MESSAGE);
  // a body the operation does not take is never read
  if (request.routeOptions.schema?.body) refuseControlCharactersInText(request.body);
}
