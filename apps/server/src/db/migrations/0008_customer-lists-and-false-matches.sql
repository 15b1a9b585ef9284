-- Issue 12 (decision 109): the customer lists are filtered, sorted and paged by the database, and the
-- false matches an MLRO decides are remembered.
--
-- Free-text search (spec 2 §2.10 "across all field values"): one lower-case text per customer made of
-- every scalar value of the registration, the customer number, status and risk label. A generated column,
-- so that no write path can forget to keep it current.
CREATE FUNCTION customer_search_text(prefix text, customer_number bigint, status text, risk_label text, details jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(
    prefix || '-' || lpad(customer_number::text, 6, '0') || ' ' || status || ' ' || coalesce(risk_label, '') || ' ' ||
    coalesce((SELECT string_agg(v #>> '{}', ' ') FROM jsonb_path_query(details, 'strict $.**') AS v
              WHERE jsonb_typeof(v) IN ('string', 'number')), '')
  )
$$;
--> statement-breakpoint
ALTER TABLE "individual_customers" ADD COLUMN "search_text" text
  GENERATED ALWAYS AS (customer_search_text('ind', customer_number, status, risk_label, details)) STORED;
--> statement-breakpoint
ALTER TABLE "corporate_customers" ADD COLUMN "search_text" text
  GENERATED ALWAYS AS (customer_search_text('corp', customer_number, status, risk_label, details)) STORED;
--> statement-breakpoint
-- Trigram indexes make '%term%' searches fast on a large book. pg_trgm is a trusted extension (PostgreSQL
-- 13+), so a database owner may create it; where it cannot be created the search still works, unindexed.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm not available (%): customer search runs without a trigram index', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX individual_customers_search_idx ON individual_customers USING gin (search_text gin_trgm_ops)';
    EXECUTE 'CREATE INDEX corporate_customers_search_idx ON corporate_customers USING gin (search_text gin_trgm_ops)';
  END IF;
END
$$;
--> statement-breakpoint
-- False-match memory (issue 12): one row per customer (or partner) × list × list entry that an MLRO marked
-- a false match, with a fingerprint of the entry's identifying fields as they were. A later screening
-- that finds the same entry unchanged does not flag the customer again; a changed entry does. A newer
-- decision supersedes an older row, which is kept (decision 102).
CREATE TABLE "false_match_memory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"customer_kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"entry_fingerprint" text NOT NULL,
	"entry_fields" jsonb NOT NULL,
	"subject_fingerprint" text NOT NULL,
	"subject_fields" jsonb NOT NULL,
	"remarks" text,
	"decided_by" uuid,
	"decided_by_email" text,
	"decided_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "false_match_memory_kind_valid" CHECK ("customer_kind" in ('individual', 'corporate'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "false_match_memory_current_unique" ON "false_match_memory" ("tenant_id", "customer_id", "subject", "source_type", "source_id") WHERE "superseded_at" IS NULL;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON false_match_memory FROM aml_app;
--> statement-breakpoint
ALTER TABLE "false_match_memory" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "false_match_memory" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on') WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');
