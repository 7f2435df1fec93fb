-- Issue 43's bench: the day's 24 hours and the week's seven days were checked once per cell written (a row-level
-- constraint trigger: a lock and a sum per cell, ten of each for a week of two rows). Now once per statement, over
-- the cells it wrote (a transition table): the weeks written to are locked in id order, so two writers racing on
-- a person's week still cannot pass the check together, then every (person, day) written is summed once.
DROP TRIGGER "timesheet_entries_day_24h" ON "timesheet_entries";--> statement-breakpoint
DROP FUNCTION "timesheet_entries_day_check"();--> statement-breakpoint
CREATE FUNCTION "timesheet_entries_days_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
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
CREATE TRIGGER "timesheet_entries_days_inserted" AFTER INSERT ON "timesheet_entries"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_entries_days_check"();--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_days_updated" AFTER UPDATE ON "timesheet_entries"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_entries_days_check"();
