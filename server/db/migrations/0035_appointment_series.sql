CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adviser_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"interval_weeks" integer NOT NULL,
	"occurrences" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_interval_check" CHECK ("appointment_series"."interval_weeks" in (1, 2)),
	CONSTRAINT "appointment_series_occurrences_check" CHECK ("appointment_series"."occurrences" between 2 and 12)
);
--> statement-breakpoint
ALTER TABLE "adviser_topics" ADD COLUMN "series_interval_weeks" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "adviser_topics" ADD COLUMN "series_max_occurrences" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_index" integer;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_type_id_consultation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."consultation_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_series_client_idx" ON "appointment_series" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "appointment_series_adviser_idx" ON "appointment_series" USING btree ("adviser_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_series_key" ON "appointments" USING btree ("series_id","series_index");--> statement-breakpoint
ALTER TABLE "adviser_topics" ADD CONSTRAINT "adviser_topics_series_check" CHECK ("adviser_topics"."series_interval_weeks" <@ '{1,2}'::integer[] and (
        (cardinality("adviser_topics"."series_interval_weeks") = 0 and "adviser_topics"."series_max_occurrences" = 0)
        or (cardinality("adviser_topics"."series_interval_weeks") > 0 and "adviser_topics"."series_max_occurrences" between 2 and 12)));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_index_check" CHECK (("appointments"."series_id" is null) = ("appointments"."series_index" is null) and ("appointments"."series_index" is null or "appointments"."series_index" between 1 and 12));