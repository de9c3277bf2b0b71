CREATE TABLE "adviser_topics" (
	"adviser_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	CONSTRAINT "adviser_topics_adviser_id_type_id_pk" PRIMARY KEY("adviser_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "advisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"expiration_date" timestamp with time zone,
	"company_name" text,
	"country" text,
	"city" text,
	"zip_code" text,
	"address" text,
	"vat_number" text,
	"bank_account_number" text,
	"description" text DEFAULT '' NOT NULL,
	"work_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_notice_hours" integer DEFAULT 24 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"max_advance_days" integer DEFAULT 60 NOT NULL,
	"activation_request" boolean DEFAULT false NOT NULL,
	"activation_request_date" timestamp with time zone,
	"rating_average_x100" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisers_min_notice_check" CHECK ("advisers"."min_notice_hours" between 0 and 720),
	CONSTRAINT "advisers_buffer_check" CHECK ("advisers"."buffer_minutes" between 0 and 240),
	CONSTRAINT "advisers_max_advance_check" CHECK ("advisers"."max_advance_days" between 1 and 365),
	CONSTRAINT "advisers_rating_check" CHECK ("advisers"."rating_average_x100" between 0 and 500 and "advisers"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "askers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text,
	"country" text,
	"city" text,
	"zip_code" text,
	"address" text,
	"vat_number" text,
	"bank_account_number" text,
	"subscription_status" text DEFAULT 'expired' NOT NULL,
	"expiration_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "askers_subscription_status_check" CHECK ("askers"."subscription_status" in ('active', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_types_color_check" CHECK ("consultation_types"."color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "consultation_types_duration_check" CHECK ("consultation_types"."duration_minutes" between 5 and 480)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"path" text NOT NULL,
	"thumbnail_path" text,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_type_check" CHECK ("media"."type" in ('profile', 'gallery')),
	CONSTRAINT "media_size_check" CHECK ("media"."size_bytes" > 0 and "media"."width" > 0 and "media"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('verify_email', 'two_factor', 'password_reset')),
	CONSTRAINT "one_time_codes_attempts_check" CHECK ("one_time_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'tanacsado', 'kerdezo')),
	CONSTRAINT "users_email_normalised" CHECK ("users"."email" = lower(btrim("users"."email"))),
	CONSTRAINT "users_name_not_blank" CHECK (length(btrim("users"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "adviser_topics" ADD CONSTRAINT "adviser_topics_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adviser_topics" ADD CONSTRAINT "adviser_topics_type_id_consultation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."consultation_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisers" ADD CONSTRAINT "advisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askers" ADD CONSTRAINT "askers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adviser_topics_type_idx" ON "adviser_topics" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advisers_user_id_key" ON "advisers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advisers_visible_idx" ON "advisers" USING btree ("active","expiration_date");--> statement-breakpoint
CREATE UNIQUE INDEX "askers_user_id_key" ON "askers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "askers_expiration_idx" ON "askers" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_types_name_key" ON "consultation_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_user_type_idx" ON "media" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_one_profile_per_user" ON "media" USING btree ("user_id") WHERE "media"."type" = 'profile';--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");