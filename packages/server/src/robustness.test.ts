import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from './openapi.js';
import { createTestApp, type TestApp } from './testing/harness.js';

// Issue 3: "never a 5xx for anything a client can send". Every operation of the contract receives malformed and
// absent input from an administrator (who passes most authorization checks), and must answer with a 4xx (or a
// success), always in the error shape when it fails.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operations = listOperations(loadOpenApiDocument());
const urlFor = (path: string, value: string) => path.replace(/\{\w+\}/g, value);

describe.each([
  { input: 'ids that are not numbers and a JSON body that is an array', id: 'abc', payload: '[1,2]', type: 'application/json' },
  { input: 'unknown ids and an empty JSON object', id: '999999', payload: '{}', type: 'application/json' },
  { input: 'negative ids and JSON of the wrong types', id: '-1', payload: '{"name":12,"email":false,"page":"x","score":"cinq"}', type: 'application/json' },
  { input: 'a huge id and a plain-text body', id: '99999999999999999999', payload: 'name=x', type: 'text/plain' },
  { input: 'a multipart body without its boundary', id: '1', payload: '--x\r\n', type: 'multipart/form-data' },
])('given $input', ({ id, payload, type }) => {
  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s answers without a 5xx', async (_name, operation) => {
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
    const res = await t.app.inject({
      method: operation.method as 'GET',
      url: `${urlFor(operation.path, id)}?page=-3&size=100000&limit=abc`,
      headers: { ...t.auth.admin, ...(hasBody ? { 'content-type': type } : {}) },
      ...(hasBody ? { payload } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    if (res.statusCode >= 400) expect(res.json()).toMatchObject({ status: res.statusCode, message: expect.any(String), error: expect.any(String) });
  });
});
