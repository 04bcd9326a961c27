// The embedded database's own thread: PGlite, its WebAssembly engine and its protocol layer run here, on a
// worker thread, while the service's thread serves HTTP. client.ts's PgliteThread is the other end; it speaks the
// messages below (pgliteThread.ts, which says why and what it was measured to bring).
//
// Each message is handled as it comes: PGlite's own locks order the statements (a transaction holds the connection
// until its end, other statements wait), as they did on one thread. Replies go back in batches (Outbox).
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openEngine, Outbox, serializeError, type EngineReply, type EngineRequest, type EngineStart } from './pgliteThread.js';

const start = workerData as EngineStart;
const port = parentPort!;

const keepText = (value: string) => value;

/** The answers, in batches (Outbox: once a turn, and at least every FLUSH_AFTER_MS within a long one). */
const replies = new Outbox<EngineReply>((batch) => port.postMessage(batch));
const reply = (message: EngineReply) => replies.push(message);

/** The transactions open, by the caller's number: the statements made in them, and how each ends. */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void; ended: Promise<unknown> }>();
/** Thrown into PGlite's transaction to make it roll back (the caller's work failed). */
const ROLLBACK = Symbol('rollback');

async function handle(client: PGlite, request: EngineRequest): Promise<unknown> {
  const on = (txId: number | undefined): PGlite | Transaction => {
    if (txId === undefined) return client;
    const open = transactions.get(txId);
    if (!open) throw new Error(`No open transaction ${txId} on the embedded database`);
    return open.tx;
  };
  switch (request.op) {
    case 'query': {
      // the types the caller keeps as text (drizzle's PGlite session: dates, timestamps, intervals, their arrays)
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
      const options = request.textTypes.length > 0 ? { rowMode: request.rowMode, parsers } : { rowMode: request.rowMode };
      return on(request.tx).query(request.text, request.params, options);
    }
    case 'exec':
      return on(request.tx).exec(request.text);
    case 'begin':
      return new Promise<void>((begun, failed) => {
        let started = false;
        const ended = client.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              transactions.set(request.tx, { tx, end: (yes) => (yes ? commit() : rollback(ROLLBACK)), ended });
              started = true;
              begun();
            }),
        );
        ended.catch((error: unknown) => {
          if (!started) failed(error);
        });
      });
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`No open transaction ${request.tx} on the embedded database`);
      transactions.delete(request.tx);
      open.end(request.commit);
      try {
        await open.ended;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      }
      return undefined;
    }
    case 'refreshArrayTypes':
      return client.refreshArrayTypes();
    case 'dump': {
      const dump = await client.dumpDataDir(request.compression);
      return new Blob([await dump.arrayBuffer()]);
    }
    case 'close':
      if (!client.closed) await client.close();
      return undefined;
  }
}

try {
  const client = await openEngine(start);
  port.on('message', (batch: EngineRequest[]) => {
    for (const request of batch) {
      handle(client, request).then(
        (result) => reply({ id: request.id, result }),
        (error: unknown) => reply({ id: request.id, error: serializeError(error) }),
      );
    }
  });
  port.postMessage([{ id: 0, result: 'ready' }] satisfies EngineReply[]);
} catch (error) {
  port.postMessage([{ id: 0, error: serializeError(error) }] satisfies EngineReply[]);
}
