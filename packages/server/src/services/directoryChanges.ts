// "The directory changed": the one signal every cache of the public reads hangs on (search results and counts, map
// points, company pages, server-rendered pages, page hints), with the topics the write changed (domain/changeTopics.ts:
// a company, a banner..., or every topic). A write tells it once (after its commit, through
// RepositoryEvents.directoryChanged); every subscriber of every process drops what it cached of those topics:
// - in this process at once, synchronously;
// - on PostgreSQL, in the other processes through NOTIFY on CHANNEL (the payload: the sending process, then the
//   topics), which each process LISTENs to on a connection of its own (outside the pool). That connection is opened
//   again when it fails (backing off up to 5 s), and since notifications sent meanwhile are lost, the subscribers are
//   told once it is back, of every topic.
// The caches keep their time to live: a change made outside the service (a seed run) is seen within it.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../db/client.js';
import { EVERY_TOPIC, parseTopics, type ChangeTopics } from '../domain/changeTopics.js';

export const CHANGES_CHANNEL = 'annuaire_directory_changed';

export interface DirectoryChanges {
  /** Tells every subscriber of every process that the directory changed (this process's at once): every topic by default. */
  publish(topics?: ChangeTopics): void;
  /** Calls `listener` on every change, made in this process or another, with its topics; answers the unsubscribe function. */
  subscribe(listener: (topics: ChangeTopics) => void): () => void;
  /** Resolves once changes of other processes are heard (at once on the embedded database). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface DirectoryChangesOptions {
  /** A failure to send or to listen (logged; the caches' time to live still bounds staleness). */
  onError?: (error: unknown) => void;
  /** First wait before listening again after a failure (doubles up to 5 s). */
  retryMs?: number;
}

const MAX_RETRY_MS = 5_000;

export function createDirectoryChanges(database: Database, options: DirectoryChangesOptions = {}): DirectoryChanges {
  const listeners = new Set<(topics: ChangeTopics) => void>();
  const onError = options.onError ?? (() => undefined);
  const tell = (topics: ChangeTopics) => {
    for (const listener of listeners) {
      try {
        listener(topics);
      } catch (error) {
        onError(error);
      }
    }
  };
  const subscribe = (listener: (topics: ChangeTopics) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const connect = database.dedicatedClient;
  if (!connect) {
    return { publish: (topics = EVERY_TOPIC) => tell(topics), subscribe, ready: () => Promise.resolve(), close: () => Promise.resolve() };
  }

  // this process's own notifications come back to it: already told, they are skipped
  const instance = randomUUID();
  const firstRetryMs = options.retryMs ?? 100;
  let retryMs = firstRetryMs;
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let listening!: () => void;
  const firstListen = new Promise<void>((resolve) => {
    listening = resolve;
  });

  async function listen(): Promise<void> {
    const next = connect!();
    client = next;
    let failed = false;
    const fail = (error?: unknown) => {
      if (failed) return;
      failed = true;
      if (error) onError(error);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (closed) return;
      timer = setTimeout(() => void listen(), retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    next.on('error', fail);
    next.on('end', () => fail());
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const [sender, topics] = (message.payload ?? '').split(' ');
      if (sender !== instance) tell(parseTopics(topics));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    // changes made while nobody listened were not heard: drop everything once
    if (retryMs !== firstRetryMs) tell(EVERY_TOPIC);
    retryMs = firstRetryMs;
    listening();
  }
  void listen();

  return {
    publish(topics = EVERY_TOPIC) {
      tell(topics);
      database.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, `${instance} ${[...topics].join(',')}`]).catch(onError);
    },
    subscribe,
    ready: () => firstListen,
    async close() {
      closed = true;
      clearTimeout(timer);
      listening();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
