CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" uuid,
	"payment_id" uuid,
	"reverses_id" uuid,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"amount_huf" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"ref" text,
	"number" text,
	"pdf_path" text,
	"issued_at" timestamp with time zone,
	"nav_status" text,
	"nav_message" text,
	"nav_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_subject_check" CHECK (("invoices"."issuer" = 'adviser' and "invoices"."appointment_id" is not null and "invoices"."payment_id" is null) or ("invoices"."issuer" = 'platform' and "invoices"."payment_id" is not null and "invoices"."appointment_id" is null)),
	CONSTRAINT "invoices_reversal_check" CHECK (("invoices"."kind" = 'reversal') = ("invoices"."reverses_id" is not null)),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_huf" > 0),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'issued', 'failed', 'cancelled')),
	CONSTRAINT "invoices_nav_status_check" CHECK ("invoices"."nav_status" in ('received', 'processing', 'done', 'warning', 'error'))
);
--> statement-breakpoint
CREATE TABLE "invoicing_accounts" (
	"adviser_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"secret_sealed" text,
	"secret_hint" text,
	"block" text,
	"vat_rate" text DEFAULT 'AAM' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_accounts_provider_check" CHECK ("invoicing_accounts"."provider" in ('manual', 'billingo', 'szamlazz', 'demo')),
	CONSTRAINT "invoicing_accounts_vat_check" CHECK ("invoicing_accounts"."vat_rate" in ('AAM', 'TAM', '27%')),
	CONSTRAINT "invoicing_accounts_secret_check" CHECK ("invoicing_accounts"."provider" in ('manual', 'demo') or ("invoicing_accounts"."secret_sealed" is not null and "invoicing_accounts"."secret_hint" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reverses_id_invoices_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_accounts" ADD CONSTRAINT "invoicing_accounts_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_external_id_key" ON "invoices" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_appointment_key" ON "invoices" USING btree ("appointment_id","kind") WHERE "invoices"."appointment_id" is not null and "invoices"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id","kind") WHERE "invoices"."payment_id" is not null and "invoices"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "invoices_nav_due_idx" ON "invoices" USING btree ("nav_check_at") WHERE "invoices"."nav_check_at" is not null;--> statement-breakpoint
-- The demo invoicing adapter numbers its invoices DEMO-<year>-<n> from this sequence.
CREATE SEQUENCE "demo_invoice_numbers";