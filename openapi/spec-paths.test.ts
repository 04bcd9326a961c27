// Checks openapi/directory.yaml against the calls of both specs (section 7), DESIGN.md's "Calls this system
// adds", and the house rules of the contract (operationId, tags, 4xx answers, examples, bearer -> 401/403).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Json = Record<string, unknown>;

interface SpecCall {
  method: Method;
  path: string;
  /** Query parameters the spec names for the call. */
  query?: string[];
  /** Multipart fields the spec names for the call. */
  multipart?: string[];
  source: 'public §7' | 'admin §7' | 'DESIGN.md' | 'contract issue';
}

const companyForm = ['name', 'description', 'address', 'email', 'telephone', 'webLink', 'countryAmchamId', 'sectorId', 'videoLink', 'lat', 'lon', 'logoFile'];

// Copied from the tables of spec public §7 and admin §7 and from DESIGN.md's "Calls this system adds".
const SPEC_CALLS: SpecCall[] = [
  // public §7
  {
    method: 'get',
    path: '/api/companies/search',
    query: ['page', 'size', 'keyword', 'name', 'sector', 'sectorId', 'countryId', 'country'],
    source: 'public §7',
  },
  { method: 'get', path: '/api/companies/country-amcham/{id}', query: ['page', 'size', 'name', 'sector'], source: 'public §7' },
  { method: 'get', path: '/api/companies/{id}', source: 'public §7' },
  { method: 'get', path: '/api/companies/all', source: 'public §7' },
  { method: 'get', path: '/api/companies/{id}/similar', source: 'public §7' },
  { method: 'get', path: '/api/companies/{id}/schedules', source: 'public §7' },
  { method: 'put', path: '/api/companies/{id}/schedules', source: 'public §7' },
  { method: 'get', path: '/api/companies/sector/{id}', query: ['page', 'size'], source: 'public §7' },
  { method: 'get', path: '/api/companies/country/{id}', query: ['page', 'size'], source: 'public §7' },
  { method: 'get', path: '/api/companies/top-sectors/kpi', source: 'public §7' },
  { method: 'get', path: '/api/companies/total/kpi', source: 'public §7' },
  { method: 'get', path: '/api/companies/search/stats', source: 'public §7' },
  { method: 'get', path: '/api/companies/contacts/kpi/global', source: 'public §7' },
  { method: 'get', path: '/api/sectors/total/kpi', source: 'public §7' },
  { method: 'get', path: '/api/companies/contacts/{id}/circular-stats', source: 'public §7' },
  { method: 'get', path: '/api/companies/contacts/total/{companyId}', source: 'public §7' },
  { method: 'get', path: '/api/companies/views/company/{companyId}', source: 'public §7' },
  { method: 'get', path: '/api/companies/views/company/{companyId}/weekly-daily', source: 'public §7' },
  { method: 'post', path: '/api/companies/save', multipart: companyForm, source: 'public §7' },
  { method: 'put', path: '/api/companies/{id}', multipart: [...companyForm, 'country', 'pictures'], source: 'public §7' },
  { method: 'delete', path: '/api/companies/{id}', source: 'public §7' },
  { method: 'post', path: '/api/ratings', source: 'public §7' },
  { method: 'get', path: '/api/ratings/company/{id}', source: 'public §7' },
  { method: 'get', path: '/api/ads/portal', query: ['page', 'size'], source: 'public §7' },
  { method: 'get', path: '/api/events/upcoming', query: ['page', 'size', 'categoryId', 'title'], source: 'public §7' },
  { method: 'get', path: '/api/country-amchams', source: 'public §7' },
  { method: 'get', path: '/api/home/recent-stats', source: 'public §7' },
  { method: 'get', path: '/api/home/recent-companies', query: ['limit'], source: 'public §7' },
  { method: 'get', path: '/api/home/recent-announcements', query: ['limit'], source: 'public §7' },
  { method: 'get', path: '/api/countries', source: 'public §7' },
  { method: 'get', path: '/api/countries/{id}', source: 'public §7' },
  { method: 'get', path: '/api/sectors', query: ['page', 'size', 'nameFr', 'nameEn'], source: 'public §7' },
  { method: 'get', path: '/api/sectors/all', source: 'public §7' },
  { method: 'get', path: '/api/sectors/{id}', source: 'public §7' },
  { method: 'get', path: '/api/sectors/search', query: ['query'], source: 'public §7' },
  { method: 'post', path: '/api/sectors', source: 'public §7' },
  { method: 'put', path: '/api/sectors/{id}', source: 'public §7' },
  { method: 'delete', path: '/api/sectors/{id}', source: 'public §7' },
  { method: 'get', path: '/api/partners', source: 'public §7' },
  { method: 'get', path: '/api/partners/{id}', source: 'public §7' },
  { method: 'post', path: '/api/partners', multipart: ['name', 'link', 'logoFile'], source: 'public §7' },
  { method: 'put', path: '/api/partners/{id}', multipart: ['name', 'link', 'logoFile'], source: 'public §7' },
  { method: 'delete', path: '/api/partners/{id}', source: 'public §7' },
  { method: 'post', path: '/api/auth/signin', source: 'public §7' },
  { method: 'post', path: '/api/auth/refresh', source: 'public §7' },
  { method: 'post', path: '/api/auth/signup', source: 'public §7' },
  { method: 'post', path: '/api/auth/password/reset', source: 'public §7' },
  { method: 'post', path: '/api/auth/password/change/{id}', source: 'public §7' },
  { method: 'get', path: '/api/auth/logout', source: 'public §7' },
  { method: 'get', path: '/api/v1/user/me', source: 'public §7' },
  { method: 'get', path: '/repertoire_amchams/{file}', source: 'public §7' },
  { method: 'get', path: '/api/files/{name}', source: 'public §7' },
  { method: 'get', path: '/api/ads/images/{name}', source: 'public §7' },
  // admin §7
  { method: 'get', path: '/api/ads/search', query: ['page', 'size', 'title', 'permanent'], source: 'admin §7' },
  { method: 'get', path: '/api/ads/all', source: 'admin §7' },
  { method: 'get', path: '/api/ads/{id}', source: 'admin §7' },
  { method: 'get', path: '/api/ads/active', source: 'admin §7' },
  { method: 'get', path: '/api/ads/permanent', source: 'admin §7' },
  {
    method: 'post',
    path: '/api/ads/save',
    multipart: ['title', 'description', 'link', 'startDate', 'endDate', 'permanent', 'webImg', 'mobileImg'],
    source: 'admin §7',
  },
  {
    method: 'put',
    path: '/api/ads/{id}',
    multipart: ['title', 'description', 'link', 'startDate', 'endDate', 'permanent', 'webImg', 'mobileImg'],
    source: 'admin §7',
  },
  { method: 'delete', path: '/api/ads/{id}', source: 'admin §7' },
  { method: 'get', path: '/api/events/upcoming', query: ['page', 'size', 'categoryId', 'title'], source: 'admin §7' },
  {
    method: 'post',
    path: '/api/events/save',
    multipart: ['title', 'description', 'startDate', 'endDate', 'startTime', 'endTime', 'address', 'categoryId', 'imageFile'],
    source: 'admin §7',
  },
  { method: 'get', path: '/api/events/{id}', source: 'admin §7' },
  {
    method: 'put',
    path: '/api/events/{id}',
    multipart: ['title', 'description', 'startDate', 'endDate', 'startTime', 'endTime', 'address', 'categoryId', 'imageFile'],
    source: 'admin §7',
  },
  { method: 'delete', path: '/api/events/{id}', source: 'admin §7' },
  { method: 'get', path: '/api/events', query: ['page', 'size', 'categoryId', 'title'], source: 'admin §7' },
  { method: 'get', path: '/api/events/category/{id}', query: ['page', 'size'], source: 'admin §7' },
  { method: 'get', path: '/api/companies/companies-by-sector/kpi', source: 'admin §7' },
  { method: 'get', path: '/api/companies/daily-visit', source: 'admin §7' },
  { method: 'get', path: '/api/ads/kpi/top6', source: 'admin §7' },
  {
    method: 'post',
    path: '/api/country-amchams/save',
    multipart: ['countryId', 'name', 'address', 'telephone', 'email', 'website', 'logoFile'],
    source: 'admin §7',
  },
  { method: 'get', path: '/api/country-amchams', source: 'admin §7' },
  { method: 'get', path: '/api/country-amchams/{id}', source: 'admin §7' },
  {
    method: 'put',
    path: '/api/country-amchams/{id}',
    multipart: ['countryId', 'name', 'address', 'telephone', 'email', 'website', 'logoFile'],
    source: 'admin §7',
  },
  { method: 'delete', path: '/api/country-amchams/{id}', source: 'admin §7' },
  { method: 'get', path: '/api/country-amchams/search', query: ['query'], source: 'admin §7' },
  { method: 'get', path: '/api/countries', source: 'admin §7' },
  // DESIGN.md, "Calls this system adds"
  { method: 'get', path: '/api/companies/country-amcham/{id}', query: ['page', 'size', 'name', 'sectorId', 'status'], source: 'DESIGN.md' },
  { method: 'patch', path: '/api/companies/{id}/status', source: 'DESIGN.md' },
  { method: 'get', path: '/api/categories', source: 'DESIGN.md' },
  { method: 'post', path: '/api/categories', source: 'DESIGN.md' },
  { method: 'get', path: '/api/categories/{id}', source: 'DESIGN.md' },
  { method: 'put', path: '/api/categories/{id}', source: 'DESIGN.md' },
  { method: 'delete', path: '/api/categories/{id}', source: 'DESIGN.md' },
  { method: 'get', path: '/api/sectors', query: ['page', 'size', 'nameFr', 'nameEn'], source: 'DESIGN.md' },
  { method: 'get', path: '/api/sectors/total/kpi', source: 'DESIGN.md' },
  { method: 'get', path: '/api/companies/search/stats', source: 'DESIGN.md' },
  { method: 'get', path: '/api/companies/total/kpi', source: 'DESIGN.md' },
  { method: 'get', path: '/api/companies/companies-by-sector/kpi', source: 'DESIGN.md' },
  { method: 'get', path: '/api/companies/daily-visit', source: 'DESIGN.md' },
  { method: 'get', path: '/api/ads/kpi/top6', source: 'DESIGN.md' },
  { method: 'get', path: '/api/companies/search/popular', source: 'DESIGN.md' },
  { method: 'post', path: '/api/companies/{id}/views', source: 'DESIGN.md' },
  { method: 'post', path: '/api/companies/{id}/contacts', source: 'DESIGN.md' },
  { method: 'post', path: '/api/ads/{id}/clicks', source: 'DESIGN.md' },
  { method: 'post', path: '/api/visits', source: 'DESIGN.md' },
  // the contract issue: the one-time reset token flow and the health of the service
  { method: 'post', path: '/api/auth/password/reset/confirm', source: 'contract issue' },
  { method: 'get', path: '/api/health', source: 'contract issue' },
];

