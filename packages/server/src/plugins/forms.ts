// Multipart forms checked against the contract, like JSON bodies. For each multipart operation of
// openapi/directory.yaml, a preValidation hook reads the form (files by their bytes: src/services/files.ts), trims
// its text values, puts them in request.body with the names of the uploaded files under the contract's binary
// fields (so bounds such as `pictures` maxItems hold), and validates that body against the operation's
// multipart schema with the service's one Ajv (src/validation.ts). A failure answers 400 with the form's French
// message (./formMessages.ts). Handlers read the typed values with `formOf` and the files with `uploadsOf`.
import type { FastifyRequest, RouteOptions } from 'fastify';
import { parseServiceDate } from '../services/dates.js';
import { readMultipart, type MultipartForm, type UploadedFile } from '../services/files.js';
import { compileValidator } from '../validation.js';
import { refuseControlCharactersInText } from './controlCharacters.js';
import { badRequest, payloadTooLarge } from './errors.js';
import { formErrorMessage, formatMessageOf } from './formMessages.js';

/** The files of each request's form (empty file inputs left out). */
const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; items?: JsonSchema; type?: unknown; format?: unknown };

/**
 * Fields the forms send empty ('' = no value: the default, or clear the stored one) where the contract's schema
 * refuses an empty string. Until openapi/directory.yaml says so (as it does for CompanyUpdateForm's lat and lon),
 * these accept '' here.
 */
export const EMPTY_ACCEPTED = {
  createCompany: ['webLink', 'countryAmchamId', 'country', 'lat', 'lon'],
  updateCompany: ['webLink', 'countryAmchamId', 'sectorId', 'country'],
  createAd: ['endDate'],
  updateAd: ['endDate'],
} as const;

/** The 413 of an operation whose service catalogue names its own (admin §8 announcements); others keep theirs. */
const TOO_LARGE_MESSAGES: Record<string, string> = {
  createEvent: 'Fichier image trop volumineux',
  updateEvent: 'Fichier image trop volumineux',
};

async function readFormOf(request: FastifyRequest, operationId: string): Promise<MultipartForm> {
  const tooLarge = TOO_LARGE_MESSAGES[operationId];
  try {
    return await readMultipart(request);
  } catch (error) {
    if (tooLarge !== undefined && (error as { statusCode?: unknown }).statusCode === 413) throw payloadTooLarge(tooLarge);
    throw error;
  }
}

const isBinary = (schema: JsonSchema | undefined) => schema?.format === 'binary' || schema?.items?.format === 'binary';
/** A repeated field may be named `name[]`. */
const fieldName = (name: string) => (name.endsWith('[]') ? name.slice(0, -2) : name);

function acceptingEmpty(schema: JsonSchema, fields: readonly string[]): JsonSchema {
  const properties = { ...schema.properties };
  for (const field of fields) {
    const property = properties[field];
    // the contract's own branch first, its error being the one reported for a wrong value; no type on the other,
    // which would keep Ajv from coercing the contract's numbers
    if (property) properties[field] = { anyOf: [property, { const: '' }] };
  }
  return { ...schema, properties };
}

/** The form as the schema sees it: trimmed text values, the names of the files under their binary fields. */
function formValues(form: MultipartForm, properties: Record<string, JsonSchema>): Record<string, unknown> {
  const values: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(form.lists)) {
    const field = fieldName(name);
    if (!isBinary(properties[field])) (values[field] ??= []).push(...list.map((value) => value.trim()));
  }
  for (const file of form.files) {
    const field = fieldName(file.fieldname);
    if (isBinary(properties[field])) (values[field] ??= []).push(file.filename || field);
  }
  return Object.fromEntries(Object.entries(values).map(([field, list]) => [field, list.length === 1 ? list[0] : list]));
}

/** Called for each route of a multipart operation: its form is read and validated before the handler runs. */
export function prepareFormRoute(route: RouteOptions, operationId: string) {
  const body = route.schema?.body as { content?: Record<string, { schema: JsonSchema }> } | undefined;
  const content = body?.content;
  const schema = content?.['multipart/form-data']?.schema;
  if (!route.schema || !content || !schema) return;
  // Fastify validates request.body against the schema of the request's media type; this hook does it for forms
  delete content['multipart/form-data'];
  if (Object.keys(content).length === 0) delete route.schema.body;

  const properties = schema.properties ?? {};
  const validate = compileValidator({ schema: acceptingEmpty(schema, EMPTY_ACCEPTED[operationId as keyof typeof EMPTY_ACCEPTED] ?? []) });
  const readForm = async (request: FastifyRequest) => {
    const form = await readFormOf(request, operationId);
    refuseControlCharactersInText(form.lists);
    const values = formValues(form, properties);
    if (!validate(values)) {
      const [error] = validate.errors ?? [];
      throw badRequest(error ? formErrorMessage(operationId, error, values) : 'Données invalides');
    }
    uploads.set(request, form.files);
    request.body = values;
  };
  const existing = route.preValidation;
  route.preValidation = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), readForm];
}

/** The files sent under a field (`name` or `name[]`). */
export function uploadsOf(request: FastifyRequest, field: string): UploadedFile[] {
  return (uploads.get(request) ?? []).filter((file) => fieldName(file.fieldname) === field);
}

export function uploadOf(request: FastifyRequest, field: string): UploadedFile | undefined {
  return uploadsOf(request, field)[0];
}

/** A dd-mm-yyyy form date (admin §9) as yyyy-mm-dd; 400 for a day that does not exist (31-02-2026). */
export function isoDateOf(field: string, value: string): string {
  const iso = parseServiceDate(value);
  if (iso === null) throw badRequest(formatMessageOf(field));
  return iso;
}

/** '' (sent empty) as undefined. */
export const unlessEmpty = <T>(value: T | '' | undefined): T | undefined => (value === '' ? undefined : value);
