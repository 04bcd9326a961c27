// The embedded database on its own thread: PgliteThread stands for a PGlite instance that runs in a
// worker thread (pgliteWorker.ts), with the part of PGlite's interface client.ts and drizzle's PGlite session use:
// query, exec, transaction, refreshArrayTypes, dumpDataDir, close.
//
// Why a thread: PGlite runs PostgreSQL compiled to WebAssembly in the calling thread, where the engine and HTTP took
// turns. With the engine apart, company pages with the cache off at 100,000 companies went from 2,429 to 5,586 req/s
// (0.43 to 0.18 ms of CPU each; README.md, Production, "The embedded database's thread", with what it costs at low load).
//
// What crosses: statement texts and parameters go over, rows come back (structured clone: numbers, strings, Dates,
// Uint8Arrays, plain objects and arrays, as PGlite returns them). Errors come back with the fields PostgreSQL gave
// (code, detail, constraint...), which the routes read (23505) and plugins/errors.ts maps. Messages go out in
// batches, one per turn of the event loop and at least one every FLUSH_AFTER_MS within a long turn, both ways (Outbox).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite, type PGliteOptions, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** Type OIDs the engine parses to numbers or keeps as text (client.ts: the same on either thread). */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const ENGINE_PARSERS = { [INT8]: Number, [NUMERIC]: Number, [DATE]: (value: string) => value };

/** The longest a message waits for others to cross with it, on either side (see Outbox). */
const FLUSH_AFTER_MS = 1;

/**
 * The messages one side sends the other, in batches: once a turn of the event loop, and at least every FLUSH_AFTER_MS
 * within a long turn. Statements waiting for PGlite run one after the other in one turn of the engine's thread (its
 * lock hands over in microtasks), and the service's thread handles a batch of answers in one turn too: a batch sent
 * only at the end of the turn left the other thread idle until then (both sides use this class).
 */
export class Outbox<T> {
  readonly #send: (batch: T[]) => void;
  #messages: T[] = [];
  /** When the first message of the batch being gathered came (performance.now()). */
  #since = 0;

  constructor(send: (batch: T[]) => void) {
    this.#send = send;
  }

