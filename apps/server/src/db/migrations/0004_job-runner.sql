-- Issue 10, job runner: "a batch of items processed one by one, each exactly once" (docs/decisions/100-job-runner.md).
-- Both tables are tenant tables: RLS enabled with the shared policy written inline (migration 0003 grants aml_app
-- access to tables created later by the owner through its default privileges).
CREATE TABLE "job_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	CONSTRAINT "job_batches_status_valid" CHECK ("job_batches"."status" in ('queued', 'running', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "job_batches_counts_valid" CHECK ("job_batches"."done_count" >= 0 and "job_batches"."failed_count" >= 0 and "job_batches"."done_count" + "job_batches"."failed_count" <= "job_batches"."total")
);
--> statement-breakpoint
CREATE TABLE "job_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_batch_items_status_valid" CHECK ("job_batch_items"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "job_batches" ADD CONSTRAINT "job_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_batch_items" ADD CONSTRAINT "job_batch_items_batch_id_job_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."job_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_batches_tenant_created_idx" ON "job_batches" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "job_batches_unfinished_idx" ON "job_batches" USING btree ("updated_at") WHERE "job_batches"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "job_batch_items_key_unique" ON "job_batch_items" USING btree ("batch_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "job_batch_items_seq_unique" ON "job_batch_items" USING btree ("batch_id","seq");--> statement-breakpoint
CREATE INDEX "job_batch_items_pending_idx" ON "job_batch_items" USING btree ("batch_id","seq") WHERE "job_batch_items"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "job_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "job_batches" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on') WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');--> statement-breakpoint
ALTER TABLE "job_batch_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "job_batch_items" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on') WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');