const REQUIRED_TAGS = [
  'companies',
  'ratings',
  'ads',
  'events',
  'countries',
  'country-amchams',
  'sectors',
  'categories',
  'partners',
  'auth',
  'users',
  'statistics',
  'home',
  'files',
];

const SHARED_ERROR_RESPONSES = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'TooManyRequests',
];

const METHODS: Method[] = ['get', 'put', 'post', 'patch', 'delete'];

interface Operation {
  method: Method;
  path: string;
  op: Json;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathsOf(doc: Json): Json {
  return isObject(doc.paths) ? doc.paths : {};
}

function operationsOf(doc: Json): Operation[] {
  return Object.entries(pathsOf(doc)).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = isObject(item) ? item[method] : undefined;
      return isObject(op) ? [{ method, path, op }] : [];
    }),
  );
}

/** Follows one local `$ref` ('#/components/...') inside the document. */
function resolve(doc: Json, node: unknown): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string') return node;
  const segments = node.$ref.replace(/^#\//, '').split('/');
  let current: unknown = doc;
  for (const segment of segments) current = isObject(current) ? current[segment] : undefined;
  return resolve(doc, current);
}

/** A schema with its local `$ref`s replaced by their targets (the document has no recursive schema). */
function resolveDeep(doc: Json, node: unknown): unknown {
  const resolved = resolve(doc, node);
  if (Array.isArray(resolved)) return resolved.map((item) => resolveDeep(doc, item));
  if (!isObject(resolved)) return resolved;
  return Object.fromEntries(Object.entries(resolved).map(([key, value]) => [key, resolveDeep(doc, value)]));
}

