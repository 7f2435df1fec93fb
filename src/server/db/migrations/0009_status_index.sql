CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status");--> statement-breakpoint
-- Today's attendance is counted from the index alone once its rows are marked visible, which only a vacuum
-- does: by default that waits for 20% of the table to be new (months of records), so vacuum every 5,000 rows.
ALTER TABLE "attendance_records" SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);
