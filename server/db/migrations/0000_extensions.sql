-- Extensions every later migration may rely on (available in PostgreSQL contrib and bundled with PGlite):
-- btree_gist for the appointments' exclusion constraint, pg_trgm and unaccent for accent-insensitive search.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE; indexes need an IMMUTABLE wrapper with a fixed dictionary.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
