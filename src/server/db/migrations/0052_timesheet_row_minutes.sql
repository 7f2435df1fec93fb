-- Issue 43's bench: a report over a year summed every cell of every approved week (624,000 for 1,000 people). A
-- row now keeps its cells' minutes, so whole weeks in a period are summed by row (a sixth as many), and only the
-- weeks at its edges by cell. The database keeps the sum, once per statement over the cells it changed.
ALTER TABLE "timesheet_rows" ADD COLUMN "minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "timesheet_rows" r SET "minutes" = s."minutes"
FROM (
  SELECT "timesheet_id", "project_id", "activity_id", sum("minutes")::integer AS "minutes"
  FROM "timesheet_entries" GROUP BY 1, 2, 3
) s
WHERE r."timesheet_id" = s."timesheet_id" AND r."project_id" = s."project_id" AND r."activity_id" = s."activity_id";--> statement-breakpoint
CREATE FUNCTION "timesheet_rows_sum_minutes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "timesheet_rows" r SET "minutes" = coalesce((
    SELECT sum(e."minutes") FROM "timesheet_entries" e
    WHERE e."timesheet_id" = r."timesheet_id" AND e."project_id" = r."project_id" AND e."activity_id" = r."activity_id"
  ), 0)
  WHERE (r."timesheet_id", r."project_id", r."activity_id") IN (
    SELECT DISTINCT c."timesheet_id", c."project_id", c."activity_id" FROM changed c
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_rows_inserted" AFTER INSERT ON "timesheet_entries"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_rows_sum_minutes"();--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_rows_updated" AFTER UPDATE ON "timesheet_entries"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_rows_sum_minutes"();--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_rows_deleted" AFTER DELETE ON "timesheet_entries"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_rows_sum_minutes"();