function missingCalls(doc: Json, calls: SpecCall[]): string[] {
  const paths = pathsOf(doc);
  return calls
    .filter((call) => {
      const item = paths[call.path];
      return !(isObject(item) && isObject(item[call.method]));
    })
    .map((call) => `${call.method.toUpperCase()} ${call.path} (${call.source})`);
}

function queryParameterNames(doc: Json, op: Json): string[] {
  const parameters = Array.isArray(op.parameters) ? op.parameters : [];
  return parameters
    .map((p) => resolve(doc, p))
    .filter((p): p is Json => isObject(p) && p.in === 'query')
    .map((p) => String(p.name));
}

/** Property names of a schema, following $ref and allOf. */
function propertyNames(doc: Json, schema: unknown): string[] {
  const resolved = resolve(doc, schema);
  if (!isObject(resolved)) return [];
  const own = isObject(resolved.properties) ? Object.keys(resolved.properties) : [];
  const inherited = Array.isArray(resolved.allOf) ? resolved.allOf.flatMap((part) => propertyNames(doc, part)) : [];
  return [...own, ...inherited];
}

function hasExample(doc: Json, mediaType: unknown): boolean {
  const resolved = resolve(doc, mediaType);
  if (!isObject(resolved)) return false;
  if (resolved.example !== undefined) return true;
  return (
    isObject(resolved.examples) && Object.values(resolved.examples).some((e) => isObject(resolve(doc, e)) && (resolve(doc, e) as Json).value !== undefined)
  );
}

