-- The audit trail shows a row moved from one chamber to another (a company the network administrator moves) in both
-- chambers' journals (Hardening II): country_amcham_id is the chamber it went to, moved_from_country_amcham_id the one
-- it left (NULL when it stayed). A chamber administrator reads the entries of either column that name its chamber.
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "moved_from_country_amcham_id" integer;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_moved_from_at_idx" ON "audit_log" ("moved_from_country_amcham_id", "at" DESC, "id" DESC)
  WHERE "moved_from_country_amcham_id" IS NOT NULL;
