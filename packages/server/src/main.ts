// The product's process (`npm start`): migrations, first-start demo seed, then the API, the uploads and the built app
// on http://HOST:PORT (default 127.0.0.1:8080). SIGTERM/SIGINT close it gracefully.
// WORKERS=N (N > 1, PostgreSQL only): this process becomes the primary of a node:cluster. It applies the migrations
// and seeds the demo once, then forks N workers that share the port (connections are dealt round-robin), restarts a
// worker that dies unexpectedly (at most MAX_RESTARTS within RESTART_WINDOW_MS, then it stops everything and exits
// 1), and on SIGTERM/SIGINT asks each worker to close gracefully.
import cluster, { type Worker } from 'node:cluster';
import Fastify from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase, serviceDatabaseOptions } from './db/client.js';
import { formatAccounts, isDatabaseEmpty, seedDemo } from './db/seed/index.js';
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

/** Migrations, then the demo directory on an empty database (once, whatever the number of workers). */
async function prepare(config: Config) {
  const database = await openDatabase(serviceDatabaseOptions(config));
  await database.migrate();
  const app = await buildApp({ database, ...(await replicaOf(config)), config });
  if (config.seedDemo && (await isDatabaseEmpty(database))) {
    app.log.info('empty database: seeding the demo directory');
    const accounts = await seedDemo(database, app.ctx.files);
    process.stdout.write(`${formatAccounts(accounts)}\n`);
  }
  return app;
}

/** One process serving the port: the whole product (WORKERS=1) or a worker of the cluster. */
async function serve(config: Config) {
  const app = cluster.isWorker
    ? await buildApp({ database: await openDatabase(serviceDatabaseOptions(config)), ...(await replicaOf(config)), config })
    : await prepare(config);

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

/** The primary of the cluster: migrations and the demo seed once; the app itself is built only to seed. */
async function prepareCluster(config: Config) {
  const database = await openDatabase(serviceDatabaseOptions(config));
  await database.migrate();
  if (config.seedDemo && (await isDatabaseEmpty(database))) {
    await database.close();
    await (await prepare(config)).close();
  } else await database.close();
}

async function primary(config: Config) {
  await prepareCluster(config);
  // the primary serves nothing: a bare instance for its log lines, in the workers' format
  const log = Fastify({ logger: { level: config.logLevel } }).log;

  let stopping = false;
  let listening = 0;
  const restarts: number[] = [];
  const fork = () => cluster.fork();

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
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] as number) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      log.error({ pid: worker.process.pid, code, signal }, `a worker died ${restarts.length} times within a minute: stopping`);
      stopAll(1);
      return;
    }
    log.warn({ pid: worker.process.pid, code, signal }, 'a worker died: starting another');
    fork();
  });
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  for (let n = 0; n < config.workers; n++) fork();
  // the workers do not listen for metrics: one /metrics here answers the sum of theirs (src/plugins/metrics.ts)
  if (config.metrics) await startClusterMetrics(config.metrics);
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
