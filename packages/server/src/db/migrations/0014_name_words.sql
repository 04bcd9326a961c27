-- Typo tolerance at 1,000,000 companies (measured on PostgreSQL 15). A misspelt word was compared with every
-- company name through the trigram index (strict word similarity, `<<%`): the index only narrows the names down to
-- those sharing trigrams with the word, and each was then read and compared again. A misspelt common word (a swap in
-- 'Société': 'Soicété') read 100,000 names for 1 s and found none (strict word similarity 0.33, under its 0.5
-- threshold), cut at the search's 250 ms timeout on every request. This table lists every word of the companies'
-- names (folded as the search folds what is typed: f_unaccent(lower()), letters and digits, with at least one
-- letter); the search reads a misspelt word as the names' words most similar to it (pg_trgm `%`, exact through the
-- trigram index, a few thousand words where the names are a million) and searches those words as if they had been
-- typed (services/search.ts). A word is added when a name gains it and never removed: a word no name holds any more
-- is a correction that finds nothing. "C" collation: byte order, as search_lexemes.
CREATE TABLE IF NOT EXISTS "name_words" ("word" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
INSERT INTO "name_words" ("word")
  SELECT DISTINCT w FROM "companies" c, regexp_split_to_table(public.f_unaccent(lower(c."name")), '[^[:alnum:]]+') AS w
  WHERE w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "name_words_trgm_idx" ON "name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
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
    IF TG_OP = 'INSERT' OR NEW.name IS DISTINCT FROM OLD.name THEN
      INSERT INTO public.name_words (word)
        SELECT w FROM regexp_split_to_table(public.f_unaccent(lower(NEW.name)), '[^[:alnum:]]+') AS w
        WHERE w ~ '[[:alpha:]]'
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NEW;
  END
  $$;
