-- Searches by filters only (measured): a page of one sector's, one country's or both's ACTIVE members in
-- alphabetical order, and their count up to the search's cap, each read from one range of one index (in index order,
-- stopping after the page) instead of walking every ACTIVE name and filtering (at 1,000,000 companies a sector and
-- country page read thousands of rows, and its count 22,000 heap pages). The count is an index-only scan once
-- VACUUM has marked the pages all-visible (PostgreSQL's autovacuum; the large seed runs VACUUM itself).
CREATE INDEX "companies_status_sector_name_sort_idx" ON "companies" USING btree ("status","sector_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "companies_status_country_name_sort_idx" ON "companies" USING btree ("status","country_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "companies_status_sector_country_name_sort_idx" ON "companies" USING btree ("status","sector_id","country_id","name_sort","id");
