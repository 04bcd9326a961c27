-- Maintained aggregates of a company (issue: a company read ran three correlated counts per row) and its
-- alphabetical sort key.
-- - view_count: every recorded profile view (the contract's viewCount, "Profile views recorded": all of them, no
--   window, so a running count is exactly the figure and no per-day rollup is needed).
-- - rating_count, rating_sum: the average is rating_sum / rating_count, rounded by the service (spec public §9).
-- Kept exact by statement-level triggers over transition tables: one UPDATE per statement and per company touched,
-- so a bulk INSERT ... SELECT of a seed costs one pass, and a single view one row update. Every write path goes
-- through them (tracking routes, ratings, seeds, fixtures, cascaded deletes, TRUNCATE).
-- - name_sort: f_unaccent(lower(name)), stored, indexed with status for the alphabetical pages ('École' with the E's).
DROP INDEX "companies_status_name_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (public.f_unaccent(lower(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_status_name_sort_idx" ON "companies" USING btree ("status","name_sort","id");--> statement-breakpoint
UPDATE "companies" c SET "view_count" = v.n
  FROM (SELECT company_id, count(*)::int AS n FROM "company_views" GROUP BY company_id) AS v
 WHERE c.id = v.company_id;
--> statement-breakpoint
UPDATE "companies" c SET "rating_count" = r.n, "rating_sum" = r.total
  FROM (SELECT company_id, count(*)::int AS n, sum(score)::int AS total FROM "ratings" GROUP BY company_id) AS r
 WHERE c.id = r.company_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.company_views_count_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE public.companies SET view_count = 0 WHERE view_count <> 0;
    ELSIF TG_OP = 'INSERT' THEN
      UPDATE public.companies c SET view_count = c.view_count + d.n
        FROM (SELECT company_id, count(*)::int AS n FROM new_rows GROUP BY company_id) AS d
       WHERE c.id = d.company_id;
    ELSIF TG_OP = 'DELETE' THEN
      -- a cascaded delete of a company finds its row gone already: nothing to update, nothing to fail
      UPDATE public.companies c SET view_count = c.view_count - d.n
        FROM (SELECT company_id, count(*)::int AS n FROM old_rows GROUP BY company_id) AS d
       WHERE c.id = d.company_id;
    ELSE
      UPDATE public.companies c SET view_count = c.view_count + d.n
        FROM (SELECT company_id, sum(n)::int AS n
                FROM (SELECT company_id, 1 AS n FROM new_rows UNION ALL SELECT company_id, -1 FROM old_rows) AS moves
               GROUP BY company_id) AS d
       WHERE c.id = d.company_id AND d.n <> 0;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER company_views_count_insert AFTER INSERT ON public.company_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.company_views_count_refresh();
--> statement-breakpoint
CREATE TRIGGER company_views_count_delete AFTER DELETE ON public.company_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.company_views_count_refresh();
--> statement-breakpoint
CREATE TRIGGER company_views_count_update AFTER UPDATE ON public.company_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.company_views_count_refresh();
--> statement-breakpoint
CREATE TRIGGER company_views_count_truncate AFTER TRUNCATE ON public.company_views
  FOR EACH STATEMENT EXECUTE FUNCTION public.company_views_count_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.ratings_aggregates_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE public.companies SET rating_count = 0, rating_sum = 0 WHERE rating_count <> 0 OR rating_sum <> 0;
    ELSIF TG_OP = 'INSERT' THEN
      UPDATE public.companies c SET rating_count = c.rating_count + d.n, rating_sum = c.rating_sum + d.total
        FROM (SELECT company_id, count(*)::int AS n, sum(score)::int AS total FROM new_rows GROUP BY company_id) AS d
       WHERE c.id = d.company_id;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE public.companies c SET rating_count = c.rating_count - d.n, rating_sum = c.rating_sum - d.total
        FROM (SELECT company_id, count(*)::int AS n, sum(score)::int AS total FROM old_rows GROUP BY company_id) AS d
       WHERE c.id = d.company_id;
    ELSE
      -- a score corrected or a rating moved to another company
      UPDATE public.companies c SET rating_count = c.rating_count + d.n, rating_sum = c.rating_sum + d.total
        FROM (SELECT company_id, sum(n)::int AS n, sum(score)::int AS total
                FROM (SELECT company_id, 1 AS n, score FROM new_rows
                      UNION ALL SELECT company_id, -1, -score FROM old_rows) AS moves
               GROUP BY company_id) AS d
       WHERE c.id = d.company_id AND (d.n <> 0 OR d.total <> 0);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER ratings_aggregates_insert AFTER INSERT ON public.ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ratings_aggregates_refresh();
--> statement-breakpoint
CREATE TRIGGER ratings_aggregates_delete AFTER DELETE ON public.ratings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ratings_aggregates_refresh();
--> statement-breakpoint
CREATE TRIGGER ratings_aggregates_update AFTER UPDATE ON public.ratings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.ratings_aggregates_refresh();
--> statement-breakpoint
CREATE TRIGGER ratings_aggregates_truncate AFTER TRUNCATE ON public.ratings
  FOR EACH STATEMENT EXECUTE FUNCTION public.ratings_aggregates_refresh();
