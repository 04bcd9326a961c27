// @module-tag postgres
// Injection that must fail: SQL metacharacters in every query and path
// parameter of every operation of the contract, sent with the network administrator's token (who passes most
// authorization checks). The directory's tables are unchanged afterwards (row counts and a checksum of every row),
// each answer is a 4xx or an empty result (or, for a full-text search, the result of the same words without the
// metacharacters: "' OR ''='" searches the word 'or'), and no error body carries a stack trace or SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument, type JsonObject } from '../openapi.js';
import { createTestApp, expectValidResponse, type TestApp } from '../testing/harness.js';

const PAYLOADS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1 OR 1=1',
  '1; DROP TABLE companies; --',
  "'; DELETE FROM ratings; --",
  "' UNION SELECT email, password_hash FROM users --",
  "%' AND pg_sleep(1) IS NULL --",
  '1)) OR ((1=1',
  '$$; UPDATE companies SET status = $$ACTIVE$$; --',
  "\\'; TRUNCATE users CASCADE; --",
  '" OR ""="',
  '%_%',
];

/** The directory's own data (the tracking tables record searches and visits by design and are left out). */
const TABLES = ['countries', 'country_amchams', 'sectors', 'categories', 'companies', 'schedules', 'ratings', 'ads', 'events', 'partners', 'users'];

const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+|Failed query|\bselect\b[\s\S]*\bfrom\b|\bdelete from\b|\bdrop table\b|syntax error|relation "|column "|drizzle|pglite|postgres/i;

const document = loadOpenApiDocument();
const operations = listOperations(document);

interface Parameter {
  name: string;
  in: string;
}

function parametersOf(operation: JsonObject): Parameter[] {
  const parameters = (operation.parameters as JsonObject[] | undefined) ?? [];
  return parameters.map((parameter) => {
    if (typeof parameter.$ref !== 'string') return parameter as unknown as Parameter;
    const name = parameter.$ref.split('/').pop() ?? '';
    return ((document.components?.parameters as Record<string, JsonObject>)[name] ?? {}) as unknown as Parameter;
  });
}

/** One request per (operation, query or path parameter, payload); the other path parameters get a fixture id. */
const cases = operations.flatMap((operation) =>
  parametersOf(operation.operation)
    .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
    .flatMap((parameter) =>
      PAYLOADS.map((payload) => {
        const value = encodeURIComponent(payload);
        let path = operation.path;
        for (const other of parametersOf(operation.operation).filter((p) => p.in === 'path')) {
          path = path.replace(`{${other.name}}`, other.name === parameter.name ? value : '1');
        }
        const url = parameter.in === 'query' ? `${path}?${parameter.name}=${value}` : path;
        return { operation, parameter: parameter.name, payload, url };
      }),
    ),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function snapshot(): Promise<Record<string, { rows: number; checksum: string }>> {
  const result: Record<string, { rows: number; checksum: string }> = {};
  for (const table of TABLES) {
    const [row] = await t.database.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS checksum FROM ${table} t`,
    );
    if (row) result[table] = row;
  }
  return result;
}

const isEmptyResult = (body: unknown): boolean => {
  if (Array.isArray(body)) return body.length === 0;
  if (body && typeof body === 'object' && Array.isArray((body as { content?: unknown }).content)) return (body as { content: unknown[] }).content.length === 0;
  // the map's locations (searchCompanyLocations): { points, limit, truncated }
  if (body && typeof body === 'object' && Array.isArray((body as { points?: unknown }).points)) return (body as { points: unknown[] }).points.length === 0;
  return false;
};

describe('given SQL metacharacters in every query and path parameter of the contract', () => {
  it(`leaves the database untouched and answers 4xx or an empty result (${cases.length} requests)`, { timeout: 300_000 }, async () => {
    expect(cases.length).toBeGreaterThan(500);
    const before = await snapshot();
    const unexpected: string[] = [];
    for (const [index, { operation, parameter, payload, url }] of cases.entries()) {
      const res = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: t.auth.networkAdmin,
        // an address per request: the per-client limits are not what this test is about
        remoteAddress: `10.66.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      });
      const label = `${operation.method} ${url} (${operation.operationId}.${parameter} = ${payload})`;
      if (res.statusCode >= 500) {
        unexpected.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      expectValidResponse(res, operation.operationId);
      if (res.statusCode >= 400) {
        const { message } = res.json<{ message: string }>();
        if (LEAK.test(message)) unexpected.push(`${label}: the error leaks ${message}`);
      } else if (String(res.headers['content-type'] ?? '').includes('json') && !isEmptyResult(res.json())) {
        const words = payload.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
        const asText =
          words === ''
            ? undefined
            : await t.app.inject({
                method: operation.method as 'GET',
                url: url.replace(encodeURIComponent(payload), encodeURIComponent(words)),
                headers: t.auth.networkAdmin,
                remoteAddress: '10.66.255.1',
              });
        if (asText?.body !== res.body) unexpected.push(`${label}: ${res.statusCode} with a non-empty result ${res.body.slice(0, 200)}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
