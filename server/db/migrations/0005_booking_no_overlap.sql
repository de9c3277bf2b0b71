-- No double booking, ever: two live appointments of one adviser may not overlap. Cancelled and no-show
-- appointments do not hold their time. The service turns a violation (SQLSTATE 23P01) into a 409.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("adviser_id" WITH =, tstzrange("start_time", "end_time") WITH &&)
  WHERE ("status" NOT IN ('cancelled_by_client', 'cancelled_by_expert', 'cancelled_by_system', 'no_show'));
