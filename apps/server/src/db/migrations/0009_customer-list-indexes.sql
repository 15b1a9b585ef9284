-- Issue 12 (decision 109): the customer lists stay fast with 100,000 customers in one tenant
-- (`npm run bench:customers`: every list call under 100 ms at the 95th percentile).
--
-- Row-level security, evaluated once per query: the policies of the two customer tables read the
-- transaction's tenant through a scalar subquery, which PostgreSQL computes once per statement instead of
-- parsing the setting again for every row (counting 100,000 customers: 70 ms → 16 ms). Who may see which
-- row is unchanged.
ALTER POLICY "tenant_isolation" ON "individual_customers"
  USING ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on')
  WITH CHECK ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on');
--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "corporate_customers"
  USING ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on')
  WITH CHECK ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on');
--> statement-breakpoint
-- One index per sort key and direction (customer-list.repo.ts): the key exactly as the list orders it, then
-- the tie-breakers (newest first, then id), so that a page is read off the index instead of sorting the
-- book. Partial on the live rows and holding the key's own columns, so that counting and choosing a deep
-- page are index-only scans. The newest-first index serves both directions of Created Date and carries the
-- columns of the review and ongoing-screening filters.
CREATE INDEX "individual_customers_list_created_idx" ON "individual_customers" ("tenant_id", "created_at" DESC, "id") INCLUDE ("status", "needs_ongoing_screening") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_name_asc_idx" ON "individual_customers" ("tenant_id", (lower("first_name" || ' ' || "last_name") COLLATE "C"), "created_at" DESC, "id") INCLUDE ("first_name", "last_name") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_name_desc_idx" ON "individual_customers" ("tenant_id", (lower("first_name" || ' ' || "last_name") COLLATE "C") DESC, "created_at" DESC, "id") INCLUDE ("first_name", "last_name") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_country_asc_idx" ON "individual_customers" ("tenant_id", (lower("country") COLLATE "C"), "created_at" DESC, "id") INCLUDE ("country") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_country_desc_idx" ON "individual_customers" ("tenant_id", (lower("country") COLLATE "C") DESC, "created_at" DESC, "id") INCLUDE ("country") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_email_asc_idx" ON "individual_customers" ("tenant_id", (lower("email") COLLATE "C") ASC NULLS LAST, "created_at" DESC, "id") INCLUDE ("email") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_email_desc_idx" ON "individual_customers" ("tenant_id", (lower("email") COLLATE "C") DESC NULLS LAST, "created_at" DESC, "id") INCLUDE ("email") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_status_asc_idx" ON "individual_customers" ("tenant_id", "status" COLLATE "C", "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_status_desc_idx" ON "individual_customers" ("tenant_id", "status" COLLATE "C" DESC, "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_risk_asc_idx" ON "individual_customers" ("tenant_id", "risk_score" ASC NULLS LAST, "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_list_risk_desc_idx" ON "individual_customers" ("tenant_id", "risk_score" DESC NULLS LAST, "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_created_idx" ON "corporate_customers" ("tenant_id", "created_at" DESC, "id") INCLUDE ("status", "needs_ongoing_screening") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_name_asc_idx" ON "corporate_customers" ("tenant_id", (lower("company_name") COLLATE "C"), "created_at" DESC, "id") INCLUDE ("company_name") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_name_desc_idx" ON "corporate_customers" ("tenant_id", (lower("company_name") COLLATE "C") DESC, "created_at" DESC, "id") INCLUDE ("company_name") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_country_asc_idx" ON "corporate_customers" ("tenant_id", (lower("country_of_incorporation") COLLATE "C"), "created_at" DESC, "id") INCLUDE ("country_of_incorporation") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_country_desc_idx" ON "corporate_customers" ("tenant_id", (lower("country_of_incorporation") COLLATE "C") DESC, "created_at" DESC, "id") INCLUDE ("country_of_incorporation") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_email_asc_idx" ON "corporate_customers" ("tenant_id", (lower("email") COLLATE "C") ASC NULLS LAST, "created_at" DESC, "id") INCLUDE ("email") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_email_desc_idx" ON "corporate_customers" ("tenant_id", (lower("email") COLLATE "C") DESC NULLS LAST, "created_at" DESC, "id") INCLUDE ("email") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_status_asc_idx" ON "corporate_customers" ("tenant_id", "status" COLLATE "C", "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_status_desc_idx" ON "corporate_customers" ("tenant_id", "status" COLLATE "C" DESC, "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_risk_asc_idx" ON "corporate_customers" ("tenant_id", "risk_score" ASC NULLS LAST, "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_list_risk_desc_idx" ON "corporate_customers" ("tenant_id", "risk_score" DESC NULLS LAST, "created_at" DESC, "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- Free-text search with its trigram index (migration 0008). LIKE is not leakproof, so under row-level
-- security the planner may not evaluate it inside an index scan, and every search read the whole book. This
-- function runs as the tables' owner and applies the tenant rule of the policies itself: the list rows of
-- the transaction's tenant (app.tenant_id; none without one), not deleted, whose search text matches.
-- It returns the list's columns only, and the app role may only execute it.
CREATE FUNCTION customer_list_search(search_pattern text, customer_kind text)
RETURNS TABLE (
  kind text, id uuid, customer_number bigint, name text, country text, email text, status text,
  created_at timestamp with time zone, risk_score double precision, risk_label text,
  needs_ongoing_screening boolean, trade_license_no text, tenant_id uuid, deleted_at timestamp with time zone
)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
-- Each search is planned for its own pattern: a generic plan cannot use the trigram index well.
SET plan_cache_mode = force_custom_plan
AS $$
#variable_conflict use_column
DECLARE
  tenant uuid := nullif(current_setting('app.tenant_id', true), '')::uuid;
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  IF customer_kind IS NULL OR customer_kind = 'individual' THEN
    RETURN QUERY
      SELECT 'individual'::text, c.id, c.customer_number, c.first_name || ' ' || c.last_name, c.country, c.email,
             c.status, c.created_at, c.risk_score, c.risk_label, c.needs_ongoing_screening, null::text,
             c.tenant_id, c.deleted_at
        FROM public.individual_customers c
       WHERE c.tenant_id = tenant AND c.deleted_at IS NULL AND c.search_text LIKE search_pattern;
  END IF;
  IF customer_kind IS NULL OR customer_kind = 'corporate' THEN
    RETURN QUERY
      SELECT 'corporate'::text, c.id, c.customer_number, c.company_name, c.country_of_incorporation, c.email,
             c.status, c.created_at, c.risk_score, c.risk_label, c.needs_ongoing_screening, c.trade_license_no,
             c.tenant_id, c.deleted_at
        FROM public.corporate_customers c
       WHERE c.tenant_id = tenant AND c.deleted_at IS NULL AND c.search_text LIKE search_pattern;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION customer_list_search(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION customer_list_search(text, text) TO aml_app;
