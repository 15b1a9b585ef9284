-- Issue 16 (decision 114): DPMSR reports, the cash transactions of AED 55,000 or more a dealer reports to the
-- UAE FIU. A tenant table (RLS with the shared policy, in the 0009 scalar-subquery form). Records are kept
-- (decision 102; UAE AML law: at least five years): the app may not delete or truncate a report; a deletion by a
-- user is a mark (deleted_at, deleted_by) and an audit event, and the row stays for the inspector.
CREATE TABLE "dpmsr_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"customer_type" text NOT NULL,
	"individual_id" uuid REFERENCES "individual_customers"("id"),
	"corporate_id" uuid REFERENCES "corporate_customers"("id"),
	"entity_reference" text NOT NULL,
	-- The validated form (spec 3 §3 report fields, without the customer and the tenant).
	"details" jsonb NOT NULL,
	-- The last goAML file built for the report: generatedAt, generatedBy, fileName, sha256 (every one is in the audit trail).
	"last_xml" jsonb,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "dpmsr_reports_customer_type_valid" CHECK ("customer_type" in ('Individual', 'Corporate')),
	CONSTRAINT "dpmsr_reports_one_customer" CHECK (
		("customer_type" = 'Individual' AND "individual_id" IS NOT NULL AND "corporate_id" IS NULL)
		OR ("customer_type" = 'Corporate' AND "corporate_id" IS NOT NULL AND "individual_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "dpmsr_reports_tenant_created_idx" ON "dpmsr_reports" ("tenant_id", "created_at") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "dpmsr_reports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "dpmsr_reports"
  USING ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on')
  WITH CHECK ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on');
--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON dpmsr_reports FROM aml_app;