/** Problems of one operation against the house rules; empty when it follows them all. */
function operationProblems(doc: Json, { method, path, op }: Operation): string[] {
  const where = `${method.toUpperCase()} ${path}`;
  const problems: string[] = [];
  const responses = isObject(op.responses) ? op.responses : {};
  const statuses = Object.keys(responses);

  if (typeof op.operationId !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId)) problems.push(`${where}: operationId missing or not camelCase`);
  if (!Array.isArray(op.tags) || op.tags.length === 0) problems.push(`${where}: no tag`);
  if (!statuses.some((s) => /^4\d\d$/.test(s))) problems.push(`${where}: no 4xx answer`);
  for (const status of statuses.filter((s) => /^4\d\d$/.test(s))) {
    const ref = isObject(responses[status]) ? (responses[status] as Json).$ref : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#/components/responses/')) problems.push(`${where}: ${status} is not a shared components/responses`);
  }

  // Bearer-secured: every alternative needs the token. Optional-token calls (`- {}` beside `- bearerAuth: []`)
  // treat a bad token as anonymous, so they list 401/403 only where those really happen.
  const hasParameters = Array.isArray(op.parameters) && op.parameters.length > 0;
  const requestBody = resolve(doc, op.requestBody);
  if ((hasParameters || op.requestBody !== undefined) && !statuses.includes('400')) problems.push(`${where}: takes input without 400`);
  if (op.requestBody !== undefined && !statuses.includes('415')) problems.push(`${where}: takes a body without 415`);
  if (path.includes('{') && !statuses.includes('404')) problems.push(`${where}: names a resource in its path without 404`);
  const multipart = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content['multipart/form-data'] : undefined;
  const uploads = isObject(multipart) && JSON.stringify(resolveDeep(doc, multipart.schema)).includes('"format":"binary"');
  if (uploads && !statuses.includes('413')) problems.push(`${where}: takes files without 413`);

  const bearer =
    Array.isArray(op.security) && op.security.length > 0 && op.security.every((requirement) => isObject(requirement) && 'bearerAuth' in requirement);
  if (bearer && !(statuses.includes('401') && statuses.includes('403'))) problems.push(`${where}: bearer-secured without 401 and 403`);

  const body = resolve(doc, op.requestBody);
  if (isObject(body) && isObject(body.content)) {
    for (const [type, media] of Object.entries(body.content)) {
      if (!hasExample(doc, media)) problems.push(`${where}: request ${type} has no example`);
    }
  }
  for (const status of statuses.filter((s) => /^2\d\d$/.test(s))) {
    const response = resolve(doc, responses[status]);
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    for (const [type, media] of Object.entries(content)) {
      // Images are bytes: no example can be written for them; their 404 carries one.
      if (type.startsWith('image/')) continue;
      if (!hasExample(doc, media)) problems.push(`${where}: ${status} ${type} has no example`);
    }
  }
  const anyExample = Object.values(responses).some((r) => {
    const response = resolve(doc, r);
    return isObject(response) && isObject(response.content) && Object.values(response.content).some((media) => hasExample(doc, media));
  });
  if (!anyExample) problems.push(`${where}: no example at all`);
  return problems;
}

