// The S3-compatible store down or frozen: the service starts without it (readiness says degraded), a store that
// accepts and never answers fails a call after S3_TIMEOUT_MS instead of holding it, and a refused or silent store
// answers 503 with the service's message (never a generic 500), with nothing half written.
import { createServer, type Server, type Socket } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../config.js';
import { createTestApp, expectValidResponse, FIXTURE, type TestApp } from '../testing/harness.js';
import { multipartPayload } from '../testing/multipart.js';
import { S3Storage, StorageUnavailableError } from './fileStorage.js';

const UNAVAILABLE = 'Service indisponible : le stockage des fichiers ne répond pas';

/** A TCP server on loopback that accepts connections and never answers a byte. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nobody listens on (taken, then released). */
async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const settingsFor = (port: number, timeoutMs: number): S3Settings => ({
  bucket: 'annuaire-outage',
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  forcePathStyle: true,
  timeoutMs,
});

describe('given a store that accepts connections and never answers', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let storage: S3Storage;
  beforeAll(async () => {
    silent = await silentServer();
    storage = new S3Storage(settingsFor(silent.port, 150));
  });
  afterAll(async () => {
    storage.close();
    await silent.close();
  });

  it('fails a read and a write with StorageUnavailableError (503) once the timeout passes, instead of waiting for ever', async () => {
    await expect(storage.get('companies/logo.png')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.put('companies/new.png', new Uint8Array([1, 2, 3]), 'image/png')).rejects.toMatchObject({ statusCode: 503, message: UNAVAILABLE });
  });

  it('lets the service start, and the check says the store is down', async () => {
    expect(await storage.init()).toMatch(/does not answer/);
    expect(await storage.check()).toBe(false);
  });
});

describe('given a service whose store refuses connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    // started with the store already down: a deployment during a store outage must not crash-loop
    t = await createTestApp({ config: { s3: settingsFor(await refusedPort(), 500) } });
  });
  afterAll(() => t.close());

  it('is ready, degraded: the database answers, the store does not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(expectValidResponse(res, 'getReadiness')).toEqual({ status: 'degraded', database: 'ok', store: 'down' });
  });

  it('answers an image 503 with the message and a Retry-After, not a 500 or a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/repertoire_amchams/logo-absent.png' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toMatchObject({ status: 503, message: UNAVAILABLE });
  });

  it('refuses a new logo with 503 and keeps the company as it was', async () => {
    const { companies } = FIXTURE;
    const before = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.societeGenerale}`, headers: t.auth.member });
    const data = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartPayload({ logoFile: { filename: 'logo.png', contentType: 'image/png', data } });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companies.societeGenerale}`,
      payload,
      headers: { ...headers, ...t.auth.member },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: UNAVAILABLE });
    const after = await t.app.inject({ method: 'GET', url: `/api/companies/${companies.societeGenerale}`, headers: t.auth.member });
    expect(after.json<{ logo: unknown }>().logo).toEqual(before.json<{ logo: unknown }>().logo);
  });
});
