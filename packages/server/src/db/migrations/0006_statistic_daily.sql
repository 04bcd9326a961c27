-- Daily counters of the statistics events: the admin statistics read
-- these, never the event tables, so a read costs the same whatever the history (popular searches compared every
-- search of 30 days with every sector: 48 s at 224,319 searches, the whole embedded database waiting meanwhile).
-- One row per kind, scope, UTC day and item:
-- - country_amcham_id 0 is the whole network; every event also counts once in each chamber it concerns: a view or
--   a contact in its company's chamber, a click in its banner's chamber (network-wide banners: the network only),
--   a search in the chamber of the country it was filtered on and in the chambers whose members its first page
--   showed (searches.chamber_ids, written by the search service). Site visits are the network's only.
-- - item_id: the sector a search counts for (its sector filter, else the sector its keyword names, 0 when none),
--   the banner of a click, 0 otherwise.
-- Kept by statement-level triggers over transition tables, as 0003's aggregates are: every writer (tracking
-- routes, the search recorder, seeds, fixtures) goes through them, and a bulk insert costs one upsert per row of
-- counters. Deleting events (retention, a deleted company or banner) leaves the counters: they are the history.
CREATE TYPE "public"."statistic_kind" AS ENUM('SEARCH', 'VIEW', 'CONTACT', 'AD_CLICK', 'VISIT');--> statement-breakpoint
CREATE TABLE "statistic_daily" (
	"kind" "statistic_kind" NOT NULL,
	"country_amcham_id" integer NOT NULL,
	"day" date NOT NULL,
	"item_id" integer DEFAULT 0 NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "statistic_daily_pk" PRIMARY KEY("kind","country_amcham_id","day","item_id")
);
--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN "chamber_ids" integer[];--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.statistic_daily_record() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME = 'company_views' OR TG_TABLE_NAME = 'company_contacts' THEN
      INSERT INTO public.statistic_daily AS d (kind, country_amcham_id, day, item_id, n)
      SELECT (CASE TG_TABLE_NAME WHEN 'company_views' THEN 'VIEW' ELSE 'CONTACT' END)::public.statistic_kind,
             scope.id, (e.at AT TIME ZONE 'UTC')::date, 0, count(*)::int
        FROM new_rows e JOIN public.companies c ON c.id = e.company_id
        CROSS JOIN LATERAL (VALUES (0), (c.country_amcham_id)) AS scope(id)
       GROUP BY 1, 2, 3
      ON CONFLICT (kind, country_amcham_id, day, item_id) DO UPDATE SET n = d.n + EXCLUDED.n;
    ELSIF TG_TABLE_NAME = 'ad_clicks' THEN
      INSERT INTO public.statistic_daily AS d (kind, country_amcham_id, day, item_id, n)
      SELECT 'AD_CLICK', scope.id, (e.at AT TIME ZONE 'UTC')::date, e.ad_id, count(*)::int
        FROM new_rows e JOIN public.ads a ON a.id = e.ad_id
        CROSS JOIN LATERAL (VALUES (0), (a.country_amcham_id)) AS scope(id)
       WHERE scope.id IS NOT NULL
       GROUP BY 2, 3, 4
      ON CONFLICT (kind, country_amcham_id, day, item_id) DO UPDATE SET n = d.n + EXCLUDED.n;
    ELSIF TG_TABLE_NAME = 'site_visits' THEN
      INSERT INTO public.statistic_daily AS d (kind, country_amcham_id, day, item_id, n)
      SELECT 'VISIT', 0, (e.at AT TIME ZONE 'UTC')::date, 0, count(*)::int
        FROM new_rows e
       GROUP BY 3
      ON CONFLICT (kind, country_amcham_id, day, item_id) DO UPDATE SET n = d.n + EXCLUDED.n;
    ELSIF TG_TABLE_NAME = 'searches' THEN
      -- the sector a search counts for: its filter, else the sector whose French or English name its keyword
      -- contains (accents and case ignored; the longest name when several match, then the smallest id), else 0;
      -- the sector names are folded once per statement, each keyword once
      WITH names AS MATERIALIZED (
        SELECT id, public.f_unaccent(lower(name_fr)) AS fr, public.f_unaccent(lower(name_en)) AS en,
               greatest(length(name_fr), length(name_en)) AS len
          FROM public.sectors
      ), e AS (
        SELECT (q.at AT TIME ZONE 'UTC')::date AS day, q.sector_id, q.country_id, q.chamber_ids AS chamber_ids,
               CASE WHEN q.sector_id IS NULL AND btrim(coalesce(q.keyword, '')) <> '' THEN public.f_unaccent(lower(q.keyword)) END AS folded
          FROM new_rows q
      ), counted AS (
        SELECT e.day, e.country_id, e.chamber_ids,
               coalesce(e.sector_id, (SELECT n.id FROM names n
                                       WHERE e.folded IS NOT NULL AND (position(n.fr IN e.folded) > 0 OR position(n.en IN e.folded) > 0)
                                       ORDER BY n.len DESC, n.id LIMIT 1), 0) AS sector
          FROM e
      )
      INSERT INTO public.statistic_daily AS d (kind, country_amcham_id, day, item_id, n)
      SELECT 'SEARCH', scope.id, c.day, c.sector, count(*)::int
        FROM counted c
        CROSS JOIN LATERAL (
          SELECT 0
          UNION SELECT a.id FROM public.country_amchams a WHERE a.country_id = c.country_id
          UNION SELECT unnest(c.chamber_ids)) AS scope(id)
       WHERE scope.id IS NOT NULL
       GROUP BY 2, 3, 4
      ON CONFLICT (kind, country_amcham_id, day, item_id) DO UPDATE SET n = d.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER "company_views_statistic_daily" AFTER INSERT ON "company_views" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.statistic_daily_record();--> statement-breakpoint