  push(message: T): void {
    if (this.#messages.length === 0) {
      this.#since = performance.now();
      setImmediate(() => this.flush());
    }
    this.#messages.push(message);
    if (performance.now() - this.#since >= FLUSH_AFTER_MS) this.flush();
  }

  flush(): void {
    if (this.#messages.length === 0) return;
    const batch = this.#messages;
    this.#messages = [];
    this.#send(batch);
  }
}

export interface EngineStart {
  dataDir?: string;
  loadDataDir?: Blob;
  /** PostgreSQL's WebAssembly, compiled already (compiledEngine): PGlite then instantiates it instead of compiling its own. */
  wasmModule?: WasmModule;
}

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
let engineModule: Promise<WasmModule | undefined> | undefined;
// Node's global WebAssembly, which the service's type definitions (no DOM library) do not declare
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;

/**
 * PostgreSQL's WebAssembly (PGlite's pglite.wasm), compiled once per process: every engine thread the process starts
 * instantiates the same module (a worker receives it with its start options) rather than compiling its own. A service
 * starts one; the test suite starts one per test file's database, each of which compiled the same module again. When
 * the file cannot be read, each thread compiles it itself.
 */
function compiledEngine(): Promise<WasmModule | undefined> {
  engineModule ??= readFile(new URL('pglite.wasm', pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'))))
    .then((bytes) => wasm.compile(bytes))
    .catch(() => undefined);
  return engineModule;
}

/** PGlite with the service's extensions and parsers, open, on the calling thread (client.ts, or the engine's thread). */
export async function openEngine(start: EngineStart): Promise<PGlite> {
  const client = new PGlite({
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(start.loadDataDir ? { loadDataDir: start.loadDataDir } : {}),
    ...(start.wasmModule ? { pgliteWasmModule: start.wasmModule } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: ENGINE_PARSERS,
  });
  await client.waitReady;
  return client;
}

export type EngineOperation =
  | { op: 'query'; tx?: number; text: string; params: unknown[]; rowMode?: 'array' | 'object'; textTypes: number[] }
  | { op: 'exec'; tx?: number; text: string }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'refreshArrayTypes' }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };
export type EngineRequest = { id: number } & EngineOperation;

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** The error's own fields that are plain values: PostgreSQL's code, detail, constraint, table, severity... */
  fields: Record<string, string | number | boolean | null>;
}

export type EngineReply = { id: number; result?: unknown; error?: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

function reviveError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  // the engine thread's stack, then where the caller waited
  error.stack = `${serialized.stack ?? `${serialized.name}: ${serialized.message}`}\n    at (the embedded database's thread)${new Error().stack?.replace(/^[^\n]*/, '') ?? ''}`;
  return error;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** A transaction's handle, as PGlite's transaction callback receives it (the part used here). */
export interface EngineTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

/** The part of PGlite's interface the service uses, met by PGlite itself (same thread) and by PgliteThread. */
export interface EngineClient extends EngineTransaction {
  readonly closed: boolean;
  transaction<T>(work: (tx: EngineTransaction) => Promise<T>): Promise<T>;
  refreshArrayTypes(): Promise<void>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * The types a query asks to keep as text. Parsers are functions, which do not cross threads: only those that keep the
 * text as it is cross (drizzle's PGlite session passes such parsers for dates, timestamps, intervals and their arrays),
 * as the list of their types.
 */
function textTypesOf(options: QueryOptions | undefined): number[] {
  const extra = Object.keys(options ?? {}).filter((key) => key !== 'rowMode' && key !== 'parsers');
  if (extra.length > 0) throw new Error(`Query options ${extra.join(', ')} do not cross to the embedded database's thread`);
  const parsers = Object.entries(options?.parsers ?? {});
  const probe = '2000-01-01 00:00:00+00';
  const other = parsers.filter(([, parse]) => typeof parse !== 'function' || (parse as (text: string) => unknown)(probe) !== probe);
  if (other.length > 0) {
    throw new Error(
      `Query parsers for types ${other.map(([type]) => type).join(', ')} do not cross to the embedded database's thread (only parsers that keep the text do)`,
    );
  }
  return parsers.map(([type]) => Number(type));
}

let workerFromSource: URL | undefined;

/**
 * Run from source (tests, bench, `npm run dev`), the worker's TypeScript bundled once per process by esbuild (a
 * development dependency, as the sources are) into a module the threads load as they load the built one: tsx's loader
 * in each thread transpiled the same files again for every database the process opened (the test suite opens one per
 * test file). Written under the package's node_modules, where its imports of
 * packages resolve, named by its content: processes running the same sources share the file, and none has to remove it.
 */
function bundledWorker(): URL {
  if (workerFromSource) return workerFromSource;
  const require = createRequire(import.meta.url);
  const esbuild = require('esbuild') as { buildSync(options: Record<string, unknown>): { outputFiles: Array<{ contents: Uint8Array }> } };
  const [bundle] = esbuild.buildSync({
    entryPoints: [fileURLToPath(new URL('./pgliteWorker.ts', import.meta.url))],
    write: false,
    outfile: 'pgliteWorker.mjs',
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  }).outputFiles;
  const folder = fileURLToPath(new URL('../../node_modules/.cache/annuaire-server/', import.meta.url));
  const file = join(folder, `pgliteWorker-${createHash('sha256').update(bundle!.contents).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    // whole or not at all: another process may be loading it
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, bundle!.contents);
    renameSync(partial, file);
  }
  workerFromSource = pathToFileURL(file);
  return workerFromSource;
}

/** The worker: its compiled module beside this one (dist), or, run from source, its bundle (bundledWorker). */
function newWorker(options: EngineStart): Worker {
  return new Worker(import.meta.url.endsWith('.ts') ? bundledWorker() : new URL('./pgliteWorker.js', import.meta.url), { workerData: options });
}

export class PgliteThread implements EngineClient {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  #nextId = 1;
  #nextTransaction = 1;
  readonly #outbox: Outbox<EngineRequest>;
  #stopped: Error | undefined;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#outbox = new Outbox((batch) => {
      if (!this.#stopped) worker.postMessage(batch);
    });
    // the thread keeps the process alive only while a call waits for it (a script ends when its work is done)
    worker.unref();
    worker.on('message', (replies: EngineReply[]) => {
      for (const { id, result, error } of replies) {
        const waiting = this.#waiting.get(id);
        if (!waiting) continue;
        this.#waiting.delete(id);
        if (error) waiting.reject(reviveError(error));
        else waiting.resolve(result);
      }
      if (this.#waiting.size === 0) worker.unref();
    });
    const stop = (reason: Error) => {
      this.#stopped ??= reason;
      this.#closed = true;
      for (const waiting of this.#waiting.values()) waiting.reject(this.#stopped);
      this.#waiting.clear();
    };
    worker.on('error', (error) => stop(new Error(`The embedded database's thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /** Starts the engine's thread and waits until the database is open (rejects with the engine's error otherwise). */
  static async start(options: EngineStart): Promise<PgliteThread> {
    const worker = newWorker({ ...options, wasmModule: options.wasmModule ?? (await compiledEngine()) });
    const thread = new PgliteThread(worker);
    worker.ref();
    try {
      await new Promise<void>((resolve, reject) => {
        thread.#waiting.set(0, { resolve: () => resolve(), reject });
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    worker.unref();
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(request: EngineOperation): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.#nextId++;
    if (this.#waiting.size === 0) this.#worker.ref();
    this.#outbox.push({ ...request, id });
    return new Promise<T>((resolve, reject) => this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject }));
  }

  #handle(tx: number | undefined): EngineTransaction {
    return {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#call<Results<T>>({ op: 'query', tx, text, params, rowMode: options?.rowMode, textTypes: textTypesOf(options) }),
      exec: (text: string) => this.#call<Results[]>({ op: 'exec', tx, text }),
    };
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#handle(undefined).query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#handle(undefined).exec(text);
  }

  /**
   * PGlite's transaction, held open on the engine's thread while `work` runs here: its statements go to that
   * transaction, others wait until it ends (one connection). Committed when `work` resolves, rolled back when it throws.
   */
  async transaction<T>(work: (tx: EngineTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTransaction++;
    await this.#call({ op: 'begin', tx });
    let result: T;
    try {
      result = await work(this.#handle(tx));
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  refreshArrayTypes(): Promise<void> {
    return this.#call({ op: 'refreshArrayTypes' });
  }

  dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return this.#call({ op: 'dump', compression });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
