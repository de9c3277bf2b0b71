CREATE TABLE "external_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"adviser_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "external_busy_range_check" CHECK ("external_busy"."end_time" > "external_busy"."start_time")
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adviser_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asker_id" uuid NOT NULL,
	"adviser_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"until_day" date NOT NULL,
	"until_time" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"offered_start" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "expert_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "expert_left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_by" text;--> statement-breakpoint
ALTER TABLE "external_busy" ADD CONSTRAINT "external_busy_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_busy" ADD CONSTRAINT "external_busy_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_type_id_consultation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."consultation_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_busy_adviser_idx" ON "external_busy" USING btree ("adviser_id","start_time");--> statement-breakpoint
CREATE INDEX "external_busy_calendar_idx" ON "external_busy" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "external_calendars_adviser_idx" ON "external_calendars" USING btree ("adviser_id");--> statement-breakpoint
CREATE INDEX "external_calendars_attempt_idx" ON "external_calendars" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_asker_adviser_type_key" ON "waitlist_entries" USING btree ("asker_id","adviser_id","type_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_adviser_idx" ON "waitlist_entries" USING btree ("adviser_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_show_by_check" CHECK ("appointments"."no_show_by" in ('client', 'expert', 'both'));