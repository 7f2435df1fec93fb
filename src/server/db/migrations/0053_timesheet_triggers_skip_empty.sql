-- Issue 43's bench: a save writes its week in one statement that upserts rows and cells and leaves unchanged cells
-- alone, so of the statement-level triggers on timesheet_entries (inserted, updated, deleted) most see no rows. Each
-- now returns at once when its transition table is empty, instead of locking and summing over nothing.
CREATE OR REPLACE FUNCTION "timesheet_entries_days_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM written) THEN
    RETURN NULL;
  END IF;
  -- Each cell's week is found by its id (LIMIT 1 keeps the lookup by index: the planner knows nothing of how few
  -- cells a statement wrote, and would otherwise read every week).
  PERFORM 1 FROM "timesheets" t
  WHERE t."id" = ANY (ARRAY(SELECT DISTINCT w."timesheet_id" FROM written w))
  ORDER BY t."id"
  FOR UPDATE;
  SELECT w."work_date" INTO bad
  FROM written w
  CROSS JOIN LATERAL (SELECT s."week_start" FROM "timesheets" s WHERE s."id" = w."timesheet_id" LIMIT 1) t
  WHERE w."work_date" < t."week_start" OR w."work_date" > t."week_start" + 6
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'timesheet cell on % is outside its week', bad."work_date"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'timesheet_entries_in_week';
  END IF;
  SELECT d."work_date" INTO bad
  FROM (
    SELECT DISTINCT t."employee_id", w."work_date"
    FROM written w
    CROSS JOIN LATERAL (SELECT s."employee_id" FROM "timesheets" s WHERE s."id" = w."timesheet_id" LIMIT 1) t
  ) d
  WHERE (
    SELECT coalesce(sum(e."minutes"), 0)
    FROM "timesheet_entries" e
    JOIN "timesheets" s ON s."id" = e."timesheet_id"
    WHERE s."employee_id" = d."employee_id"
      AND s."week_start" BETWEEN d."work_date" - 6 AND d."work_date"
      AND e."work_date" = d."work_date"
  ) > 1440
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'more than 24 hours logged on %', bad."work_date"
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'timesheet_entries_day_24h';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "timesheet_rows_sum_minutes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed) THEN
    RETURN NULL;
  END IF;
  UPDATE "timesheet_rows" r SET "minutes" = coalesce((
    SELECT sum(e."minutes") FROM "timesheet_entries" e
    WHERE e."timesheet_id" = r."timesheet_id" AND e."project_id" = r."project_id" AND e."activity_id" = r."activity_id"
  ), 0)
  WHERE (r."timesheet_id", r."project_id", r."activity_id") IN (
    SELECT DISTINCT c."timesheet_id", c."project_id", c."activity_id" FROM changed c
  );
  RETURN NULL;
END
$$;
