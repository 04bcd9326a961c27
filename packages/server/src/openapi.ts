// The contract, read once from openapi/directory.yaml (the source of truth: requests are validated from it and
// responses are checked against it in the tests).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { paths } from './config.js';

export type JsonObject = Record<string, unknown>;

export interface OpenApiDocument extends JsonObject {
  openapi: string;
  paths: Record<string, Record<string, JsonObject>>;
  components?: JsonObject;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** 'required': bearer only; 'optional': `{}` or bearer; 'none': public. */
  auth: 'required' | 'optional' | 'none';
  multipart: boolean;
  operation: JsonObject;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

let cached: OpenApiDocument | undefined;

export function loadOpenApiDocument(file: string = paths.openapi): OpenApiDocument {
  if (file === paths.openapi && cached) return structuredClone(cached);
  const document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  if (file === paths.openapi) cached = document;
  return structuredClone(document);
}

export function listOperations(document: OpenApiDocument): OperationInfo[] {
  const result: OperationInfo[] = [];
  const globalSecurity = (document.security as JsonObject[] | undefined) ?? [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || typeof operation.operationId !== 'string') continue;
      const security = (operation.security as JsonObject[] | undefined) ?? globalSecurity;
      const bearer = security.some((s) => 'bearerAuth' in s);
      const anonymous = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
      const requestBody = operation.requestBody as { content?: JsonObject } | undefined;
      result.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        auth: bearer ? (anonymous ? 'optional' : 'required') : 'none',
        multipart: Boolean(requestBody?.content && 'multipart/form-data' in requestBody.content),
        operation,
      });
    }
  }
  return result;
}

/**
 * The document with only the given operations: the glue registers a route per operation it is handed. Binary
 * answers (images) lose their response content: nothing serializes them, and the glue would look for a body
 * parser of that type.
 */
export function withOperations(document: OpenApiDocument, keep: ReadonlySet<string>): OpenApiDocument {
  const copy = structuredClone(document);
  for (const [path, item] of Object.entries(copy.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      if (!keep.has(String(operation.operationId))) {
        delete item[method];
        continue;
      }
      for (const response of Object.values((operation.responses ?? {}) as Record<string, JsonObject>)) {
        const content = response.content as JsonObject | undefined;
        if (content) for (const type of Object.keys(content)) if (!type.includes('json')) delete content[type];
      }
    }
    if (!Object.keys(item).some((key) => METHODS.has(key))) delete copy.paths[path];
  }
  for (const response of Object.values((copy.components?.responses ?? {}) as Record<string, JsonObject>)) {
    const content = response.content as JsonObject | undefined;
    if (content) for (const type of Object.keys(content)) if (!type.includes('json')) delete content[type];
  }
  return copy;
}
