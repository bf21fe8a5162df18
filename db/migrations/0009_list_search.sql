-- Searches of the back-office lists (docs/decisions/0026): trigram indexes (pg_trgm) let
-- "ILIKE '%text%'" read a few index pages instead of every row. pg_trgm ships with PostgreSQL
-- (a trusted extension since 13) and with PGlite (loaded by app/server/db.server.ts); where it
-- cannot be created, the indexes are skipped and the same searches still work, only slower.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm indisponible : recherches sans index trigramme (%)', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    -- The expressions are the ones the searches write (domain/donations, domain/people).
    CREATE INDEX IF NOT EXISTS donations_name_trgm ON donations
      USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS donations_email_trgm ON donations USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS donations_reference_trgm ON donations
      USING gin (reference gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS people_name_trgm ON people
      USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS people_email_trgm ON people USING gin (email gin_trgm_ops);
  END IF;
END
$$;
