ALTER TABLE "advisers" ADD COLUMN "cancel_deadline_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_deadline_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "default_cancel_deadline_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD CONSTRAINT "advisers_cancel_deadline_check" CHECK ("advisers"."cancel_deadline_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_cancel_deadline_check" CHECK ("platform_settings"."default_cancel_deadline_hours" between 0 and 720);