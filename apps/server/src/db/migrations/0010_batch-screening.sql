-- Issue 13, batch screening as a server job (docs/decisions/110-batch-screening-job.md).
-- label: what people call the batch (the uploaded file's name). dismissed_at: the staff member closed the batch
-- (Perform Another Scan, Discard): the screen no longer returns to it; its screening logs and charges stay.
ALTER TABLE "job_batches" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "job_batches" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
-- "The caller's latest batch of this kind" (GET /api/Scan/batch/current) and the 24-hour expiry sweep.
CREATE INDEX "job_batches_creator_idx" ON "job_batches" USING btree ("tenant_id","kind","created_by","created_at");--> statement-breakpoint
CREATE INDEX "job_batches_kind_created_idx" ON "job_batches" USING btree ("kind","created_at");
