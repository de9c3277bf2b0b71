CREATE TABLE "intake_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adviser_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_questions_position_check" CHECK ("intake_questions"."position" between 0 and 9),
	CONSTRAINT "intake_questions_kind_check" CHECK ("intake_questions"."kind" in ('short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no', 'date')),
	CONSTRAINT "intake_questions_label_check" CHECK (char_length("intake_questions"."label") between 1 and 200),
	CONSTRAINT "intake_questions_help_text_check" CHECK (char_length("intake_questions"."help_text") <= 300)
);
--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "intake_in_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "intake_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "intake_questions" ADD CONSTRAINT "intake_questions_offer_fk" FOREIGN KEY ("adviser_id","type_id") REFERENCES "public"."adviser_topics"("adviser_id","type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intake_questions_position_key" ON "intake_questions" USING btree ("adviser_id","type_id","position");