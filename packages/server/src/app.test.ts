import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_START_TIMEOUT_MS } from './app.js';
import { listOperations, loadOpenApiDocument } from './openapi.js';
import { createTestApp, expectValidResponse, type TestApp } from './testing/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('given the service is up', () => {
  describe('when the health is asked', () => {
    it('answers ok with the database status', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(expectValidResponse(res, 'getHealth')).toEqual({ status: 'ok', database: 'ok' });
    });
  });

  describe('when the database is gone', () => {
    it('answers 503 with the database in error', async () => {
      const other = await createTestApp();
      await other.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(expectValidResponse(res, 'getHealth')).toEqual({ status: 'error', database: 'error' });
      await other.close();
    });
  });

  describe('when an unknown API path is called', () => {
    it('answers 404 with the error shape', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ressource non trouvée', status: 404, error: 'Not Found' });
    });
  });

  describe('when a request breaks the contract', () => {
    it('answers 400 with a message naming the field', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'not-an-email', password: 'x' } });
      expect(res.statusCode).toBe(400);
      const body = expectValidResponse<{ message: string }>(res, 'signIn');
      expect(body.message).toMatch(/^Données invalides : body\/email/);
    });

    it('answers 415 with the error shape for a body that is not JSON', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
      expect(res.statusCode).toBe(415);
      expect(expectValidResponse(res, 'signIn')).toEqual({ message: 'Type de contenu non supporté', status: 415, error: 'Unsupported Media Type' });
    });

    it('answers 400, not 500, for malformed JSON', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    });
  });
});

describe('given a busy machine', () => {
  it('gives each plugin two minutes to start, not Fastify default 10 s: importing the server-rendering bundle took longer under load and failed the start', () => {
    expect(t.app.initialConfig.pluginTimeout).toBe(PLUGIN_START_TIMEOUT_MS);
    expect(PLUGIN_START_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
  });
});

describe('given the contract', () => {
  it('routes every operation of openapi/directory.yaml', () => {
    const missing = listOperations(loadOpenApiDocument())
      .filter((o) => !t.app.hasRoute({ method: o.method as 'GET', url: o.path.replace(/\{(\w+)\}/g, ':$1') }))
      .map((o) => `${o.method} ${o.path} (${o.operationId})`);
    expect(missing).toEqual([]);
  });
});
