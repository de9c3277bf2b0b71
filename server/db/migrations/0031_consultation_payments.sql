CREATE TABLE "consultation_payments" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"amount_huf" integer NOT NULL,
	"fee_huf" integer DEFAULT 0 NOT NULL,
	"account_ref" text NOT NULL,
	"checkout_ref" text,
	"payment_ref" text,
	"receipt_url" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_decided_at" timestamp with time zone,
	"refund_target_huf" integer DEFAULT 0 NOT NULL,
	"refund_requested_huf" integer DEFAULT 0 NOT NULL,
	"refunded_huf" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_payments_amount_check" CHECK ("consultation_payments"."amount_huf" > 0),
	CONSTRAINT "consultation_payments_fee_check" CHECK ("consultation_payments"."fee_huf" between 0 and "consultation_payments"."amount_huf"),
	CONSTRAINT "consultation_payments_refund_check" CHECK ("consultation_payments"."refund_target_huf" between 0 and "consultation_payments"."amount_huf" and "consultation_payments"."refunded_huf" between 0 and "consultation_payments"."amount_huf" and "consultation_payments"."refund_requested_huf" between 0 and "consultation_payments"."amount_huf")
);
--> statement-breakpoint
ALTER TABLE "adviser_topics" ADD COLUMN "price_huf" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "platform_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_payments" ADD CONSTRAINT "consultation_payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_payments_checkout_key" ON "consultation_payments" USING btree ("provider","checkout_ref");--> statement-breakpoint
CREATE INDEX "consultation_payments_payment_ref_idx" ON "consultation_payments" USING btree ("provider","payment_ref");--> statement-breakpoint
CREATE INDEX "consultation_payments_open_idx" ON "consultation_payments" USING btree ("hold_expires_at") WHERE "consultation_payments"."refund_decided_at" is null;--> statement-breakpoint
CREATE INDEX "consultation_payments_refund_due_idx" ON "consultation_payments" USING btree ("appointment_id") WHERE "consultation_payments"."refund_target_huf" > "consultation_payments"."refund_requested_huf";--> statement-breakpoint
CREATE INDEX "consultation_payments_paid_idx" ON "consultation_payments" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "adviser_topics" ADD CONSTRAINT "adviser_topics_price_check" CHECK ("adviser_topics"."price_huf" = 0 or "adviser_topics"."price_huf" between 500 and 2000000);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_fee_check" CHECK ("platform_settings"."platform_fee_percent" between 0 and 50);