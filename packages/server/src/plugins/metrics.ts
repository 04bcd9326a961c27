// Prometheus metrics with prom-client: requests by route pattern (never the raw URL, whose ids and
// queries would make one series per address), their latency, the PostgreSQL pool's connections, the result and page
// caches' hits and misses, the mail outbox, the file store, and the process's own (CPU, memory, event loop, GC).
// Only with METRICS_PORT, and then on a listener of its own bound to METRICS_HOST (127.0.0.1 by default): the load
// balancer forwards the public port only, so /metrics is not part of the public contract and needs no token; a
// Prometheus on another machine reaches it over the private network (METRICS_HOST=<private address>).
// Several processes (WORKERS, node:cluster): a worker does not listen; the primary answers for all of them with
// startClusterMetrics (it asks each worker for its registry over IPC and labels each one's series with its slot).
import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { ReplicaHealth } from '../db/replicated.js';
import type { Database, PoolStats } from '../db/client.js';
import { onCacheLookup } from '../services/cache.js';
import { isInternalRequest } from './requestId.js';

type MetricsSettings = NonNullable<Config['metrics']>;

/** On an app built with METRICS_PORT. */
interface AppMetrics {
  registry: Registry;
  /** Where /metrics answers, once the app is ready (undefined before, and in a cluster worker). */
  address(): AddressInfo | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics?: AppMetrics;
  }
}

/** Requests that matched no route (unknown paths, the app's pages): one label, whatever the path. */
const UNMATCHED = 'unmatched';

/** The mail outbox as the metrics read it. */
interface OutboxHealth {
  pending: number;
  oldestPendingSeconds: number;
  failed: number;
}

/** What the metrics read from the rest of the service when scraped. */
export interface MetricsSources {
  /** The mail outbox (one table for every process). */
  outbox?: () => Promise<OutboxHealth>;
  /** Whether the file store answers. */
  store?: () => Promise<boolean>;
}

/** Counts this app's requests, pool and caches into a registry of its own (one per app: tests build many). */
export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  replica?: Database & { health?: () => ReplicaHealth },
  sources: MetricsSources = {},
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // a render's own reads are part of the page's request, which is counted
    if (!isInternalRequest(request.headers)) {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });

  const caches = new Counter({
    name: 'annuaire_cache_lookups_total',
    help: 'Result cache lookups, by cache and result',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const stopCounting = onCacheLookup((cache, hit) => caches.inc({ cache, result: hit ? 'hit' : 'miss' }));
  app.addHook('onClose', async () => {
    stopCounting();
  });

  // the primary's pool, and the streaming replica's (DATABASE_READ_URL) under pool="replica"
  const replicaStats = replica?.poolStats?.bind(replica);
  const pools = [database.poolStats?.bind(database), replicaStats && (() => replicaStats().map((stats) => ({ ...stats, pool: 'replica' })))];
  const readers = pools.filter((read) => read !== undefined);
  const poolStats = () => readers.flatMap((read) => read());
  if (readers.length > 0) {
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'],
        registers: [registry],
        collect() {
          for (const stats of poolStats()) this.set({ pool: stats.pool }, read(stats));
        },
      });
    gauge('annuaire_db_pool_connections', 'Connections open in the PostgreSQL pool', (stats) => stats.total);
    gauge('annuaire_db_pool_idle_connections', 'Idle connections of the PostgreSQL pool', (stats) => stats.idle);
    gauge('annuaire_db_pool_waiting_requests', 'Queries waiting for a connection of the PostgreSQL pool', (stats) => stats.waiting);
  }
  if (replica?.health) {
    const health = replica.health.bind(replica);
    // the cluster's sum would add the workers' values: the worst process is the one to alert on
    new Gauge({
      name: 'annuaire_db_replica_up',
      help: 'Whether the public reads go to the read replica (1) or to the primary because it is down or lags (0)',
      aggregator: 'min',
      registers: [registry],
      collect() {
        this.set(health().state === 'ok' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'annuaire_db_replica_lag_seconds',
      help: 'How far behind the primary the read replica replays (seconds; NaN while it does not answer)',
      aggregator: 'max',
      registers: [registry],
      collect() {
        const { lagMs } = health();
        this.set(lagMs === null ? Number.NaN : lagMs / 1000);
      },
    });
  }
  const { outbox, store } = sources;
  if (outbox) {
    // every process reads the same table: the cluster keeps one value (max), not the sum of the workers' equal ones
    const outboxGauge = (name: string, help: string, read: (health: OutboxHealth) => number) =>
      new Gauge({
        name,
        help,
        aggregator: 'max',
        registers: [registry],
        async collect() {
          this.set(read(await outbox()));
        },
      });
    outboxGauge('annuaire_mail_outbox_pending', 'Mails waiting in the outbox to be delivered (or retried)', (health) => health.pending);
    outboxGauge(
      'annuaire_mail_outbox_oldest_pending_seconds',
      'Age of the oldest mail still waiting (0 when none waits)',
      (health) => health.oldestPendingSeconds,
    );
    outboxGauge('annuaire_mail_outbox_failed', 'Mails given up after their last attempt (back-office "Courriels")', (health) => health.failed);
  }
  if (store) {
    new Gauge({
      name: 'annuaire_file_store_up',
      help: 'Whether the file store (uploads folder or S3-compatible bucket) answers (1) or not (0)',
      aggregator: 'min',
      registers: [registry],
      async collect() {
        this.set((await store()) ? 1 : 0);
      },
    });
  }
  return registry;
}

export interface MetricsServer {
  /** The address it listens on (port 0 in the settings: the port the system chose). */
  address: AddressInfo;
  close(): Promise<void>;
}

/** GET /metrics answered from `read`; anything else 404. */
async function startMetricsServer(settings: MetricsSettings, read: () => Promise<{ contentType: string; body: string }>): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    read().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves an app's registry once the app is ready: on its own listener in a single process (a port in use fails the
 * start, as the public port would); in a cluster worker, by answering the primary's requests (startClusterMetrics).
 */
