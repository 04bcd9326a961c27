-- Every uniqueness rule the routes check before a write is also a unique index that reads the names the way the
-- check does (accents and case ignored for chambers, sectors, categories and companies; case ignored for partners,
-- announcements and banners), so that two writes passing the check at the same moment cannot both commit. The
-- loser's unique violation answers the rule's 409 (src/domain/uniqueness.ts names each index).
DROP INDEX IF EXISTS "country_amchams_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "country_amchams_name_folded_key" ON "country_amchams" USING btree (public.f_unaccent(lower("name")));--> statement-breakpoint
DROP INDEX IF EXISTS "sectors_name_fr_key";--> statement-breakpoint
DROP INDEX IF EXISTS "sectors_name_en_key";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sectors_name_fr_folded_key" ON "sectors" USING btree (public.f_unaccent(lower("name_fr")));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sectors_name_en_folded_key" ON "sectors" USING btree (public.f_unaccent(lower("name_en")));--> statement-breakpoint
DROP INDEX IF EXISTS "categories_name_fr_key";--> statement-breakpoint
DROP INDEX IF EXISTS "categories_name_en_key";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "categories_name_fr_folded_key" ON "categories" USING btree (public.f_unaccent(lower("name_fr")));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "categories_name_en_folded_key" ON "categories" USING btree (public.f_unaccent(lower("name_en")));--> statement-breakpoint
DROP INDEX IF EXISTS "partners_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "partners_name_lower_key" ON "partners" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "events_title_lower_key" ON "events" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "ads_title_lower_key" ON "ads" USING btree (lower("title"));--> statement-breakpoint
DROP INDEX IF EXISTS "companies_active_name_lower_key";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "companies_active_name_folded_key" ON "companies" USING btree (public.f_unaccent(lower("name"))) WHERE "status" = 'ACTIVE';
