-- Issue 17 (decision 115): ongoing monitoring. A run re-screens the monitored customers of every tenant whose
-- monitoring is enabled, after each imported list version (against the entries it added or changed) and on a
-- schedule (against every list in force). monitoring_runs is platform data (which list version, when); each
-- tenant's share of a run and the alerts it raised are tenant tables under the shared RLS policy (0009 form).
-- Nothing an inspector may ask for is deleted by the app: runs, tenant shares and alerts are kept.
CREATE TABLE "monitoring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	-- One run per imported version ('version:<id>') and per scheduled day ('scheduled:<yyyy-mm-dd>'), so two
	-- instances, a retried job or a second cron tick never make a second run of the same thing.
	"run_key" text NOT NULL UNIQUE,
	"version_id" uuid REFERENCES "watchlist_versions"("id"),
	"previous_version_id" uuid REFERENCES "watchlist_versions"("id"),
	"list_key" text,
	"list_version" text,
	-- When the version was imported; for a scheduled run, when it was planned.
	"imported_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"entries_added" integer,
	"entries_removed" integer,
	"entries_changed" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_runs_trigger_valid" CHECK ("trigger" in ('OnGoingListUpdate', 'OnGoingScheduled')),
	CONSTRAINT "monitoring_runs_status_valid" CHECK ("status" in ('queued', 'running', 'completed'))
);
--> statement-breakpoint
CREATE INDEX "monitoring_runs_unfinished_idx" ON "monitoring_runs" ("created_at") WHERE "status" <> 'completed';
--> statement-breakpoint
-- A tenant's share of a run. The cursor (phase, last customer id) moves in the same transaction as the chunk of
-- customers it covers, so a crash redoes at most the chunk in flight and never does a customer twice.
CREATE TABLE "monitoring_run_tenants" (
	"run_id" uuid NOT NULL REFERENCES "monitoring_runs"("id"),
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"status" text DEFAULT 'queued' NOT NULL,
	"cursor_phase" text DEFAULT 'individual' NOT NULL,
	"cursor_id" uuid,
	"customers_checked" integer DEFAULT 0 NOT NULL,
	"partners_checked" integer DEFAULT 0 NOT NULL,
	"alerts_raised" integer DEFAULT 0 NOT NULL,
	"hits_removed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	-- When the cursor last moved: a run none of whose shares moved for a while has lost its worker.
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("run_id", "tenant_id"),
	CONSTRAINT "monitoring_run_tenants_status_valid" CHECK ("status" in ('queued', 'running', 'completed')),
	CONSTRAINT "monitoring_run_tenants_phase_valid" CHECK ("cursor_phase" in ('individual', 'corporate', 'done'))
);
--> statement-breakpoint
CREATE INDEX "monitoring_run_tenants_tenant_idx" ON "monitoring_run_tenants" ("tenant_id", "run_id");
--> statement-breakpoint
ALTER TABLE "monitoring_run_tenants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "monitoring_run_tenants"
  USING ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on')
  WITH CHECK ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on');
--> statement-breakpoint
-- One alert: a new hit on a customer's name (the company's, or a partner's) or a hit that disappeared. The unique
-- key is the second wall against a doubled alert when a chunk is redone.
CREATE TABLE "monitoring_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"run_id" uuid NOT NULL REFERENCES "monitoring_runs"("id"),
	"customer_kind" text NOT NULL,
	"individual_id" uuid REFERENCES "individual_customers"("id"),
	"corporate_id" uuid REFERENCES "corporate_customers"("id"),
	"subject" text NOT NULL,
	"subject_name" text NOT NULL,
	"kind" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"entry_name" text NOT NULL,
	"list_version" text NOT NULL,
	"reason" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" double precision,
	"status_before" text NOT NULL,
	"status_after" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	"decided_by" uuid,
	CONSTRAINT "monitoring_alerts_kind_valid" CHECK ("kind" in ('new-hit', 'hit-removed')),
	CONSTRAINT "monitoring_alerts_one_customer" CHECK (
		("customer_kind" = 'individual' AND "individual_id" IS NOT NULL AND "corporate_id" IS NULL)
		OR ("customer_kind" = 'corporate' AND "corporate_id" IS NOT NULL AND "individual_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_once_per_run" ON "monitoring_alerts"
  ("run_id", coalesce("individual_id", "corporate_id"), "subject", "kind", "source_type", "source_id");
--> statement-breakpoint
CREATE INDEX "monitoring_alerts_individual_idx" ON "monitoring_alerts" ("individual_id", "raised_at") WHERE "individual_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "monitoring_alerts_corporate_idx" ON "monitoring_alerts" ("corporate_id", "raised_at") WHERE "corporate_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "monitoring_alerts"
  USING ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on')
  WITH CHECK ("tenant_id" = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid) OR (SELECT current_setting('app.platform', true)) = 'on');
--> statement-breakpoint
-- The monitored customers a run walks, in id order (the cursor), per tenant.
CREATE INDEX "individual_customers_monitored_idx" ON "individual_customers" ("tenant_id", "id") WHERE "needs_ongoing_screening" AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "corporate_customers_monitored_idx" ON "corporate_customers" ("tenant_id", "id") WHERE "needs_ongoing_screening" AND "deleted_at" IS NULL;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON monitoring_runs, monitoring_run_tenants, monitoring_alerts FROM aml_app;
