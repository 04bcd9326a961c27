-- The maintained French full-text document of a company (name, description, sector names FR and EN, city
-- and country, all unaccented). Weights rank a name match above sector, place and description matches.
CREATE OR REPLACE FUNCTION public.companies_search_document(
  p_name text, p_description text, p_sector_id integer, p_country_id integer, p_city text
) RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$
    SELECT
      setweight(to_tsvector('french', public.f_unaccent(coalesce(p_name, ''))), 'A')
      || setweight(to_tsvector('french', public.f_unaccent(coalesce(
           (SELECT s.name_fr || ' ' || s.name_en FROM public.sectors s WHERE s.id = p_sector_id), ''))), 'B')
      || setweight(to_tsvector('french', public.f_unaccent(coalesce(p_city, '') || ' ' || coalesce(
           (SELECT c.name FROM public.countries c WHERE c.id = p_country_id), ''))), 'C')
      || setweight(to_tsvector('french', public.f_unaccent(coalesce(p_description, ''))), 'D')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.companies_search_vector_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_vector := public.companies_search_document(NEW.name, NEW.description, NEW.sector_id, NEW.country_id, NEW.city);
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER companies_search_vector_trigger
  BEFORE INSERT OR UPDATE OF name, description, sector_id, country_id, city, search_vector ON public.companies
  FOR EACH ROW EXECUTE FUNCTION public.companies_search_vector_refresh();
--> statement-breakpoint
-- A renamed sector or country changes the documents of its companies.
CREATE OR REPLACE FUNCTION public.companies_search_vector_cascade() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME = 'sectors' THEN
      UPDATE public.companies SET search_vector = NULL WHERE sector_id = NEW.id;
    ELSE
      UPDATE public.companies SET search_vector = NULL WHERE country_id = NEW.id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER sectors_search_vector_trigger
  AFTER UPDATE OF name_fr, name_en ON public.sectors
  FOR EACH ROW EXECUTE FUNCTION public.companies_search_vector_cascade();
--> statement-breakpoint
CREATE TRIGGER countries_search_vector_trigger
  AFTER UPDATE OF name ON public.countries
  FOR EACH ROW EXECUTE FUNCTION public.companies_search_vector_cascade();
