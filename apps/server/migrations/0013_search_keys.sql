-- Search finds a name however its letters were typed: keyboards give the same Bangla word in different Unicode
-- forms (ya with nukta as U+09DF or U+09AF U+09BC, the vowel sign o as U+09CB or U+09C7 U+09BE), with or without
-- the invisible joiners U+200C and U+200D. A name and a search text are both compared by their search key, made by
-- the one function below: the kept item name suffixes (item_name_suffixes_of, src/db/renderings.ts), the customers'
-- trigram indexes and every search's text (src/data/search-keys.ts) use it, so the two sides cannot differ.
-- Unicode normalisation needs a UTF8 database (PostgreSQL's default in a UTF-8 locale, and PGlite's).
DO $$
BEGIN
  IF getdatabaseencoding() <> 'UTF8' THEN
    RAISE EXCEPTION 'The shop''s database must be in UTF8, not %', getdatabaseencoding()
      USING HINT = 'Create it with ENCODING ''UTF8'' and restore a backup into it (see the README).';
  END IF;
END
$$;
--> statement-breakpoint
-- The search key of a text: the old spelling of khanda ta (U+09A4 U+09CD U+200D) as its own letter (U+09CE), the
-- joiners left out, lowercased, then in Unicode's composed form (NFC: U+09CB stays, U+09C7 U+09BE becomes it;
-- U+09DC, U+09DD and U+09DF are composition exclusions, so they become the letter and its nukta). Indexes are built
-- on it: it must never be replaced in place, only by a new migration that builds them again.
CREATE FUNCTION search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT normalize(lower(translate(replace(t, U&'\09A4\09CD\200D', U&'\09CE'), U&'\200C\200D', '')), NFC)
$$;
--> statement-breakpoint
-- A LIKE pattern matching the search keys that contain the search key of `q` (its \, % and _ match themselves).
CREATE FUNCTION search_pattern(q text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT '%' || replace(replace(replace(search_key(q), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
--> statement-breakpoint
-- The customers' name, email and mobile trigram indexes (0001, 0011) on the search key instead of lower(...).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    DROP INDEX IF EXISTS customers_name_trgm_idx;
    DROP INDEX IF EXISTS customers_email_trgm_idx;
    DROP INDEX IF EXISTS customers_mobile_trgm_idx;
    CREATE INDEX customers_name_trgm_idx ON customers USING gin (search_key(name) gin_trgm_ops);
    CREATE INDEX customers_email_trgm_idx ON customers USING gin (search_key(email) gin_trgm_ops);
    CREATE INDEX customers_mobile_trgm_idx ON customers USING gin (search_key(mobile) gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
-- The items' suffixes are cut from the search key by item_name_suffixes_of, which src/db/renderings.ts states: this
-- version's renderings differ from the last ones, so the start that applies this migration makes every suffix of
-- every item again right after it (in one transaction, writes waiting), as it does every kept rendering. Making
-- them here too would only do it twice.
ANALYZE customers;
