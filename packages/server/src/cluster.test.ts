// @module-tag postgres
// Two processes behind one port: `WORKERS=2` (src/main.ts, node:cluster) on one PostgreSQL database and one
// S3-compatible store (testing/s3.ts). Which worker answers is told by X-Worker (WORKER_ID_HEADER=true); cluster deals
// connections round-robin, so keep-alive connections are opened one by one until two of them reach different workers,
// and every request is then sent on the connection of the worker it is meant for.
// PostgreSQL only: the embedded database is one process per data folder, and WORKERS > 1 is refused on it (checked
// below on both engines).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from './config.js';
import { databaseUrlFor } from './testing/template.js';
import { FIXTURE, FIXTURE_PASSWORD } from './testing/fixture.js';
import { multipartPayload } from './testing/multipart.js';
import { startS3Server, type TestS3Server } from './testing/s3.js';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  console.info(
    'cluster.test.ts: the two-worker test is skipped on the embedded database (no DATABASE_URL): one process per data folder; WORKERS=2 runs on PostgreSQL only.',
  );

const entry = ['--import', 'tsx', join(paths.packageRoot, 'src/main.ts')];

describe('given WORKERS=2 on the embedded database', () => {
  it('refuses to start, exiting non-zero with a sentence naming DATABASE_URL', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'annuaire-workers-'));
    const env: NodeJS.ProcessEnv = { ...process.env, WORKERS: '2', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, entry, { env, encoding: 'utf8', timeout: 60_000 });
    await rm(dataDir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WORKERS=2 needs a PostgreSQL server');
    expect(run.stderr).toContain('DATABASE_URL');
  }, 60_000);
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: <T>() => JSON.parse(body.toString('utf8')) as T });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe.skipIf(!adminUrl)(
  'given two workers behind one port on one PostgreSQL and one S3-compatible store (PostgreSQL only: skipped on the embedded database)',
  () => {
    const databaseName = `annuaire_cluster_${randomBytes(6).toString('hex')}`;
    let admin: pg.Client;
    let s3: TestS3Server;
    let server: ChildProcess;
    let dataDir: string;
    let port: number;
    let metricsPort: number;
    let output = '';
    const scrape = async () => {
      const agent = new Agent({ keepAlive: false });
      try {
        return await send(agent, metricsPort, 'GET', '/metrics');
      } finally {
        agent.destroy();
      }
    };
    /** One keep-alive connection to each worker. */
    const workers: Array<{ pid: string; agent: Agent }> = [];
    const on = (n: 0 | 1) => workers[n] as { pid: string; agent: Agent };

    beforeAll(async () => {
      const template = inject('annuaireTemplate');
      if (template.kind !== 'postgres') throw new Error('the PostgreSQL template is expected on this pass');
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${template.templateName}`);
      s3 = await startS3Server();
      dataDir = await mkdtemp(join(tmpdir(), 'annuaire-cluster-'));
      port = await freePort();
      metricsPort = await freePort();
      server = spawn(process.execPath, entry, {
        env: {
          ...process.env,
          ...s3.env,
          DATABASE_URL: databaseUrlFor(adminUrl as string, databaseName),
          WORKERS: '2',
          WORKER_ID_HEADER: 'true',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APP_DIST: join(dataDir, 'no-app'),
          SEED_DEMO: 'false',
          JWT_SECRET: 'a-secret-for-the-two-worker-test-only-0123456789',
          LOG_LEVEL: 'warn',
          METRICS_PORT: String(metricsPort),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        // a ceiling: three processes load the app under tsx, ~15 s on an idle machine, far more when its 2 cores are shared
        const timer = setTimeout(() => reject(new Error(`the workers did not start within 120 s:\n${output}`)), 120_000);
        const check = () => {
          if (output.includes('with 2 workers')) {
            clearTimeout(timer);
            resolve();
          } else if (server.exitCode !== null) {
            clearTimeout(timer);
            reject(new Error(`the server exited (${server.exitCode}):\n${output}`));
          } else setTimeout(check, 50);
        };
        check();
      });
      // round-robin: the next connection goes to the next worker; a few more tries are allowed, never many
      for (let attempt = 0; attempt < 10 && workers.length < 2; attempt++) {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        const pid = (await send(agent, port, 'GET', '/api/countries')).headers['x-worker'] as string;
        if (workers.some((worker) => worker.pid === pid)) agent.destroy();
        else workers.push({ pid, agent });
      }
    }, 180_000);

    afterAll(async () => {
      for (const worker of workers) worker.agent.destroy();
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await s3?.close();
      await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin?.end();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('reaches two different processes, each answering on the same connection every time', async () => {
      expect(workers).toHaveLength(2);
      expect(on(0).pid).not.toBe(on(1).pid);
      for (const n of [0, 1] as const) {
        const again = await send(on(n).agent, port, 'GET', '/api/countries');
        expect(again.headers['x-worker']).toBe(on(n).pid);
      }
    });

    it('a company saved through one is read back, searched and its logo served through the other; a rating created on one changes the other’s cached search at once', async () => {
      const signIn = await send(on(0).agent, port, 'POST', '/api/auth/signin', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: FIXTURE.users.admin.email, password: FIXTURE_PASSWORD }),
      });
      expect(signIn.status, signIn.body.toString()).toBe(200);
      const token = signIn.json<{ token: string }>().token;
      const name = `Grappe Partagée ${randomBytes(3).toString('hex')}`;
      const logo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#228844' } })
        .png()
        .toBuffer();
      const form = multipartPayload({
        name,
        description: 'Une entreprise enregistrée par un processus et lue par un autre, derrière un seul port.',
        address: '2 avenue des Processus, Abidjan',
        telephone: '+225 01 02 03 04 06',
        email: 'contact@grappe.test',
        sectorId: FIXTURE.sectors.finance,
        logoFile: { filename: 'logo.png', contentType: 'image/png', data: logo },
      });
      const saved = await send(on(0).agent, port, 'POST', '/api/companies/save', {
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        body: form.payload,
      });
      expect(saved.status, saved.body.toString()).toBe(201);
      expect(saved.headers['x-worker']).toBe(on(0).pid);
      const company = saved.json<{ id: number; logo: string }>();

      const read = await send(on(1).agent, port, 'GET', `/api/companies/${company.id}`);
      expect(read.headers['x-worker']).toBe(on(1).pid);
      expect(read.json()).toMatchObject({ id: company.id, name, ratingCount: 0 });

      const searchPath = `/api/companies/search?keyword=${encodeURIComponent(name)}&page=0&size=9`;
      const found = await send(on(1).agent, port, 'GET', searchPath);
      expect(found.json<{ content: Array<{ id: number; ratingCount: number }> }>().content).toEqual([
        expect.objectContaining({ id: company.id, ratingCount: 0 }),
      ]);

      const image = await send(on(1).agent, port, 'GET', `/repertoire_amchams/${encodeURIComponent(company.logo)}`);
      expect(image.status).toBe(200);
      expect(image.headers['x-worker']).toBe(on(1).pid);
      expect(image.headers['content-type']).toBe('image/png');
      expect((await sharp(image.body).metadata()).format).toBe('png');

      // the other worker has that search cached now (30 s time to live): a rating created on the first drops it
      const rated = await send(on(0).agent, port, 'POST', '/api/ratings', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ companyId: company.id, lastName: 'Dupont', score: 4, comment: 'Très bon accueil.' }),
      });
      expect(rated.status, rated.body.toString()).toBe(201);
      // the notification travels through PostgreSQL: waited for (a ceiling far under the cache's 30 s)
      let count = 0;
      for (const until = Date.now() + 5_000; count === 0 && Date.now() < until;) {
        const again = await send(on(1).agent, port, 'GET', searchPath);
        count = again.json<{ content: Array<{ ratingCount: number }> }>().content[0]?.ratingCount ?? 0;
        if (count === 0) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(count).toBe(1);
    }, 30_000);

    it('the sign-in limit counts the attempts made through both', async () => {
      const attempt = (n: 0 | 1) =>
        send(on(n).agent, port, 'POST', '/api/auth/signin', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: FIXTURE.users.otherMember.email, password: 'pas-le-bon-mot' }),
        });
      // five failures per account and client (DEFAULT_SIGNIN_LIMITS), spread over the two workers: 3 + 2
      const statuses: number[] = [];
      for (const n of [0, 1, 0, 1, 0] as const) statuses.push((await attempt(n)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // each worker alone has counted 3 or 2: only a shared count refuses the sixth
      const sixth = await attempt(1);
      expect(sixth.status).toBe(429);
      expect(sixth.headers['x-worker']).toBe(on(1).pid);
    }, 30_000);

    it("answers /metrics with each worker's series under its own worker label, never their sum", async () => {
      await send(on(0).agent, port, 'GET', '/api/countries');
      await send(on(1).agent, port, 'GET', '/api/countries');
      const metrics = await scrape();
      expect(metrics.status).toBe(200);
      const text = metrics.body.toString('utf8');
      const workersCounting = [...text.matchAll(/^http_requests_total\{[^}]*route="\/api\/countries"[^}]*worker="(\d)"[^}]*\} \d+$/gm)].map(
        (match) => match[1],
      );
      expect(new Set(workersCounting)).toEqual(new Set(['1', '2']));
      expect(text).toMatch(/^annuaire_worker_up\{worker="1"\} 1$/m);
      expect(text).toMatch(/^annuaire_worker_up\{worker="2"\} 1$/m);
    });

    it('a worker that dies is replaced by a new one; on SIGTERM the workers close and the primary exits 0', async () => {
      process.kill(Number(on(1).pid), 'SIGKILL');
      on(1).agent.destroy();
      // /metrics keeps answering while the worker is gone: the other worker's series, and the dead one said down
      const meanwhile = await scrape();
      expect(meanwhile.status).toBe(200);
      expect(
        meanwhile.body
          .toString('utf8')
          .match(/^annuaire_worker_up\{worker="\d"\} (\d)$/gm)
          ?.map((line) => line.at(-1))
          .sort(),
      ).toEqual(['0', '1']);
      // a ceiling for the new worker's start (it loads the app under tsx: over a minute and a half on a machine whose
      // two cores run other suites beside this one)
      let replacement: string | undefined;
      for (const until = Date.now() + 200_000; !replacement && Date.now() < until;) {
        const agent = new Agent({ keepAlive: false });
        const pid = await send(agent, port, 'GET', '/api/countries').then(
          (answer) => answer.headers['x-worker'] as string,
          () => undefined,
        );
        agent.destroy();
        if (pid && pid !== on(0).pid && pid !== on(1).pid) replacement = pid;
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(replacement).toBeDefined();
      expect(output).toContain('a worker died: starting another');
      // the primary's line names the dead worker once as workerPid, beside its own pid (pino's base), never pid twice
      const died = output.split('\n').find((line) => line.includes('a worker died: starting another')) ?? '';
      expect(died.match(/"pid":/g)).toHaveLength(1);
      expect(JSON.parse(died)).toMatchObject({ worker: expect.any(Number), workerPid: Number(on(1).pid), signal: 'SIGKILL' });

      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }, 240_000);
  },
);
