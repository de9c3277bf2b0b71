ALTER TABLE "advisers" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "blocked_from" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisers" ADD CONSTRAINT "advisers_buffer_before_check" CHECK ("advisers"."buffer_before_minutes" between 0 and 240);--> statement-breakpoint
-- Existing appointments hold no time before their start (as they were booked).
UPDATE "appointments" SET "blocked_from" = "start_time";--> statement-breakpoint
-- Buffers on both sides, from the adviser's row whenever an appointment's time is set: the held time is
-- [start - buffer before, end + buffer after).
CREATE OR REPLACE FUNCTION "appointments_hold_buffer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "buffer_minutes", "buffer_before_minutes" INTO NEW."buffer_minutes", NEW."buffer_before_minutes"
    FROM "advisers" WHERE "id" = NEW."adviser_id";
  NEW."buffer_minutes" := coalesce(NEW."buffer_minutes", 0);
  NEW."buffer_before_minutes" := coalesce(NEW."buffer_before_minutes", 0);
  NEW."blocked_until" := NEW."end_time" + make_interval(mins => NEW."buffer_minutes");
  NEW."blocked_from" := NEW."start_time" - make_interval(mins => NEW."buffer_before_minutes");
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Two live appointments of one adviser may not overlap once each holds its buffers: the gap between
-- them is at least the first one's buffer after plus the second one's buffer before.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("adviser_id" WITH =, tstzrange("blocked_from", "blocked_until") WITH &&)
  WHERE ("status" NOT IN ('cancelled_by_client', 'cancelled_by_expert', 'cancelled_by_system', 'no_show'));
