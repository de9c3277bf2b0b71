ALTER TABLE "one_time_codes" ADD COLUMN "issued_to" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "registration" jsonb;--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP COLUMN "consumed_at";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_registration_check" CHECK ("one_time_codes"."registration" is null or "one_time_codes"."purpose" = 'verify_email');