// @module-tag postgres
// Durability: the service is killed with SIGKILL while acknowledged writes are in flight, then started
// again; every write the client saw acknowledged is there. A few rounds, a few hundred writes: company saves (one
// writer per company, so the stored description is the last acknowledged one or the one that was in flight) and
// public ratings (each acknowledged rating is listed). On the engine of the run: the embedded database in a data
// folder, or a new database on the PostgreSQL server of DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../config.js';
import { databaseUrlFor } from '../testing/template.js';

const adminUrl = process.env.DATABASE_URL;
const ROUNDS = 3;
/** Company saves acknowledged before each kill (the writers go on until the process dies). */
const SAVES_BEFORE_KILL = 70;
/** Companies written concurrently, one writer each (active ones: the public read of a pending company is 404). */
const WRITERS = 8;
/** Ratings per round: below the per-client rating limit, which a restart resets. */
const RATINGS_PER_ROUND = 6;
/** Active companies of the demo seed (6 and 23 are pending, 8 inactive: not rated publicly). */
const RATED = [2, 3, 4, 5, 7, 9] as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A description of 50 characters or more naming its writer's sequence number. */
const description = (company: number, seq: number) => `Durabilité: entreprise ${company}, écriture numéro ${seq}. `.padEnd(60, '·');
const seqOf = (text: string) => Number(/écriture numéro (\d+)\./.exec(text)?.[1] ?? 0);

describe(`given the service killed with SIGKILL during acknowledged writes (${adminUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  let dataDir: string;
  let databaseName: string | undefined;
  let env: NodeJS.ProcessEnv;
  let base: string;
  let child: ChildProcess | undefined;

  const start = async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: paths.packageRoot,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // a ceiling for a start (tsx compiling the service, migrations and the demo seed the first time), not a speed
    // check: at a load average of 30 on two cores a start took more than two minutes
    for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
      if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}): ${stderr}`);
      const ready = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the service did not answer /api/health: ${stderr}`);
  };

  const kill = async () => {
    const dying = child!;
    const exited = new Promise((resolve) => dying.once('exit', resolve));
    dying.kill('SIGKILL');
    await exited;
    child = undefined;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'annuaire-durability-'));
    env = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', APP_DIST: join(dataDir, 'no-app'), INIT_CWD: dataDir };
    delete env.DATABASE_URL;
    if (adminUrl) {
      databaseName = `annuaire_durability_${randomBytes(5).toString('hex')}`;
      await admin((c) => c.query(`CREATE DATABASE ${databaseName}`));
      env.DATABASE_URL = databaseUrlFor(adminUrl, databaseName);
    }
  });

  afterAll(async () => {
    if (child) await kill();
    await rm(dataDir, { recursive: true, force: true });
    if (databaseName) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  });

  it('every acknowledged company save and rating is there after each restart', async () => {
    await start();
    const signIn = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin.reseau@annuaire.demo', password: 'admin123' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const authorization = `Bearer ${token}`;

    const companies = [1, 2, 3, 4, 5, 7, 9, 10].slice(0, WRITERS);
    /** Per company: the last acknowledged sequence number, and the one sent after it (perhaps written, never acknowledged). */
    const acked = new Map<number, number>(companies.map((c) => [c, 0]));
    const sent = new Map<number, number>(companies.map((c) => [c, 0]));
    const ratings: { companyId: number; comment: string }[] = [];
    let totalAcked = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      let ackedThisRound = 0;
      let stop = false;
      const writer = async (company: number) => {
        while (!stop) {
          const seq = sent.get(company)! + 1;
          sent.set(company, seq);
          const form = new FormData();
          form.set('description', description(company, seq));
          const answer = await fetch(`${base}/api/companies/${company}`, { method: 'PUT', headers: { authorization }, body: form }).catch(() => undefined);
          if (!answer) return; // the process died with this write in flight
          expect(answer.status).toBe(200);
          await answer.arrayBuffer();
          acked.set(company, seq);
          ackedThisRound++;
          totalAcked++;
        }
      };
      const rater = async () => {
        for (let i = 0; i < RATINGS_PER_ROUND && !stop; i++) {
          const rating = {
            companyId: RATED[i % RATED.length]!,
            lastName: 'Durabilité',
            score: 4,
            comment: `Tour ${round}, avis ${i} (${randomBytes(4).toString('hex')})`,
          };
          const answer = await fetch(`${base}/api/ratings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(rating),
          }).catch(() => undefined);
          if (!answer) return;
          if (answer.status === 201) {
            ratings.push(rating);
            totalAcked++;
          } else expect(answer.status).toBe(429); // a limit is not a lost write: only acknowledged ones must persist
        }
      };
      const writers = Promise.all([...companies.map(writer), rater()]);
      const enoughAcknowledged = (async () => {
        while (ackedThisRound < SAVES_BEFORE_KILL) await new Promise((r) => setTimeout(r, 5));
      })();
      // a writer's failed expectation ends the wait too (and the test)
      await Promise.race([enoughAcknowledged, writers]);
      await kill();
      stop = true;
      await writers;

      // the service restarted on what the kill left: checked, then written again in the next round
      await start();
      for (const company of companies) {
        const answer = await fetch(`${base}/api/companies/${company}`);
        const stored = seqOf(((await answer.json()) as { description: string }).description);
        // the last acknowledged save, or the one in flight when the process died: never an older one
        expect([acked.get(company), sent.get(company)], `company ${company}`).toContain(stored);
      }
      for (const { companyId, comment } of ratings) {
        const listed = (await (await fetch(`${base}/api/ratings/company/${companyId}`)).json()) as { comment: string }[];
        expect(
          listed.map((r) => r.comment),
          `rating on company ${companyId}`,
        ).toContain(comment);
      }
    }
    expect(totalAcked).toBeGreaterThanOrEqual(ROUNDS * SAVES_BEFORE_KILL);
    expect(ratings.length).toBeGreaterThan(0);
    console.info(`durability: ${totalAcked} acknowledged writes over ${ROUNDS} SIGKILLs, none lost`);
  }, 600_000);
});
