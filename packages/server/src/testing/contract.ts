// Contract checks for the API tests (DESIGN.md: every server response validates against openapi/directory.yaml).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { listOperations, loadOpenApiDocument, type JsonObject, type OpenApiDocument } from '../openapi.js';

const DOCUMENT_ID = 'urn:annuaire:openapi';

interface ResponseLike {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly document: OpenApiDocument;
  private readonly operations: Map<string, { path: string; method: string }>;
  private readonly cache = new Map<string, ValidateFunction | null>();

  constructor(document: OpenApiDocument = loadOpenApiDocument()) {
    this.document = document;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema(document, DOCUMENT_ID);
    this.operations = new Map(listOperations(document).map((o) => [o.operationId, { path: o.path, method: o.method.toLowerCase() }]));
  }

  /** The JSON response schema's pointer for this operation and status; null when the answer has no JSON body. */
  private pointerFor(operationId: string, status: number): string | null {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`Unknown operationId '${operationId}'`);
    const responses = (this.document.paths[operation.path]?.[operation.method] as JsonObject).responses as Record<string, JsonObject>;
    const key = String(status) in responses ? String(status) : `${String(status)[0]}XX` in responses ? `${String(status)[0]}XX` : 'default';
    let response = responses[key];
    if (!response) {
      throw new Error(`${operationId} answered ${status}, which the contract does not list (it lists ${Object.keys(responses).join(', ')})`);
    }
    let pointer = `#/paths/${escapePointer(operation.path)}/${operation.method}/responses/${key}`;
    while (typeof response.$ref === 'string') {
      pointer = response.$ref;
      response = pointer
        .slice(2)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<JsonObject>((node, segment) => node[segment] as JsonObject, this.document);
    }
    const content = response.content as Record<string, JsonObject> | undefined;
    if (!content) return null;
    const jsonType = Object.keys(content).find((type) => type.includes('json'));
    if (!jsonType) return null;
    return `${pointer}/content/${escapePointer(jsonType)}/schema`;
  }

  /** Throws with the Ajv errors when the body does not match; returns the parsed body. */
  validate(operationId: string, response: ResponseLike): unknown {
    const pointer = this.pointerFor(operationId, response.statusCode);
    if (pointer === null) {
      if (response.body.length > 0 && String(response.headers['content-type'] ?? '').includes('json')) {
        throw new Error(`${operationId} ${response.statusCode}: the contract declares no JSON body, got ${response.body.slice(0, 300)}`);
      }
      return undefined;
    }
    let validate = this.cache.get(pointer);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      this.cache.set(pointer, validate);
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (!contentType.includes('json')) {
      throw new Error(`${operationId} ${response.statusCode}: expected a JSON body, got content-type '${contentType}'`);
    }
    const body: unknown = JSON.parse(response.body);
    if (validate && !validate(body)) {
      throw new Error(
        `${operationId} ${response.statusCode}: the body does not match the contract:\n` +
          `${this.ajv.errorsText(validate.errors, { separator: '\n' })}\nbody: ${response.body.slice(0, 1000)}`,
      );
    }
    return body;
  }
}

let shared: ContractValidator | undefined;

/**
 * Checks a response against the contract (status listed for the operation, JSON body matching its schema) and
 * returns the parsed body. Use it on every response of an API test.
 */
export function expectValidResponse<T = unknown>(response: ResponseLike, operationId: string): T {
  shared ??= new ContractValidator();
  return shared.validate(operationId, response) as T;
}
