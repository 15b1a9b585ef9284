CREATE TABLE "screening_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"screening_count" integer NOT NULL,
	"screening_type" text NOT NULL,
	"screening_date" timestamp with time zone DEFAULT now() NOT NULL,
	"list_versions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "screening_logs_count_nonnegative" CHECK ("screening_logs"."screening_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"version_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"list_id" text NOT NULL,
	"entry" jsonb NOT NULL,
	CONSTRAINT "watchlist_entries_version_id_ordinal_pk" PRIMARY KEY("version_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "watchlist_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"version_id" uuid,
	"file_names" jsonb NOT NULL,
	"message" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	CONSTRAINT "watchlist_imports_status_valid" CHECK ("watchlist_imports"."status" in ('imported', 'unchanged', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "watchlist_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_key" text NOT NULL,
	"seq" integer NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"published_at" text,
	"entry_count" integer NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" text NOT NULL,
	"file_names" jsonb NOT NULL,
	"content_sha256" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" uuid,
	"imported_by_email" text,
	CONSTRAINT "watchlist_versions_origin_valid" CHECK ("watchlist_versions"."origin" in ('upload', 'folder', 'download', 'demo'))
);
--> statement-breakpoint
ALTER TABLE "screening_logs" ADD CONSTRAINT "screening_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_logs" ADD CONSTRAINT "screening_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_version_id_watchlist_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD CONSTRAINT "watchlist_imports_version_id_watchlist_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_logs_tenant_date_idx" ON "screening_logs" USING btree ("tenant_id","screening_date");--> statement-breakpoint
CREATE INDEX "watchlist_imports_occurred_idx" ON "watchlist_imports" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "watchlist_imports_origin_idx" ON "watchlist_imports" USING btree ("origin","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_versions_current_unique" ON "watchlist_versions" USING btree ("list_key") WHERE "watchlist_versions"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_versions_seq_unique" ON "watchlist_versions" USING btree ("list_key","seq");