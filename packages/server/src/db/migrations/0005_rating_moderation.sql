-- Review moderation (back-office member view, issue "Back-office I"): an administrator hides a review from the
-- public list and from the company's average and count at once, and shows it again. hidden_at / hidden_by say when
-- and by whom (the administrator's e-mail); both null while the review is shown.
-- The maintained aggregates of 0003 (rating_count, rating_sum) now count visible reviews only: the trigger function
-- is replaced so that every branch ignores hidden rows, and hiding or showing a review (an UPDATE of hidden_at)
-- moves it out of or into the aggregates like a delete or an insert would. Then the aggregates are recomputed.
ALTER TABLE "ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_by" varchar(254);--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_hidden_by_when" CHECK (("ratings"."hidden_at" IS NULL) = ("ratings"."hidden_by" IS NULL));--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.ratings_aggregates_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE public.companies SET rating_count = 0, rating_sum = 0 WHERE rating_count <> 0 OR rating_sum <> 0;
    ELSIF TG_OP = 'INSERT' THEN
      UPDATE public.companies c SET rating_count = c.rating_count + d.n, rating_sum = c.rating_sum + d.total
        FROM (SELECT company_id, count(*)::int AS n, sum(score)::int AS total FROM new_rows
               WHERE hidden_at IS NULL GROUP BY company_id) AS d
       WHERE c.id = d.company_id;
    ELSIF TG_OP = 'DELETE' THEN
      -- a cascaded delete of a company finds its row gone already: nothing to update, nothing to fail
      UPDATE public.companies c SET rating_count = c.rating_count - d.n, rating_sum = c.rating_sum - d.total
        FROM (SELECT company_id, count(*)::int AS n, sum(score)::int AS total FROM old_rows
               WHERE hidden_at IS NULL GROUP BY company_id) AS d
       WHERE c.id = d.company_id;
    ELSE
      -- a review hidden or shown again, a score corrected, a review moved to another company
      UPDATE public.companies c SET rating_count = c.rating_count + d.n, rating_sum = c.rating_sum + d.total
        FROM (SELECT company_id, sum(n)::int AS n, sum(score)::int AS total
                FROM (SELECT company_id, 1 AS n, score FROM new_rows WHERE hidden_at IS NULL
                      UNION ALL SELECT company_id, -1, -score FROM old_rows WHERE hidden_at IS NULL) AS moves
               GROUP BY company_id) AS d
       WHERE c.id = d.company_id AND (d.n <> 0 OR d.total <> 0);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
UPDATE "companies" c SET "rating_count" = coalesce(r.n, 0), "rating_sum" = coalesce(r.total, 0)
  FROM "companies" c2
  LEFT JOIN (SELECT company_id, count(*)::int AS n, sum(score)::int AS total FROM "ratings"
              WHERE hidden_at IS NULL GROUP BY company_id) AS r ON r.company_id = c2.id
 WHERE c.id = c2.id AND (c.rating_count <> coalesce(r.n, 0) OR c.rating_sum <> coalesce(r.total, 0));
