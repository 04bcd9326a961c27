// Work a request causes but its answer must not wait for: it runs once the answer has left, so how long it takes
// (a database look-up that finds an account or not, a mail sent or not) cannot be read from the answer's timing.
// A failure is logged: the caller already has its answer. The service waits for the work in progress before it closes.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export class BackgroundWork {
  readonly #pending = new Set<Promise<void>>();
  readonly #log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  /** Runs `work` once `reply` has been sent (or the client has gone): never before the answer leaves. */
  afterReply(reply: FastifyReply, label: string, work: () => Promise<void>): void {
    const done = new Promise<void>((resolve) => {
      // Fastify's reply.then settles when the response has been written out (or the connection closed)
      reply.then(
        () => resolve(this.#run(label, work)),
        () => resolve(this.#run(label, work)),
      );
    });
    this.#track(done);
  }

  /** Resolves once every piece of work started so far has ended. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  async #run(label: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.#log.error({ err: error }, `${label} failed after its answer was sent`);
    }
  }

  #track(promise: Promise<void>): void {
    this.#pending.add(promise);
    void promise.finally(() => this.#pending.delete(promise));
  }
}
