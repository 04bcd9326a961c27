// Behind a load balancer every connection comes from the balancer: without TRUST_PROXY the service saw one client, so a
// few wrong passwords from anywhere locked sign-in for every visitor. Here a proxy on loopback stands for the balancer:
// it forwards each request to the service listening on loopback and names the visitor in X-Forwarded-For, as a
// balancer does (the visitor is told to it by a test header, since every test client is on 127.0.0.1 too).
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { createTestApp, FIXTURE, FIXTURE_PASSWORD, type TestApp } from '../testing/harness.js';

/** Three failures a client, then 429: the per-client rule of sign-in, small so that the test stays short. */
const signInLimits = {
  perClient: { max: 3, windowMs: 15 * 60 * 1000 },
  perAccount: { max: 50, windowMs: 15 * 60 * 1000 },
  perAccountOverall: { max: 100, windowMs: 365 * 24 * 3600 * 1000 },
};

interface Proxied {
  t: TestApp;
  proxy: Server;
  /** POST /api/auth/signin through the proxy, as `visitor`. */
  signIn(visitor: string, email: string, password: string): Promise<number>;
  /** The same, straight to the service, with an X-Forwarded-For the caller wrote itself. */
  direct(forwardedFor: string, email: string, password: string): Promise<number>;
  close(): Promise<void>;
}

function post(port: number, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/signin', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function behindProxy(trustProxy: Config['trustProxy']): Promise<Proxied> {
  const t = await createTestApp({ signInLimits, config: { trustProxy } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const servicePort = (t.app.server.address() as AddressInfo).port;
  // the balancer: forwards the request and appends the visitor to X-Forwarded-For
  const proxy = createServer((incoming, outgoing) => {
    const visitor = String(incoming.headers['x-test-visitor']);
    const { 'x-test-visitor': _visitor, ...rest } = incoming.headers;
    const headers = { ...rest, 'x-forwarded-for': visitor };
    const forwarded = httpRequest({ host: '127.0.0.1', port: servicePort, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  const body = (email: string, password: string) => JSON.stringify({ email, password });
  return {
    t,
    proxy,
    signIn: (visitor, email, password) => post(proxyPort, body(email, password), { 'x-test-visitor': visitor }),
    direct: (forwardedFor, email, password) => post(servicePort, body(email, password), { 'x-forwarded-for': forwardedFor }),
    async close() {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await t.close();
    },
  };
}

const guesses = (n: number) => Array.from({ length: n }, (_, i) => `inconnu${i}@nulle-part.test`);

describe('given TRUST_PROXY naming the balancer on loopback', () => {
  let p: Proxied;
  beforeAll(async () => {
    p = await behindProxy(['127.0.0.1']);
  });
  afterAll(() => p.close());

  it('counts each visitor the balancer names: one visitor’s wrong passwords lock that visitor only', async () => {
    for (const email of guesses(3)) expect(await p.signIn('198.51.100.10', email, 'mauvais-mot')).toBe(401);
    expect(await p.signIn('198.51.100.10', FIXTURE.users.member.email, FIXTURE_PASSWORD)).toBe(429);
    // another visitor behind the same balancer
    expect(await p.signIn('198.51.100.20', FIXTURE.users.member.email, FIXTURE_PASSWORD)).toBe(200);
  });
});

describe('given TRUST_PROXY as a number of proxies in front', () => {
  let p: Proxied;
  beforeAll(async () => {
    p = await behindProxy(1);
  });
  afterAll(() => p.close());

  it('counts each visitor the nearest proxy names', async () => {
    for (const email of guesses(3)) expect(await p.signIn('198.51.100.30', email, 'mauvais-mot')).toBe(401);
    expect(await p.signIn('198.51.100.30', FIXTURE.users.member.email, FIXTURE_PASSWORD)).toBe(429);
    expect(await p.signIn('198.51.100.40', FIXTURE.users.member.email, FIXTURE_PASSWORD)).toBe(200);
  });
});

describe('given TRUST_PROXY naming another address than the caller’s', () => {
  let p: Proxied;
  beforeAll(async () => {
    p = await behindProxy(['10.200.0.1']);
  });
  afterAll(() => p.close());

  it('ignores an X-Forwarded-For the caller wrote itself: a new name per request does not escape the limit', async () => {
    const [first, second, third] = guesses(3);
    expect(await p.direct('198.51.100.1', first as string, 'mauvais-mot')).toBe(401);
    expect(await p.direct('198.51.100.2', second as string, 'mauvais-mot')).toBe(401);
    expect(await p.direct('198.51.100.3', third as string, 'mauvais-mot')).toBe(401);
    expect(await p.direct('198.51.100.4', FIXTURE.users.member.email, FIXTURE_PASSWORD)).toBe(429);
  });
});

describe('given no TRUST_PROXY (the default)', () => {
  let p: Proxied;
  beforeAll(async () => {
    p = await behindProxy(false);
  });
  afterAll(() => p.close());

  it('takes the balancer for the client, as the service must when nothing says a balancer is there', async () => {
    for (const email of guesses(3)) expect(await p.signIn('198.51.100.50', email, 'mauvais-mot')).toBe(401);
    expect(await p.signIn('198.51.100.60', FIXTURE.users.member.email, FIXTURE_PASSWORD)).toBe(429);
  });
});
