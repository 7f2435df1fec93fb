-- Issue 44, item 14: hr's employee search filters by employment type, manager and joining day from the index in
-- memory, which now holds them: the `people` revision moves on writes to those columns too.
DROP TRIGGER employees_people_revision ON "employees";--> statement-breakpoint
CREATE TRIGGER employees_people_revision
  AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, email, designation, employee_code, status, department,
    employment_type, manager_id, date_of_joining
    OR TRUNCATE
  ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION bump_people_revision();
