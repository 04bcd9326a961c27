-- A company's name is unique among the ACTIVE (public) companies, accents and case ignored by the service's check and
-- case ignored here. A name held only by companies a writer may not see (another chamber's pending or inactive ones)
-- no longer answers 409 (Hardening II: a rename to such a name told the writer that the hidden company existed); a
-- company made ACTIVE must not share its name with another ACTIVE one (409, which every writer may see).
DROP INDEX IF EXISTS "companies_name_lower_key";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "companies_active_name_lower_key" ON "companies" USING btree (lower("name")) WHERE "status" = 'ACTIVE';
