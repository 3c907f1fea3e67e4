-- Customers are found by a part of their mobile number too (listCustomers' `q`): a trigram index beside the name's
-- and email's (0001), so the three-way match stays an index search. Without pg_trgm, search runs without it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS customers_mobile_trgm_idx ON customers USING gin (lower(mobile) gin_trgm_ops);
  END IF;
END
$$;
