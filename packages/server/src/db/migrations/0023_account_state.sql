-- The back-office "Comptes": an administrator disables an account (users.disabled_at, NULL while it is active: it
-- cannot sign in, refresh or use a token until it is enabled again) and sees when each account last signed in
-- (users.last_sign_in_at, NULL until its first sign-in since this migration). The list filters by profile and state.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_chamber_idx" ON "users" ("country_amcham_id");