const documentPath = new URL('./directory.yaml', import.meta.url);
const doc = parse(readFileSync(documentPath, 'utf8')) as Json;
const operations = operationsOf(doc);
const schemas = (isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {}) as Json;

describe('the checks themselves', () => {
  describe('given a document that lacks a spec call', () => {
    it('reports the missing call with its source', () => {
      const partial = { paths: { '/api/companies/{id}': { get: {} } } };
      expect(
        missingCalls(partial, [
          { method: 'get', path: '/api/companies/{id}', source: 'public §7' },
          { method: 'delete', path: '/api/companies/{id}', source: 'public §7' },
        ]),
      ).toEqual(['DELETE /api/companies/{id} (public §7)']);
    });
  });
  describe('given an operation that takes an optional token', () => {
    it('does not ask for 401 and 403', () => {
      const optional: Operation = {
        method: 'get',
        path: '/api/x/{id}',
        op: {
          operationId: 'getX',
          tags: ['x'],
          security: [{}, { bearerAuth: [] }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '204': { description: 'ok' }, '400': { $ref: '#/components/responses/NotFound' }, '404': { $ref: '#/components/responses/NotFound' } },
        },
      };
      const withNotFound = {
        components: { responses: { NotFound: { content: { 'application/json': { example: { message: 'x', status: 404, error: 'Not Found' } } } } } },
      };
      expect(operationProblems(withNotFound, optional)).toEqual([]);
    });
  });
  describe('given an operation that breaks every house rule', () => {
    it('reports each broken rule', () => {
      const broken: Operation = {
        method: 'put',
        path: '/api/x/{id}',
        op: {
          operationId: 'Update_X',
          security: [{ bearerAuth: [] }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { logoFile: { type: 'string', format: 'binary' } } } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      };
      expect(operationProblems({}, broken)).toEqual([
        'PUT /api/x/{id}: operationId missing or not camelCase',
        'PUT /api/x/{id}: no tag',
        'PUT /api/x/{id}: no 4xx answer',
        'PUT /api/x/{id}: takes input without 400',
        'PUT /api/x/{id}: takes a body without 415',
        'PUT /api/x/{id}: names a resource in its path without 404',
        'PUT /api/x/{id}: takes files without 413',
        'PUT /api/x/{id}: bearer-secured without 401 and 403',
        'PUT /api/x/{id}: request multipart/form-data has no example',
        'PUT /api/x/{id}: 200 application/json has no example',
        'PUT /api/x/{id}: no example at all',
      ]);
    });
  });
});

describe('given openapi/directory.yaml', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  describe('when compared with section 7 of both specs and DESIGN.md', () => {
    it('has every path and method they list', () => {
      expect(missingCalls(doc, SPEC_CALLS)).toEqual([]);
    });

    it.each(SPEC_CALLS.filter((c) => c.query).map((c) => [`${c.method.toUpperCase()} ${c.path} (${c.source})`, c] as const))(
      '%s accepts the query parameters the source names',
      (_label, call) => {
        const op = (pathsOf(doc)[call.path] as Json)[call.method] as Json;
        expect(queryParameterNames(doc, op)).toEqual(expect.arrayContaining(call.query ?? []));
      },
    );

    it.each(SPEC_CALLS.filter((c) => c.multipart).map((c) => [`${c.method.toUpperCase()} ${c.path} (${c.source})`, c] as const))(
      '%s takes the multipart fields the source names',
      (_label, call) => {
        const op = (pathsOf(doc)[call.path] as Json)[call.method] as Json;
        const body = resolve(doc, op.requestBody) as Json;
        const media = (body.content as Json)['multipart/form-data'] as Json | undefined;
        expect(media, 'multipart/form-data body').toBeDefined();
        expect(propertyNames(doc, media?.schema)).toEqual(expect.arrayContaining(call.multipart ?? []));
      },
    );
  });

  describe('when each operation is checked against the house rules', () => {
    it('has operations', () => {
      expect(operations.length).toBeGreaterThanOrEqual(new Set(SPEC_CALLS.map((c) => `${c.method} ${c.path}`)).size);
    });

    it('gives every operation a camelCase operationId, a tag, examples and its shared 4xx answers (400 on input, 404 on a path resource, 413 on files, 415 on bodies, 401 and 403 on bearer calls)', () => {
      expect(operations.flatMap((operation) => operationProblems(doc, operation))).toEqual([]);
    });

    it('describes every operation and every component schema in English for a reader of /api/docs', () => {
      const undescribed = operations.filter(({ op }) => typeof op.summary !== 'string' || typeof op.description !== 'string').map(({ op }) => op.operationId);
      expect(undescribed).toEqual([]);
      expect(
        Object.entries(schemas)
          .filter(([, schema]) => !isObject(schema) || typeof schema.description !== 'string')
          .map(([name]) => name),
      ).toEqual([]);
    });

    it('never uses one operationId twice', () => {
      const ids = operations.map(({ op }) => op.operationId);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    });

    it('uses only the declared tags, and declares every service tag', () => {
      const declared = (Array.isArray(doc.tags) ? doc.tags : []).map((t) => (isObject(t) ? t.name : undefined));
      expect(declared).toEqual(expect.arrayContaining(REQUIRED_TAGS));
      const used = new Set(operations.flatMap(({ op }) => (Array.isArray(op.tags) ? op.tags : [])));
      expect([...used].filter((tag) => !declared.includes(tag))).toEqual([]);
      expect(REQUIRED_TAGS.filter((tag) => !used.has(tag))).toEqual([]);
    });
  });

  describe('when its shared parts are read', () => {
    it('declares bearerAuth as an HTTP bearer JWT scheme', () => {
      const schemes = ((doc.components as Json).securitySchemes ?? {}) as Json;
      expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    });

    it('has one Error schema { message: string, status: integer, error: string }', () => {
      expect(schemas.Error).toMatchObject({
        type: 'object',
        required: expect.arrayContaining(['message', 'status', 'error']),
        properties: { message: { type: 'string' }, status: { type: 'integer' }, error: { type: 'string' } },
      });
    });

    it.each(SHARED_ERROR_RESPONSES)('has the shared response %s with the Error schema and an example', (name) => {
      const response = ((doc.components as Json).responses as Json)[name] as Json | undefined;
      const media = (response?.content as Json | undefined)?.['application/json'] as Json | undefined;
      expect(media?.schema).toEqual({ $ref: '#/components/schemas/Error' });
      expect(hasExample(doc, media)).toBe(true);
    });

    it('quotes the French conflict message of the company service on company writes', () => {
      const conflict = ((doc.components as Json).responses as Json).CompanyConflict as Json;
      expect(((conflict.content as Json)['application/json'] as Json).example).toMatchObject({
        message: 'Une entreprise avec ce nom existe déjà',
        status: 409,
      });
      const update = (pathsOf(doc)['/api/companies/{id}'] as Json).put as Json;
      expect((update.responses as Json)['409']).toEqual({ $ref: '#/components/responses/CompanyConflict' });
    });
  });

  describe('when its schemas are read', () => {
    it.each([
      'Company',
      'CompanyPage',
      'CompanyCreateForm',
      'CompanyUpdateForm',
      'Country',
      'CountryAmcham',
      'CountryAmchamList',
      'Sector',
      'SectorPage',
      'Category',
      'Ad',
      'AdPage',
      'Event',
      'EventPage',
      'Partner',
      'Schedule',
      'Rating',
      'RatingCreate',
      'DailyCount',
      'CountTotal',
      'ContactTimeline',
      'CompanyTotals',
      'SectorShare',
      'DailyVisit',
      'AdClicks',
      'PopularSearch',
      'SearchStats',
      'TopSector',
      'HomeRecentStats',
      'AuthRequest',
      'AuthResponse',
      'User',
      'Error',
    ])('has the entity schema %s', (name) => {
      expect(schemas[name]).toBeDefined();
    });

    it.each(['CompanyPage', 'AdPage', 'EventPage', 'SectorPage'])('%s carries content, totalElements, totalPages, last, number and size', (name) => {
      expect(propertyNames(doc, schemas[name]).sort()).toEqual(['content', 'last', 'number', 'size', 'totalElements', 'totalPages']);
    });

    it('limits a rating score to the integers 1 to 5 and a comment to at least 2 characters', () => {
      expect(schemas.RatingCreate).toMatchObject({
        properties: { score: { type: 'integer', minimum: 1, maximum: 5 }, comment: { minLength: 2 } },
      });
    });

    it('has dayOfWeek MONDAY..SUNDAY and HH:MM times on 24 hours', () => {
      expect(schemas.DayOfWeek).toMatchObject({ enum: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] });
      const time = new RegExp(String((schemas.Time as Json).pattern));
      expect(['00:00', '09:00', '23:59'].filter((t) => !time.test(t))).toEqual([]);
      expect(['24:00', '9:00', '12:60', '12h30'].filter((t) => time.test(t))).toEqual([]);
    });

    it("has the profil enum ADMIN_RESEAU | ADMIN_AMCHAM | MEMBER (the network administrator added to the spec's two) and the status enum ACTIVE | INACTIVE | PENDING", () => {
      expect(schemas.Profil).toMatchObject({ enum: ['ADMIN_RESEAU', 'ADMIN_AMCHAM', 'MEMBER'] });
      expect(schemas.CompanyStatus).toMatchObject({ enum: ['ACTIVE', 'INACTIVE', 'PENDING'] });
    });

    it('accepts a phone as an optional plus then at least 10 digits, spaces, hyphens or parentheses', () => {
      const phone = new RegExp(String((schemas.Telephone as Json).pattern), 'u');
      expect(['+225 27 20 30 40 50', '(01) 23-45-67-89', '0123456789'].filter((p) => !phone.test(p))).toEqual([]);
      expect(['012345678', '+33 1 23 45 67 8x', '++0123456789'].filter((p) => phone.test(p))).toEqual([]);
    });

    it('accepts a website as an http(s) URL or a bare domain', () => {
      const web = new RegExp(String((schemas.WebLink as Json).pattern), 'u');
      expect(['https://sgt.example.org', 'http://sgt.example.org/fr?x=1', 'sgt.example.org', 'www.sgt.co.uk'].filter((u) => !web.test(u))).toEqual([]);
      expect(['ftp://sgt.example.org', 'sgt', 'https://', 'not a url.com'].filter((u) => web.test(u))).toEqual([]);
    });

    it('applies the company limits of spec public §5 (name 2-150, description 50-500 on update, address 10+)', () => {
      expect(schemas.CompanyUpdateForm).toMatchObject({
        properties: { name: { minLength: 2, maxLength: 150 }, description: { minLength: 50, maxLength: 500 }, address: { minLength: 10 } },
      });
      expect(schemas.CompanyCreateForm).toMatchObject({ properties: { name: { minLength: 2, maxLength: 150 }, address: { minLength: 10 } } });
    });
  });
});
