-- Admin user search: accent- and case-insensitive substring match on name and e-mail.
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users"
  USING gin (immutable_unaccent(lower("name" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
-- Admin dashboard: bookings made per day.
CREATE INDEX IF NOT EXISTS "appointments_created_idx" ON "appointments" ("created_at");--> statement-breakpoint
-- The activation queue.
CREATE INDEX IF NOT EXISTS "advisers_activation_request_idx" ON "advisers" ("activation_request_date")
  WHERE "activation_request";
