CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adviser_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'no_payment' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"time_change_requested_by" uuid,
	"time_change_new_start" timestamp with time zone,
	"time_change_reason" text,
	"time_change_reject_reason" text,
	"invoice_path" text,
	"room_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_range_check" CHECK ("appointments"."end_time" > "appointments"."start_time"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'confirmed', 'completed', 'cancelled_by_client', 'cancelled_by_expert', 'cancelled_by_system', 'no_show')),
	CONSTRAINT "appointments_payment_status_check" CHECK ("appointments"."payment_status" in ('pending', 'paid', 'failed', 'refunded', 'no_payment'))
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adviser_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_range_check" CHECK ("time_off"."end_time" > "time_off"."start_time")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_type_id_consultation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."consultation_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_change_requested_by_users_id_fk" FOREIGN KEY ("time_change_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_adviser_start_idx" ON "appointments" USING btree ("adviser_id","start_time");--> statement-breakpoint
CREATE INDEX "appointments_client_start_idx" ON "appointments" USING btree ("client_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_room_key" ON "appointments" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "time_off_adviser_idx" ON "time_off" USING btree ("adviser_id","start_time");