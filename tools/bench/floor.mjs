// What any HTTP server costs this machine, so that a visit's CPU can be set beside the least it could cost: a server
// that does nothing but answer (node:http, no framework, no hook, no compression at request time), in a process of its
// own, its CPU read from /proc like the service's. Two ways: kept busy with one request after another (measureFloor:
// per request and per connection), and visited by the browser exactly as the service was, answering each address with
// the bytes the service answered (startReplayServer). The second costs several times the first per request: a visit's
// requests come in bursts after pauses, over several connections, and each burst meets a process gone cold. That least
// differs from machine to machine (the system calls and the loopback's TCP are part of it), so it is measured where
// the bench runs rather than assumed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { freePort } from './serve.mjs';

const SERVER = `
const body = Buffer.alloc(Number(process.env.FLOOR_BODY_BYTES), 'a');
require('node:http')
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/javascript', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

/**
 * A do-nothing server (`code`, run by `node -e`) in its own process on a free loopback port, once it says it listens:
 * its origin and its process (kill it when done). `env` is added to its environment besides FLOOR_PORT.
 */
async function startServer(code, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, ...env, FLOOR_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.once('data', resolve);
      child.once('exit', (exitCode) => reject(new Error(`the do-nothing server exited (${exitCode})`)));
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, child };
}

const get = (origin, agent) =>
  new Promise((resolve, reject) => {
    const req = request(`${origin}/x`, { agent, headers: agent ? {} : { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });

/**
 * The do-nothing server's CPU in ms: per request on a kept-alive connection, and what a new connection adds (its
 * opening and closing), with answers of `bodyBytes`. `cpuMs(pid)` reads a process's CPU (every thread) in ms.
 */
export async function measureFloor({ cpuMs, bodyBytes, requests = 2000, connections = 400 }) {
  const { origin, child } = await startServer(SERVER, { FLOOR_BODY_BYTES: String(Math.max(1, Math.round(bodyBytes))) });
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // the JIT warmed on both paths first, as the service was by its first pass
    for (let i = 0; i < 300; i += 1) await get(origin, agent);
    for (let i = 0; i < 100; i += 1) await get(origin, undefined);
    let before = cpuMs(child.pid);
    for (let i = 0; i < requests; i += 1) await get(origin, agent);
    const perRequest = (cpuMs(child.pid) - before) / requests;
    agent.destroy();
    before = cpuMs(child.pid);
    for (let i = 0; i < connections; i += 1) await get(origin, undefined);
    const perConnection = Math.max(0, (cpuMs(child.pid) - before) / connections - perRequest);
    return { perRequest, perConnection };
  } finally {
    child.kill();
  }
}

// The same do-nothing server, answering each address with what the service answered to it (FLOOR_ANSWERS, a JSON file
// of [path, status, headers, base64 body]), 404 for any other.
const REPLAY_SERVER = `
const answers = new Map(
  JSON.parse(require('node:fs').readFileSync(process.env.FLOOR_ANSWERS, 'utf8')).map(([path, status, headers, body]) => [
    path,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);
require('node:http')
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (answer === undefined) {
      res.writeHead(404, { 'content-length': 0 });
      res.end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

/** Headers a server writes for itself (the replay server sets the body's length and encoding from its own bytes). */
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * What the service answered to a response's request, for the replay server: the path (with its query), the status, the
 * headers and the body encoded again as the service had sent it (Playwright hands it over decoded), so that the bytes
 * on the wire are about the service's.
 */
export async function answerOf(response, origin) {
  const headers = await response.allHeaders();
  const body = await response.body().catch(() => Buffer.alloc(0));
  const encoding = headers['content-encoding'];
  const wire = encoding === 'br' ? brotliCompressSync(body) : encoding === 'gzip' ? gzipSync(body) : body;
  const replayed = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_REPLAYED.has(name)));
  if (encoding === 'br' || encoding === 'gzip') replayed['content-encoding'] = encoding;
  replayed['content-length'] = String(wire.length);
  return { path: response.url().slice(origin.length), status: response.status(), headers: replayed, body: wire };
}

/** Starts the do-nothing server answering `answers` (answerOf's); resolves with its origin, its pid and stop(). */
export async function startReplayServer(answers) {
  const folder = mkdtempSync(join(tmpdir(), 'annuaire-bench-floor-'));
  const file = join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify(answers.map(({ path, status, headers, body }) => [path, status, headers, body.toString('base64')])));
  // the server has read the file once it listens
  const { origin, child } = await startServer(REPLAY_SERVER, { FLOOR_ANSWERS: file }).finally(() => rmSync(folder, { recursive: true, force: true }));
  return { origin, pid: child.pid, stop: () => child.kill() };
}
