// What any HTTP server costs this machine for a request and for a connection, so that a visit's CPU can be set beside
// the least that its requests could cost: a server that does nothing but answer (node:http, one buffer, no framework,
// no hook, no compression), in a process of its own, its CPU read from /proc like the service's. That least differs
// from machine to machine (the system calls and the loopback's TCP are part of it), so it is measured where the bench
// runs rather than assumed.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
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
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', SERVER], {
    env: { ...process.env, FLOOR_PORT: String(port), FLOOR_BODY_BYTES: String(Math.max(1, Math.round(bodyBytes))) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.once('data', resolve);
      child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    });
    const origin = `http://127.0.0.1:${port}`;
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
