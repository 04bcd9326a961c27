// Control characters are refused at the contract boundary (openapi/directory.yaml, info): PostgreSQL refuses a NUL
// in text, and none of the others has a meaning in a directory. Free text (JSON bodies, form fields, CSV) keeps
// tab, line feed and carriage return; query and path parameters are one-line values and refuse them too.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

export const CONTROL_CHARACTER_MESSAGE = 'Données invalides : caractère de contrôle interdit';

const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const IN_PARAMETER = /[\u0000-\u001F\u007F]/;

function holds(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((item) => holds(item, pattern));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => pattern.test(key) || holds(item, pattern));
  }
  return false;
}

/** Throws the 400 when a free-text value (a string, or any string inside an array or object) holds one. */
export function refuseControlCharactersInText(value: unknown): void {
  if (holds(value, IN_TEXT)) throw badRequest(CONTROL_CHARACTER_MESSAGE);
}

/** A preValidation hook of every contract route: its query, path parameters and (JSON or CSV) body. */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  if (holds(request.query, IN_PARAMETER) || holds(request.params, IN_PARAMETER)) throw badRequest(CONTROL_CHARACTER_MESSAGE);
  refuseControlCharactersInText(request.body);
}
