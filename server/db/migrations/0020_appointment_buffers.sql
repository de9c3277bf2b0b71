ALTER TABLE "appointments" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "blocked_until" timestamp with time zone DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
-- Appointments booked before buffers were enforced keep the time they had (no buffer): an old pair
-- closer than today's buffer must not stop the migration.
UPDATE "appointments" SET "blocked_until" = "end_time";--> statement-breakpoint
-- Buffers cannot be skipped: whenever an appointment's time is set, it holds end + the adviser's
-- buffer, taken from the adviser's row here, not from any request. (An index expression cannot add an
-- interval to a timestamptz, which PostgreSQL deems only stable, so the end is stored.)
CREATE FUNCTION "appointments_hold_buffer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "buffer_minutes" INTO NEW."buffer_minutes" FROM "advisers" WHERE "id" = NEW."adviser_id";
  NEW."buffer_minutes" := coalesce(NEW."buffer_minutes", 0);
  NEW."blocked_until" := NEW."end_time" + make_interval(mins => NEW."buffer_minutes");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_hold_buffer"
  BEFORE INSERT OR UPDATE OF "start_time", "end_time", "adviser_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_hold_buffer"();--> statement-breakpoint
-- Two live appointments of one adviser may not overlap once each holds its buffer after it: a new one
-- must start at least the buffer after the other ends, or end at least its buffer before it starts.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("adviser_id" WITH =, tstzrange("start_time", "blocked_until") WITH &&)
  WHERE ("status" NOT IN ('cancelled_by_client', 'cancelled_by_expert', 'cancelled_by_system', 'no_show'));
