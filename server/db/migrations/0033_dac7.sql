CREATE TABLE "dac7_copies" (
	"adviser_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dac7_copies_adviser_id_year_pk" PRIMARY KEY("adviser_id","year")
);
--> statement-breakpoint
CREATE TABLE "dac7_reminders" (
	"adviser_id" uuid PRIMARY KEY NOT NULL,
	"first_sent_at" timestamp with time zone NOT NULL,
	"second_sent_at" timestamp with time zone,
	"held_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dac7_sellers" (
	"adviser_id" uuid PRIMARY KEY NOT NULL,
	"seller_type" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"tin" text NOT NULL,
	"tin_country" text NOT NULL,
	"birth_date" date,
	"vat_number" text,
	"registration_number" text,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dac7_sellers_type_check" CHECK ("dac7_sellers"."seller_type" in ('individual', 'entity')),
	CONSTRAINT "dac7_sellers_kind_fields_check" CHECK (("dac7_sellers"."seller_type" = 'individual' and "dac7_sellers"."birth_date" is not null) or ("dac7_sellers"."seller_type" = 'entity' and "dac7_sellers"."registration_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "dac7_copies" ADD CONSTRAINT "dac7_copies_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dac7_reminders" ADD CONSTRAINT "dac7_reminders_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dac7_sellers" ADD CONSTRAINT "dac7_sellers_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;