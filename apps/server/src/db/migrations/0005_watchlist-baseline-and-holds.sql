-- Issue 10: the shipped baseline lists (origin 'baseline') and imports held for the super user's
-- confirmation (status 'held', files kept in watchlist_held_files so nothing needs re-uploading).
ALTER TABLE "watchlist_versions" DROP CONSTRAINT IF EXISTS "watchlist_versions_origin_valid";--> statement-breakpoint
ALTER TABLE "watchlist_versions" ADD CONSTRAINT "watchlist_versions_origin_valid" CHECK ("watchlist_versions"."origin" in ('upload', 'folder', 'download', 'demo', 'baseline'));--> statement-breakpoint
ALTER TABLE "watchlist_imports" DROP CONSTRAINT IF EXISTS "watchlist_imports_status_valid";--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD CONSTRAINT "watchlist_imports_status_valid" CHECK ("watchlist_imports"."status" in ('imported', 'unchanged', 'rejected', 'held', 'confirmed'));--> statement-breakpoint
ALTER TABLE "watchlist_imports" DROP CONSTRAINT IF EXISTS "watchlist_imports_origin_valid";--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD CONSTRAINT "watchlist_imports_origin_valid" CHECK ("watchlist_imports"."origin" in ('upload', 'folder', 'download', 'demo', 'baseline'));--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD COLUMN "list_key" text;--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD COLUMN "entry_count" integer;--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD COLUMN "held_against_version_id" uuid;--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD COLUMN "resolved_by_email" text;--> statement-breakpoint
ALTER TABLE "watchlist_imports" ADD CONSTRAINT "watchlist_imports_held_against_version_id_watchlist_versions_id_fk" FOREIGN KEY ("held_against_version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_imports_held_idx" ON "watchlist_imports" USING btree ("content_sha256") WHERE "watchlist_imports"."status" = 'held';--> statement-breakpoint
CREATE TABLE "watchlist_held_files" (
	"import_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "watchlist_held_files_import_id_ordinal_pk" PRIMARY KEY("import_id","ordinal")
);
--> statement-breakpoint
ALTER TABLE "watchlist_held_files" ADD CONSTRAINT "watchlist_held_files_import_id_watchlist_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."watchlist_imports"("id") ON DELETE cascade ON UPDATE no action;
