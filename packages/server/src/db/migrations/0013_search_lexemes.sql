-- Keyword search at 1,000,000 companies (measured on PostgreSQL 15): every typed word matches as a prefix
-- ('compagnie' finds 'compagnie', 'compagnies', ...), and the full-text index answers a prefix term by building the
-- whole list of the rows it matches before it can intersect it with the other words: a whole company name of four
-- words took 364 ms for its one match, 'societe' 443 ms. The index skips through the lists of exact words instead,
-- led by the rarest (the same name as exact words: 0.2 ms). This table lists every word (lexeme) that occurs in a
-- company's search document, so the search turns each typed prefix into the exact words it stands for
-- ('compagn:*' -> 'compagn' | 'compagnon') and matches the same rows as before, through the fast path
-- (services/search.ts). A word is added when a document gains it and never removed: a word no document holds any
-- more matches nothing. "C" collation: byte order, so a prefix is one range of the primary key (LIKE 'x%').
CREATE TABLE IF NOT EXISTS "search_lexemes" ("lexeme" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
INSERT INTO "search_lexemes" ("lexeme")
  SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "companies" WHERE "search_vector" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.companies_search_vector_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_vector := public.companies_search_document(NEW.name, NEW.description, NEW.sector_id, NEW.country_id, NEW.city);
    IF TG_OP = 'INSERT' OR NEW.search_vector IS DISTINCT FROM OLD.search_vector THEN
      INSERT INTO public.search_lexemes (lexeme)
        SELECT unnest(tsvector_to_array(NEW.search_vector))
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
-- A keyword with a sector or a country (at 1,000,000 companies): the words' index and a filter's index were
-- intersected as two whole lists ('dakar' in Morocco: 166,000 and 167,000 rows, 1.3 s for no match), or the planner,
-- taking words and filters as independent, walked the table. One GIN index over the words, the sector and the
-- country of ACTIVE members skips through all of them together (21 ms). It needs btree_gin (PostgreSQL's contrib,
-- a trusted extension); without it (the embedded database) the search uses the other indexes, as before.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gin;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'btree_gin is not available: keyword searches with filters use the separate indexes';
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
    CREATE INDEX IF NOT EXISTS "companies_active_search_filters_idx" ON "companies"
      USING gin ("search_vector", "sector_id", "country_id") WHERE "status" = 'ACTIVE';
  END IF;
END
$$;
