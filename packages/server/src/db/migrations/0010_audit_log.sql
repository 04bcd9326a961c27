-- The audit trail: every administrator and member write (companies and their status and hours, review
-- moderation, banners, announcements, chambers, sectors, categories, partners, CSV imports, account invitations,
-- accounts) is recorded once it succeeded: who, when, what, and the row before and after (never passwords or
-- tokens). country_amcham_id is the chamber the write concerns (NULL: network-wide data), which is what a chamber
-- administrator may read.
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" integer,
  "actor_email" varchar(254) NOT NULL,
  "actor_profil" varchar(32) NOT NULL,
  "country_amcham_id" integer,
  "kind" varchar(32) NOT NULL,
  "action" varchar(16) NOT NULL,
  "operation_id" varchar(64) NOT NULL,
  "target_id" integer,
  "before" jsonb,
  "after" jsonb
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_chamber_at_idx" ON "audit_log" ("country_amcham_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id");
