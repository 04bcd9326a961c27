#!/usr/bin/env node
// Runs the server's suites tagged postgres against a real PostgreSQL 15 server: starts one on a free loopback port in
// a temporary folder, runs vitest with DATABASE_URL pointing at it, then stops it and removes the folder.
// As root (CI containers) the server runs as the `postgres` user, which PostgreSQL requires.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesTagged } from './taggedFiles.mjs';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

if (!existsSync(join(bin, 'pg_ctl'))) {
  console.log(`test:pg skipped: no PostgreSQL server binaries in ${bin} (install postgresql-15 or set PG_BIN).`);
  process.exit(0);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const asRoot = process.getuid?.() === 0;
const quote = (arg) => `'${String(arg).replace(/'/g, `'\\''`)}'`;
/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pg(tool, args) {
  const command = join(bin, tool);
  if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')], { stdio: 'inherit' });
  else execFileSync(command, args, { stdio: 'inherit' });
}

const folder = mkdtempSync(join(tmpdir(), 'annuaire-pg-'));
const dataDir = join(folder, 'data');
let started = false;
let status = 1;
try {
  if (asRoot) {
    chmodSync(folder, 0o755);
    execFileSync('chown', ['postgres:postgres', folder]);
  }
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  // durability is irrelevant for a throw-away test server
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'postgres.log'), '-w', 'start']);
  started = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`test:pg: PostgreSQL 15 on ${databaseUrl}`);
  // The whole suite ran on the embedded database, which is PostgreSQL's own engine: what differs on a server is what
  // the suites tagged `postgres` are about (vitest.config.ts), so they alone run again here unless files are named.
  const files = process.argv.length > 2 ? process.argv.slice(2) : filesTagged(packageRoot, 'postgres');
  if (process.argv.length <= 2)
    console.log(`test:pg: the ${files.length} suites tagged postgres (vitest.config.ts tags); the others ran on the embedded database`);
  const result = spawnSync('npx', ['vitest', 'run', ...files], {
    cwd: packageRoot,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  status = result.status ?? 1;
} catch (error) {
  console.error('test:pg failed to run PostgreSQL:', error instanceof Error ? error.message : error);
  status = 1;
} finally {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // the folder is removed below either way
    }
  }
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
