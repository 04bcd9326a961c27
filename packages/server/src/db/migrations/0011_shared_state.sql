-- State that several processes of the service share on one PostgreSQL: fixed-window rate-limit counters
-- (sign-in, password change, the routes' abuse limits, the daily caps per address of ratings, tracking and searches)
-- and the marks of what a visitor has already been counted for today. Keys are opaque (HMACs of addresses under the
-- day's salt, never an address); rows expire and are purged. The embedded database (one process) keeps these in
-- memory instead.
CREATE TABLE "shared_counters" (
  "key" text PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "shared_counters_expires_at_idx" ON "shared_counters" ("expires_at");--> statement-breakpoint
-- The salt of each UTC day's visitor keys, drawn by the first process that needs it; a past day's salt is deleted, so
-- its keys can no longer be linked back to an address.
CREATE TABLE "visitor_salts" (
  "day" date PRIMARY KEY NOT NULL,
  "salt" bytea NOT NULL
);
