-- Trigram index for the items' case-insensitive substring search. pg_trgm ships with PGlite and with
-- PostgreSQL's contrib; where it cannot be installed, search still works, without the index.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: item search runs without a trigram index';
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS items_name_trgm_idx ON items USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS customers_name_trgm_idx ON customers USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS customers_email_trgm_idx ON customers USING gin (lower(email) gin_trgm_ops);
  END IF;
END
$$;
