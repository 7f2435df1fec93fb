CREATE TABLE "attendance_day_counts" (
	"work_date" date NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_day_counts_work_date_status_slot_pk" PRIMARY KEY("work_date","status","slot")
);
--> statement-breakpoint
-- Decision 019. What a statement inserted counts up, what it deleted down, an update only where a row's day or
-- status moved; rows grouped and written in key order, so two statements lock shared rows in the same order.
CREATE FUNCTION count_attendance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM attendance_day_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO attendance_day_counts AS c (work_date, status, slot, n)
      SELECT work_date, status, hashtext(employee_id::text) & 15, count(*) FROM new_rows
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (work_date, status, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO attendance_day_counts AS c (work_date, status, slot, n)
      SELECT work_date, status, hashtext(employee_id::text) & 15, -count(*) FROM old_rows
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (work_date, status, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO attendance_day_counts AS c (work_date, status, slot, n)
      SELECT work_date, status, slot, sum(k) FROM (
        SELECT work_date, status, hashtext(employee_id::text) & 15 AS slot, 1 AS k FROM new_rows
        UNION ALL SELECT work_date, status, hashtext(employee_id::text) & 15, -1 FROM old_rows) x
      GROUP BY 1, 2, 3 HAVING sum(k) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (work_date, status, slot) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER attendance_count_insert AFTER INSERT ON "attendance_records" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_attendance();--> statement-breakpoint
CREATE TRIGGER attendance_count_update AFTER UPDATE ON "attendance_records"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_attendance();--> statement-breakpoint
CREATE TRIGGER attendance_count_delete AFTER DELETE ON "attendance_records" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_attendance();--> statement-breakpoint
CREATE TRIGGER attendance_count_truncate AFTER TRUNCATE ON "attendance_records"
  FOR EACH STATEMENT EXECUTE FUNCTION count_attendance();--> statement-breakpoint
-- The counts as they stand (the triggers' table lock keeps writers out until this migration commits).
INSERT INTO attendance_day_counts (work_date, status, slot, n)
  SELECT work_date, status, hashtext(employee_id::text) & 15, count(*) FROM attendance_records GROUP BY 1, 2, 3;
