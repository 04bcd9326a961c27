// The product's process (`npm start`): migrations, first-start demo seed, then the API, the uploads and the built app
// on http://HOST:PORT (default 127.0.0.1:8080). SIGTERM/SIGINT close it gracefully.
// WORKERS=N (N > 1, PostgreSQL only): this process becomes the primary of a node:cluster. It applies the migrations
// and seeds the demo once, then forks N workers that share the port (connections are dealt round-robin), restarts a
// worker that dies unexpectedly (at most MAX_RESTARTS within RESTART_WINDOW_MS, then it stops everything and exits
// 1), and on SIGTERM/SIGINT asks each worker to close gracefully.
import cluster, { type Worker } from 'node:cluster';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase, serviceDatabaseOptions, type Database } from './db/client.js';
import { formatAccounts, migrateAndSeed, seedDemo } from './db/seed/index.js';
import { startClusterMetrics } from './plugins/metrics.js';
import { mailStartupNotice } from './services/mailer.js';

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** How long a worker has to finish its requests on shutdown before it is killed. */
const SHUTDOWN_GRACE_MS = 30_000;

/** What the start-up line adds, once for the whole service (not per worker). */
function noticeLines(config: Config): string {
  const mail = mailStartupNotice(config);
  return mail ? `${mail}\n` : '';
}

/** The streaming replica of DATABASE_READ_URL, which serves the public reads. */
async function replicaOf(config: Config) {
  return config.databaseReadUrl ? { readDatabase: await openDatabase(serviceDatabaseOptions(config, config.databaseReadUrl)) } : {};
}

/**
 * Migrations, then the demo directory on an empty database, both under the migrations' lock (once, whatever the number
 * of workers and machines: a process starting meanwhile waits, and never serves a half-seeded directory). The app is
 * built on the way when it seeds (the seed stores its images through it).
 */
async function prepare(config: Config): Promise<{ database: Database; app: FastifyInstance | undefined }> {
  const database = await openDatabase(serviceDatabaseOptions(config));
  let app: FastifyInstance | undefined;
  await migrateAndSeed(
    database,
    config.seedDemo
      ? async () => {
          const built = await buildApp({ database, ...(await replicaOf(config)), config });
          app = built;
          built.log.info('empty database: seeding the demo directory');
          const accounts = await seedDemo(database, built.ctx.files);
          process.stdout.write(`${formatAccounts(accounts)}\n`);
        }
      : undefined,
  );
  return { database, app };
}

/** One process serving the port: the whole product (WORKERS=1) or a worker of the cluster. */
async function serve(config: Config) {
  const prepared = cluster.isWorker ? { database: await openDatabase(serviceDatabaseOptions(config)), app: undefined } : await prepare(config);
  const app = prepared.app ?? (await buildApp({ database: prepared.database, ...(await replicaOf(config)), config }));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // stops accepting connections, lets requests in flight finish, then closes the database (onClose hook)
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) process.stdout.write(`Annuaire is running on http://${config.host}:${config.port} (API reference: /api/docs)\n${noticeLines(config)}`);
}

/** The primary of the cluster: migrations and the demo seed once, before any worker starts; it serves nothing. */
async function prepareCluster(config: Config) {
  const { database, app } = await prepare(config);
  // the app's close closes its database
  if (app) await app.close();
  else await database.close();
}

async function primary(config: Config) {
  await prepareCluster(config);
  // the primary serves nothing: a bare instance for its log lines, in the workers' format
  const log = Fastify({ logger: { level: config.logLevel } }).log;

  let stopping = false;
  let listening = 0;
  const restarts: number[] = [];
  // each worker holds a slot (1..WORKERS) that its replacement takes over: the metrics' `worker` label
  const slots = new Map<number, number>();
  const fork = (slot: number) => slots.set(cluster.fork({ ANNUAIRE_WORKER: String(slot) }).id, slot);

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    if (workers.length === 0) process.exit(exitCode);
    let left = workers.length;
    cluster.on('exit', () => {
      left -= 1;
      if (left === 0) process.exit(exitCode);
    });
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) {
      process.stdout.write(
        `Annuaire is running on http://${config.host}:${config.port} with ${config.workers} workers (API reference: /api/docs)\n${noticeLines(config)}`,
      );
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const slot = slots.get(worker.id) ?? 0;
    slots.delete(worker.id);
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] as number) < now - RESTART_WINDOW_MS) restarts.shift();
    // the line's own `pid` is the primary's (pino's base): the worker's is `workerPid`
    const which = { worker: slot, workerPid: worker.process.pid, code, signal };
    if (restarts.length > MAX_RESTARTS) {
      log.error(which, `a worker died ${restarts.length} times within a minute: stopping`);
      stopAll(1);
      return;
    }
    log.warn(which, 'a worker died: starting another');
    fork(slot);
  });
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  for (let slot = 1; slot <= config.workers; slot++) fork(slot);
  // the workers do not listen for metrics: one /metrics here answers theirs, by worker (src/plugins/metrics.ts)
  if (config.metrics) await startClusterMetrics(config.metrics, { workers: config.workers, slotOf: (worker) => slots.get(worker.id) });
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && !config.databaseUrl) {
    console.error(
      `WORKERS=${config.workers} needs a PostgreSQL server: the embedded database is one process per data folder (${config.dataDir}). ` +
        'Set DATABASE_URL=postgres://... to run several workers, or WORKERS=1.',
    );
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) await primary(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