CREATE TRIGGER "company_contacts_statistic_daily" AFTER INSERT ON "company_contacts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.statistic_daily_record();--> statement-breakpoint
CREATE TRIGGER "ad_clicks_statistic_daily" AFTER INSERT ON "ad_clicks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.statistic_daily_record();--> statement-breakpoint
CREATE TRIGGER "site_visits_statistic_daily" AFTER INSERT ON "site_visits" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.statistic_daily_record();--> statement-breakpoint
CREATE TRIGGER "searches_statistic_daily" AFTER INSERT ON "searches" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.statistic_daily_record();--> statement-breakpoint
-- The history recorded before this migration, counted once (its searches by sector and country only).
INSERT INTO "statistic_daily" (kind, country_amcham_id, day, item_id, n)
SELECT e.kind::"statistic_kind", scope.id, e.day, 0, count(*)::int
  FROM (SELECT 'VIEW' AS kind, company_id, (at AT TIME ZONE 'UTC')::date AS day FROM "company_views"
        UNION ALL
        SELECT 'CONTACT', company_id, (at AT TIME ZONE 'UTC')::date FROM "company_contacts") AS e
  JOIN "companies" c ON c.id = e.company_id
  CROSS JOIN LATERAL (VALUES (0), (c.country_amcham_id)) AS scope(id)
 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "statistic_daily" (kind, country_amcham_id, day, item_id, n)
SELECT 'AD_CLICK', scope.id, (e.at AT TIME ZONE 'UTC')::date, e.ad_id, count(*)::int
  FROM "ad_clicks" e JOIN "ads" a ON a.id = e.ad_id
  CROSS JOIN LATERAL (VALUES (0), (a.country_amcham_id)) AS scope(id)
 WHERE scope.id IS NOT NULL
 GROUP BY 2, 3, 4;
--> statement-breakpoint
INSERT INTO "statistic_daily" (kind, country_amcham_id, day, item_id, n)
SELECT 'VISIT', 0, (at AT TIME ZONE 'UTC')::date, 0, count(*)::int FROM "site_visits" GROUP BY 3;
--> statement-breakpoint
WITH names AS MATERIALIZED (
  SELECT id, public.f_unaccent(lower(name_fr)) AS fr, public.f_unaccent(lower(name_en)) AS en,
         greatest(length(name_fr), length(name_en)) AS len
    FROM public.sectors
), e AS (
  SELECT (q.at AT TIME ZONE 'UTC')::date AS day, q.sector_id, q.country_id, NULL::integer[] AS chamber_ids,
         CASE WHEN q.sector_id IS NULL AND btrim(coalesce(q.keyword, '')) <> '' THEN public.f_unaccent(lower(q.keyword)) END AS folded
    FROM public.searches q
), counted AS (
  SELECT e.day, e.country_id, e.chamber_ids,
         coalesce(e.sector_id, (SELECT n.id FROM names n
                                 WHERE e.folded IS NOT NULL AND (position(n.fr IN e.folded) > 0 OR position(n.en IN e.folded) > 0)
                                 ORDER BY n.len DESC, n.id LIMIT 1), 0) AS sector
    FROM e
)
INSERT INTO public.statistic_daily AS d (kind, country_amcham_id, day, item_id, n)
SELECT 'SEARCH', scope.id, c.day, c.sector, count(*)::int
  FROM counted c
  CROSS JOIN LATERAL (
    SELECT 0
    UNION SELECT a.id FROM public.country_amchams a WHERE a.country_id = c.country_id
    UNION SELECT unnest(c.chamber_ids)) AS scope(id)
 WHERE scope.id IS NOT NULL
 GROUP BY 2, 3, 4
ON CONFLICT (kind, country_amcham_id, day, item_id) DO UPDATE SET n = d.n + EXCLUDED.n;
