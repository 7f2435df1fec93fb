-- Decision 019: the colleague directory pages from the employee search's index in memory, which now holds each
-- person's department: the `people` revision moves on department writes too.
DROP TRIGGER employees_people_revision ON "employees";--> statement-breakpoint
CREATE TRIGGER employees_people_revision
  AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, email, designation, employee_code, status, department
    OR TRUNCATE
  ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION bump_people_revision();
