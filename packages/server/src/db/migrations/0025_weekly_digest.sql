-- The member's weekly digest ("Mon compte", off by default): users.notify_weekly_digest; searches.company_ids, the
-- companies a search's first page showed, so that a member can be told how many searches showed its company (the
-- counters of 0006 are per chamber); weekly_digests, one row per account and week mailed, written in the transaction
-- that puts the digest in the outbox: several processes, or a restart, never mail one week twice.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "notify_weekly_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN IF NOT EXISTS "company_ids" integer[];--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "weekly_digests" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "week" date NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "weekly_digests_pk" PRIMARY KEY ("user_id", "week")
);
