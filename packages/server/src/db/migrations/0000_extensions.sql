-- Extensions and the IMMUTABLE unaccent wrapper that the search indexes need (ENVIRONMENT.md: unaccent() is only
-- STABLE, so it cannot be indexed; naming the dictionary makes the wrapper safe to declare IMMUTABLE).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
