DROP INDEX "media_user_type_idx";--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "advisers_search_trgm_idx" ON "advisers" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advisers_rating_idx" ON "advisers" USING btree ("rating_average_x100" DESC NULLS LAST,"review_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advisers_created_idx" ON "advisers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advisers_sort_name_idx" ON "advisers" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_user_type_idx" ON "media" USING btree ("user_id","type","position");