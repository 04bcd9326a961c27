-- Sessions that end when they should: a password change, a reset or a sign-out ends the sessions opened before.
-- users.token_version is written into every access token and checked on each authenticated request: logout, a password change and a password reset increment it, so
-- the access tokens issued before stop working at once instead of living out their 15 minutes.
-- refresh_tokens.session_expires_at is the absolute end of a sign-in's session, carried unchanged by every token of
-- its family: refreshing never extends a session past it. Existing families end 30 days after their token.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refresh_tokens" SET "session_expires_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_expires_at" SET NOT NULL;
