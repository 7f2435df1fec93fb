-- Review cycles may not overlap: a person is reviewed once for any stretch of time. Ranges have GiST support
-- built in (no extension needed), so two instances racing still give one cycle.
ALTER TABLE "review_cycles" ADD CONSTRAINT "review_cycles_no_overlap" EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&);
