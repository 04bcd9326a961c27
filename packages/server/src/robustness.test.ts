import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from './openapi.js';
import { createTestApp, type TestApp } from './testing/harness.js';

// Never a 5xx for anything a client can send. Every operation of the contract receives malformed and
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

// Found by the generated-request suite (src/security/contractFuzz.test.ts): each answered a 500 or left the
// error shape before its fix.
describe('given a URL the router cannot read', () => {
  it.each([
    ['a malformed escape in a path parameter', '/api/companies/%zz'],
    ['a lone % in a path parameter', '/api/sectors/%'],
    ['a file name longer than any the service makes', `/repertoire_amchams/${'x'.repeat(400)}.png`],
  ])('answers 400 in the error shape to %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Données invalides/), status: 400, error: 'Bad Request' });
  });
});

describe('given a required body that is absent', () => {
  const withJsonBody = operations.filter((o) => {
    const body = o.operation.requestBody as { required?: boolean; content?: Record<string, unknown> } | undefined;
    return body?.required === true && body.content !== undefined && 'application/json' in body.content;
  });
  it.each(withJsonBody.map((o, index) => [`${o.method} ${o.path}`, o, index] as const))('%s answers 400, not 500', async (_name, operation, index) => {
    // an address of its own: the calls above already spent the per-client limits of some operations
    const res = await t.app.inject({
      method: operation.method as 'POST',
      url: urlFor(operation.path, '1'),
      headers: t.auth.networkAdmin,
      remoteAddress: `10.77.0.${index + 1}`,
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (operation.auth !== 'required') expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: res.statusCode, message: expect.any(String), error: expect.any(String) });
  });
});

describe('given a JSON body nested 5,000 levels deep', () => {
  it('answers 400, not 500 (the control-character check walks it without recursion)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
  });
});

describe('given a control character in a query parameter the operation does not declare', () => {
  it('ignores it as it ignores the parameter (listCountries declares no parameter and lists no 400)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries?lang=%00' });
    expect(res.statusCode).toBe(200);
  });
});
