-- The transactional outbox of outgoing mail: a mail is a row written in the same transaction as the change that
-- causes it (an invitation, a reset link, a sign-up), so that a crash never loses a mail that was promised and a change
-- that rolls back never sends one. Delivery (services/mailOutbox.ts) claims due rows for a short lease with FOR UPDATE
-- SKIP LOCKED (several processes never take the same row), marks each sent, or counts the failure, keeps its message
-- and retries it later with a growing delay, up to a last attempt after which the row is "failed". The bodies hold
-- one-time links: they are emptied once the row is sent or given up; the network administrator reads the rest
-- (GET /api/mails). Without SMTP_URL a mail is written to the log instead of sent: its row ends "logged".
CREATE TABLE IF NOT EXISTS "mail_outbox" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "kind" varchar(32) NOT NULL,
  "language" varchar(2) NOT NULL,
  "to_address" varchar(254) NOT NULL,
  "subject" text NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text NOT NULL,
  "state" varchar(16) DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  -- NULL: due at once (a new row); otherwise when the next attempt after a failure is due
  "next_attempt_at" timestamp with time zone,
  "claimed_until" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  CONSTRAINT "mail_outbox_state_check" CHECK ("state" IN ('pending', 'sent', 'logged', 'failed'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at" NULLS FIRST, "id") WHERE "state" = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_created_idx" ON "mail_outbox" ("created_at" DESC, "id" DESC);