export function serveMetrics(app: FastifyInstance, registry: Registry, settings: MetricsSettings): void {
  let server: MetricsServer | undefined;
  app.decorate('metrics', { registry, address: () => server?.address });
  app.addHook('onReady', async () => {
    if (cluster.isWorker) {
      const answer = (message: unknown) => {
        if (!isMetricsRequest(message)) return;
        void registry.getMetricsAsJSON().then((metrics) => process.send?.({ type: METRICS_MESSAGE, id: message.id, metrics }));
      };
      process.on('message', answer);
      app.addHook('onClose', async () => {
        process.off('message', answer);
      });
      return;
    }
    server = await startMetricsServer(settings, async () => ({ contentType: registry.contentType, body: await registry.metrics() }));
    app.log.info(`metrics on http://${settings.host}:${server.address.port}/metrics`);
  });
  app.addHook('onClose', async () => {
    await server?.close();
  });
}

/** The primary's question to a worker and the worker's answer (its registry as JSON), over the cluster's IPC. */
const METRICS_MESSAGE = 'annuaire:metrics';
type WorkerMetrics = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
const isMetricsRequest = (message: unknown): message is { type: string; id: number } =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === METRICS_MESSAGE &&
  typeof (message as { id?: unknown }).id === 'number';

/** How long the primary waits for one worker's registry: a worker restarting or stuck does not hold /metrics. */
const WORKER_METRICS_TIMEOUT_MS = 1000;

/**
 * The primary of a cluster (WORKERS > 1): /metrics answers every worker's series under a `worker` label (its slot,
 * 1..WORKERS, kept by its replacement), not their sum: a worker that dies takes its own series away, and Prometheus
 * sees a counter reset of that worker rather than the whole service's counters dropping. A worker that does not answer
 * within the bound (starting, dying, stuck) is left out of that scrape, which still answers, and
 * `annuaire_worker_up{worker}` says 0 for it.
 */
export function startClusterMetrics(
  settings: MetricsSettings,
  cluster_: { workers: number; slotOf: (worker: Worker) => number | undefined; timeoutMs?: number },
): Promise<MetricsServer> {
  let nextId = 0;
  const ask = (worker: Worker) =>
    new Promise<WorkerMetrics | undefined>((resolve) => {
      const id = ++nextId;
      const done = (metrics: WorkerMetrics | undefined) => {
        clearTimeout(timer);
        worker.off('message', listen);
        resolve(metrics);
      };
      const listen = (message: unknown) => {
        if (isMetricsRequest(message) && message.id === id) done((message as unknown as { metrics: WorkerMetrics }).metrics);
      };
      const timer = setTimeout(() => done(undefined), cluster_.timeoutMs ?? WORKER_METRICS_TIMEOUT_MS);
      worker.on('message', listen);
      try {
        worker.send({ type: METRICS_MESSAGE, id });
      } catch {
        done(undefined);
      }
    });
  return startMetricsServer(settings, async () => {
    const live = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && worker.isConnected() && !worker.isDead());
    const answers = await Promise.all(live.map(async (worker) => ({ slot: cluster_.slotOf(worker), metrics: await ask(worker) })));
    const labelled = answers.flatMap(({ slot, metrics }) =>
      slot === undefined || metrics === undefined
        ? []
        : [
            metrics.map((metric) => ({
              ...metric,
              // one series per worker: nothing is summed, so any aggregator keeps the value (and none is omitted)
              aggregator: 'first' as const,
              values: metric.values.map((value) => ({ ...value, labels: { ...value.labels, worker: String(slot) } })),
            })),
          ],
    );
    const registry: Registry = labelled.length > 0 ? AggregatorRegistry.aggregate(labelled) : new Registry();
    const up = new Gauge({
      name: 'annuaire_worker_up',
      help: 'Whether a worker answered this scrape (1) or not (0: starting, dying or stuck)',
      labelNames: ['worker'],
      registers: [registry],
    });
    const answered = new Set(answers.filter((answer) => answer.metrics !== undefined).map((answer) => answer.slot));
    for (let slot = 1; slot <= cluster_.workers; slot++) up.set({ worker: String(slot) }, answered.has(slot) ? 1 : 0);
    return { contentType: registry.contentType, body: await registry.metrics() };
  });
}
