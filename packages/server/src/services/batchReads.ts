/**
 * Reads by key that go to the database together when they come together (company pages with the
 * result caches off). A read asked while fewer than `maxInFlight` are running starts at once, alone: a quiet service waits for
 * nothing. Keys asked while `maxInFlight` reads are running wait, and go together (at most `maxBatch` a read) as soon
 * as one ends. One statement for ten company pages costs the embedded database about a quarter of ten statements
 * (its time goes to each statement's round trip into the engine, not to the rows), so under load each page costs
 * less, and at most `maxInFlight` statements of this kind wait for the engine at a time.
 */
import { AsyncResource } from 'node:async_hooks';

export interface BatchReaderOptions {
  /** Reads running at once (default 2: one in the engine while the answer of the other is handled). */
  maxInFlight?: number;
  /** The most keys of one read (default 50). */
  maxBatch?: number;
}

interface Waiting<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

export class BatchReader<K, V> {
  readonly #read: (keys: K[]) => Promise<Map<K, V>>;
  readonly #maxInFlight: number;
  readonly #maxBatch: number;
  /** Keys waiting for a read, each with the calls that asked for it (a key asked twice is read once). */
  readonly #pending = new Map<K, Waiting<V>[]>();
  #inFlight = 0;
  /**
   * The async context reads run in: the reader's own (where it was made), not that of whichever call started the
   * read, since a read serves several calls (an AsyncLocalStorage of one caller, such as an open transaction's, must
   * not reach the others' read).
   */
  readonly #context = new AsyncResource('BatchReader');

  /** `read` answers the values of the keys it found (the others are answered undefined). */
  constructor(read: (keys: K[]) => Promise<Map<K, V>>, options: BatchReaderOptions = {}) {
    this.#read = read;
    this.#maxInFlight = options.maxInFlight ?? 2;
    this.#maxBatch = options.maxBatch ?? 50;
  }

  /** The value of `key`, undefined when the read did not find it. */
  load(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const waiting = this.#pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.#pending.set(key, [{ resolve, reject }]);
      if (this.#inFlight < this.#maxInFlight) this.#next();
    });
  }

  #next(): void {
    if (this.#pending.size === 0) return;
    const batch = new Map<K, Waiting<V>[]>();
    for (const [key, waiting] of this.#pending) {
      if (batch.size === this.#maxBatch) break;
      batch.set(key, waiting);
    }
    for (const key of batch.keys()) this.#pending.delete(key);
    this.#inFlight++;
    let read: Promise<Map<K, V>>;
    try {
      const keys = [...batch.keys()];
      read = this.#context.runInAsyncScope(() => this.#read(keys));
    } catch (error) {
      read = Promise.reject(error);
    }
    read
      .then(
        (values) => {
          for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(values.get(key));
        },
        (error: unknown) => {
          for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
        },
      )
      .finally(() => {
        this.#inFlight--;
        this.#next();
      });
  }
}
