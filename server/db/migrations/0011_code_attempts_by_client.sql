ALTER TABLE "one_time_codes" ADD COLUMN "attempts_by_client" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "two_factor_token_hash" text;