// The members' weekly digest ("Mon compte", off by default): once a week, each member who asked for it gets its
// company's profile views, contacts and searches that showed it over the past week (Monday to Monday, UTC) against
// the week before. A timer looks for due digests every hour; each is claimed (weekly_digests) and put in the mail
// outbox in one transaction, so several processes, or a restart in the middle, never mail one week twice, and a
// week whose digest was claimed is mailed even if the process stops before sending it.
import type { Repositories } from '../repositories/index.js';
import { mailSenderOf, renderMail } from './mailTemplates.js';

const DAY_MS = 24 * 3600 * 1000;
const LOOK_EVERY_MS = 3600 * 1000;
/** The first look, a little after start (not on the start's own path). */
const FIRST_LOOK_MS = 90 * 1000;
/** Digests made per transaction: a short transaction, and a large directory's Monday spread over a few. */
const BATCH = 50;

/** Monday 00:00 UTC of the week `now` is in. */
export function weekStartOf(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export interface WeeklyDigestOptions {
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  publicUrl: string;
  outbox: { wake(): void };
  now?: () => number;
}

export class WeeklyDigest {
  readonly #options: WeeklyDigestOptions;
  readonly #now: () => number;
  readonly #timers: NodeJS.Timeout[] = [];
  #running: Promise<number> | undefined;

  constructor(options: WeeklyDigestOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  start(onError: (error: unknown) => void): void {
    const run = () => void this.run().catch(onError);
    const first = setTimeout(run, FIRST_LOOK_MS);
    const every = setInterval(run, LOOK_EVERY_MS);
    first.unref();
    every.unref();
    this.#timers.push(first, every);
  }

  /** Mails the digests due for the current week; resolves with how many were put in the outbox. */
  run(): Promise<number> {
    this.#running ??= this.#run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #run(): Promise<number> {
    const weekStart = weekStartOf(new Date(this.#now()));
    const week = weekStart.toISOString().slice(0, 10);
    const lastWeek = new Date(weekStart.getTime() - 7 * DAY_MS);
    const weekBefore = new Date(weekStart.getTime() - 14 * DAY_MS);
    const { publicUrl } = this.#options;
    let made = 0;
    for (;;) {
      const batch = await this.#options.transaction(async ({ digests, mails }) => {
        const due = await digests.dueFor(week, BATCH);
        let claimed = 0;
        for (const recipient of due) {
          // another process took it between the look-up and now
          if (!(await digests.claim(recipient.userId, week))) continue;
          claimed += 1;
          const figures = await digests.figures(recipient.companyId, weekBefore, lastWeek, weekStart);
          const language = recipient.language ?? 'fr';
          const mail = renderMail('weeklyDigest', language, {
            ...mailSenderOf(publicUrl, { name: recipient.chamberName, logo: recipient.chamberLogo }),
            companyName: recipient.companyName,
            from: lastWeek,
            ...figures,
            link: `${publicUrl}/statistique`,
            settingsLink: `${publicUrl}/compte`,
          });
          await mails.enqueue({ kind: 'weeklyDigest', language, to: recipient.email, ...mail });
        }
        return { due: due.length, claimed };
      });
      made += batch.claimed;
      if (batch.claimed > 0) this.#options.outbox.wake();
      if (batch.due < BATCH || batch.claimed === 0) return made;
    }
  }

  close(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.length = 0;
  }
}
