// The outbox of outgoing mail (migration 0019): rows written in the transaction of the change that causes the mail
// (enqueue, through the transaction's repositories), claimed and marked by the delivery (services/mailOutbox.ts), read
// by the network administrator (listMails, routes/mails.ts).
import type { MailKind, MailLanguage } from '@annuaire/ui/mail';
import type { Executor } from '../db/client.js';

// the languages are the templates' (the kit's mails): one list for the outbox and what renders it
export type { MailLanguage };

/** logged: written to the server's log instead of sent (no SMTP_URL). */
export type MailState = 'pending' | 'sent' | 'logged' | 'failed';

export interface NewMail {
  kind: MailKind;
  language: MailLanguage;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A row taken for delivery: its message, and the lease that proves this process holds it. */
export interface ClaimedMail extends NewMail {
  id: number;
  attempts: number;
  claimedUntil: Date;
}

/** What the network administrator reads: never the bodies (they hold one-time links). */
export interface MailRecord {
  id: number;
  kind: MailKind;
  language: MailLanguage;
  to: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

interface ClaimRow extends Record<string, unknown> {
  id: number | string;
  kind: MailKind;
  language: MailLanguage;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  claimed_until: Date;
}

interface ListRow extends Record<string, unknown> {
  id: number | string;
  kind: MailKind;
  language: MailLanguage;
  to_address: string;
  subject: string;
  state: MailState;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date | null;
  sent_at: Date | null;
}

/** An SMTP answer can be long (a whole transcript): the stored error is its start. */
const MAX_ERROR_LENGTH = 1000;

export function createMailRepository(database: Executor) {
  return {
    /** Adds a mail to deliver; inside a transaction, it exists only if that transaction commits. */
    async enqueue(mail: NewMail): Promise<number> {
      const [row] = await database.query<{ id: number | string }>(
        `INSERT INTO mail_outbox (kind, language, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [mail.kind, mail.language, mail.to, mail.subject, mail.text, mail.html],
      );
      return Number(row?.id);
    },

    /**
     * Takes up to `limit` due rows for `leaseMs` and counts the attempt, in one statement: the rows another process
     * is claiming at the same moment are skipped (FOR UPDATE SKIP LOCKED), and a row claimed before stays with its
     * claimer until its lease ends (a process that died while sending: the row is due again after the lease).
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
      const until = new Date(now.getTime() + leaseMs);
      const rows = await database.query<ClaimRow>(
        `UPDATE mail_outbox SET claimed_until = $2, attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM mail_outbox
             WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= $1) AND (claimed_until IS NULL OR claimed_until <= $1)
             ORDER BY next_attempt_at NULLS FIRST, id
             LIMIT $3
             FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, language, to_address, subject, text_body, html_body, attempts, claimed_until`,
        [now, until, limit],
      );
      return rows
        .map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          language: row.language,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          attempts: row.attempts,
          claimedUntil: new Date(row.claimed_until),
        }))
        .sort((a, b) => a.id - b.id);
    },

    /** The claimed row was delivered (or logged): its bodies (one-time links) are not kept. */
    async markSent(mail: Pick<ClaimedMail, 'id' | 'claimedUntil'>, now: Date, state: 'sent' | 'logged' = 'sent'): Promise<void> {
      await database.query(
        `UPDATE mail_outbox SET state = $4, sent_at = $3, claimed_until = NULL, last_error = NULL, text_body = '', html_body = ''
          WHERE id = $1 AND claimed_until = $2`,
        [mail.id, mail.claimedUntil, now, state],
      );
    },

    /**
     * The claimed row's delivery failed: due again at `retryAt`, or given up ("failed", bodies emptied) when it is
     * undefined. The error is kept for the network administrator.
     */
    async markFailed(mail: Pick<ClaimedMail, 'id' | 'claimedUntil'>, error: string, retryAt: Date | undefined): Promise<void> {
      const message = error.slice(0, MAX_ERROR_LENGTH);
      if (retryAt)
        await database.query(`UPDATE mail_outbox SET claimed_until = NULL, last_error = $3, next_attempt_at = $4 WHERE id = $1 AND claimed_until = $2`, [
          mail.id,
          mail.claimedUntil,
          message,
          retryAt,
        ]);
      else
        await database.query(
          `UPDATE mail_outbox SET state = 'failed', claimed_until = NULL, last_error = $3, text_body = '', html_body = '' WHERE id = $1 AND claimed_until = $2`,
          [mail.id, mail.claimedUntil, message],
        );
    },

    /** The outbox as an operator watches it: mails waiting, how long the oldest has waited, mails given up. */
    async health(now: Date): Promise<{ pending: number; oldestPendingSeconds: number; failed: number }> {
      const [row] = await database.query<{ pending: number; failed: number; oldest: Date | null }>(
        `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending, count(*) FILTER (WHERE state = 'failed')::int AS failed,
                min(created_at) FILTER (WHERE state = 'pending') AS oldest
           FROM mail_outbox`,
      );
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
      return {
        pending: row?.pending ?? 0,
        failed: row?.failed ?? 0,
        oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
      };
    },

    /** When the next row falls due (undefined: none is waiting). */
    async nextDue(): Promise<Date | undefined> {
      // greatest() ignores NULLs: a row neither retried nor claimed is due at once
      const [row] = await database.query<{ now: boolean | null; at: Date | null }>(
        `SELECT bool_or(next_attempt_at IS NULL AND claimed_until IS NULL) AS now, min(greatest(next_attempt_at, claimed_until)) AS at
           FROM mail_outbox WHERE state = 'pending'`,
      );
      if (row?.now) return new Date(0);
      return row?.at ? new Date(row.at) : undefined;
    },

    /** Newest first; `state` narrows the list. */
    async page(filter: { state?: MailState }, paging: { page: number; size: number }): Promise<{ content: MailRecord[]; total: number }> {
      const params: (string | number)[] = [];
      let where = '';
      if (filter.state) {
        params.push(filter.state);
        where = 'WHERE state = $1';
      }
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox ${where}`, params);
      const rows = await database.query<ListRow>(
        `SELECT id, kind, language, to_address, subject, state, attempts, last_error, created_at, next_attempt_at, sent_at
           FROM mail_outbox ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, paging.size, paging.page * paging.size],
      );
      return {
        total: count?.n ?? 0,
        content: rows.map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          language: row.language,
          to: row.to_address,
          subject: row.subject,
          state: row.state,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: new Date(row.created_at).toISOString(),
          // a new row is due at once: from its creation
          nextAttemptAt: row.state === 'pending' ? new Date(row.next_attempt_at ?? row.created_at).toISOString() : null,
          sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
        })),
      };
    },
  };
}
