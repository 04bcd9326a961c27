// Delivery of the mail outbox (repositories/mails.ts): the mails written with their changes are sent through the
// transport (nodemailer over SMTP_URL, or the log without it: services/mailer.ts) by every process of the service.
// A process claims due rows for a lease (FOR UPDATE SKIP LOCKED: two processes, or two runs of one, never take the
// same row), sends each, and marks it sent, or keeps the error and makes it due again after a delay that doubles
// with each attempt, up to MAX_ATTEMPTS after which the row is "failed". It runs when a change has just written a
// mail (wake), when the next row falls due, and every POLL_MS anyway (rows written by another process, a lease
// left by a process that died while sending). Closing stops it after the sends in progress.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';
import { createMailRepository, type ClaimedMail } from '../repositories/mails.js';
import type { Mailer } from './mailer.js';

/** The first retry's delay; each further attempt waits twice as long, at most MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 60_000;
const MAX_RETRY_DELAY_MS = 6 * 3600_000;
/** Attempts before a mail is given up ("failed"): about 2 days of retries. */
export const MAX_ATTEMPTS = 12;
/** How long a claimed row stays with its claimer (longer than the transport's timeouts: mailer.ts). */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Rows claimed at once. */
const BATCH = 10;
/** The longest wait between two looks at the outbox. */
const POLL_MS = 30_000;

/** When the attempt number `attempts` (1 for the first) failed, the next one is due this long after. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export interface MailOutboxOptions {
  database: Executor;
  transport: Mailer;
  from?: string;
  log: FastifyBaseLogger;
  now?: () => number;
  /** false: no timers (tests drive delivery with deliverDue); default true. */
  poll?: boolean;
}

export class MailOutbox {
  readonly #mails;
  readonly #transport: Mailer;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  readonly #poll: boolean;
  #running: Promise<void> | undefined;
  #again = false;
  #timer: NodeJS.Timeout | undefined;
  /** The look-up of the next due row, in progress. */
  #scheduling: Promise<void> | undefined;
  #closed = false;

  constructor(options: MailOutboxOptions) {
    this.#mails = createMailRepository(options.database);
    this.#transport = options.transport;
    this.#log = options.log;
    this.#now = options.now ?? Date.now;
    this.#poll = options.poll ?? true;
  }

  /** Starts the timers (the first look at once: rows left by a previous run of the service). */
  start(): void {
    if (this.#poll) this.wake();
  }

  /** A change has committed a mail: deliver now rather than at the next poll. */
  wake(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
      if (this.#again && !this.#closed) {
        this.#again = false;
        this.wake();
      } else this.#schedule();
    });
  }

  /** Delivers every row due now (and waits for a run in progress): tests, and what close leaves undone. */
  async deliverDue(): Promise<number> {
    await this.#running;
    let delivered = 0;
    for (;;) {
      const claimed = await this.#mails.claimDue(new Date(this.#now()), CLAIM_LEASE_MS, BATCH);
      if (claimed.length === 0) return delivered;
      for (const mail of claimed) if (await this.#deliver(mail)) delivered++;
    }
  }

  /** Stops the timers and waits for the sends in progress. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
    await this.#scheduling;
  }

  async #loop(): Promise<void> {
    try {
      for (;;) {
        if (this.#closed) return;
        const claimed = await this.#mails.claimDue(new Date(this.#now()), CLAIM_LEASE_MS, BATCH);
        if (claimed.length === 0) return;
        for (const mail of claimed) await this.#deliver(mail);
      }
    } catch (error) {
      this.#log.error({ err: error }, 'the mail outbox could not be read');
    }
  }

  async #deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await this.#transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = mail.attempts < MAX_ATTEMPTS ? new Date(this.#now() + retryDelayMs(mail.attempts)) : undefined;
      this.#log.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryAt }, `a mail could not be delivered: ${message}`);
      await this.#mails.markFailed(mail, message, retryAt);
      return false;
    }
    await this.#mails.markSent(mail, new Date(this.#now()), this.#transport.delivers === false ? 'logged' : 'sent');
    return true;
  }

  /** The next look: when the next row falls due, at most POLL_MS from now. */
  #schedule(): void {
    if (!this.#poll || this.#closed) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#scheduling = this.#mails.nextDue().then(
      (at) => {
        if (this.#closed) return;
        const wait = at ? Math.min(Math.max(at.getTime() - this.#now(), 0), POLL_MS) : POLL_MS;
        this.#timer = setTimeout(() => this.wake(), Math.max(wait, 50));
        this.#timer.unref();
      },
      (error: unknown) => {
        this.#log.error({ err: error }, 'the mail outbox could not be read');
        if (this.#closed) return;
        this.#timer = setTimeout(() => this.wake(), POLL_MS);
        this.#timer.unref();
      },
    );
  }
}
