-- "Mon compte": the account's own settings. users.language is the language of every mail the service sends to the
-- account and the one the app takes at sign-in (NULL until the account chooses one: its mails then speak the language of
-- the request that causes them, as before); users.notify_new_review whether a member is mailed about a new review
-- of its company (stored for every profile). email_change_tokens holds an address change waiting for the link mailed
-- to the new address: stored hashed, one use, replaced by a newer request, used up by a password change.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "notify_new_review" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_language_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('fr', 'en'));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "email_change_tokens" (
  "token_hash" varchar(64) PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "new_email" varchar(254) NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_change_tokens_user_idx" ON "email_change_tokens" ("user_id");
