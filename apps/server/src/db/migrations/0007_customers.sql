-- Issue 11, customer onboarding (decision 107): individual and corporate customers, the partners of a
-- corporate customer, and their documents. All four are tenant tables (RLS with the shared policy).
-- Records are kept (decision 102): the app may not delete or truncate them; a removal is a mark.
CREATE TABLE "individual_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"customer_number" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"nationality" text NOT NULL,
	"country" text NOT NULL,
	"email" text,
	"id_type" text NOT NULL,
	"id_no" text NOT NULL,
	"status" text NOT NULL,
	"pending_reason" text,
	"risk_score" double precision,
	"risk_label" text,
	"risk_details" text,
	"needs_ongoing_screening" boolean DEFAULT false NOT NULL,
	"monitoring_enabled_at" timestamp with time zone,
	"fuzzy_level" text DEFAULT '0' NOT NULL,
	"details" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_screened_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "individual_customers_status_valid" CHECK ("status" in ('Quick Onboarded', 'Pending', 'In Review', 'Alerted', 'Onboarded', 'Rejected', 'FalseMatchOnboarded')),
	CONSTRAINT "individual_customers_fuzzy_valid" CHECK ("fuzzy_level" in ('0', '1', '2'))
);
--> statement-breakpoint
-- Duplicate rule: one customer per ID type and number in a tenant (spaces, hyphens and case ignored), so
-- two simultaneous submissions cannot both pass.
CREATE UNIQUE INDEX "individual_customers_identity_unique" ON "individual_customers" ("tenant_id", "id_type", upper(regexp_replace("id_no", '[\s-]', '', 'g'))) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "individual_customers_tenant_created_idx" ON "individual_customers" ("tenant_id", "created_at");
--> statement-breakpoint
CREATE INDEX "individual_customers_tenant_status_idx" ON "individual_customers" ("tenant_id", "status");
--> statement-breakpoint
CREATE TABLE "corporate_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"customer_number" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"company_name" text NOT NULL,
	"country_of_incorporation" text NOT NULL,
	"email" text,
	"trade_license_no" text NOT NULL,
	"status" text NOT NULL,
	"pending_reason" text,
	"risk_score" double precision,
	"risk_label" text,
	"risk_details" text,
	"company_screening" jsonb,
	"needs_ongoing_screening" boolean DEFAULT false NOT NULL,
	"monitoring_enabled_at" timestamp with time zone,
	"fuzzy_level" text DEFAULT '0' NOT NULL,
	"details" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_screened_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "corporate_customers_status_valid" CHECK ("status" in ('Quick Onboarded', 'Pending', 'In Review', 'Alerted', 'Onboarded', 'Rejected', 'FalseMatchOnboarded')),
	CONSTRAINT "corporate_customers_fuzzy_valid" CHECK ("fuzzy_level" in ('0', '1', '2'))
);
--> statement-breakpoint
-- Duplicate rule: one customer per trade licence number in a tenant (case ignored).
CREATE UNIQUE INDEX "corporate_customers_licence_unique" ON "corporate_customers" ("tenant_id", upper("trade_license_no")) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_tenant_created_idx" ON "corporate_customers" ("tenant_id", "created_at");
--> statement-breakpoint
CREATE INDEX "corporate_customers_tenant_status_idx" ON "corporate_customers" ("tenant_id", "status");
--> statement-breakpoint
CREATE TABLE "corporate_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"corporate_id" uuid NOT NULL REFERENCES "corporate_customers"("id"),
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"nationality" text NOT NULL,
	"birthdate" date,
	"status" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"screening" jsonb,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- A partner taken off the customer by an edit is kept (with its screening) and marked removed.
	"removed_at" timestamp with time zone,
	CONSTRAINT "corporate_partners_status_valid" CHECK ("status" in ('Pending', 'In Review', 'Onboarded', 'Rejected', 'FalseMatchOnboarded', 'Alerted'))
);
--> statement-breakpoint
CREATE INDEX "corporate_partners_corporate_idx" ON "corporate_partners" ("corporate_id", "position");
--> statement-breakpoint
CREATE TABLE "customer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"individual_id" uuid REFERENCES "individual_customers"("id"),
	"corporate_id" uuid REFERENCES "corporate_customers"("id"),
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" bytea NOT NULL,
	"uploaded_by" uuid,
	-- clock_timestamp, not now(): the files of one submission keep the order they were given in.
	"uploaded_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "customer_documents_one_owner" CHECK (("individual_id" IS NULL) <> ("corporate_id" IS NULL)),
	CONSTRAINT "customer_documents_size_valid" CHECK ("size" >= 0 AND "size" = octet_length("content"))
);
--> statement-breakpoint
CREATE INDEX "customer_documents_individual_idx" ON "customer_documents" ("individual_id") WHERE "individual_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "customer_documents_corporate_idx" ON "customer_documents" ("corporate_id") WHERE "corporate_id" IS NOT NULL;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON individual_customers, corporate_customers, corporate_partners, customer_documents FROM aml_app;
--> statement-breakpoint
ALTER TABLE "individual_customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "individual_customers" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on') WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');--> statement-breakpoint
ALTER TABLE "corporate_customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "corporate_customers" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on') WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');--> statement-breakpoint
ALTER TABLE "corporate_partners" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "corporate_partners" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on') WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');--> statement-breakpoint
ALTER TABLE "customer_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_documents" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on') WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');
