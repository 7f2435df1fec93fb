CREATE TABLE "summary_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 019. Each table's statement-level triggers add what a statement inserted and take away what it
-- deleted, by the counted column's value (`<prefix><value>`); an update counts only rows whose value moved, so
-- most updates touch no count and lock nothing. Names with no row in summary_counts are not counted.
CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prefix text := TG_ARGV[0];
  col text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE summary_counts SET n = 0 WHERE name LIKE prefix || '%';
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('UPDATE summary_counts c SET n = c.n + d.k FROM (SELECT %L || %I AS name, count(*) AS k
      FROM new_rows GROUP BY 1) d WHERE c.name = d.name', prefix, col);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE summary_counts c SET n = c.n - d.k FROM (SELECT %L || %I AS name, count(*) AS k
      FROM old_rows GROUP BY 1) d WHERE c.name = d.name', prefix, col);
  ELSE
    EXECUTE format('UPDATE summary_counts c SET n = c.n + d.k FROM (SELECT name, sum(k) AS k FROM
      (SELECT %L || %I AS name, 1 AS k FROM new_rows UNION ALL SELECT %L || %I, -1 FROM old_rows) x
      GROUP BY 1 HAVING sum(k) <> 0) d WHERE c.name = d.name', prefix, col, prefix, col);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER employees_count_insert AFTER INSERT ON "employees" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('employees_', 'status');--> statement-breakpoint
CREATE TRIGGER employees_count_update AFTER UPDATE ON "employees" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('employees_', 'status');--> statement-breakpoint
CREATE TRIGGER employees_count_delete AFTER DELETE ON "employees" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('employees_', 'status');--> statement-breakpoint
CREATE TRIGGER employees_count_truncate AFTER TRUNCATE ON "employees"
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('employees_', 'status');--> statement-breakpoint
CREATE TRIGGER leave_count_insert AFTER INSERT ON "leave_requests" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('leave_', 'status');--> statement-breakpoint
CREATE TRIGGER leave_count_update AFTER UPDATE ON "leave_requests" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('leave_', 'status');--> statement-breakpoint
CREATE TRIGGER leave_count_delete AFTER DELETE ON "leave_requests" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('leave_', 'status');--> statement-breakpoint
CREATE TRIGGER leave_count_truncate AFTER TRUNCATE ON "leave_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('leave_', 'status');--> statement-breakpoint
-- The counts as they stand, in this migration's transaction (no write can slip between count and triggers).
LOCK TABLE "employees", "leave_requests" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "summary_counts" ("name", "n")
  SELECT 'employees_active', count(*) FROM employees WHERE status = 'active'
  UNION ALL SELECT 'employees_terminated', count(*) FROM employees WHERE status = 'terminated'
  UNION ALL SELECT 'leave_pending', count(*) FROM leave_requests WHERE status = 'pending';
