CREATE TABLE "booking_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_id" uuid NOT NULL,
	"adviser_id" uuid NOT NULL,
	"appointment_id" uuid,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_documents_size_check" CHECK ("booking_documents"."size" between 1 and 10485760)
);
--> statement-breakpoint
ALTER TABLE "intake_questions" DROP CONSTRAINT "intake_questions_kind_check";--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_documents_storage_key" ON "booking_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "booking_documents_appointment_idx" ON "booking_documents" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "booking_documents_uploader_idx" ON "booking_documents" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "booking_documents_untaken_idx" ON "booking_documents" USING btree ("created_at") WHERE "booking_documents"."appointment_id" is null;--> statement-breakpoint
ALTER TABLE "intake_questions" ADD CONSTRAINT "intake_questions_kind_check" CHECK ("intake_questions"."kind" in ('short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no', 'date', 'file'));