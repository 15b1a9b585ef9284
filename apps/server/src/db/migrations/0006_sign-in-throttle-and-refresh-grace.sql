-- Decision 104: the per-account lockout (anyone could lock any account) gives way to a throttle by
-- address, by account and by the pair, with a progressive wait. The old counters carry no history worth
-- keeping: they expire within 15 minutes.
DROP TABLE IF EXISTS "login_throttle";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sign_in_throttle" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "sign_in_throttle_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "sign_in_throttle_scope_valid" CHECK ("sign_in_throttle"."scope" in ('pair', 'address', 'account'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sign_in_throttle_last_failure_idx" ON "sign_in_throttle" USING btree ("last_failure_at");
--> statement-breakpoint
-- Refresh grace (two tabs refreshing at once): the successor pair of a rotated token, sealed.
ALTER TABLE "refresh_tokens" ADD COLUMN IF NOT EXISTS "successor_sealed" text;
