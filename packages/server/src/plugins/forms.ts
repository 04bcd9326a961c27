// Multipart forms checked against the contract, like JSON bodies. For each multipart operation of
// openapi/directory.yaml, a preValidation hook reads the form (files by their bytes: src/services/files.ts), trims
// its text values, puts them in request.body with the names of the uploaded files under the contract's binary
// fields (so bounds such as `pictures` maxItems hold), and validates that body against the operation's
// multipart schema with the service's one Ajv (src/validation.ts). A failure answers 400 with the form's French
// message (./formMessages.ts). Handlers read the typed values with `formOf` and the files with `uploadsOf`.
// The form is read part by part, so a large form costs no memory: a part the contract does not name is refused before its bytes
// are read, and a form larger than its operation can need is refused with a 413, from its Content-Length before
// anything is read, or as soon as the bytes read pass the cap.
import type { FastifyRequest, RouteOptions } from 'fastify';
import { parseServiceDate } from '../domain/dates.js';
import { MAX_UPLOAD_BYTES, MB, type MultipartForm, type UploadedFile } from '../services/files.js';
import { compileValidator } from '../validation.js';
import { refuseControlCharactersInText } from './controlCharacters.js';
import { DomainError, TooLarge } from '../domain/errors.js';
import { badRequest, fieldRefused, payloadTooLarge, unsupportedMediaType } from './errors.js';
import { formError, formatErrorOf, type FormFieldError } from './formMessages.js';

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

/** Room for a form's text fields beside its files. */
const TEXT_BYTES = 1 * MB;
/** The largest form of all: a company's logo and 20 gallery photos of 2 MB each (spec public §5), and its text. */
export const MAX_FORM_BYTES = 21 * 2 * MB + TEXT_BYTES;
const FORM_TOO_LARGE = 'Formulaire trop volumineux';
const unknownPartMessage = (name: string) => `Données invalides : champ inconnu « ${name} »`;

interface FormRules {
  /** The contract's field names (a repeated one may be sent as `name[]`). */
  known: ReadonlySet<string>;
  /** The most bytes of files and text the form may carry. */
  maxBytes: number;
}

/** The files a form may carry (a binary array counts its maxItems), each at most MAX_UPLOAD_BYTES, and its text. */
function formRulesOf(properties: Record<string, JsonSchema>): FormRules {
  let files = 0;
  for (const property of Object.values(properties)) {
    if (isBinary(property)) files += typeof property.maxItems === 'number' ? property.maxItems : 1;
  }
  return { known: new Set(Object.keys(properties)), maxBytes: Math.min(MAX_FORM_BYTES, files * MAX_UPLOAD_BYTES + TEXT_BYTES) };
}

/**
 * Reads a multipart/form-data request part by part: an unknown part is refused (400) before its bytes are read;
 * each file is cut at MAX_UPLOAD_BYTES + 1 byte (413), and the whole form at `maxBytes` (413, from the declared
 * Content-Length before reading, or while reading a body of unknown length).
 */
async function readForm(request: FastifyRequest, rules: FormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw unsupportedMediaType('Le formulaire doit être envoyé en multipart/form-data');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes) throw payloadTooLarge(FORM_TOO_LARGE);
  const form: MultipartForm = { fields: {}, lists: {}, files: [] };
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > rules.maxBytes) throw payloadTooLarge(FORM_TOO_LARGE);
  };
  try {
    const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 100, fieldSize: 64 * 1024 } });
    for await (const part of parts) {
      if (!rules.known.has(fieldName(part.fieldname))) throw badRequest(unknownPartMessage(part.fieldname));
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          count(chunk.byteLength);
          chunks.push(chunk);
        }
        if (part.file.truncated) throw payloadTooLarge();
        const data = Buffer.concat(chunks);
        // an empty file input sends a part with no name and no bytes
        if (data.byteLength === 0 && !part.filename) continue;
        form.files.push({ fieldname: part.fieldname, filename: part.filename, data });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        count(Buffer.byteLength(value));
        form.fields[part.fieldname] = value;
        (form.lists[part.fieldname] ??= []).push(value);
      }
    }
  } catch (error) {
    // limits (413) and our own errors keep their status; a malformed body (no boundary, truncated) is the client's
    if (error instanceof DomainError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest('Formulaire multipart invalide');
  }
  return form;
}

async function readFormOf(request: FastifyRequest, operationId: string, rules: FormRules): Promise<MultipartForm> {
  const tooLarge = TOO_LARGE_MESSAGES[operationId];
  try {
    return await readForm(request, rules);
  } catch (error) {
    // a part past its limit (@fastify/multipart's 413) or the form past its total (TooLarge): the form's own words
    if (tooLarge !== undefined && (error instanceof TooLarge || (error as { statusCode?: unknown }).statusCode === 413)) throw payloadTooLarge(tooLarge);
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
  const rules = formRulesOf(properties);
  const validate = compileValidator({ schema: acceptingEmpty(schema, EMPTY_ACCEPTED[operationId as keyof typeof EMPTY_ACCEPTED] ?? []) });
  const checkForm = async (request: FastifyRequest) => {
    const form = await readFormOf(request, operationId, rules);
    refuseControlCharactersInText(form.lists);
    const values = formValues(form, properties);
    if (!validate(values)) {
      const [error] = validate.errors ?? [];
      throw error ? refusedField(formError(operationId, error, values)) : badRequest('Données invalides');
    }
    uploads.set(request, form.files);
    request.body = values;
  };
  const existing = route.preValidation;
  route.preValidation = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), checkForm];
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
  if (iso === null) throw refusedField(formatErrorOf(field));
  return iso;
}

/** The 400 of a refused field: the form shows its message under the field (`fields`). */
const refusedField = ({ field, fieldMessage, message }: FormFieldError) => fieldRefused(field, fieldMessage, message);

/** '' (sent empty) as undefined. */
export const unlessEmpty = <T>(value: T | '' | undefined): T | undefined => (value === '' ? undefined : value);
